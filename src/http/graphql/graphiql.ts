import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { notFound } from '../../domain/errors.ts'
import { readAsset } from '../assets.ts'
import { isBag } from '../common/request-parts.ts'

const require = createRequire(import.meta.url)

/**
 * GraphiQL served entirely from our own origin: its bundle and React come from npm packages,
 * never from a CDN, so the editor works offline and behind strict networks.
 */
const ASSETS: Record<string, { pkg: string; file: string; type: string }> = {
  'react.production.min.js': {
    pkg: 'react',
    file: 'umd/react.production.min.js',
    type: 'text/javascript',
  },
  'react-dom.production.min.js': {
    pkg: 'react-dom',
    file: 'umd/react-dom.production.min.js',
    type: 'text/javascript',
  },
  'graphiql.min.js': { pkg: 'graphiql', file: 'graphiql.min.js', type: 'text/javascript' },
  'graphiql.min.css': { pkg: 'graphiql', file: 'graphiql.min.css', type: 'text/css' },
}

/** The page and the script that starts the editor: our own files, read once at startup. */
const PAGE = readAsset('graphiql/index.html')
const INIT = Buffer.from(readAsset('graphiql/init.js'))

const cache = new Map<string, Buffer>()
function asset(name: string): Buffer | undefined {
  if (name === 'init.js') return INIT
  // An own entry only: `constructor` or `__proto__` must not find Object's.
  const entry = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined
  if (!entry) return undefined
  let body = cache.get(name)
  if (!body) {
    // Through package.json: the packages' `exports` maps do not expose these files.
    body = readFileSync(join(dirname(require.resolve(`${entry.pkg}/package.json`)), entry.file))
    cache.set(name, body)
  }
  return body
}

export const sendGraphiQL = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').send(PAGE)

/** True for a browser navigating to the GraphQL URL (not a client sending a query). */
export const wantsGraphiQL = (accept: string | undefined, query: unknown) =>
  typeof accept === 'string' && accept.includes('text/html') && !(isBag(query) && query.query)

export default async function graphiqlRoutes(app: FastifyInstance, opts: { example: string }) {
  app.get('/graphiql', { schema: { hide: true } }, (_req, reply) => sendGraphiQL(reply))
  // The first query depends on what is served (a db.json's collections), so it is asked for.
  app.get('/graphiql/example.graphql', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(opts.example),
  )
  app.get<{ Params: { file: string } }>(
    '/graphiql/assets/:file',
    { schema: { hide: true } },
    (req, reply) => {
      const body = asset(req.params.file)
      if (!body) throw notFound(`Asset ${req.params.file}`)
      const type =
        req.params.file === 'init.js'
          ? 'text/javascript'
          : (ASSETS[req.params.file]?.type as string)
      return reply
        .type(`${type}; charset=utf-8`)
        .header('cache-control', 'public, max-age=86400')
        .send(body)
    },
  )
}
