/**
 * Hostile-input fuzzing (issue 10 point 2): thousands of malformed requests from the
 * seeded generator in `hostile/`, most through `app.inject` on the sqlite store, a few hundred
 * as raw bytes over a real socket. Whatever arrives, the service must answer with a success or
 * an RFC 9457 problem document (GraphQL: an `errors` document), never a 5xx, never crash, and
 * never change a sandbox with a request it refuses.
 *
 * One run: 700 writes one at a time, each refused one checked against the sandbox's export; a
 * bulk stream over every route family and category (5,000 requests in `fuzz.test.ts`, 19,000
 * from another seed in the system lane's `fuzz.system.test.ts`: tens of thousands in all); 600
 * raw socket exchanges; then the victims' sandboxes, tokens and passwords are compared with what
 * they were before.
 *
 * `FUZZ_SEED=<n>` replays a run (failures print it, with each failing request);
 * `FUZZ_REQUESTS=<n>` sizes the bulk stream; `FUZZ_CONCURRENCY=<n>` the requests in flight;
 * `FUZZ_PROFILE=1` reports where the time went and the slowest requests.
 */
import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { ProblemCode, statusTitle } from '../../src/domain/errors.ts'
import { build } from '../helper.ts'
import {
  createHostileGenerator,
  createRng,
  type FuzzContext,
  type HostileRequest,
  type Playground,
  type RawCase,
  rawCases,
  toRaw,
  type Victim,
} from './hostile/index.ts'

const WRITES = 700
const RAW_CASES = 350
const RAW_REPLAYS = 250
/** Requests in flight at once: enough to interleave the ones waiting on crypto and files. */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 2)
/**
 * No fuzz request asks for a delay: an answer slower than this blocked the event loop. A busy
 * machine slows every answer alike, so the bound is also at least SLOW_TIMES the mean answer
 * before it (about 1 ms when the machine is idle, where SLOW_MS is the bound).
 */
const SLOW_MS = 2_000
const SLOW_TIMES = 500
const RESOURCES = ['users', 'posts', 'comments', 'todos'] as const

/** What came back, from `inject` or parsed off a socket, its body decoded. */
interface Answer {
  status: number
  headers: Record<string, unknown>
  body: Buffer
}

interface Failure {
  where: string
  request: {
    method: string
    url: string
    headers?: Record<string, string>
    payload?: string | Buffer
  }
  answer?: Answer
  why: string
}

const header = (a: Answer, name: string): string | undefined => {
  const v = a.headers[name]
  return Array.isArray(v) ? v.join(', ') : v === undefined ? undefined : String(v)
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (!encoding || body.length === 0) return body
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'deflate') return inflateSync(body)
  return body
}

// -------------------------------------------------------------------------------------------
// The oracle

