import { type FieldError, quoted } from '../errors.ts'

/** What the chat keeps and accepts (docs/contract/chat.md). */
export const CHAT_LIMITS = {
  /** Messages kept per sandbox, over all its rooms; past it, the oldest goes. */
  messages: 500,
  /** A message's text, in characters. */
  text: 2000,
  senderName: 50,
  room: 64,
  /** What `GET /messages` answers per page: 20 by default, at most 100. */
  defaultPage: 20,
  maxPage: 100,
  q: 200,
  /** Messages a `joined` frame replays from the room's history. */
  history: 50,
} as const

export const ROOM_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/
export const ROOM_RULE =
  '1 to 64 letters, digits, _, . and -, starting with a letter or digit (such as general or support)'
export const DEFAULT_ROOM = 'general'
/** The room whose every message the support bot answers (elsewhere, a text with `@bot`). */
export const SUPPORT_ROOM = 'support'
export const BOT = { sender_id: 'bot_assistant', sender_name: 'bot_assistant' } as const

// C0 and C1 controls, and the line and paragraph separators: a name is one plain line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

const got = (v: unknown) =>
  typeof v === 'string' ? `, got ${quoted(v)}` : `, got ${v === null ? 'null' : typeof v}`

export function checkRoom(room: unknown, errors: FieldError[], field = 'room'): string {
  if (typeof room === 'string' && ROOM_PATTERN.test(room)) return room
  errors.push({ field, message: `must be ${ROOM_RULE}${got(room)}` })
  return ''
}

export function checkName(name: unknown, errors: FieldError[], field = 'sender_name'): string {
  const trimmed = typeof name === 'string' ? name.trim() : ''
  if (trimmed.length >= 1 && trimmed.length <= CHAT_LIMITS.senderName && !CONTROL.test(trimmed)) {
    return trimmed
  }
  errors.push({
    field,
    message: `must be 1 to ${CHAT_LIMITS.senderName} characters without control characters${got(name)}`,
  })
  return ''
}

export function checkText(text: unknown, errors: FieldError[], field = 'text'): string {
  if (typeof text !== 'string' || text.trim() === '') {
    errors.push({ field, message: `must be a non-blank string${got(text)}` })
    return ''
  }
  if (text.length > CHAT_LIMITS.text) {
    errors.push({
      field,
      message: `may hold at most ${CHAT_LIMITS.text} characters, got ${text.length}`,
    })
  }
  return text
}

/** Whether a message calls the support bot: any message in `support`, or `@bot` elsewhere. */
export const callsBot = (room: string, text: string) =>
  room === SUPPORT_ROOM || /(^|[^\w@])@bot\b/i.test(text)
