import type { FastifyError, FastifyRequest } from 'fastify'
import { type ExecutionResult, GraphQLError } from 'graphql'
import type { MercuriusContext } from 'mercurius'
import { ProblemError } from '../../domain/errors.ts'
import { StoreUnavailableError } from '../../store/port.ts'
import { toProblem } from './plugin.ts'

export const GRAPHQL_RESPONSE = 'application/graphql-response+json'

/**
 * GraphQL-over-HTTP content negotiation: `application/graphql-response+json` when the client
 * lists it before (or without) `application/json`; otherwise the legacy `application/json`.
 */
export function wantsGraphQLResponse(accept: string | undefined): boolean {
  if (!accept) return false
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase())
  const gql = types.indexOf(GRAPHQL_RESPONSE)
  const json = types.indexOf('application/json')
  return gql !== -1 && (json === -1 || gql < json)
}

type Formatted = {
  message: string
  locations?: unknown
  path?: unknown
  extensions: Record<string, unknown>
}

/**
 * One GraphQL error as the client sees it, with `extensions.code` from
 * docs/contract/errors.md#graphql-errors.
 */
function formatError(error: GraphQLError, log: FastifyRequest['log']): Formatted[] {
  const original = error.originalError as
    | (Error & { errors?: GraphQLError[]; statusCode?: number })
    | undefined
  const where = { locations: error.locations, path: error.path }
  if (original instanceof ProblemError) {
    const extensions = {
      code: original.code,
      status: original.status,
      ...(original.errors && { errors: original.errors }),
      ...original.members,
    }
    return [{ message: original.message, ...where, extensions }]
  }
  // Mercurius wraps a document's validation errors in one error; clients want each of them.
  if (original?.errors && Array.isArray(original.errors))
    return original.errors.flatMap((e) => formatError(e, log))
  if (original instanceof StoreUnavailableError) {
    return [
      {
        message: 'The data store is not answering',
        ...where,
        extensions: { code: 'STORE_UNAVAILABLE', status: 503 },
      },
    ]
  }
  // graphql's own errors (a variable that does not coerce, say) are the client's, not ours.
  if (
    original &&
    !(original instanceof GraphQLError) &&
    !(original as { statusCode?: number }).statusCode &&
    !error.extensions?.code
  ) {
    // An unexpected failure: the log keeps it, the client gets no internals.
    log.error({ err: original }, 'graphql resolver failed')
    return [
      {
        message: 'Something went wrong on our side',
        ...where,
        extensions: { code: 'INTERNAL', status: 500 },
      },
    ]
  }
  // A request Fastify refused before GraphQL saw it (415, 413): the code and status REST gives it.
  const status = (original as { statusCode?: number } | undefined)?.statusCode
  const refused =
    original && status && status >= 400 && status < 500 && !(original instanceof GraphQLError)
      ? toProblem(original as FastifyError)
      : undefined
  return [
    {
      message: error.message,
      ...where,
      extensions: refused
        ? { code: refused.code, status: refused.status }
        : { code: 'INVALID_QUERY', status: 400, ...error.extensions },
    },
  ]
}

/**
 * Mercurius's `errorFormatter`: the errors of one GraphQL answer, each shaped by formatError, with
 * the status the answer goes out with.
 */
export function formatErrors(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
) {
  const req = context.reply.request
  const errors = execution.errors.flatMap((e) => formatError(e, req.log))
  const data = execution.data ?? null
  // Errors without a path were raised before execution: no `data` entry at all.
  if (data !== null || execution.errors.some((e) => e.path !== undefined)) {
    return { statusCode: 200, response: { data, errors } as never }
  }
  const original = execution.errors[0]?.originalError as
    | { code?: string; statusCode?: number }
    | undefined
  // A refusal raised in a hook (405 and its `Allow`, say) keeps its status and headers.
  if (original instanceof ProblemError) {
    if (original.headers) context.reply.headers(original.headers)
    return { statusCode: original.status, response: { errors } as never }
  }
  // The store away before execution (a kept answer's version, a network profile, read in a
  // hook) is the 503 REST gives, not a fault of the request.
  if (original instanceof StoreUnavailableError) {
    return { statusCode: 503, response: { errors } as never }
  }
  // An unparsable or invalid document in a well-formed request is 200 for legacy
  // application/json clients and 400 under the GraphQL response type; a malformed
  // request (bad JSON, wrong parameter types, no media type) is a 4xx for everyone.
  const documentError = original?.code === 'MER_ERR_GQL_VALIDATION'
  const statusCode =
    documentError && !wantsGraphQLResponse(req.headers.accept) ? 200 : (original?.statusCode ?? 400)
  return { statusCode, response: { errors } as never }
}
