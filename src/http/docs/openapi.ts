import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import type { FastifySchema } from 'fastify'
import type { Config } from '../../config.ts'
import { DEFAULT_CREATE_CAP, DEFAULT_MAX_LIMIT } from '../../domain/limits.ts'
import { RESOURCE_NAMES } from '../../domain/resources.ts'
import { SafeJsonSchema } from '../../domain/safe-json.ts'
import { REGISTER_CAP_TEXT } from '../auth/schemas.ts'
import { PAGE_CAP_TEXTS } from '../common/schemas.ts'
import { createCapNote } from '../resources/schemas.ts'
import { withOperationIds } from './operation-ids.ts'

/**
 * The document-level half of the OpenAPI document: info, servers, tags and security schemes.
 * Everything about an operation comes from its route schema; `app.ts` registers @fastify/swagger
 * with these options before any route.
 */

const description = (
  config: Config,
) => `Sample **users, posts, comments, todos, albums and photos** over REST and GraphQL, with a private sandbox
per caller. Point a front-end at it and write freely: nobody else sees your changes.

## The sandbox model
Everyone reads the same deterministic baseline (25 users, 100 posts, 300 comments, 125 todos,
100 albums, 5,000 photos, integer ids from 1). Writes land in the caller's own **sandbox**, an overlay on top of it:

* \`POST\` creates a record with a string id \`local-<uuid>\` and \`_sandbox: "created"\`; at most ${config.createCap}
  created records per resource (then 403 \`SANDBOX_LIMIT_REACHED\`).
* \`PUT\`/\`PATCH\` of a shared record changes it for this sandbox only (\`_sandbox: "updated"\`);
  \`DELETE\` hides it for this sandbox only.
* Lists show created records first (newest first), then the baseline in id order.
* \`GET /api/v1/session\` shows what the sandbox holds, \`/session/export\` and \`/session/import\`
  move it, \`DELETE /api/v1/session/reset\` forgets it. Idle sandboxes expire after 10 days.

## Identity: which sandbox a request uses
1. the header **\`X-Playground-Identity\`** (or \`X-PG-Identity\`), else
2. the query parameter **\`_sandbox\`**, else
3. the cookie **\`pg_identity\`**.

A value is a UUID, or any 1–128 characters of \`[A-Za-z0-9._:-]\` (such as \`ci-worker-3\`), which
always maps to the same sandbox. A request with none gets a new identity and
\`Set-Cookie: pg_identity=<uuid>; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax\`. Every
response names the identity it used in \`X-Playground-Identity\`. Reads never store anything.

## Authentication
Simulated, with real HS256 JWTs: \`POST /api/v1/auth/login\` accepts any user's username or
e-mail (any password, unless the user registered one in this sandbox) and returns an access
token (15 minutes) and a refresh token (7 days). Send \`Authorization: Bearer <access_token>\`
to \`/api/v1/auth/me\`. \`/auth/...\` is an alias of \`/api/v1/auth/...\`.

## Errors
Every error is \`application/problem+json\` (RFC 9457) with \`type\`, \`title\`, \`status\`,
\`detail\`, a stable \`code\`, \`instance\`, \`error\` (= title), \`message\` (= detail) and, for
validation, \`errors: [{field, message}]\`. Successes are 200, creates included. Any other
method on a known path is 405 with \`Allow\`; an unknown path is 404.

## Network simulation
On any \`/api/v1\` and GraphQL request: \`_delay=<ms>\` (or \`X-Simulate-Delay\`, up to 5000),
\`_status=<400–599>\` (\`X-Simulate-Status\`, answers that problem without running the operation),
\`_ratelimit=true\` or \`_ratelimit=N/W\` (\`X-Simulate-RateLimit\`, 429 with \`Retry-After\`) and
\`_flaky=true\` (\`X-Simulate-Flaky\`, jitter and about 10 % 503s). A sandbox-wide profile lives
at \`/api/v1/session/network\`. Simulated responses carry \`X-Simulated\`.

## GraphQL
\`POST /graphql\` with \`{query, variables, operationName}\`; the GraphiQL editor opens at
\`/graphiql\` (or \`/graphql\` in a browser).`

