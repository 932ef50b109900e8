import type { FastifyInstance } from 'fastify'
import { createChatService } from '../../domain/chat/service.ts'
import type { EventBus } from '../../domain/events/bus.ts'
import { createRooms } from './rooms.ts'
import chatRoutes from './routes.ts'
import chatSocket from './socket.ts'

/**
 * The chat (docs/contract/chat.md): `GET|POST /api/v1/messages` and the `/ws` socket, over one
 * service. Needs `@fastify/websocket` registered before it.
 */
export default async function chatPlugin(
  app: FastifyInstance,
  opts: { signals: EventBus; botDelayMs?: number; now?: () => number },
) {
  const now = opts.now ?? Date.now
  const chat = createChatService({
    overlay: app.store.overlay,
    events: app.events,
    signals: opts.signals,
    now,
    botDelayMs: opts.botDelayMs,
  })
  app.addHook('onClose', async () => chat.close())
  const rooms = createRooms({ events: app.events, signals: opts.signals })
  await app.register(chatRoutes, { prefix: '/api/v1', chat })
  await app.register(chatSocket, { chat, rooms, now })
}
