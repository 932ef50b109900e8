import { EventEmitter } from 'node:events'
import type { WebsocketHandler } from '@fastify/websocket'
import type { FastifyRequest } from 'fastify'
import { GraphQLError } from 'graphql'
import type { RawData, WebSocket } from 'ws'

/**
 * The subprotocol of graphql-ws (docs/contract/graphql.md#subscriptions); the legacy `graphql-ws`
 * one is refused.
 */
export const SUBPROTOCOL = 'graphql-transport-ws'
/** Subscriptions one connection may hold at once. */
export const MAX_SUBSCRIPTIONS = 10
/**
 * Connections one sandbox may hold open on one instance, as its SSE streams (10) and chat
 * sockets (20) are bounded: with 10 subscriptions each, one write reaches at most 100 of them.
 */
export const MAX_CONNECTIONS = 10
/** Operations the server may refuse on one connection before it is closed (see `FailedOps`). */
export const MAX_FAILED_OPERATIONS = 100
/** How long a client has to send `connection_init`, as graphql-ws servers wait (3 s there). */
export const INIT_TIMEOUT_MS = 10_000
const MAX_ID_LENGTH = 128

/** The close codes of the GraphQL over WebSocket protocol, and the standard one for a lagged reader. */
export const CLOSE = {
  badRequest: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  subprotocol: 4406,
  initTimeout: 4408,
  duplicate: 4409,
  tooManyInits: 4429,
  /** RFC 6455 "try again later": the client may reconnect. */
  lagged: 1013,
  /** The same code, for a sandbox past its connections: the chat's refusal too. */
  tryLater: 1013,
} as const

/** What a subscribe message asks for, as forwarded. */
export interface SubscribePayload {
  query: string
  variables?: Record<string, unknown> | null
  operationName?: string | null
}

export interface SocketGuard<S> {
  /** The connection's sandbox from `connection_init`'s payload, or the close that refuses it. */
  init(payload: Record<string, unknown>): Promise<{ sandbox: S } | { code: number; reason: string }>
  /** A subscription's document checked before it runs: the errors that refuse it, if any. */
  check(payload: SubscribePayload): readonly GraphQLError[]
  /** The socket closed (whether or not `init` settled): what it held is given back. */
  closed?(): void
}

/**
 * Mercurius's WebSocket handler behind a `GuardedSocket`. A socket without our subprotocol is
 * closed before Mercurius sees it (it would accept the legacy one, and log the rest to stdout).
 */
export function guardHandler<S>(
  handler: WebsocketHandler,
  guardFor: (request: FastifyRequest) => SocketGuard<S>,
): WebsocketHandler {
  return function (ws, request) {
    if (ws.protocol !== SUBPROTOCOL) {
      ws.close(CLOSE.subprotocol, `Subprotocol not acceptable: use ${SUBPROTOCOL}`)
      return
    }
    const socket = new GuardedSocket(ws, guardFor(request))
    return handler.call(this, socket as unknown as WebSocket, request)
  }
}

