import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RawData, WebSocket } from 'ws'
import { CHAT_LIMITS, checkName, checkRoom, DEFAULT_ROOM } from '../../domain/chat/rules.ts'
import type { ChatService } from '../../domain/chat/service.ts'
import type { FieldError } from '../../domain/errors.ts'
import { ProblemError, quoted } from '../../domain/errors.ts'
import { queryOf } from '../common/request-parts.ts'
import { sandboxReadOnly, shownIdentity } from '../plugins/identity.ts'
import type { RoomClient, Rooms } from './rooms.ts'

/** The bounds of one chat socket (docs/contract/chat.md). */
export const SOCKET_LIMITS = {
  /** Bytes of one frame; a bigger one is refused with an `error` frame. */
  frameBytes: 16 * 1024,
  /** Sockets one sandbox may hold open on one instance. */
  socketsPerSandbox: 20,
  /** Messages a socket may send: a burst of 10, then 5 a second. */
  messageBurst: 10,
  messagesPerSecond: 5,
  /** Frames of any kind: a burst of 60, then 30 a second; beyond, frames count as garbage. */
  frameBurst: 60,
  framesPerSecond: 30,
  /** Bad frames (not JSON, binary, unknown type, too big, too many) before the socket is closed. */
  badFrames: 10,
  /** Bytes waiting for a slow reader before the socket is dropped. */
  pendingBytes: 1024 * 1024,
} as const

const FRAME_TYPES = ['join', 'message', 'typing', 'ping', 'presence'] as const

/** WebSocket close codes: policy violation, and try again later. */
const POLICY = 1008
const TRY_LATER = 1013

/** A token bucket on the app's clock: `take()` is false when the bucket is empty. */
function bucket(burst: number, perSecond: number, now: () => number) {
  let tokens = burst
  let at = now()
  return () => {
    const t = now()
    tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond)
    at = t
    if (tokens < 1) return false
    tokens -= 1
    return true
  }
}

const sizeOf = (data: RawData) =>
  Array.isArray(data)
    ? data.reduce((n, b) => n + b.length, 0)
    : data instanceof ArrayBuffer
      ? data.byteLength
      : data.length

const textOf = (data: RawData) =>
  Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as Buffer).toString()

const single = (v: unknown) => (typeof v === 'string' ? v : undefined)

/**
 * `GET /ws?room=&username=`: the chat of the caller's sandbox over WebSocket
 * (docs/contract/chat.md). JSON frames in (`join`, `message`, `typing`, `ping`, `presence`) and out
 * (`connected`, `joined`, `message`, `typing`, `room_presence`, `pong`, `error`). Anything wrong
 * gets an `error` frame; a socket that keeps sending garbage is closed (1008). Never a crash.
 */