const TAGS = [
  { name: 'users', description: 'Users: the first ten are the well-known JSONPlaceholder people' },
  { name: 'posts', description: 'Posts, four per user in the baseline' },
  { name: 'comments', description: 'Comments, three per post in the baseline' },
  { name: 'todos', description: 'Todos, five per user in the baseline' },
  { name: 'albums', description: 'Albums, ten for each of the first ten users in the baseline' },
  {
    name: 'photos',
    description: 'Photos, fifty per album in the baseline, drawn by the thumbnails route',
  },
  {
    name: 'root',
    description:
      "JSONPlaceholder's and json-server 0.17's paths over the same sandboxes: bare arrays, 201 for a create, `{}` for a 404, react-admin's `sort`/`range`/`filter`",
  },
  {
    name: 'auth',
    description: 'Simulated login with real JWTs; `/auth/...` is an alias of `/api/v1/auth/...`',
  },
  {
    name: 'session',
    description: 'The whole sandbox: what it holds, export, import, reset, network profile',
  },
  { name: 'custom', description: 'Collections of arbitrary JSON records, private to the sandbox' },
  { name: 'images', description: 'Deterministic SVG avatars and thumbnails' },
  {
    name: 'inbox',
    description: 'The mock inbox: e-mails and SMS sent to it, never anywhere else',
  },
  {
    name: 'events',
    description: 'Your sandbox’s changes, live: Server-Sent Events (and GraphQL subscriptions)',
  },
  {
    name: 'webhooks',
    description:
      'Signed HTTP callbacks for your sandbox’s events, retried from a queue in the store, with a delivery log',
  },
  {
    name: 'chat',
    description:
      'Chat rooms inside your sandbox: the history and sending over REST, live at `/ws` (WebSocket)',
  },
  { name: 'graphql', description: 'The same data and sandbox over GraphQL' },
  {
    name: 'downloads',
    description:
      'This API for your tools, made from this document: OpenAPI 3.1 and 3.0.3, Postman, Insomnia, Bruno, TypeScript declarations, llms.txt',
  },
  { name: 'health', description: 'Liveness and readiness' },
]

const GRAPHQL_DESCRIPTION = `GraphQL over HTTP. \`POST\` a JSON body \`{query, variables, operationName}\`; \`GET\`
with \`?query=\` runs queries only (no mutations). Answers \`application/json\`, or
\`application/graphql-response+json\` when the \`Accept\` header prefers it. Errors carry
\`extensions.code\` and \`extensions.status\` with the REST problem codes. Writes land in the
caller's sandbox, as REST writes do.`

const GRAPHQL_EXAMPLE = {
  query: 'query Posts($limit: Int) { posts(limit: $limit) { id title user { name } } }',
  variables: { limit: 2 },
  operationName: 'Posts',
}

/** Mercurius builds its own route schemas; the document only adds what they lack. */
function describeGraphQL(
  schema: FastifySchema & Record<string, unknown>,
  url: string,
  method: string,
) {
  const alias = url.startsWith('/api/v1/') ? ' (alias of `/graphql`)' : ''
  const post = method === 'POST'
  return {
    ...schema,
    tags: ['graphql'],
    summary: `${post ? 'Run a GraphQL operation' : 'Run a GraphQL query given in the URL'}${alias}`,
    description: GRAPHQL_DESCRIPTION,
    ...(post && schema.body
      ? { body: { ...(schema.body as object), examples: [GRAPHQL_EXAMPLE] } }
      : {}),
  }
}

const isGraphQL = (url: string) => url === '/graphql' || url === '/api/v1/graphql'

type QuerySchema = { properties?: Record<string, { documentAs?: object }> }

/**
 * A query parameter validated loosely but documented exactly carries its documented schema in
 * `documentAs` (`_embed`: any text is let through to the domain, whose 400 lists the valid
 * relations; the document lists them as an enum).
 */
function documentedQuery(schema: FastifySchema): FastifySchema {
  const properties = (schema.querystring as QuerySchema | undefined)?.properties
  if (!properties || !Object.values(properties).some((p) => p.documentAs)) return schema
  const documented = Object.fromEntries(
    Object.entries(properties).map(([name, p]) => [name, p.documentAs ?? p]),
  )
  return {
    ...schema,
    querystring: { ...(schema.querystring as object), properties: documented },
  }
}

type Described = { description?: string }

/**
 * The texts route schemas write with the default page-size and create caps, with this server's
 * (`--max-limit`, `--create-cap`): the document says what the server does.
 */
