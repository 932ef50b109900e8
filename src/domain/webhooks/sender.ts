import { createHmac } from 'node:crypto'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import { AddressRefusedError, addressRefusal } from './addresses.ts'

/** The answer of one delivery attempt, as the delivery log shows it. */
export interface AttemptResult {
  /** The receiver's HTTP status; 0 when it gave none (refused, unreachable, timed out). */
  status: number
  success: boolean
  /** A network error, a timeout or a 5xx: worth another attempt. */
  retryable: boolean
  durationMs: number
  requestHeaders: Record<string, string>
  /** The first 1,000 characters of the answer, or null without one. */
  responseBody: string | null
  error: string | null
}

/** Characters of a receiver's answer the log keeps, and bytes read before hanging up. */
export const RESPONSE_CHARS = 1000
export const RESPONSE_READ_BYTES = 64 * 1024

/**
 * `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
 * (docs/contract/events-and-webhooks.md#deliveries).
 */
export function signature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${mac}`
}

export interface SendOptions {
  url: string
  secret: string
  event: string
  deliveryId: string
  body: string
  userAgent: string
  timeoutMs: number
  allowPrivate: boolean
  /** Resolves names and refuses forbidden addresses at connect time (`checkedLookup`). */
  lookup: LookupFunction
  now: () => number
  /** Ends the attempt early (the app closing); it then counts as no answer. */
  signal?: AbortSignal
}

/**
 * POSTs one delivery and reports what happened; never throws. Redirects are not followed (a 3xx
 * is a failed attempt, not retried), so a receiver cannot bounce the request to an address the
 * rules refuse. The answer is read up to 64 KB and then the connection is dropped.
 */
export function sendDelivery(options: SendOptions): Promise<AttemptResult> {
  const started = options.now()
  const requestHeaders: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': options.userAgent,
    'X-Playground-Event': options.event,
    'X-Playground-Delivery': options.deliveryId,
    'X-Playground-Signature': signature(options.secret, Math.floor(started / 1000), options.body),
  }
  const result = (
    parts: Partial<AttemptResult> & Pick<AttemptResult, 'status' | 'retryable'>,
  ): AttemptResult => ({
    success: false,
    durationMs: Math.max(0, options.now() - started),
    requestHeaders,
    responseBody: null,
    error: null,
    ...parts,
  })

  let url: URL
  try {
    url = new URL(options.url)
  } catch {
    return Promise.resolve(result({ status: 0, retryable: false, error: 'The URL does not parse' }))
  }
  const request =
    url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : undefined
  if (!request) {
    return Promise.resolve(
      result({ status: 0, retryable: false, error: `${url.protocol} URLs are not delivered to` }),
    )
  }
  // A literal address never reaches `lookup`: judge it here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host)) {
    const why = addressRefusal(host, options.allowPrivate)
    if (why)
      return Promise.resolve(result({ status: 0, retryable: false, error: `Refused: ${why}` }))
  }

  return new Promise((resolve) => {
    let settled = false
    const finish = (r: AttemptResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      resolve(r)
    }
    const req = request(url, {
      method: 'POST',
      agent: false,
      lookup: options.lookup,
      headers: { ...requestHeaders, 'Content-Length': String(Buffer.byteLength(options.body)) },
    })
    const fail = (err: Error) => {
      req.destroy()
      const refused = err instanceof AddressRefusedError
      finish(
        result({
          status: 0,
          retryable: !refused,
          error: refused ? `Refused: ${err.message}` : err.message || String(err),
        }),
      )
    }
    const timer = setTimeout(
      () => fail(new Error(`No answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    )
    const onAbort = () => fail(new Error('Interrupted: the server is shutting down'))
    options.signal?.addEventListener('abort', onAbort, { once: true })
    if (options.signal?.aborted) onAbort()
    req.on('error', fail)
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0
      const chunks: Buffer[] = []
      let read = 0
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_CHARS)
        const success = status >= 200 && status < 300
        finish(
          result({
            status,
            success,
            retryable: status >= 500,
            responseBody: text,
            error: success ? null : `The receiver answered ${status}`,
          }),
        )
        res.destroy()
      }
      res.on('data', (chunk: Buffer) => {
        if (read < RESPONSE_READ_BYTES) chunks.push(chunk.subarray(0, RESPONSE_READ_BYTES - read))
        read += chunk.length
        if (read >= RESPONSE_READ_BYTES) done()
      })
      res.on('end', done)
      // The answer's head arrived: a body cut short still tells what the receiver said.
      res.on('error', done)
    })
    req.end(options.body)
  })
}
