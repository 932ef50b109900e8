import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ProblemError } from '../../domain/errors.ts'

const KEY = /^[A-Za-z0-9+/]{22}==$/

/**
 * `@fastify/websocket`, once (Mercurius's subscriptions reuse a `websocketServer` already
 * decorated), before every route: it hears every Upgrade the server gets and sends it through the
 * routes, so each one must end with an answer and a closed socket. A handshake that `ws` would
 * refuse in bare text/html, an Upgrade on a path that takes none and a plain GET of a WebSocket
 * path are problems here, with the request id like any other answer.
 */
async function websocketPlugin(app: FastifyInstance, opts: { maxPayload: number }) {
  if (app.hasDecorator('websocketServer')) return
  const socketPaths = new Set<string>()
  app.addHook('onRoute', (route) => {
    if (route.websocket || route.wsHandler) socketPaths.add(route.url)
  })
  await app.register(websocket, {
    options: { maxPayload: opts.maxPayload },
    // A client's protocol error (a frame too big, bad UTF-8) is its fault, not the server's.
    errorHandler: (err, socket, req) => {
      req.log.info({ err }, 'websocket closed on a protocol error')
      socket.terminate()
    },
  })
  app.addHook('preHandler', (req, _reply, done) => {
    const path = req.routeOptions.url ?? ''
    const socketPath = socketPaths.has(path)
    if (!req.ws) {
      if (!socketPath) return done()
      return done(
        new ProblemError({
          code: 'MALFORMED_REQUEST',
          status: 426,
          detail: `${path} is a WebSocket endpoint: connect with a WebSocket client (Upgrade: websocket)`,
          headers: { upgrade: 'websocket' },
        }),
      )
    }
    if (!socketPath) {
      return done(
        new ProblemError({
          code: 'MALFORMED_REQUEST',
          detail: `${path || req.url.split('?')[0]} does not accept an Upgrade; the WebSocket endpoints are ${[...socketPaths].join(', ')}`,
        }),
      )
    }
    const key = req.headers['sec-websocket-key']
    const version = req.headers['sec-websocket-version']
    if (
      req.headers.upgrade?.toLowerCase() !== 'websocket' ||
      typeof key !== 'string' ||
      !KEY.test(key) ||
      (version !== '13' && version !== '8')
    ) {
      return done(
        new ProblemError({
          code: 'MALFORMED_REQUEST',
          detail:
            'A WebSocket handshake needs Upgrade: websocket, a Sec-WebSocket-Key of 16 base64 bytes and Sec-WebSocket-Version: 13',
        }),
      )
    }
    done()
  })
}

export default fp(websocketPlugin, { name: 'websocket' })