const KNOWN_CODES = new Set(Object.keys(ProblemCode))
const kebab = (code: string) => code.toLowerCase().replaceAll('_', '-')
const STACK = /\(\/[^)]*:\d+:\d+\)|\bat [\w.<>]+ \(|node_modules[\\/]|\.ts:\d+:\d+/
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/
const TYPES: Record<string, Record<string, 'string' | 'ref' | 'boolean' | 'strings'>> = {
  users: {
    name: 'string',
    username: 'string',
    email: 'string',
    phone: 'string',
    website: 'string',
    address: 'strings',
    company: 'strings',
  },
  posts: { user_id: 'ref', userId: 'ref', title: 'string', body: 'string' },
  comments: { post_id: 'ref', postId: 'ref', name: 'string', email: 'string', body: 'string' },
  todos: { user_id: 'ref', userId: 'ref', title: 'string', completed: 'boolean' },
}

/** The first own key named `__proto__`, `constructor` or `prototype`, at any depth. */
function forbiddenKey(value: unknown, path = ''): string | undefined {
  const stack: Array<[unknown, string]> = [[value, path]]
  while (stack.length > 0) {
    const [v, p] = stack.pop() as [unknown, string]
    if (v === null || typeof v !== 'object') continue
    for (const key of Object.keys(v)) {
      if (FORBIDDEN.has(key)) return `${p}.${key}`
      stack.push([(v as Record<string, unknown>)[key], `${p}.${key}`])
    }
  }
  return undefined
}

/**
 * A record a write answered with must hold its known fields in the types the contract
 * (docs/contract/baseline-and-overlay.md#validation) names.
 */
function recordProblem(resource: string, record: Record<string, unknown>): string | undefined {
  const id = record.id
  const idOk =
    (typeof id === 'number' && Number.isSafeInteger(id) && id >= 1) ||
    (typeof id === 'string' && /^(local-[0-9a-f-]{36}|session-.*)$/.test(id))
  if (!idOk) return `id ${JSON.stringify(id)} is neither an integer nor local-<uuid>`
  if (
    record._sandbox !== undefined &&
    record._sandbox !== 'created' &&
    record._sandbox !== 'updated'
  ) {
    return `_sandbox is ${JSON.stringify(record._sandbox)}`
  }
  for (const [field, type] of Object.entries(TYPES[resource] ?? {})) {
    const v = record[field]
    if (v === undefined) continue
    const ok =
      type === 'string'
        ? typeof v === 'string' && v.length <= 10_000
        : type === 'ref'
          ? Number.isSafeInteger(v) && (v as number) >= 1
          : type === 'boolean'
            ? typeof v === 'boolean'
            : v !== null &&
              typeof v === 'object' &&
              !Array.isArray(v) &&
              Object.values(v).every((x) => typeof x === 'string')
    if (!ok) return `${field} was stored as ${JSON.stringify(v)?.slice(0, 80)}, not a ${type}`
  }
  // A reference and its alias are held together, with one value
  // (docs/contract/baseline-and-overlay.md#reference-aliases).
  for (const [ref, alias] of [
    ['user_id', 'userId'],
    ['post_id', 'postId'],
  ] as const) {
    const pair = TYPES[resource]?.[alias] === 'ref'
    if (pair && (ref in record || alias in record) && record[ref] !== record[alias])
      return `${ref} ${JSON.stringify(record[ref])} and ${alias} ${JSON.stringify(record[alias])} differ`
  }
  return undefined
}

function problemDocument(a: Answer): string | undefined {
  const ct = header(a, 'content-type') ?? ''
  if (!/^application\/problem\+json/.test(ct))
    return `an error as ${ct || 'no content type'}, not problem JSON`
  let body: Record<string, unknown>
  try {
    body = JSON.parse(a.body.toString('utf8'))
  } catch {
    return 'a problem document that is not JSON'
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return 'a problem that is not an object'
  const { type, title, status, detail, code, error, message, instance, errors } = body
  if (status !== a.status) return `problem status ${status} on an HTTP ${a.status}`
  if (typeof code !== 'string' || !KNOWN_CODES.has(code))
    return `unknown problem code ${JSON.stringify(code)}`
  if (type !== `/problems/${kebab(code)}`)
    return `type ${JSON.stringify(type)} out of step with code ${code}`
  if (title !== statusTitle(a.status))
    return `title ${JSON.stringify(title)} for status ${a.status}`
  if (typeof detail !== 'string' || detail === '') return 'no detail'
  if (error !== title || message !== detail) return 'error/message differ from title/detail'
  if (typeof instance !== 'string') return 'no instance'
  if (errors !== undefined) {
    const ok =
      Array.isArray(errors) &&
      errors.every(
        (e) =>
          e &&
          typeof e === 'object' &&
          typeof e.field === 'string' &&
          typeof e.message === 'string',
      )
    if (!ok) return 'malformed errors[]'
  }
  if (STACK.test(a.body.toString('utf8'))) return 'a stack trace or source path in the problem'
  return undefined
}

/**
 * A GraphQL answer's `errors`: each with a message and a client-side `extensions.code` of
 * docs/contract/errors.md#graphql-errors; on an HTTP error status, one of them names that status.
 */
function graphqlErrors(errors: unknown, httpStatus: number): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return 'errors is not a non-empty array'
  for (const e of errors) {
    if (!e || typeof e.message !== 'string') return 'a GraphQL error without a message'
    const code = e.extensions?.code
    const status = e.extensions?.status
    if (typeof code !== 'string' || !KNOWN_CODES.has(code))
      return `a GraphQL error with code ${code}`
    if (code === 'INTERNAL' || (typeof status === 'number' && status >= 500)) {
      return `a GraphQL error ${code} ${status}: ${e.message}`
    }
    if (STACK.test(e.message)) return 'a stack trace in a GraphQL error'
  }
  if (httpStatus >= 400 && !errors.some((e) => e.extensions?.status === httpStatus)) {
    return `no GraphQL error says ${httpStatus} (${errors.map((e) => `${e.extensions?.code} ${e.extensions?.status}`).join(', ')})`
  }
  return undefined
}

const isGraphQL = (url: string) => /^\/(api\/v1\/)?graphql(\?|$)/.test(url)

/** Why this answer breaks the rules, or undefined when it keeps them. */
function verdict(
  req: HostileRequest | { method: string; url: string; mustFail?: string },
  a: Answer,
): string | undefined {
  if (a.status >= 500) return `HTTP ${a.status}`
  if (a.status < 100 || a.status > 599) return `status ${a.status}`
  if (!header(a, 'x-request-id')) return 'no X-Request-Id'
  const ct = header(a, 'content-type') ?? ''
  const bodyless = req.method === 'HEAD' || a.status === 204 || a.status === 304
  if (a.status >= 400) {
    if (bodyless) {
      return /^application\/(problem\+json|json|graphql-response\+json)/.test(ct) || ct === ''
        ? undefined
        : `an error as ${ct}`
    }
    if (isGraphQL(req.url) && !ct.startsWith('application/problem+json')) {
      if (!/^application\/(json|graphql-response\+json)/.test(ct)) return `a GraphQL error as ${ct}`
      try {
        return graphqlErrors(JSON.parse(a.body.toString('utf8')).errors, a.status)
      } catch {
        return 'a GraphQL error that is not JSON'
      }
    }
    return problemDocument(a)
  }
  if (req.mustFail && a.status < 300) return req.mustFail
  if (bodyless || a.body.length === 0) return undefined
  if (/^application\/(json|graphql-response\+json)/.test(ct) && a.body.length < 2_000_000) {
    let body: unknown
    try {
      body = JSON.parse(a.body.toString('utf8'))
    } catch {
      return 'a JSON success that does not parse'
    }
    const key = forbiddenKey(body)
    if (key) return `a forbidden key ${key} in the answer`
    if (isGraphQL(req.url)) {
      const { errors, data } = body as { errors?: unknown; data?: unknown }
      // Over budget (issue 14): a document with `bomb` aliases is refused before anything runs.
      const payload = 'payload' in req ? String(req.payload ?? '') : ''
      if (data !== undefined && /\bbomb\d+\s*(:|%3A)/i.test(`${req.url} ${payload}`))
        return 'a GraphQL document over the cost budget ran'
      return errors === undefined ? undefined : graphqlErrors(errors, a.status)
    }
    const path = req.url.split('?')[0] ?? ''
    const write = req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH'
    const resource = /^\/api\/v1\/(users|posts|comments|todos)(\/[^/]+)?$/.exec(path)?.[1]
    if (write && resource) return recordProblem(resource, body as Record<string, unknown>)
    if (req.method === 'PATCH' && /^(\/api\/v1)?\/auth\/me$/.test(path)) {
      return recordProblem('users', body as Record<string, unknown>)
    }
  }
  if (ct.startsWith('image/svg+xml')) {
    const svg = a.body.toString('utf8')
    if (CONTROL.test(svg)) return 'a control character in the SVG'
    if (!svg.startsWith('<svg') || svg.split('<svg').length !== 2)
      return 'the SVG holds other markup'
    for (const [, name = '', attributes = ''] of svg.matchAll(/<([A-Za-z][\w:-]*)([^>]*)>/g)) {
      if (/^(script|foreignObject|iframe|object|embed)$/i.test(name))
        return `a <${name}> in the SVG`
      const names = attributes.replace(/"[^"]*"|'[^']*'/g, '').match(/[\w:-]+(?==)/g) ?? []
      if (names.some((a) => /^on/i.test(a) || /^(href|xlink:href)$/i.test(a)))
        return 'an event or link attribute in the SVG'
    }
  }
  return undefined
}

// -------------------------------------------------------------------------------------------
// Raw sockets

interface RawResult {
  bytes: Buffer
  timedOut: boolean
}

function sendRaw(port: number, chunks: Buffer[], endAfterMs?: number): Promise<RawResult> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    let done = false
    const finish = (timedOut: boolean) => {
      if (done) return
      done = true
      clearTimeout(hard)
      socket.destroy()
      resolve({ bytes: Buffer.concat(received), timedOut })
    }
    const hard = setTimeout(() => finish(true), 5_000)
    socket.on('data', (d) => received.push(d))
    socket.on('error', () => {})
    socket.on('close', () => finish(false))
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return
        socket.write(chunk)
        await sleep(2)
      }
      if (endAfterMs !== undefined) setTimeout(() => socket.end(), endAfterMs)
    })
  })
}

