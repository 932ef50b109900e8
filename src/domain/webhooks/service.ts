import { randomBytes, randomUUID } from 'node:crypto'
import type { Queue, StoredEntry } from '../../store/port.ts'
import { type FieldError, notFound, ProblemError, quoted, validationFailed } from '../errors.ts'
import type { SandboxEvent } from '../events/bus.ts'
import { envelope } from '../events/envelope.ts'
import { INTERNAL } from '../internal.ts'
import { addressRefusal } from './addresses.ts'
import {
  EVENT_FAMILIES,
  MAX_EVENT_LENGTH,
  MAX_EVENTS,
  matchesEvent,
  normaliseEventPattern,
} from './event-types.ts'

/**
 * What the contract (docs/contract/events-and-webhooks.md#webhooks) fixes, and the lengths it
 * leaves to us.
 */
export const WEBHOOK_LIMITS = {
  perSandbox: 10,
  /** Deliveries the log keeps per sandbox; past it, the oldest goes. */
  log: 50,
  url: 2048,
  name: 100,
  secret: 256,
  /** Test pings and redeliveries a sandbox may ask for in any minute. */
  manualPerMinute: 10,
} as const

const MINUTE_MS = 60_000

/** A webhook as stored and shown. */
export interface Webhook {
  id: string
  url: string
  name: string | null
  events: string[]
  secret: string
  isActive: boolean
  createdAt: string
  updatedAt: string
}

/** One attempt of a delivery, as the log keeps every one of them. */
export interface DeliveryAttempt {
  attempt: number
  status: number
  success: boolean
  durationMs: number
  responseBody: string | null
  error: string | null
  timestamp: string
}

/** One delivery in the log: its latest attempt, and when the next is due if one is. */
export interface Delivery {
  id: string
  webhookId: string
  webhookUrl: string
  event: string
  /** Attempts made so far; 0 while the first is pending. */
  attempt: number
  /** The receiver's status of the latest attempt; 0 for no answer. */
  status: number
  success: boolean
  durationMs: number
  requestHeaders: Record<string, string>
  requestBody: string
  responseBody: string | null
  error: string | null
  timestamp: string
  nextRetryAt: string | null
  /** Every attempt made, oldest first (at most 4): the fields above repeat the latest. */
  attempts: DeliveryAttempt[]
}

/** What the queue holds for one pending delivery (the store keeps it as JSON). */
export interface DeliveryJob {
  identity: string
  deliveryId: string
  webhookId: string
  event: string
  /** The raw body, the same for every attempt (only the signature's `t` changes). */
  body: string
  /** Attempts made so far. */
  attempt: number
}

export type WebhookInput = Record<string, unknown>

const got = (v: unknown) =>
  typeof v === 'string' ? `, got ${quoted(v)}` : `, got ${v === null ? 'null' : typeof v}`

const FIELDS = ['url', 'events', 'secret', 'name', 'isActive'] as const

