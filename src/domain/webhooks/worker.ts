import type { LookupFunction } from 'node:net'
import type { ClaimedJob, Queue } from '../../store/port.ts'
import { type AttemptResult, type SendOptions, sendDelivery } from './sender.ts'
import type { DeliveryAttempt, DeliveryJob, WebhookService } from './service.ts'

/** Attempts per delivery, and the waits before the 2nd, 3rd and 4th as multiples of the base. */
export const MAX_ATTEMPTS = 4
const BACKOFF = [1, 6, 60] as const
/**
 * The base: 5 s, so the waits are 5 s, 30 s and 5 min
 * (docs/contract/events-and-webhooks.md#deliveries).
 */
export const RETRY_BASE_MS = 5000
export const TIMEOUT_MS = 4000
/**
 * How long a claim holds a delivery: well past the 4 s timeout, so a live sender always
 * finishes first; a dead one's deliveries are due again after it (ADR 0017).
 */
export const LEASE_MS = 30_000
/** How often each instance looks for due deliveries it was not told about. */
export const POLL_MS = 1000
/** Deliveries one instance sends at once. */
export const BATCH = 16
/**
 * Deliveries of one sandbox one instance sends at once: a sandbox whose receiver never answers
 * holds 4 of the 16 places for the timeout, never all of them, and the queue gives every sandbox
 * its turn (ADR 0017).
 */
export const SANDBOX_SHARE = 4

export interface WorkerOptions {
  queue: Queue
  webhooks: WebhookService
  lookup: LookupFunction
  allowPrivate: boolean
  userAgent: string
  now?: () => number
  retryBaseMs?: number
  timeoutMs?: number
  leaseMs?: number
  pollMs?: number
  /** Where a failure of the worker itself (the store away) is reported. */
  onError?: (err: unknown) => void
}

const parse = (payload: string): DeliveryJob | undefined => {
  try {
    return JSON.parse(payload) as DeliveryJob
  } catch {
    return undefined
  }
}

/**
 * Sends due deliveries from the store's queue. Every instance runs one; the queue's lease makes
 * sure one instance holds a delivery at a time. Between attempts a delivery waits in the store,
 * not in a timer here, so a restart loses none: the timers below only wake this instance early.
 */
export function createWebhookWorker(options: WorkerOptions) {
  const { queue, webhooks } = options
  const now = options.now ?? Date.now
  const retryBase = options.retryBaseMs ?? RETRY_BASE_MS
  const leaseMs = options.leaseMs ?? LEASE_MS
  const onError = options.onError ?? (() => {})
  const inFlight = new Set<Promise<void>>()
  // Attempts under way per sandbox: what the claim's share counts.
  const held = new Map<string, number>()
  const timers = new Set<NodeJS.Timeout>()
  const aborts = new AbortController()
  let poller: NodeJS.Timeout | undefined
  let running = false
  let polling = false
  let again = false
  let stopped = false

  const wake = (inMs: number) => {
    if (stopped) return
    const timer = setTimeout(
      () => {
        timers.delete(timer)
        void poll()
      },
      Math.max(0, inMs),
    )
    timer.unref()
    timers.add(timer)
  }

  /** Hands a claimed delivery back, due now, for whoever claims next. */
  const release = (claimed: ClaimedJob) =>
    queue.reschedule(claimed.id, claimed.lease, claimed.payload, now())

  async function attempt(claimed: ClaimedJob, job: DeliveryJob | undefined) {
    if (stopped) {
      await release(claimed)
      return
    }
    if (!job) {
      await queue.complete(claimed.id, claimed.lease)
      return
    }
    const hook = await webhooks.find(job.identity, job.webhookId)
    const logged = await webhooks.delivery(job.identity, job.deliveryId)
    // Deleted, or its sandbox reset: nobody is left to deliver to.
    if (!hook) {
      await queue.complete(claimed.id, claimed.lease)
      return
    }
    const started = now()
    const send: SendOptions = {
      url: hook.url,
      secret: hook.secret,
      event: job.event,
      deliveryId: job.deliveryId,
      body: job.body,
      userAgent: options.userAgent,
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      allowPrivate: options.allowPrivate,
      lookup: options.lookup,
      now,
      signal: aborts.signal,
    }
    const result: AttemptResult = await sendDelivery(send)
    // Interrupted by a shutdown: not an attempt the receiver saw an answer to. Handed back, so
    // another instance (or the next start) makes it without waiting for the lease to run out.
    if (stopped && result.status === 0) {
      await release(claimed)
      return
    }
    const made = job.attempt + 1
    const retryIn =
      result.retryable && made < MAX_ATTEMPTS ? retryBase * (BACKOFF[made - 1] ?? 1) : undefined
    const nextAt = retryIn === undefined ? undefined : now() + retryIn
    // The retry is stored before the log shows the failure: once the log promises a retry, a
    // crash cannot lose it, nor leave the job to wait out its lease and repeat the attempt.
    const next: DeliveryJob = { ...job, attempt: made }
    const rescheduled =
      nextAt !== undefined &&
      (await queue.reschedule(claimed.id, claimed.lease, JSON.stringify(next), nextAt))
    if (logged) {
      const thisAttempt: DeliveryAttempt = {
        attempt: made,
        status: result.status,
        success: result.success,
        durationMs: result.durationMs,
        responseBody: result.responseBody,
        error: result.error,
        timestamp: new Date(started).toISOString(),
      }
      await webhooks.record(job.identity, {
        ...logged,
        ...thisAttempt,
        webhookUrl: hook.url,
        requestHeaders: result.requestHeaders,
        nextRetryAt: nextAt === undefined ? null : new Date(nextAt).toISOString(),
        // Every attempt stays in the log, not only the latest (a delivery logged before the
        // attempts were kept starts its list here).
        attempts: [...(logged.attempts ?? []), thisAttempt],
      })
    }
    if (nextAt === undefined) await queue.complete(claimed.id, claimed.lease)
    else if (rescheduled) wake(retryIn as number)
  }

  /** Claims what is due and sends it; runs again at once when it was told of more meanwhile. */
  async function poll(): Promise<void> {
    if (stopped) return
    if (polling) {
      again = true
      return
    }
    polling = true
    try {
      do {
        again = false
        const room = BATCH - inFlight.size
        if (room <= 0) break
        const claimed = await queue.claimDue(now(), leaseMs, room, { max: SANDBOX_SHARE, held })
        for (const c of claimed) {
          const job = parse(c.payload)
          const sandbox = job?.identity ?? ''
          held.set(sandbox, (held.get(sandbox) ?? 0) + 1)
          const p = attempt(c, job)
            .catch(onError)
            .finally(() => {
              inFlight.delete(p)
              const left = (held.get(sandbox) ?? 1) - 1
              if (left > 0) held.set(sandbox, left)
              else held.delete(sandbox)
              if (!stopped) void poll()
            })
          inFlight.add(p)
        }
        if (claimed.length === room) again = true
      } while (again && !stopped)
    } catch (err) {
      onError(err)
    } finally {
      polling = false
    }
  }

  return {
    start() {
      if (running) return
      running = true
      poller = setInterval(() => void poll(), options.pollMs ?? POLL_MS)
      poller.unref()
      void poll()
    },
    /** Something was queued: look now rather than at the next poll. */
    nudge() {
      if (running) void poll()
    },
    /** Stops claiming, interrupts the attempts under way, and waits for them to settle. */
    async stop() {
      stopped = true
      clearInterval(poller)
      for (const t of timers) clearTimeout(t)
      timers.clear()
      aborts.abort()
      await Promise.allSettled([...inFlight])
    },
  }
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>