interface Parsed extends Answer {
  head: string
}

/** The final responses in `bytes` (interim 1xx skipped), bodies de-chunked and decoded. */
function parseResponses(bytes: Buffer, method: string): { responses: Parsed[]; rest: number } {
  const responses: Parsed[] = []
  let at = 0
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at)
    if (end === -1) break
    const head = bytes.subarray(at, end).toString('latin1')
    const [statusLine = '', ...lines] = head.split('\r\n')
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)
    if (!match) break
    const status = Number(match[1])
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      const name = line.slice(0, colon).trim().toLowerCase()
      headers[name] = headers[name]
        ? `${headers[name]}, ${line.slice(colon + 1).trim()}`
        : line.slice(colon + 1).trim()
    }
    at = end + 4
    if (status < 200) continue
    let body: Buffer = Buffer.alloc(0)
    // Node's parser refuses a request before it knows it was a HEAD: its answers keep their body.
    const headAnswer = method === 'HEAD' && headers['x-request-id'] !== undefined
    if (headAnswer || status === 204 || status === 304) {
      // no body
    } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const parts: Buffer[] = []
      for (;;) {
        const lineEnd = bytes.indexOf('\r\n', at)
        if (lineEnd === -1) break
        const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16)
        at = lineEnd + 2
        if (!Number.isFinite(size) || size === 0) {
          at = bytes.indexOf('\r\n', at) + 2
          break
        }
        parts.push(bytes.subarray(at, at + size))
        at += size + 2
      }
      body = Buffer.concat(parts)
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length'])
      body = bytes.subarray(at, at + length)
      at += length
    } else {
      body = bytes.subarray(at)
      at = bytes.length
    }
    try {
      body = decode(body, headers['content-encoding'])
    } catch {
      // verdict() reports the body that does not parse
    }
    responses.push({ status, headers, body, head })
  }
  return { responses, rest: bytes.length - at }
}