/** A close frame's reason holds at most 123 bytes; ws throws on a longer one. */
export function closeReason(reason: string) {
  let r = reason
  while (Buffer.byteLength(r) > 123) r = r.slice(0, -1)
  return r
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The WebSocket Mercurius serves subscriptions over, with the graphql-ws protocol's rules kept in
 * front of it. Mercurius answers a malformed frame and carries on, runs a second
 * `connection_init`, accepts a duplicate id and an AST for `query`, and keeps every failed
 * subscription until the socket closes; it sees only frames that passed here, rebuilt from the
 * fields it needs. The sandbox is settled (`sandbox`) before it sees `connection_init`.
 */
export class GuardedSocket<S> extends EventEmitter {
  /** The sandbox `connection_init` settled; undefined until then. */
  sandbox: S | undefined
  readonly #ws: WebSocket
  readonly #guard: SocketGuard<S>
  readonly #active = new Set<string>()
  #inits = 0
  #acknowledged = false
  #failed = 0
  readonly #timer: NodeJS.Timeout

  constructor(ws: WebSocket, guard: SocketGuard<S>) {
    super()
    this.#ws = ws
    this.#guard = guard
    ws.on('message', (data, isBinary) => this.#receive(data, isBinary))
    ws.on('close', (code, reason) => {
      clearTimeout(this.#timer)
      this.#guard.closed?.()
      this.emit('close', code, reason)
    })
    // Mercurius listens for errors; one emitted with no listener would throw.
    ws.on('error', (err) => {
      if (this.listenerCount('error') > 0) this.emit('error', err)
    })
    this.#timer = setTimeout(
      () => this.close(CLOSE.initTimeout, 'Connection initialisation timeout'),
      INIT_TIMEOUT_MS,
    )
    this.#timer.unref()
  }

  get protocol() {
    return this.#ws.protocol
  }

  get readyState() {
    return this.#ws.readyState
  }

  close(code?: number, reason?: string) {
    clearTimeout(this.#timer)
    this.#ws.close(code, reason === undefined ? undefined : closeReason(reason))
  }

  send(data: string, cb?: (err?: Error) => void) {
    // Mercurius writes `{"type":…,"id":…}`: only the end of a subscription needs reading.
    if (data.startsWith('{"type":"complete"') || data.startsWith('{"type":"error"')) {
      const { id } = JSON.parse(data) as { id?: unknown }
      if (typeof id === 'string' && this.#active.delete(id) && data.startsWith('{"type":"e'))
        this.#fail()
    }
    if (data.startsWith('{"type":"connection_ack"')) this.#acknowledged = true
    this.#ws.send(data, cb)
  }

  #forward(message: Record<string, unknown>) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false)
  }

  #refuse(id: string, errors: readonly GraphQLError[]) {
    this.#ws.send(JSON.stringify({ type: 'error', id, payload: errors.map((e) => e.toJSON()) }))
    this.#fail()
  }

  /**
   * Mercurius keeps what it set up for a subscription that failed until the socket closes, and
   * a refusal costs a parse at least: a client that keeps failing is closed.
   */
  #fail() {
    if (++this.#failed > MAX_FAILED_OPERATIONS) {
      this.close(
        CLOSE.badRequest,
        `More than ${MAX_FAILED_OPERATIONS} failed operations; reconnect`,
      )
    }
  }

  #receive(data: RawData, isBinary: boolean) {
    if (this.#ws.readyState !== this.#ws.OPEN) return
    let message: unknown
    try {
      message = isBinary ? undefined : JSON.parse(String(data))
    } catch {
      message = undefined
    }
    if (!isObject(message) || typeof message.type !== 'string') {
      return this.close(CLOSE.badRequest, 'Invalid message: expected a JSON object with a type')
    }
    const { type, id, payload } = message
    switch (type) {
      case 'connection_init':
        if (++this.#inits > 1)
          return this.close(CLOSE.tooManyInits, 'Too many initialisation requests')
        if (payload !== undefined && payload !== null && !isObject(payload)) {
          return this.close(
            CLOSE.badRequest,
            'Invalid message: connection_init payload must be an object',
          )
        }
        clearTimeout(this.#timer)
        void this.#init(payload ?? {})
        return
      case 'ping':
      case 'pong':
        return this.#forward({ type })
      case 'subscribe':
        return this.#subscribe(id, payload)
      case 'complete':
        if (typeof id !== 'string')
          return this.close(CLOSE.badRequest, 'Invalid message: complete needs an id')
        this.#active.delete(id)
        return this.#forward({ type, id })
      default:
        return this.close(CLOSE.badRequest, `Invalid message type '${type.slice(0, 40)}'`)
    }
  }

  async #init(payload: Record<string, unknown>) {
    let settled: Awaited<ReturnType<SocketGuard<S>['init']>>
    try {
      settled = await this.#guard.init(payload)
    } catch {
      settled = { code: 4500, reason: 'Internal error' }
    }
    if ('code' in settled) return this.close(settled.code, settled.reason)
    this.sandbox = settled.sandbox
    if (this.#ws.readyState === this.#ws.OPEN) this.#forward({ type: 'connection_init' })
  }

  #subscribe(id: unknown, payload: unknown) {
    // graphql-ws: a subscribe before the server acknowledged the connection is unauthorised.
    if (!this.#acknowledged) return this.close(CLOSE.unauthorized, 'Unauthorized')
    if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH) {
      return this.close(
        CLOSE.badRequest,
        `Invalid message: subscribe needs an id of 1 to ${MAX_ID_LENGTH} characters`,
      )
    }
    if (
      !isObject(payload) ||
      typeof payload.query !== 'string' ||
      !(payload.variables == null || isObject(payload.variables)) ||
      !(payload.operationName == null || typeof payload.operationName === 'string')
    ) {
      return this.close(
        CLOSE.badRequest,
        'Invalid message: subscribe needs a payload {query: string, variables?: object, operationName?: string}',
      )
    }
    if (this.#active.has(id))
      return this.close(CLOSE.duplicate, `Subscriber for ${id} already exists`)
    const request: SubscribePayload = {
      query: payload.query,
      variables: payload.variables as SubscribePayload['variables'],
      operationName: payload.operationName as SubscribePayload['operationName'],
    }
    const errors = this.#guard.check(request)
    if (errors.length > 0) return this.#refuse(id, errors)
    if (this.#active.size >= MAX_SUBSCRIPTIONS) {
      return this.#refuse(id, [tooMany()])
    }
    this.#active.add(id)
    this.#forward({ type: 'subscribe', id, payload: request })
  }
}

const tooMany = () =>
  new GraphQLError(
    `This connection already has ${MAX_SUBSCRIPTIONS} subscriptions; complete one first or open another connection`,
    { extensions: { code: 'RATE_LIMITED' } },
  )