function withConfiguredCaps(schema: FastifySchema, config: Config): FastifySchema {
  const { maxLimit, createCap } = config
  if (maxLimit === DEFAULT_MAX_LIMIT && createCap === DEFAULT_CREATE_CAP) return schema
  let out = schema
  const properties = (schema.querystring as QuerySchema | undefined)?.properties as
    | Record<string, Described>
    | undefined
  if (properties) {
    const texts = Object.entries(PAGE_CAP_TEXTS).map(
      ([name, text]) => [name, text(DEFAULT_MAX_LIMIT), text(maxLimit)] as const,
    )
    const changed = texts.filter(([name, before]) => properties[name]?.description === before)
    if (changed.length > 0) {
      const next = { ...properties }
      for (const [name, , after] of changed) next[name] = { ...next[name], description: after }
      out = { ...out, querystring: { ...(out.querystring as object), properties: next } }
    }
  }
  const text = (out as Described).description
  if (text) {
    let next = text.replace(REGISTER_CAP_TEXT(DEFAULT_CREATE_CAP), REGISTER_CAP_TEXT(createCap))
    for (const r of RESOURCE_NAMES)
      next = next.replace(createCapNote(r, DEFAULT_CREATE_CAP), createCapNote(r, createCap))
    if (next !== text) out = { ...out, description: next } as FastifySchema
  }
  return out
}

/** Names a shared schema's component after its `$id` (`Problem`, `User`), not `def-0`. */
function buildLocalReference(
  json: Record<string, unknown>,
  _baseUri: unknown,
  _fragment: string,
  i: number,
) {
  const id = json.$id
  return typeof id === 'string' && /^[A-Za-z][A-Za-z0-9_.-]*$/.test(id) ? id : `def-${i}`
}

/**
 * `SafeJson` as the document shows it: any JSON value, its rule in words. The validators'
 * schema (domain/safe-json.ts) walks every level to refuse prototype keys; that recursion, shown
 * as is, reads to generators (openapi-typescript) as "an object", and a body's `title: "x"` would
 * not type-check against it.
 */
function withPlainSafeJson<D extends { components?: { schemas?: Record<string, unknown> } }>(
  doc: D,
): D {
  const schemas = doc.components?.schemas
  if (schemas?.SafeJson)
    schemas.SafeJson = {
      description: `${SafeJsonSchema.description}, at any depth`,
    }
  return doc
}

type Security = Array<Record<string, string[]>>

/**
 * Who may call an operation, for clients and linters: a route that declares its own keeps it;
 * a route the role matrix guards (and GraphQL, which checks each field) takes a Bearer token or
 * none (docs/contract/roles-and-permissions.md); every other route reads no token.
 */
function securityOf(schema: FastifySchema, url: string, config: unknown): Security {
  const own = (schema as { security?: Security }).security
  if (own) return own
  const guarded = isGraphQL(url) || (config as { rbac?: unknown } | undefined)?.rbac !== undefined
  return guarded ? [{ bearerAuth: [] }, {}] : []
}

export function swaggerOptions(config: Config): FastifyDynamicSwaggerOptions {
  const servers = [{ url: '/', description: 'The server that serves this document' }]
  if (config.publicUrl) servers.push({ url: config.publicUrl, description: 'Public URL' })
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mock Playground API',
        version: '1.0.0',
        description: description(config),
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers,
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `access_token` of `POST /api/v1/auth/login` or `/register`',
          },
        },
      },
    },
    // Paths are absolute (`/api/v1/...`, `/health`, `/graphql`); a public URL never shortens them.
    stripBasePath: false,
    refResolver: { buildLocalReference },
    transformObject: (document) =>
      'openapiObject' in document
        ? withOperationIds(withPlainSafeJson(document.openapiObject))
        : document.swaggerObject,
    transform: ({ schema: given, url, route }) => {
      const methods = [route.method].flat()
      const schema = given && { ...given, security: securityOf(given, url, route.config) }
      if (isGraphQL(url) && schema) {
        return { schema: describeGraphQL(schema as never, url, String(methods[0])), url }
      }
      // The auth routes are mounted twice; the root copy says what it is an alias of.
      if (url.startsWith('/auth/') && schema?.summary) {
        return {
          schema: withConfiguredCaps(
            { ...schema, summary: `${schema.summary} (alias of \`/api/v1${url}\`)` },
            config,
          ),
          url,
        }
      }
      return { schema: schema && withConfiguredCaps(documentedQuery(schema), config), url }
    },
  }
}
