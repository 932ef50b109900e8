import type { FastifyInstance } from 'fastify'

/** POSTs one GraphQL request through the whole HTTP stack. */
export async function gql(
  app: FastifyInstance,
  query: string,
  opts: {
    identity?: string
    variables?: object
    headers?: Record<string, string>
    url?: string
  } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: opts.url ?? '/graphql',
    headers: { ...(opts.identity && { 'x-playground-identity': opts.identity }), ...opts.headers },
    payload: { query, variables: opts.variables },
  })
  return { status: res.statusCode, headers: res.headers, body: res.json() }
}
