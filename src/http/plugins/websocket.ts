import websocket, { type WebsocketHandler } from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

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

/**
 * The app's one WebSocket server (GraphQL subscriptions, chat). Each registration of
 * @fastify/websocket listens for upgrades and routes every one of them, so a second one would
 * upgrade a socket twice: routes that serve WebSockets share this one, at the root.
 */
async function websocketPlugin(app: FastifyInstance) {
  // Before @fastify/websocket's own onRoute hook, which takes the handler as it is then.
  app.addHook('onRoute', (route) => {
    const wrap = route.config?.wsWrap
    if (wrap && route.wsHandler) route.wsHandler = wrap(route.wsHandler)
  })
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } })
}

export default fp(websocketPlugin, { name: 'websocket' })
