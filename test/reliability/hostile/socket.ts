/** Raw socket cases: what `inject` cannot express, written as HTTP/1.1 bytes. */
import type { FuzzContext, HostileRequest, Victim } from './model.ts'
import type { Rng } from './rng.ts'
import { framingMakers } from './socket-framing.ts'
import { headerMakers } from './socket-headers.ts'

export type RawExpect =
  /** The service itself answers: a success or a problem document. */
  | 'answer'
  /** Node's HTTP layer may refuse it first (bare 400/431/417), or the service answers. */
  | 'parser'
  /** As `parser`, and the connection may also close without a word (a truncated request). */
  | 'parser-or-silence'

export interface RawCase {
  name: string
  /** Written in order, with a short pause between chunks. */
  chunks: Buffer[]
  expect: RawExpect
  /** The statuses Node itself may answer with in this case. */
  parserStatuses?: number[]
  /** Close our side this long after the last chunk (for requests that never end). */
  endAfterMs?: number
  /** The request's method, for HEAD answers without a body. */
  method?: string
}

/** A request the generator made, written as HTTP/1.1 bytes. */
export function toRaw(req: HostileRequest, extra = ''): Buffer {
  const body = req.payload === undefined ? Buffer.alloc(0) : Buffer.from(req.payload)
  const headers = { host: '127.0.0.1', ...req.headers, connection: 'close' } as Record<
    string,
    string
  >
  if (body.length > 0 || req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH') {
    headers['content-length'] = String(body.length)
  } else {
    delete headers['content-length']
  }
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`)
  const head = `${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}${extra}\r\n\r\n`
  return Buffer.concat([Buffer.from(head, 'latin1'), body])
}

export function rawCases(rng: Rng, ctx: FuzzContext, count: number): RawCase[] {
  const cases: RawCase[] = []
  const b = (s: string) => Buffer.from(s, 'latin1')
  const victim = ctx.victims[0] as Victim
  const path = () =>
    rng.pick([
      '/api/v1/posts',
      '/api/v1/posts/1',
      '/api/v1/users/1/posts',
      '/health',
      '/graphql',
      '/api/v1/custom/widgets',
      '/api/v1/session/export',
      '/auth/me',
      '/api/v1/avatars/Bret.svg',
    ])
  const get = (p: string, headerLines: string[] = [], version = 'HTTP/1.1') =>
    b(
      `GET ${p} ${version}\r\nHost: 127.0.0.1\r\n${headerLines.map((l) => `${l}\r\n`).join('')}Connection: close\r\n\r\n`,
    )
  const post = (p: string, body: string, headerLines: string[] = []) =>
    b(
      `POST ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body, 'latin1')}\r\n${headerLines.map((l) => `${l}\r\n`).join('')}Connection: close\r\n\r\n${body}`,
    )
  const chunked = (p: string, parts: string[], headerLines: string[] = []) =>
    b(
      `POST ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n${headerLines.map((l) => `${l}\r\n`).join('')}Connection: close\r\n\r\n${parts.join('')}`,
    )
  const chunk = (s: string) => `${Buffer.byteLength(s, 'latin1').toString(16)}\r\n${s}\r\n`
  const badByte = () => String.fromCharCode(rng.pick([0, 1, 8, 11, 12, 13, 10, 27, 127]))

  const kit: RawKit = { rng, victim, b, path, get, post, chunked, chunk, badByte }
  const makers: Array<() => RawCase> = [...headerMakers(kit), ...framingMakers(kit)]
  for (let i = 0; i < count; i++) cases.push(rng.pick(makers)())
  return cases
}

/** What the case makers build their requests with. */
export interface RawKit {
  rng: Rng
  /** The first victim, whose identity a few cases send broken. */
  victim: Victim
  /** Latin1 text as bytes. */
  b(s: string): Buffer
  /** One of a few real paths. */
  path(): string
  get(p: string, headerLines?: string[], version?: string): Buffer
  post(p: string, body: string, headerLines?: string[]): Buffer
  chunked(p: string, parts: string[], headerLines?: string[]): Buffer
  /** One chunk of a chunked body. */
  chunk(s: string): string
  /** A control byte a header must not hold. */
  badByte(): string
}
