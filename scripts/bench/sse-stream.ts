import { Agent, request } from 'node:http'

/** Every stream is a connection of its own: no socket limit, no keep-alive pool to wait on. */
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })

/** A frame's `event:` and `data:`, with when its bytes arrived (performance.now()). */
export type OnFrame = (event: string, data: string, receivedAt: number) => void

export interface SseStream {
  /** Resolves on `event: connected`; rejects on another status, an error or `timeoutMs`. */
  readonly ready: Promise<void>
  /** Why the stream ended before `close()` (`lagged`, an error, the server's end), if it did. */
  readonly ended: string | undefined
  close(): void
}

/**
 * One raw SSE client of `GET /api/v1/stream` for `sandbox`
 * (docs/contract/events-and-webhooks.md#server-sent-events), cheaper than an EventSource: the
 * frames the server writes are one line each of `event:` and `data:`, so a frame is read by
 * splitting on the blank line and two prefix checks.
 */
export function openStream(
  url: string,
  sandbox: string,
  onFrame: OnFrame,
  timeoutMs = 30_000,
): SseStream {
  let resolveReady = () => {}
  let rejectReady = (_: Error) => {}
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  // A stream that fails after it connected is reported through `ended`, not a rejection.
  ready.catch(() => {})
  let ended: string | undefined
  let closing = false
  let buffer = ''

  const end = (reason: string) => {
    if (closing || ended !== undefined) return
    ended = reason
    clearTimeout(timer)
    rejectReady(new Error(`stream of ${sandbox}: ${reason}`))
    req.destroy()
  }
  const timer = setTimeout(() => end(`no 'connected' frame within ${timeoutMs} ms`), timeoutMs)
  timer.unref()

  const parse = (frame: string, at: number) => {
    let event = 'message'
    let data = ''
    for (const line of frame.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7)
      else if (line.startsWith('data: ')) data = line.slice(6)
    }
    if (event === 'connected') {
      clearTimeout(timer)
      resolveReady()
    } else if (event === 'lagged') end('the server dropped it as lagged')
    else if (data !== '') onFrame(event, data, at)
  }

  const req = request(
    `${url}/api/v1/stream`,
    { agent, headers: { 'x-playground-identity': sandbox, accept: 'text/event-stream' } },
    (res) => {
      if (res.statusCode !== 200) {
        res.resume()
        end(`answered ${res.statusCode}`)
        return
      }
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        const at = performance.now()
        buffer += chunk
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          parse(buffer.slice(0, cut), at)
          buffer = buffer.slice(cut + 2)
        }
      })
      res.on('end', () => end('the server ended it'))
      res.on('error', (e) => end(e.message))
    },
  )
  req.on('error', (e) => end(e.message))
  req.end()

  return {
    ready,
    get ended() {
      return ended
    },
    close() {
      closing = true
      clearTimeout(timer)
      req.destroy()
    },
  }
}
