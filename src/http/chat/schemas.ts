import { Type } from 'typebox'
import { BOT, CHAT_LIMITS, ROOM_RULE } from '../../domain/chat/rules.ts'
import { API_PROBLEMS, jsonResponse, problems, WRITE_PROBLEMS } from '../common/schemas.ts'

/*
 * Bodies and queries declare types only: the chat's rules (room syntax, lengths) are checked
 * once, in the domain, where socket frames pass too, and its answers name the value refused.
 */

export const MessageListQuery = Type.Object(
  {
    room: Type.Optional(
      Type.String({
        maxLength: 200,
        description: `Only this room: ${ROOM_RULE}. Default: every room`,
      }),
    ),
    q: Type.Optional(
      Type.String({
        maxLength: CHAT_LIMITS.q,
        description: 'Case-insensitive substring of the text or the sender name',
      }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: CHAT_LIMITS.maxPage,
        description: `Page size (default ${CHAT_LIMITS.defaultPage}, at most ${CHAT_LIMITS.maxPage})`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'Empty for the newest page, then `pagination.nextCursor` for older messages; bound to the room and q it was made with',
      }),
    ),
  },
  { additionalProperties: true },
)

export const PostMessageBody = Type.Object(
  {
    room: Type.String({ description: ROOM_RULE }),
    sender_name: Type.String({
      description: `1 to ${CHAT_LIMITS.senderName} characters, trimmed, no control characters`,
    }),
    text: Type.String({ description: `Non-blank, at most ${CHAT_LIMITS.text} characters` }),
  },
  { examples: [{ room: 'support', sender_name: 'Ada', text: 'Hello, I cannot log in' }] },
)

const EXAMPLE = {
  id: 'chat_5b0c3a8e-6f1d-4c2a-9e47-2d8f1b6a9c30',
  room: 'support',
  sender_id: 'api',
  sender_name: 'Ada',
  text: 'Hello, I cannot log in',
  created_at: '2025-01-01T12:00:00.000Z',
}

export const ChatMessage = Type.Object(
  {
    id: Type.String({ description: '`chat_<uuid>`' }),
    room: Type.String(),
    sender_id: Type.String({
      description: `\`usr_…\` for a socket (its \`connected\` frame names it), \`api\` for \`POST /messages\`, \`${BOT.sender_id}\` for the support bot`,
    }),
    sender_name: Type.String(),
    text: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { examples: [EXAMPLE] },
)

const MessagePage = Type.Object(
  {
    data: Type.Array(ChatMessage),
    pagination: Type.Object({
      limit: Type.Integer({ minimum: 1 }),
      total: Type.Integer({ minimum: 0, description: 'Messages matching, over all pages' }),
      nextCursor: Type.Union([Type.String(), Type.Null()], {
        description: 'Send as `cursor` for the older messages; null at the end',
      }),
      hasMore: Type.Boolean({ description: 'Older messages follow this page' }),
    }),
  },
  {
    examples: [
      { data: [EXAMPLE], pagination: { limit: 20, total: 1, nextCursor: null, hasMore: false } },
    ],
  },
)

const SOCKET_NOTE =
  'Sockets join rooms at `/ws?room=&username=` (WebSocket, JSON frames): see the README. Rooms live inside the sandbox: two clients chat by sharing one (cookie, `?_sandbox=` or `X-Playground-Identity`).'

/** Summaries, descriptions and responses of the chat routes (docs/contract/chat.md). */
export const CHAT_DOCS = {
  list: {
    summary: 'List chat messages',
    description: `The sandbox's chat messages, newest first, cursor-paged (the last ${CHAT_LIMITS.messages} over all rooms are kept). ${SOCKET_NOTE}`,
    response: {
      200: jsonResponse('A page of messages, newest first', MessagePage),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  post: {
    summary: 'Send a chat message',
    description: `Stores the message and sends it to every socket in the room, on every instance. In the \`support\` room, or with \`@bot\` in the text, the support bot (\`${BOT.sender_id}\`) types and answers a moment later. ${SOCKET_NOTE}`,
    response: {
      200: jsonResponse('The message as stored', ChatMessage),
      ...problems(400, 413, 415, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  },
}