/** What Fastify's client-error handler writes when Node's parser refuses a request. */
const PARSER_BODIES = new Set([
  '',
  '{"error":"Bad Request","message":"Client Error","statusCode":400}',
  '{"error":"Request Header Fields Too Large","message":"Exceeded maximum allowed HTTP header size","statusCode":431}',
  '{"error":"Request Timeout","message":"Client Timeout","statusCode":408}',
])

/** Node's own answer below the service: a listed status, a bare body, none of our headers. */
const isParserAnswer = (c: RawCase, r: Parsed) =>
  (c.parserStatuses ?? []).includes(r.status) &&
  PARSER_BODIES.has(r.body.toString('latin1')) &&
  r.headers['x-request-id'] === undefined

// -------------------------------------------------------------------------------------------
// Sandboxes

type Client = (
  method: string,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>

function clientFor(
  app: FastifyInstance,
  identityHeaders: Record<string, string>,
  query = '',
): Client {
  return async (method, url, payload, headers = {}) => {
    const sep = url.includes('?') ? '&' : '?'
    const res = await app.inject({
      method: method as 'GET',
      url: query ? `${url}${sep}${query}` : url,
      headers: { ...identityHeaders, ...headers },
      ...(payload !== undefined && { payload: payload as object }),
    })
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload }
  }
}

const json = (a: Answer) => JSON.parse(a.body.toString('utf8'))

async function ok(client: Client, method: string, url: string, payload?: unknown) {
  const a = await client(method, url, payload)
  assert.ok(a.status < 300, `${method} ${url} → ${a.status} ${a.body.toString().slice(0, 300)}`)
  return a.body.length > 0 ? json(a) : undefined
}

/** Fills a sandbox with creates, updates, deletes, custom records, a user and tokens. */
async function populate(client: Client, tag: string) {
  const localIds: Record<string, string[]> = { users: [], posts: [], comments: [], todos: [] }
  const bodies: Record<string, object> = {
    users: {
      name: `${tag} user`,
      username: `${tag}-u`,
      email: `${tag}@x.y`,
      address: { city: 'Oslo' },
    },
    posts: { user_id: 1, title: `${tag} post`, body: 'b' },
    comments: { post_id: 1, name: `${tag} comment`, email: 'c@x.y', body: 'b' },
    todos: { user_id: 1, title: `${tag} todo`, completed: false },
  }
  for (const r of RESOURCES) {
    for (let i = 0; i < 2; i++)
      localIds[r]?.push((await ok(client, 'POST', `/api/v1/${r}`, bodies[r])).id)
  }
  await ok(client, 'PATCH', '/api/v1/posts/1', { title: `${tag} patched` })
  await ok(client, 'PUT', '/api/v1/todos/3', {
    user_id: 1,
    title: `${tag} replaced`,
    completed: true,
  })
  await ok(client, 'DELETE', '/api/v1/posts/2')
  await ok(client, 'DELETE', '/api/v1/comments/5')
  const custom: Array<{ collection: string; id: string }> = []
  for (const name of ['first', 'second']) {
    const rec = await ok(client, 'POST', '/api/v1/custom/widgets', {
      name,
      price: 1.5,
      tags: ['a'],
    })
    custom.push({ collection: 'widgets', id: rec.id })
  }
  const reg = await ok(client, 'POST', '/api/v1/auth/register', {
    name: `${tag} registered`,
    username: `${tag}-reg`,
    email: `${tag}-reg@x.y`,
    password: `${tag}-password`,
  })
  localIds.users?.push(reg.user.id)
  return {
    localIds: localIds as Playground['localIds'],
    custom,
    accessToken: reg.access_token as string,
    refreshToken: reg.refresh_token as string,
    username: `${tag}-reg`,
    password: `${tag}-password`,
  }
}

