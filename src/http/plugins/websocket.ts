import websocket, { type WebsocketHandler } from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ProblemError, quoted } from '../../domain/errors.ts'

/** The largest WebSocket frame a client may send (Mercurius's own default). */
export const MAX_FRAME_BYTES = 1024 * 1024

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Wraps the route's WebSocket handler. Mercurius makes its own handler; this is where its
     * socket can be put behind a guard (graphql/subscription-socket.ts).
     */
    wsWrap?: (handler: WebsocketHandler) => WebsocketHandler
  }
}

const KEY = /^[+/0-9A-Za-z]{22}==$/
const TOKEN_LIST =
  /^[\t ]*[!#$%&'*+.^_`|~0-9A-Za-z-]+([\t ]*,[\t ]*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*[\t ]*$/

const malformed = (detail: string) => new ProblemError({ code: 'MALFORMED_REQUEST', detail })

/**
 * What ws refuses in a handshake, refused first as a problem with the request id: ws would
 * write a bare `400 text/html` onto the socket. Any `Upgrade` reaches us once an upgrade
 * listener exists (Node hands every one to it), `h2c` included.
 */
function handshakeProblem(method: string, headers: Record<string, unknown>) {
  const upgrade = headers.upgrade
  if (typeof upgrade !== 'string' || upgrade.toLowerCase() !== 'websocket') {
    return malformed(
      `Upgrade must be websocket, got ${quoted(String(upgrade))}; send the request without Upgrade`,
    )
  }
  if (method !== 'GET') return malformed(`A WebSocket upgrade must be a GET, got ${method}`)
  const key = headers['sec-websocket-key']
  if (typeof key !== 'string' || !KEY.test(key)) {
    return malformed('Sec-WebSocket-Key must be 16 random bytes in base64')
  }
  const version = headers['sec-websocket-version']
  if (version !== '13' && version !== '8') {
    return malformed(`Sec-WebSocket-Version must be 13 or 8, got ${quoted(String(version))}`)
  }
  const protocol = headers['sec-websocket-protocol']
  if (protocol !== undefined && (typeof protocol !== 'string' || !TOKEN_LIST.test(protocol))) {
    return malformed('Sec-WebSocket-Protocol must be a comma-separated list of tokens')
  }
  return undefined
}

/**
 * The app's one WebSocket server (GraphQL subscriptions, chat), registered before every route.
 * Each registration of @fastify/websocket listens for upgrades and routes every one of them, so
 * a second one would upgrade a socket twice: routes that serve WebSockets share this one. It hears
 * every Upgrade the server gets, so each must end with an answer: a handshake `ws` would refuse
 * in bare text/html, an Upgrade on a path that takes none, and a plain GET of a socket-only path
 * (`/ws`) are problems here, with the request id like any other answer.
 */
async function websocketPlugin(app: FastifyInstance, opts: { maxPayload?: number }) {
  const socketPaths = new Set<string>()
  // Routes declared `websocket: true` have no plain HTTP side; /graphql (wsHandler) has both.
  const socketOnly = new Set<string>()
  // Before @fastify/websocket's own onRoute hook, which takes the handler as it is then.
  app.addHook('onRoute', (route) => {
    const wrap = route.config?.wsWrap
    if (wrap && route.wsHandler) route.wsHandler = wrap(route.wsHandler)
    if (route.websocket || route.wsHandler) socketPaths.add(route.url)
    if (route.websocket) socketOnly.add(route.url)
  })
  await app.register(websocket, {
    options: { maxPayload: opts.maxPayload ?? MAX_FRAME_BYTES },
    // A client's protocol error (a frame too big, bad UTF-8) is its fault, not the server's.
    errorHandler: (err, socket, req) => {
      req.log.info({ err }, 'websocket closed on a protocol error')
      socket.terminate()
    },
  })
  // After @fastify/websocket's own hook, which sets `req.ws`.
  app.addHook('onRequest', async (req) => {
    if (!req.ws) return
    const problem = handshakeProblem(req.method, req.headers)
    if (problem) throw problem
  })
  app.addHook('preHandler', async (req) => {
    const path = req.routeOptions.url ?? ''
    if (!req.ws) {
      if (!socketOnly.has(path)) return
      throw new ProblemError({
        code: 'MALFORMED_REQUEST',
        status: 426,
        detail: `${path} is a WebSocket endpoint: connect with a WebSocket client (Upgrade: websocket)`,
        headers: { upgrade: 'websocket' },
      })
    }
    if (!socketPaths.has(path)) {
      throw new ProblemError({
        code: 'MALFORMED_REQUEST',
        detail: `${path || req.url.split('?')[0]} does not accept an Upgrade; the WebSocket endpoints are ${[...socketPaths].join(', ')}`,
      })
    }
  })
}

export default fp(websocketPlugin, { name: 'websocket' })
