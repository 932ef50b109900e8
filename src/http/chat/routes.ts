import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { ChatService } from '../../domain/chat/service.ts'
import { CHAT_DOCS, MessageListQuery, PostMessageBody } from './schemas.ts'

/**
 * The chat's REST half under /api/v1 (docs/contract/chat.md): the history, and sending without a
 * socket.
 */
const chatRoutes: FastifyPluginAsyncTypebox<{ chat: ChatService }> = async (app, opts) => {
  const { chat } = opts
  const tags = ['chat']

  app.get(
    '/messages',
    { schema: { tags, querystring: MessageListQuery, ...CHAT_DOCS.list } },
    (req) => chat.list(req.identity, req.query),
  )
  app.post('/messages', { schema: { tags, body: PostMessageBody, ...CHAT_DOCS.post } }, (req) => {
    const { room, sender_name, text } = req.body
    return chat.post(req.identity, { room, sender_id: 'api', sender_name, text })
  })
}

export default chatRoutes
