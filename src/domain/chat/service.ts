import { randomUUID } from 'node:crypto'
import type { Overlay } from '../../store/port.ts'
import { type FieldError, ProblemError, quoted, validationFailed } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import { INTERNAL } from '../internal.ts'
import { fingerprint } from '../list/cursor.ts'
import { botAnswer } from './bot.ts'
import { BOT, CHAT_LIMITS, callsBot, checkName, checkRoom, checkText } from './rules.ts'

/** A chat message as stored, listed and sent on sockets (docs/contract/chat.md). */
export type ChatMessage = {
  id: string
  room: string
  sender_id: string
  sender_name: string
  text: string
  created_at: string
}

export interface ChatPost {
  room: unknown
  sender_id: string
  sender_name: unknown
  text: unknown
}

export interface ChatQuery {
  room?: string
  q?: string
  limit?: number
  cursor?: string
}

/** The event every stored message emits to its sandbox; sockets of its room relay it. */
export const MESSAGE_CREATED = 'message.created'
/** The ephemeral signal (on the `signals` bus) of someone typing in a room. */
export const CHAT_TYPING = 'chat.typing'

export interface TypingSignal {
  room: string
  sender_id: string
  sender_name: string
  isTyping: boolean
}

/** A cursor is the `seq` of the last message of a page, bound to the room and `q` it paged. */
function readCursor(cursor: string, print: string): number {
  let body: { s?: unknown; f?: unknown } | undefined
  try {
    body =
      cursor.length <= 200 ? JSON.parse(Buffer.from(cursor, 'base64url').toString()) : undefined
  } catch {
    body = undefined
  }
  if (!body || typeof body.s !== 'number' || !Number.isSafeInteger(body.s) || body.f !== print) {
    throw new ProblemError({
      code: 'INVALID_CURSOR',
      detail: `Query parameter 'cursor' must be a nextCursor this list answered with the same room and q, got ${quoted(cursor)}`,
      errors: [{ field: 'cursor', message: 'is not a cursor of this list' }],
    })
  }
  return body.s
}

const writeCursor = (seq: number, print: string) =>
  Buffer.from(JSON.stringify({ s: seq, f: print })).toString('base64url')

/**
 * The chat of a sandbox (docs/contract/chat.md): rooms inside the sandbox, messages kept in its
 * overlay (the last 500 over all rooms), so every instance on one store shares the history and a
 * reset forgets it. A stored message is announced as `message.created` on the event bus, which is
 * how sockets on every instance hear it. A message in `support`, or one holding `@bot`, gets the
 * support bot typing and then answering after `botDelayMs`.
 */
export function createChatService(deps: {
  overlay: Overlay
  events: EventBus
  /** Where typing is announced: a bus of its own, so SSE, replay and webhooks never see it. */
  signals: EventBus
  now?: () => number
  botDelayMs?: number
}) {
  const { overlay, events, signals } = deps
  const now = deps.now ?? Date.now
  const botDelayMs = deps.botDelayMs ?? 250
  const timers = new Set<NodeJS.Timeout>()
  let closed = false

  async function store(identity: string, message: ChatMessage) {
    // Concurrent posts to a full history may each take the room one freed: a few rounds.
    for (let round = 0; round < 5; round++) {
      if (await overlay.create(identity, INTERNAL.chat, message, CHAT_LIMITS.messages)) return
      const [oldest] = await overlay.entries(identity, INTERNAL.chat)
      if (oldest) await overlay.drop(identity, INTERNAL.chat, oldest.id)
    }
    throw new ProblemError({
      code: 'CONFLICT',
      detail: 'Too many messages arrived in this sandbox at once; send it again',
    })
  }

  async function save(identity: string, fields: Omit<ChatMessage, 'id' | 'created_at'>) {
    const message: ChatMessage = {
      id: `chat_${randomUUID()}`,
      ...fields,
      created_at: new Date(now()).toISOString(),
    }
    await store(identity, message)
    events.emit(identity, {
      type: MESSAGE_CREATED,
      resource: 'messages',
      action: 'created',
      recordId: message.id,
      data: message,
    })
    return message
  }

  const typing = (identity: string, signal: TypingSignal) =>
    signals.emit(identity, {
      type: CHAT_TYPING,
      resource: 'messages',
      action: 'typing',
      data: signal,
    })

  function answer(identity: string, question: ChatMessage) {
    const bot = { room: question.room, ...BOT }
    typing(identity, { ...bot, isTyping: true })
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (closed) return
      save(identity, { ...bot, text: botAnswer(question.text) })
        .catch(() => undefined)
        .finally(() => {
          if (!closed) typing(identity, { ...bot, isTyping: false })
        })
    }, botDelayMs)
    timers.add(timer)
  }

  /**
   * Messages newest first (of `room`, when given; holding `q` in the text or sender name,
   * case-insensitively), a page of `limit`, then `nextCursor` for the older ones.
   */
  async function list(identity: string, query: ChatQuery = {}) {
    const errors: FieldError[] = []
    const room = query.room === undefined ? undefined : checkRoom(query.room, errors)
    if (errors.length > 0) throw validationFailed(errors)
    const limit = query.limit ?? CHAT_LIMITS.defaultPage
    const q = query.q?.toLowerCase()
    const print = fingerprint(['chat', room ?? null, q ?? null])
    const before = query.cursor ? readCursor(query.cursor, print) : Number.POSITIVE_INFINITY
    const entries = await overlay.entries(identity, INTERNAL.chat)
    const matching: Array<{ seq: number; message: ChatMessage }> = []
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i]
      const message = entry?.item as ChatMessage | null | undefined
      if (!entry || !message) continue
      if (room !== undefined && message.room !== room) continue
      if (
        q !== undefined &&
        !message.text.toLowerCase().includes(q) &&
        !message.sender_name.toLowerCase().includes(q)
      ) {
        continue
      }
      matching.push({ seq: entry.seq, message })
    }
    const start = matching.findIndex((m) => m.seq < before)
    const page = start === -1 ? [] : matching.slice(start, start + limit)
    const last = page.at(-1)
    const hasMore = start !== -1 && start + limit < matching.length
    return {
      data: page.map((m) => m.message),
      pagination: {
        limit,
        total: matching.length,
        nextCursor: hasMore && last ? writeCursor(last.seq, print) : null,
        hasMore,
      },
    }
  }

  return {
    /** Stores and announces a message, or 400 VALIDATION_FAILED naming every bad field. */
    async post(identity: string, input: ChatPost): Promise<ChatMessage> {
      const errors: FieldError[] = []
      const room = checkRoom(input.room, errors)
      const sender_name = checkName(input.sender_name, errors)
      const text = checkText(input.text, errors)
      if (errors.length > 0) throw validationFailed(errors)
      const message = await save(identity, { room, sender_id: input.sender_id, sender_name, text })
      if (input.sender_id !== BOT.sender_id && callsBot(room, text)) answer(identity, message)
      return message
    },

    /** Someone of the room starts or stops typing. */
    typing,

    list,

    /** The last `CHAT_LIMITS.history` messages of a room, oldest first (what a join replays). */
    async history(identity: string, room: string): Promise<ChatMessage[]> {
      const { data } = await list(identity, { room, limit: CHAT_LIMITS.history })
      return data.reverse()
    },

    /** Stops the bot's pending answers (the app is closing). */
    close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}

export type ChatService = ReturnType<typeof createChatService>