/**
 * What a sandbox holds, as text: its export (records, changes and custom collections, without the
 * time of export) and its network profile; `full` adds the summaries derived from them.
 */
async function snapshot(client: Client, full = false): Promise<string> {
  const exported = json(await client('GET', '/api/v1/session/export'))
  delete exported.exportedAt
  const network = json(await client('GET', '/api/v1/session/network'))
  if (!full) return JSON.stringify({ exported, network })
  const info = json(await client('GET', '/api/v1/session'))
  const custom = json(await client('GET', '/api/v1/custom'))
  return JSON.stringify({ exported, network, info, custom })
}

function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `before …${a.slice(Math.max(0, i - 80), i + 120)}…\nafter  …${b.slice(Math.max(0, i - 80), i + 120)}…`
}

// -------------------------------------------------------------------------------------------

function describeFailure(f: Failure, n: number): string {
  const r = f.request
  const payload =
    r.payload === undefined
      ? ''
      : `\n   payload (${Buffer.byteLength(r.payload)} bytes): ${JSON.stringify(
          Buffer.isBuffer(r.payload)
            ? `base64:${r.payload.toString('base64').slice(0, 400)}`
            : r.payload.slice(0, 400),
        )}`
  const answer = f.answer
    ? `\n   → ${f.answer.status} ${header(f.answer, 'content-type') ?? ''}: ${JSON.stringify(f.answer.body.toString('utf8').slice(0, 400))}`
    : ''
  return `#${n} [${f.where}] ${r.method} ${JSON.stringify(r.url.slice(0, 400))}\n   headers: ${JSON.stringify(
    r.headers ?? {},
  ).slice(0, 600)}${payload}${answer}\n   why: ${f.why}`
}

/**
 * Registers one fuzz run: `bulk` requests in the stream after the writes, from `seed`; both
 * give way to `FUZZ_REQUESTS` and `FUZZ_SEED`. It asserts at least `bulk + 1,000` requests
 * were sent (the writes and raw exchanges are on top of the bulk).
 */