/** Checks a create (`partial` false) or patch body; returns the fields it sets, or 400. */
function checkInput(
  input: WebhookInput,
  partial: boolean,
  allowPrivate: boolean,
  files: ReadonlyMap<string, string>,
): Partial<Omit<Webhook, 'id' | 'createdAt' | 'updatedAt'>> {
  const errors: FieldError[] = []
  const out: Partial<Omit<Webhook, 'id' | 'createdAt' | 'updatedAt'>> = {}
  for (const key of Object.keys(input)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      errors.push({ field: key, message: `is not a webhook field (${FIELDS.join(', ')})` })
    }
  }
  const has = (key: string) => Object.hasOwn(input, key) && input[key] !== undefined
  if (has('url') || !partial) {
    const url = input.url
    const why = urlRefusal(url, allowPrivate)
    if (why) errors.push({ field: 'url', message: `${why}${got(url)}` })
    else out.url = url as string
  }
  if (has('events') || !partial) {
    const events = input.events
    if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS) {
      errors.push({
        field: 'events',
        message: `must be an array of 1 to ${MAX_EVENTS} event types${Array.isArray(events) ? `, got ${events.length}` : got(events)}`,
      })
    } else {
      const normalised = new Set<string>()
      events.forEach((e, i) => {
        const pattern = typeof e === 'string' ? normaliseEventPattern(e, files) : undefined
        if (pattern === undefined) {
          errors.push({
            field: `events[${i}]`,
            message: `must be an event type such as post.created, posts.created, post.*, custom.products.created, custom.* or * (families: ${[...EVENT_FAMILIES, ...new Set(files.values())].join(', ')}; at most ${MAX_EVENT_LENGTH} characters)${got(e)}`,
          })
        } else normalised.add(pattern)
      })
      out.events = normalised.has('*') ? ['*'] : [...normalised]
    }
  }
  if (has('secret')) {
    const secret = input.secret
    if (
      typeof secret !== 'string' ||
      secret.length < 1 ||
      secret.length > WEBHOOK_LIMITS.secret ||
      // Printable ASCII: it is shared with the receiver by hand and written into its code.
      !/^[\x21-\x7e]+$/.test(secret)
    ) {
      errors.push({
        field: 'secret',
        message: `must be 1 to ${WEBHOOK_LIMITS.secret} printable ASCII characters without spaces${got(secret)}`,
      })
    } else out.secret = secret
  }
  if (has('name')) {
    const name = input.name
    if (name !== null && (typeof name !== 'string' || name.length > WEBHOOK_LIMITS.name)) {
      errors.push({
        field: 'name',
        message: `must be a string of at most ${WEBHOOK_LIMITS.name} characters, or null${got(name)}`,
      })
    } else out.name = name as string | null
  }
  if (has('isActive')) {
    if (typeof input.isActive !== 'boolean') {
      errors.push({ field: 'isActive', message: `must be true or false${got(input.isActive)}` })
    } else out.isActive = input.isActive
  }
  if (errors.length > 0) throw validationFailed(errors)
  return out
}

/**
 * Why a URL cannot be a webhook's, as far as can be told without resolving it: http(s) only,
 * and no literal address the rules refuse. Names are judged at connect time.
 */
function urlRefusal(url: unknown, allowPrivate: boolean): string | undefined {
  const allowed = `must be an http:// or https:// URL of at most ${WEBHOOK_LIMITS.url} characters`
  if (typeof url !== 'string' || url.length > WEBHOOK_LIMITS.url) return allowed
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return allowed
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return allowed
  if (parsed.hostname === '') return allowed
  // The parser has already normalised 0xa9fea9fe, 2852039166 and the like to dotted form.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1')
  const isLiteral = /^[\d.]+$/.test(host) || host.includes(':')
  if (isLiteral) {
    const why = addressRefusal(host, allowPrivate)
    if (why) return `must not point at ${why.replace(/^\S+ is /, '')}`
  }
  return undefined
}

export interface WebhookServiceDeps {
  overlay: import('../../store/port.ts').Overlay
  queue: Queue
  allowPrivate: boolean
  now?: () => number
  /**
   * A db.json's collections, name → singular: their events are families too
   * (docs/contract/db-json.md).
   */
  files?: () => ReadonlyMap<string, string>
}

/**
 * The sandbox's webhooks (docs/contract/events-and-webhooks.md#webhooks): their CRUD, the delivery
 * log, and putting deliveries in the store's queue. Webhooks and the log live in the overlay
 * (internal namespaces), so a reset forgets them and every instance on one store sees them; the
 * worker (`worker.ts`) sends.
 */