export default async function chatSocket(
  app: FastifyInstance,
  opts: { chat: ChatService; rooms: Rooms; now: () => number },
) {
  const { chat, rooms, now } = opts
  // Counted from the upgrade, not the join: a burst of connections cannot slip past the bound.
  const open = new Map<string, number>()

  app.get('/ws', { websocket: true }, (socket: WebSocket, req: FastifyRequest) => {
    const { identity } = req
    const query = queryOf(req)
    let closing = false
    const send = (frame: object) => {
      if (socket.readyState !== socket.OPEN) return
      // A reader that does not keep up is dropped, not buffered without bound.
      if (socket.bufferedAmount > SOCKET_LIMITS.pendingBytes) {
        closing = true
        socket.terminate()
        return
      }
      socket.send(JSON.stringify(frame))
    }
    const error = (code: string, message: string) => send({ type: 'error', code, message })
    const refuse = (code: string, message: string, closeCode: number) => {
      error(code, message)
      closing = true
      socket.close(closeCode, code)
    }

    const errors: FieldError[] = []
    const room = checkRoom(single(query.room) ?? DEFAULT_ROOM, errors)
    const username = checkName(
      single(query.username) ?? `Guest-${randomUUID().slice(0, 4)}`,
      errors,
      'username',
    )
    if (errors.length > 0) {
      return refuse(
        'VALIDATION_FAILED',
        errors.map((e) => `${e.field} ${e.message}`).join('; '),
        POLICY,
      )
    }
    if ((open.get(identity) ?? 0) >= SOCKET_LIMITS.socketsPerSandbox) {
      return refuse(
        'RATE_LIMITED',
        `This sandbox already has ${SOCKET_LIMITS.socketsPerSandbox} chat sockets open; close one first`,
        TRY_LATER,
      )
    }

    open.set(identity, (open.get(identity) ?? 0) + 1)
    const client: RoomClient = {
      identity,
      sender_id: `usr_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
      username,
      room,
      send,
    }
    const messages = bucket(SOCKET_LIMITS.messageBurst, SOCKET_LIMITS.messagesPerSecond, now)
    const frames = bucket(SOCKET_LIMITS.frameBurst, SOCKET_LIMITS.framesPerSecond, now)
    let bad = 0
    let attached = false
    // Frames are handled one after another, so a socket's messages are stored in the order sent.
    let queue: Promise<unknown> = Promise.resolve()

    const garbage = (code: string, message: string) => {
      bad++
      if (bad >= SOCKET_LIMITS.badFrames) {
        refuse(
          'TOO_MANY_INVALID_FRAMES',
          `${message}; closing after ${SOCKET_LIMITS.badFrames} invalid frames`,
          POLICY,
        )
      } else error(code, message)
    }

    async function enter(to: string) {
      const history = await chat.history(identity, to)
      if (closing) return
      if (!attached) {
        attached = true
        rooms.attach(client)
      } else if (client.room !== to) rooms.move(client, to)
      send({ type: 'joined', room: to, sender_id: client.sender_id, username, history })
    }

    async function handle(frame: Record<string, unknown>) {
      switch (frame.type) {
        case 'ping':
          return send({ type: 'pong', timestamp: new Date(now()).toISOString() })
        case 'presence':
          return send(rooms.presence(client))
        case 'typing':
          if (typeof frame.isTyping !== 'boolean') {
            return error('VALIDATION_FAILED', 'typing needs isTyping: true or false')
          }
          chat.typing(identity, {
            room: client.room,
            sender_id: client.sender_id,
            sender_name: username,
            isTyping: frame.isTyping,
          })
          return
        case 'join': {
          const wanted: FieldError[] = []
          const to = checkRoom(frame.room, wanted)
          if (wanted.length > 0) return error('VALIDATION_FAILED', `room ${wanted[0]?.message}`)
          return enter(to)
        }
        case 'message': {
          if (frame.room !== undefined && frame.room !== client.room) {
            return error(
              'NOT_IN_ROOM',
              `This socket is in room ${quoted(client.room)}: send a join frame for ${quoted(String(frame.room))} first`,
            )
          }
          if (req.share?.mode === 'read') {
            return error('SANDBOX_READ_ONLY', sandboxReadOnly('posting a message').message)
          }
          if (!messages()) {
            return error(
              'RATE_LIMITED',
              `At most ${SOCKET_LIMITS.messagesPerSecond} messages a second (bursts of ${SOCKET_LIMITS.messageBurst}); this one was not sent`,
            )
          }
          await chat.post(identity, {
            room: client.room,
            sender_id: client.sender_id,
            sender_name: username,
            text: frame.text,
          })
          return
        }
      }
    }

    const run = (frame: Record<string, unknown>) => {
      queue = queue
        .then(() => (closing ? undefined : handle(frame)))
        .catch((err: unknown) => {
          if (err instanceof ProblemError) error(err.code, err.message)
          else {
            req.log.error({ err }, 'chat frame failed')
            error('INTERNAL', 'The frame could not be handled; try again')
          }
        })
    }

    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (closing) return
      if (!frames()) return garbage('RATE_LIMITED', 'Too many frames; slow down')
      if (isBinary) return garbage('INVALID_FRAME', 'Frames are JSON text; binary is not accepted')
      const size = sizeOf(data)
      if (size > SOCKET_LIMITS.frameBytes) {
        return garbage(
          'FRAME_TOO_LARGE',
          `A frame may hold at most ${SOCKET_LIMITS.frameBytes} bytes, got ${size}`,
        )
      }
      let frame: unknown
      try {
        frame = JSON.parse(textOf(data))
      } catch {
        return garbage('INVALID_FRAME', 'A frame must be a JSON object such as {"type":"ping"}')
      }
      if (frame === null || typeof frame !== 'object' || Array.isArray(frame)) {
        return garbage('INVALID_FRAME', 'A frame must be a JSON object such as {"type":"ping"}')
      }
      const { type } = frame as { type?: unknown }
      if (typeof type !== 'string' || !(FRAME_TYPES as readonly string[]).includes(type)) {
        return garbage(
          'UNKNOWN_TYPE',
          `type must be one of ${FRAME_TYPES.join(', ')}, got ${typeof type === 'string' ? quoted(type) : typeof type}`,
        )
      }
      run(frame as Record<string, unknown>)
    })
    socket.on('close', () => {
      closing = true
      const left = (open.get(identity) ?? 1) - 1
      if (left > 0) open.set(identity, left)
      else open.delete(identity)
      if (attached) rooms.detach(client)
    })

    send({
      type: 'connected',
      sender_id: client.sender_id,
      username,
      room,
      sandbox: shownIdentity(req),
      limits: {
        frameBytes: SOCKET_LIMITS.frameBytes,
        textChars: CHAT_LIMITS.text,
        messagesPerSecond: SOCKET_LIMITS.messagesPerSecond,
      },
    })
    queue = enter(room).catch((err: unknown) => {
      req.log.error({ err }, 'chat join failed')
      refuse('INTERNAL', 'The room could not be joined; reconnect', 1011)
    })
  })
}