export function fuzzRun(options: { seed: number; bulk: number }) {
  const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : options.seed
  const BULK = Number(process.env.FUZZ_REQUESTS ?? options.bulk)
  const SECRET = `fuzz-secret-${SEED}`
  test(`hostile requests get a success or a problem, never a 5xx, and change nothing they refuse (seed ${SEED})`, async (t) => {
    const started = performance.now()
    const app = await build(t, { store: 'sqlite', jwtSecret: SECRET })
    const rng = createRng(SEED)
    const failures: Failure[] = []
    const fail = (f: Failure) => {
      if (failures.length < 200) failures.push(f)
    }
    const crashes: unknown[] = []
    const onCrash = (err: unknown) => crashes.push(err)
    process.on('uncaughtException', onCrash)
    process.on('unhandledRejection', onCrash)
    t.after(() => {
      process.off('uncaughtException', onCrash)
      process.off('unhandledRejection', onCrash)
    })
    const objectKeys = Object.getOwnPropertyNames(Object.prototype).sort().join()
    const arrayKeys = Object.getOwnPropertyNames(Array.prototype).sort().join()

    // Victims: one per way of naming a sandbox. Nothing the fuzz sends may reach them.
    const seededUuid = () => {
      const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('')
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`
    }
    const victimUuid = seededUuid()
    const victimName = `victim-${SEED}`
    const victimQueryUuid = seededUuid()
    const victimClients: Client[] = [
      clientFor(app, { cookie: `pg_identity=${victimUuid}` }),
      clientFor(app, { 'x-playground-identity': victimName }),
      clientFor(app, {}, `_sandbox=${victimQueryUuid}`),
    ]
    const victims: Victim[] = []
    const victimLogins: Array<{ username: string; password: string }> = []
    for (const [i, client] of victimClients.entries()) {
      const made = await populate(client, `victim${i}`)
      await ok(client, 'PUT', '/api/v1/session/network', {
        latency: { min: 0, max: 0 },
        errorRate: 0,
      })
      const identity = json(await client('GET', '/api/v1/session')).identityId as string
      victims.push({
        identity,
        ...(i === 1 && { name: victimName }),
        accessToken: made.accessToken,
        refreshToken: made.refreshToken,
        localPaths: Object.entries(made.localIds).flatMap(([r, ids]) =>
          ids.map((id) => `${r}/${id}`),
        ),
      })
      victimLogins.push({ username: made.username, password: made.password })
    }
    const victimsBefore = await Promise.all(victimClients.map((c) => snapshot(c, true)))
    const victimIds = victims.flatMap((v) => v.localPaths.map((p) => p.split('/')[1] as string))

    const sharedName = `fz-shared-${SEED}`
    const shared = await populate(clientFor(app, { 'x-playground-identity': sharedName }), 'shared')
    const writerName = `fz-writer-${SEED}`
    const writerClient = clientFor(app, { 'x-playground-identity': writerName })
    const writer = await populate(writerClient, 'writer')
    const fullName = `fz-full-${SEED}`
    const fullClient = clientFor(app, { 'x-playground-identity': fullName })
    const full = await populate(fullClient, 'full')
    for (let i = full.localIds.posts.length; i < 30; i++) {
      full.localIds.posts.push(
        (await ok(fullClient, 'POST', '/api/v1/posts', { title: `full ${i}` })).id,
      )
    }

    const ctx: FuzzContext = {
      secret: SECRET,
      victims,
      shared: { name: sharedName, ...shared },
    }
    const gen = createHostileGenerator(rng, ctx)
    let mark = started
    const phases: string[] = []
    const phase = (name: string) => {
      phases.push(`${name} ${((performance.now() - mark) / 1000).toFixed(1)} s`)
      mark = performance.now()
    }
    phase('setup')
    const stats = {
      inject: 0,
      raw: 0,
      parser: 0,
      statuses: new Map<number, number>(),
      unsendable: 0,
    }
    const byCategory = new Map<string, number>()
    const cost = new Map<string, number>()
    let verdictMs = 0
    let injectMs = 0
    const slowest: Array<{ ms: number; what: string }> = []

    const inject = async (req: HostileRequest, where: string): Promise<Answer | undefined> => {
      const t0 = performance.now()
      let res: Awaited<ReturnType<FastifyInstance['inject']>>
      try {
        res = await app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: req.headers,
          ...(req.payload !== undefined && { payload: req.payload }),
        })
      } catch (err) {
        // light-my-request refuses what no HTTP client could send (an unknown method).
        stats.unsendable++
        if (stats.unsendable <= 3)
          t.diagnostic(`unsendable ${req.method} ${req.url.slice(0, 80)}: ${err}`)
        return undefined
      }
      const ms = performance.now() - t0
      injectMs += ms
      stats.inject++
      if (process.env.FUZZ_PROFILE) {
        const key = `${req.family}/${req.category}`
        cost.set(key, (cost.get(key) ?? 0) + ms)
        slowest.push({
          ms,
          what: `${where} ${req.family}/${req.category} ${req.method} ${req.url.slice(0, 120)} ${String(req.payload ?? '').length}B`,
        })
        slowest.sort((a, b) => b.ms - a.ms).splice(15)
      }
      stats.statuses.set(res.statusCode, (stats.statuses.get(res.statusCode) ?? 0) + 1)
      byCategory.set(
        `${req.family}/${req.category}`,
        (byCategory.get(`${req.family}/${req.category}`) ?? 0) + 1,
      )
      let body: Buffer = res.rawPayload
      try {
        body = decode(res.rawPayload, res.headers['content-encoding'] as string | undefined)
      } catch {
        fail({ where, request: req, why: 'a body that does not decompress' })
      }
      const answer: Answer = { status: res.statusCode, headers: res.headers, body }
      const v0 = performance.now()
      const why = verdict(req, answer)
      verdictMs += performance.now() - v0
      if (why) fail({ where, request: req, answer, why })
      const meanBefore = stats.inject > 1 ? (injectMs - ms) / (stats.inject - 1) : 0
      if (ms > Math.max(SLOW_MS, SLOW_TIMES * meanBefore))
        fail({ where, request: req, answer, why: `answered after ${Math.round(ms)} ms` })
      if (answer.status < 300 && body.length > 0) {
        const text = body.toString('utf8')
        const asked = `${req.url}${req.payload ?? ''}`
        const leaked = victimIds.find((id) => text.includes(id) && !asked.includes(id))
        if (leaked)
          fail({ where, request: req, answer, why: `a victim's record ${leaked} in the answer` })
      }
      return answer
    }

    // 1. Writes that should be refused, one at a time, each checked against the sandbox's export.
    const streams = [
      { name: writerName, client: writerClient, playground: { name: writerName, ...writer } },
      {
        name: fullName,
        client: fullClient,
        playground: { name: fullName, ...full },
      },
    ]
    const expected = new Map<string, string>()
    for (const s of streams) expected.set(s.name, await snapshot(s.client))
    const writerFixture = json(await writerClient('GET', '/api/v1/session/export'))
    let refused = 0
    for (let i = 0; i < WRITES; i++) {
      const s = streams[i % 4 === 3 ? 1 : 0] as (typeof streams)[number]
      const req = gen.next({ writesOnly: true, identity: s.name, playground: s.playground })
      const answer = await inject(req, `writes #${i}`)
      if (!answer) continue
      const before = expected.get(s.name) as string
      const now = await snapshot(s.client)
      if (answer.status >= 400) {
        refused++
        if (now !== before) {
          fail({
            where: `writes #${i}`,
            request: req,
            answer,
            why: `a refused write changed the sandbox:\n${firstDifference(before, now)}`,
          })
          expected.set(s.name, now)
        }
        continue
      }
      if (req.url.startsWith('/api/v1/session/network') && req.method === 'PUT') {
        await ok(s.client, 'DELETE', '/api/v1/session/network')
      } else if (
        s.name === writerName &&
        json(await s.client('GET', '/api/v1/session')).totalCreatedRecords < 4
      ) {
        // Keep the sandbox worth attacking: put its records back.
        await ok(s.client, 'POST', '/api/v1/session/import?strategy=replace', {
          version: '1.0',
          records: writerFixture.records,
        })
      } else {
        expected.set(s.name, now)
        continue
      }
      expected.set(s.name, await snapshot(s.client))
    }
    phase('writes')

    // 2. The bulk: every family and category, a few requests in flight at once.
    let next = 0
    let genMs = 0
    const worker = async () => {
      while (next < BULK) {
        const i = next++
        const g0 = performance.now()
        const req = gen.next()
        genMs += performance.now() - g0
        await inject(req, `bulk #${i}`)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    phase('bulk')
    if (process.env.FUZZ_PROFILE)
      t.diagnostic(
        `generator ${Math.round(genMs)} ms, verdicts ${Math.round(verdictMs)} ms, inject ${Math.round(injectMs)} ms`,
      )

    // 3. Raw bytes on a real socket: what inject cannot say.
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const raw: Array<{ case: RawCase; request?: HostileRequest }> = rawCases(
      rng,
      ctx,
      RAW_CASES,
    ).map((c) => ({
      case: c,
    }))
    for (let i = 0; i < RAW_REPLAYS; i++) {
      const request = gen.next()
      raw.push({
        request,
        case: {
          name: 'replay',
          chunks: [toRaw(request)],
          expect: 'parser',
          parserStatuses: [400, 431],
          method: request.method,
        },
      })
    }
    let rawNext = 0
    const rawWorker = async () => {
      while (rawNext < raw.length) {
        const i = rawNext++
        const { case: c, request } = raw[i] as (typeof raw)[number]
        const shown = request ?? {
          method: c.chunks[0]?.toString('latin1').split(' ')[0] ?? '?',
          url: c.chunks[0]?.toString('latin1').slice(0, 300) ?? '',
        }
        const where = `raw #${i} ${c.name}`
        const result = await sendRaw(port, c.chunks, c.endAfterMs)
        stats.raw++
        if (result.timedOut) fail({ where, request: shown, why: 'the connection stayed open 5 s' })
        const { responses, rest } = parseResponses(
          result.bytes,
          c.method ?? request?.method ?? 'GET',
        )
        if (responses.length === 0) {
          if (c.expect !== 'parser-or-silence')
            fail({ where, request: shown, why: `no answer (${result.bytes.length} bytes)` })
          continue
        }
        if (rest > 0 && responses.length > 0) {
          fail({
            where,
            request: shown,
            answer: responses[0],
            why: `${rest} bytes after the last answer`,
          })
        }
        for (const r of responses) {
          if (/\r\n(x-injected|set-cookie: evil)/i.test(r.head))
            fail({ where, request: shown, answer: r, why: 'an injected header came back' })
          if (c.expect !== 'answer' && isParserAnswer(c, r)) {
            stats.parser++
            continue
          }
          const [method = 'GET', url = '/'] = (
            c.chunks[0]?.toString('latin1').split('\r\n')[0] ?? ''
          ).split(' ')
          const why = verdict(
            {
              method: c.method ?? request?.method ?? method,
              url: request?.url ?? url,
              ...(request?.mustFail && { mustFail: request.mustFail }),
            },
            r,
          )
          if (why) fail({ where, request: shown, answer: r, why })
        }
      }
    }
    await Promise.all(Array.from({ length: 16 }, rawWorker))
    phase('raw')

    // 4. Still alive, over the socket and in process.
    const health = parseResponses(
      (
        await sendRaw(port, [
          toRaw({
            family: 'health',
            category: 'valid',
            method: 'GET',
            url: '/health',
            headers: {},
          }),
        ])
      ).bytes,
      'GET',
    )
    assert.equal(health.responses[0]?.status, 200, 'the server still answers on its socket')
    assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200)

    // 5. The victims are exactly as they were, tokens and passwords included.
    const victimsAfter = await Promise.all(victimClients.map((c) => snapshot(c, true)))
    for (const [i, before] of victimsBefore.entries()) {
      const after = victimsAfter[i] as string
      if (after !== before)
        fail({
          where: `victim ${i}`,
          request: { method: 'GET', url: '/api/v1/session/export' },
          why: `the victim's sandbox changed:\n${firstDifference(before, after)}`,
        })
    }
    for (const [i, v] of victims.entries()) {
      const client = victimClients[i] as Client
      const me = await client('GET', '/api/v1/auth/me', undefined, {
        authorization: `Bearer ${v.accessToken}`,
      })
      if (me.status !== 200)
        fail({
          where: `victim ${i}`,
          request: { method: 'GET', url: '/auth/me' },
          answer: me,
          why: "the victim's access token stopped working",
        })
      const refreshed = await client('POST', '/api/v1/auth/refresh', {
        refreshToken: v.refreshToken,
      })
      if (refreshed.status !== 200)
        fail({
          where: `victim ${i}`,
          request: { method: 'POST', url: '/auth/refresh' },
          answer: refreshed,
          why: "the victim's refresh token was revoked",
        })
      const login = victimLogins[i] as { username: string; password: string }
      const wrong = await client('POST', '/api/v1/auth/login', {
        username: login.username,
        password: 'wrong',
      })
      const right = await client('POST', '/api/v1/auth/login', login)
      if (wrong.status !== 401 || right.status !== 200) {
        fail({
          where: `victim ${i}`,
          request: { method: 'POST', url: '/auth/login' },
          answer: wrong,
          why: `the victim's password check changed (${wrong.status}, ${right.status})`,
        })
      }
    }

    // 6. No prototype was polluted, nothing escaped as an uncaught error.
    assert.equal(
      Object.getOwnPropertyNames(Object.prototype).sort().join(),
      objectKeys,
      'Object.prototype is unchanged',
    )
    assert.equal(
      Object.getOwnPropertyNames(Array.prototype).sort().join(),
      arrayKeys,
      'Array.prototype is unchanged',
    )
    assert.equal(({} as { polluted?: unknown }).polluted, undefined)

    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const statuses = [...stats.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`)
    t.diagnostic(
      `seed ${SEED}: ${stats.inject} injected (${WRITES} writes, ${refused} refused), ${stats.raw} raw (${stats.parser} answered by Node's parser), ${stats.unsendable} unsendable, ${seconds} s`,
    )
    t.diagnostic(`phases: ${phases.join(', ')}`)
    if (process.env.FUZZ_PROFILE) {
      const top = [...cost].sort((a, b) => b[1] - a[1]).slice(0, 40)
      const fam = new Map<string, number>()
      for (const [k, ms] of cost)
        fam.set(k.split('/')[0] as string, (fam.get(k.split('/')[0] as string) ?? 0) + ms)
      t.diagnostic(
        `families ${[...fam]
          .sort((a, b) => b[1] - a[1])
          .map(([k, ms]) => `${k}:${Math.round(ms)}ms`)
          .join(' ')}`,
      )
      t.diagnostic(`cost ${top.map(([k, ms]) => `${k}:${Math.round(ms)}ms`).join(' ')}`)
      for (const s of slowest) t.diagnostic(`slow ${Math.round(s.ms)} ms ${s.what}`)
    }
    t.diagnostic(`statuses ${statuses.join(' ')}`)
    t.diagnostic(
      `categories ${[...byCategory]
        .sort()
        .map(([k, n]) => `${k}:${n}`)
        .join(' ')}`,
    )

    if (crashes.length > 0)
      fail({
        where: 'process',
        request: { method: '-', url: '-' },
        why: `uncaught: ${crashes.map(String).join('; ')}`,
      })
    if (failures.length > 0) {
      assert.fail(
        `${failures.length} fuzz failure(s); replay with FUZZ_SEED=${SEED}\n\n${failures
          .slice(0, 25)
          .map((f, i) => describeFailure(f, i + 1))
          .join('\n\n')}`,
      )
    }
    if (!process.env.FUZZ_REQUESTS)
      assert.ok(
        stats.inject + stats.raw >= BULK + 1_000,
        `at least ${(BULK + 1_000).toLocaleString('en')} requests`,
      )
  })
}