export function createWebhookService(deps: WebhookServiceDeps) {
  const { overlay, queue, allowPrivate } = deps
  const now = deps.now ?? Date.now
  const families = deps.files ?? (() => new Map<string, string>())
  const iso = (ms: number) => new Date(ms).toISOString()
  const queued = new Set<() => void>()

  /**
   * Where the store can tell (memory, SQLite: one writer), the sandboxes that ever held a
   * webhook here, so an event of any other sandbox queues nothing without reading the store
   * (that read cost a write 12–15 % of its throughput, BENCHMARKS.md). Only ever added to: a
   * sandbox that dropped its webhooks costs a read, never a missed delivery. On Redis another
   * instance may add webhooks, so every event reads the list.
   */
  const hooked = overlay.holders?.(INTERNAL.webhooks).then((ids) => new Set(ids))
  // A failed start-up read (a closing store) leaves dispatch reading the store every time.
  const known = hooked?.catch(() => undefined)

  const asWebhook = (e: StoredEntry | undefined) =>
    e?.item ? (e.item as unknown as Webhook) : undefined
  const asDelivery = (e: StoredEntry | undefined) =>
    e?.item ? (e.item as unknown as Delivery) : undefined

  async function get(identity: string, id: string): Promise<Webhook> {
    const hook = asWebhook(await overlay.get(identity, INTERNAL.webhooks, id))
    if (!hook) throw notFound(`Webhook ${quoted(id)}`)
    return hook
  }

  /** Adds to the log; when it is full the oldest delivery makes room. */
  async function log(identity: string, delivery: Delivery) {
    const item = delivery as unknown as Delivery & { id: string } & Record<string, unknown>
    for (let round = 0; round < 5; round++) {
      if (await overlay.create(identity, INTERNAL.webhookDeliveries, item, WEBHOOK_LIMITS.log))
        return
      const [oldest] = await overlay.entries(identity, INTERNAL.webhookDeliveries)
      if (oldest) await overlay.drop(identity, INTERNAL.webhookDeliveries, oldest.id)
    }
  }

  /** Logs and queues one delivery of `event` to `hook`, due now. */
  async function enqueue(
    identity: string,
    hook: Webhook,
    event: string,
    data: unknown,
    timestamp: string,
  ): Promise<Delivery> {
    const id = `del_${randomUUID()}`
    const body = JSON.stringify({ id, event, timestamp, data, ...envelope(event, timestamp) })
    const at = now()
    const delivery: Delivery = {
      id,
      webhookId: hook.id,
      webhookUrl: hook.url,
      event,
      attempt: 0,
      status: 0,
      success: false,
      durationMs: 0,
      requestHeaders: {},
      requestBody: body,
      responseBody: null,
      error: null,
      timestamp: iso(at),
      nextRetryAt: iso(at),
      attempts: [],
    }
    await log(identity, delivery)
    const job: DeliveryJob = {
      identity,
      deliveryId: id,
      webhookId: hook.id,
      event,
      body,
      attempt: 0,
    }
    // Grouped by sandbox: the queue gives each its turn, so one cannot starve the others.
    await queue.enqueue(id, JSON.stringify(job), at, identity)
    for (const listener of queued) listener()
    return delivery
  }

  /**
   * Counts a test ping or a redelivery against the sandbox's 10 a minute, or refuses it (429).
   * Each is an entry of a capped namespace, so concurrent requests cannot pass the cap
   * together; entries older than a minute are dropped first.
   */
  async function spendManual(identity: string, what: string) {
    const at = now()
    for (const e of await overlay.entries(identity, INTERNAL.webhookManual)) {
      if (Number(e.item?.at) <= at - MINUTE_MS)
        await overlay.drop(identity, INTERNAL.webhookManual, e.id)
    }
    const item = { id: randomUUID(), at }
    if (
      await overlay.create(identity, INTERNAL.webhookManual, item, WEBHOOK_LIMITS.manualPerMinute)
    )
      return
    const [oldest] = await overlay.entries(identity, INTERNAL.webhookManual)
    const wait = Math.max(1, Math.ceil((Number(oldest?.item?.at ?? at) + MINUTE_MS - at) / 1000))
    throw new ProblemError({
      code: 'RATE_LIMITED',
      detail: `This sandbox asked for ${WEBHOOK_LIMITS.manualPerMinute} test pings and redeliveries in the last minute, the most allowed; ${what} is refused, try again in ${wait} s`,
      headers: { 'retry-after': String(wait) },
    })
  }

  /** Oldest first. */
  async function list(identity: string): Promise<Webhook[]> {
    const entries = await overlay.entries(identity, INTERNAL.webhooks)
    return entries.map(asWebhook).filter((h): h is Webhook => h !== undefined)
  }

  return {
    /** Hears each delivery queued here, so a worker need not wait for its next poll. */
    onQueued(listener: () => void): () => void {
      queued.add(listener)
      return () => queued.delete(listener)
    },

    async create(identity: string, input: WebhookInput): Promise<Webhook> {
      const fields = checkInput(input, false, allowPrivate, families())
      const at = iso(now())
      const hook: Webhook = {
        id: `wh_${randomUUID()}`,
        url: fields.url as string,
        name: fields.name ?? null,
        events: fields.events as string[],
        secret: fields.secret ?? `whsec_${randomBytes(24).toString('hex')}`,
        isActive: fields.isActive ?? true,
        createdAt: at,
        updatedAt: at,
      }
      const item = hook as unknown as Webhook & Record<string, unknown>
      // Known before it is stored, so no event of a write racing this create is passed over.
      ;(await known)?.add(identity)
      if (!(await overlay.create(identity, INTERNAL.webhooks, item, WEBHOOK_LIMITS.perSandbox))) {
        throw new ProblemError({
          code: 'SANDBOX_LIMIT_REACHED',
          detail: `This sandbox already holds ${WEBHOOK_LIMITS.perSandbox} webhooks; delete one or reset the session`,
        })
      }
      return hook
    },

    list,
    get,

    async update(identity: string, id: string, input: WebhookInput): Promise<Webhook> {
      const fields = checkInput(input, true, allowPrivate, families())
      const hook = { ...(await get(identity, id)), ...fields, updatedAt: iso(now()) }
      const item = hook as unknown as Webhook & Record<string, unknown>
      if (!(await overlay.update(identity, INTERNAL.webhooks, id, 'created', item))) {
        throw notFound(`Webhook ${quoted(id)}`)
      }
      return hook
    },

    async remove(identity: string, id: string): Promise<void> {
      // Its pending deliveries find it gone when they come up, and are dropped then.
      if (!(await overlay.drop(identity, INTERNAL.webhooks, id))) {
        throw notFound(`Webhook ${quoted(id)}`)
      }
    },

    /** The last 50 deliveries of the sandbox (of one webhook, when given), newest first. */
    async deliveries(identity: string, webhookId?: string): Promise<Delivery[]> {
      if (webhookId !== undefined) await get(identity, webhookId)
      const entries = await overlay.entries(identity, INTERNAL.webhookDeliveries)
      const out: Delivery[] = []
      for (let i = entries.length - 1; i >= 0; i--) {
        const d = asDelivery(entries[i])
        if (d && (webhookId === undefined || d.webhookId === webhookId)) out.push(d)
      }
      return out
    },

    /** Sends a logged delivery's event and data again, as a new delivery (a new id). */
    async redeliver(identity: string, deliveryId: string): Promise<Delivery> {
      const old = asDelivery(await overlay.get(identity, INTERNAL.webhookDeliveries, deliveryId))
      if (!old) throw notFound(`Delivery ${quoted(deliveryId)}`)
      const hook = await get(identity, old.webhookId)
      await spendManual(identity, `the redelivery of ${quoted(deliveryId)}`)
      const { data } = JSON.parse(old.requestBody) as { data: unknown }
      return enqueue(identity, hook, old.event, data, iso(now()))
    },

    /** Queues a `test.ping` to the webhook, active or not, whatever events it subscribes to. */
    async test(identity: string, id: string): Promise<Delivery> {
      const hook = await get(identity, id)
      await spendManual(identity, `the test ping of ${quoted(id)}`)
      const data = { webhookId: hook.id, message: 'A test delivery from Mock Playground' }
      return enqueue(identity, hook, 'test.ping', data, iso(now()))
    },

    /** Queues a delivery of the event to each active webhook of the sandbox that subscribes. */
    async dispatch(identity: string, event: SandboxEvent): Promise<number> {
      const set = await known
      if (set && !set.has(identity)) return 0
      const hooks = (await list(identity)).filter(
        (h) => h.isActive && matchesEvent(h.events, event.type),
      )
      for (const hook of hooks)
        await enqueue(identity, hook, event.type, event.data, event.timestamp)
      return hooks.length
    },

    /** Writes the outcome of an attempt over the delivery, while the log still holds it. */
    async record(identity: string, delivery: Delivery): Promise<void> {
      const item = delivery as unknown as Delivery & Record<string, unknown>
      await overlay.update(identity, INTERNAL.webhookDeliveries, delivery.id, 'created', item)
    },

    async delivery(identity: string, id: string): Promise<Delivery | undefined> {
      return asDelivery(await overlay.get(identity, INTERNAL.webhookDeliveries, id))
    },

    /** The webhook if it still exists (the worker's question before each attempt). */
    async find(identity: string, id: string): Promise<Webhook | undefined> {
      return asWebhook(await overlay.get(identity, INTERNAL.webhooks, id))
    },
  }
}

export type WebhookService = ReturnType<typeof createWebhookService>
