import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ProblemError } from '../../domain/errors.ts'
import { typeFilter } from '../../domain/event-type-filter.ts'
import type { SandboxEvent } from '../../domain/events/bus.ts'
import { streamed } from '../../domain/events/envelope.ts'
import { shownIdentity } from '../plugins/identity.ts'
import { STREAM_DOCS, StreamQuery } from './schemas.ts'

/**
 * Open streams one sandbox may hold on one instance
 * (docs/contract/events-and-webhooks.md#server-sent-events).
 */
export const MAX_STREAMS = 10
/** Bytes a stream may have waiting for a slow reader before it is dropped with `lagged`. */
export const MAX_PENDING_BYTES = 256 * 1024
/** How long a dropped slow reader's socket may take to read its last frames. */
const LAGGED_GRACE_MS = 10_000
const frame = (event: SandboxEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(streamed(event))}\n\n`

/**
 * `GET /api/v1/stream` (and `/stream/notifications`): the sandbox's events as SSE
 * (docs/contract/events-and-webhooks.md#server-sent-events).
 */
const streamRoutes: FastifyPluginAsyncTypebox<{ pingMs?: number }> = async (app, opts) => {
  const pingMs = opts.pingMs ?? 15_000
  const open = new Map<string, number>()
  const closers = new Set<() => void>()
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const close of closers) close()
  })

  const operationIds = { '/stream': 'streamEvents', '/stream/notifications': 'streamNotifications' }
  for (const [path, operationId] of Object.entries(operationIds)) {
    app.get(
      path,
      { schema: { tags: ['events'], operationId, querystring: StreamQuery, ...STREAM_DOCS } },
      async (req, reply) => {
        const { identity } = req
        const wanted = typeFilter(req.query.types)
        if ((open.get(identity) ?? 0) >= MAX_STREAMS) {
          throw new ProblemError({
            code: 'RATE_LIMITED',
            detail: `This sandbox already has ${MAX_STREAMS} open event streams; close one first`,
            headers: { 'retry-after': '3' },
          })
        }
        const header = req.headers['last-event-id']
        const lastEventId =
          (typeof header === 'string' ? header : undefined) ?? req.query.lastEventId
        open.set(identity, (open.get(identity) ?? 0) + 1)

        // The stream outlives the handler: Fastify hands the socket over, with the headers its
        // hooks set (CORS, the identity cookie, the request id) written by hand.
        reply.hijack()
        const res = reply.raw
        const headers: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value : String(value)
        }
        res.writeHead(200, {
          ...headers,
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // A proxy that buffers (nginx) would hold the events back.
          'x-accel-buffering': 'no',
        })

        let closed = false
        const close = (lagged = false) => {
          if (closed) return
          closed = true
          closers.delete(close)
          unsubscribe()
          clearInterval(ping)
          const left = (open.get(identity) ?? 1) - 1
          if (left > 0) open.set(identity, left)
          else open.delete(identity)
          res.end()
          // A reader dropped for lagging gets no keep-alive (the head said keep-alive): the
          // connection closes once the goodbye is flushed, rather than idling with its buffers;
          // one that never reads again cannot flush, and is cut off after LAGGED_GRACE_MS.
          if (lagged) {
            const socket = res.socket
            socket?.end()
            setTimeout(() => socket?.destroy(), LAGGED_GRACE_MS).unref()
          }
        }
        const send = (text: string) => {
          if (closed) return
          // A reader that does not keep up is dropped, not buffered without bound.
          if (res.writableLength > MAX_PENDING_BYTES) {
            res.write(
              `event: lagged\ndata: ${JSON.stringify({ reason: 'the client read too slowly; reconnect with Last-Event-ID' })}\n\n`,
            )
            close(true)
            return
          }
          res.write(text)
        }
        const deliver = (event: SandboxEvent) => {
          if (!wanted || wanted(event.type)) send(frame(event))
        }

        send(
          `retry: 3000\nevent: connected\ndata: ${JSON.stringify({
            sandbox: shownIdentity(req),
            types: req.query.types ?? '*',
            timestamp: new Date().toISOString(),
          })}\n\n`,
        )
        // Replay and subscribe in one synchronous step: no event falls between the two.
        if (lastEventId) {
          const missed = app.events.since(identity, lastEventId)
          if (missed) for (const event of missed) deliver(event)
        }
        const unsubscribe = app.events.subscribe(identity, deliver)
        const ping = setInterval(() => send(': ping\n\n'), pingMs)
        ping.unref()
        closers.add(close)
        req.raw.on('close', () => close())
        res.on('error', () => close())
      },
    )
  }
}

export default streamRoutes
