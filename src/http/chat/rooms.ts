import { randomUUID } from 'node:crypto'
import type { ChatMessage, TypingSignal } from '../../domain/chat/service.ts'
import { CHAT_TYPING, MESSAGE_CREATED } from '../../domain/chat/service.ts'
import type { EventBus, SandboxEvent } from '../../domain/events/bus.ts'

/** Who is in a room, as `room_presence` lists them. */
export interface Participant {
  sender_id: string
  username: string
}

/** A socket of this instance, as the rooms see it. */
export interface RoomClient extends Participant {
  identity: string
  room: string
  send(frame: object): void
}

/** The presence signal: who joined or left a room, or (`here`) who was already in it. */
export const CHAT_PRESENCE = 'chat.presence'
interface PresenceSignal {
  room: string
  action: 'join' | 'leave' | 'here'
  participants: Participant[]
  instance: string
}

interface Sandbox {
  clients: Set<RoomClient>
  /** room → sender_id → the participant and the instance that holds its socket. */
  presence: Map<string, Map<string, Participant & { instance: string }>>
  off: () => void
}

/**
 * The chat rooms of this instance's sockets (docs/contract/events-and-webhooks.md#events). Messages
 * come from the event bus (`message.created`), typing and presence from the `signals` bus, so every
 * socket of a sandbox's room hears them on every instance (through Redis pub/sub when there are
 * several). Presence is kept per instance from the signals: an instance that sees someone join from
 * elsewhere answers with who is here on its side, so a newcomer learns the whole room.
 */
export function createRooms(deps: { events: EventBus; signals: EventBus }) {
  const { events, signals } = deps
  const instance = randomUUID()
  const sandboxes = new Map<string, Sandbox>()

  const list = (sandbox: Sandbox, room: string): Participant[] =>
    [...(sandbox.presence.get(room)?.values() ?? [])]
      .map(({ sender_id, username }) => ({ sender_id, username }))
      .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0))

  function broadcast(sandbox: Sandbox, room: string, frame: object, except?: string) {
    for (const client of sandbox.clients) {
      if (client.room === room && client.sender_id !== except) client.send(frame)
    }
  }

  const presenceFrame = (sandbox: Sandbox, room: string) => {
    const participants = list(sandbox, room)
    return { type: 'room_presence', room, participants, count: participants.length }
  }

  const signal = (identity: string, data: PresenceSignal) =>
    signals.emit(identity, { type: CHAT_PRESENCE, resource: 'messages', action: data.action, data })

  function onPresence(identity: string, sandbox: Sandbox, data: PresenceSignal) {
    let room = sandbox.presence.get(data.room)
    if (!room) {
      room = new Map()
      sandbox.presence.set(data.room, room)
    }
    for (const p of data.participants) {
      if (data.action === 'leave') room.delete(p.sender_id)
      else room.set(p.sender_id, { ...p, instance: data.instance })
    }
    if (room.size === 0) sandbox.presence.delete(data.room)
    if (data.action === 'join' && data.instance !== instance) {
      const here = [...sandbox.clients]
        .filter((c) => c.room === data.room)
        .map(({ sender_id, username }) => ({ sender_id, username }))
      if (here.length > 0) {
        signal(identity, { room: data.room, action: 'here', participants: here, instance })
      }
    }
    broadcast(sandbox, data.room, presenceFrame(sandbox, data.room))
  }

  function open(identity: string): Sandbox {
    const existing = sandboxes.get(identity)
    if (existing) return existing
    const onEvent = (event: SandboxEvent) => {
      if (event.type !== MESSAGE_CREATED) return
      const message = event.data as ChatMessage
      broadcast(sandbox, message.room, { type: 'message', ...message })
    }
    const onSignal = (event: SandboxEvent) => {
      if (event.type === CHAT_PRESENCE) onPresence(identity, sandbox, event.data as PresenceSignal)
      else if (event.type === CHAT_TYPING) {
        const data = event.data as TypingSignal
        broadcast(sandbox, data.room, { type: 'typing', ...data }, data.sender_id)
      }
    }
    const offEvents = events.subscribe(identity, onEvent)
    const offSignals = signals.subscribe(identity, onSignal)
    const sandbox: Sandbox = {
      clients: new Set(),
      presence: new Map(),
      off: () => {
        offEvents()
        offSignals()
      },
    }
    sandboxes.set(identity, sandbox)
    return sandbox
  }

  const join = (client: RoomClient) =>
    signal(client.identity, {
      room: client.room,
      action: 'join',
      participants: [{ sender_id: client.sender_id, username: client.username }],
      instance,
    })
  const leave = (client: RoomClient, room: string) =>
    signal(client.identity, {
      room,
      action: 'leave',
      participants: [{ sender_id: client.sender_id, username: client.username }],
      instance,
    })

  return {
    /** Starts relaying the sandbox's room to the client, and announces it there. */
    attach(client: RoomClient) {
      open(client.identity).clients.add(client)
      join(client)
    },

    /** Moves the client to another room of its sandbox. */
    move(client: RoomClient, room: string) {
      const from = client.room
      client.room = room
      leave(client, from)
      join(client)
    },

    detach(client: RoomClient) {
      const sandbox = sandboxes.get(client.identity)
      if (!sandbox?.clients.delete(client)) return
      leave(client, client.room)
      // The leave reaches other instances; here nobody of the sandbox is left to tell.
      if (sandbox.clients.size === 0) {
        sandbox.off()
        sandboxes.delete(client.identity)
      }
    },

    /** The `room_presence` frame of the client's room, as this instance knows it. */
    presence(client: RoomClient) {
      const sandbox = sandboxes.get(client.identity)
      return sandbox
        ? presenceFrame(sandbox, client.room)
        : { type: 'room_presence', room: client.room, participants: [], count: 0 }
    },

    /** Sockets this instance holds for the sandbox. */
    count: (identity: string) => sandboxes.get(identity)?.clients.size ?? 0,
  }
}

export type Rooms = ReturnType<typeof createRooms>
