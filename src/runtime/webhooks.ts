import { readFileSync } from 'node:fs'
import type { Config } from '../config.ts'
import type { DataCatalog } from '../domain/dataset/catalog.ts'
import type { EventBus } from '../domain/events/bus.ts'
import { checkedLookup, type Resolve } from '../domain/webhooks/addresses.ts'
import { createWebhookService } from '../domain/webhooks/service.ts'
import { createWebhookWorker } from '../domain/webhooks/worker.ts'
import type { Store } from '../store/port.ts'
import type { RuntimeLog } from './log-relay.ts'

// The same relative path holds from src/runtime (tsx) and from dist/runtime (built).
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string }

export interface WebhookOptions {
  now?: () => number
  /** The base of the webhook retry waits, instead of the configuration's (tests shorten it). */
  webhookRetryBaseMs?: number
  /** How long a webhook receiver has to answer (4 s). */
  webhookTimeoutMs?: number
  /**
   * How webhook hosts are resolved (the system's DNS); tests resolve a name to a forbidden
   * address with it. What it returns passes the address rules like any DNS answer.
   */
  webhookResolve?: Resolve
}

/**
 * The sandboxes' webhooks and the worker that sends their deliveries. Deliveries wait in the
 * store's queue; each instance's worker sends those that are due, and an event is queued once,
 * by the instance that caused it (onEmitted).
 */
export function createWebhooks(
  config: Config,
  parts: { store: Store; events: EventBus; catalog: DataCatalog; log: RuntimeLog },
  options: WebhookOptions,
) {
  const { store, events, catalog, log } = parts
  const allowPrivate = config.webhookAllowPrivate
  const webhooks = createWebhookService({
    overlay: store.overlay,
    queue: store.queue,
    allowPrivate,
    now: options.now,
    files: () =>
      new Map([
        ...[...catalog.collections.values()].map((c) => [c.name, c.singular] as const),
        ...[...catalog.singulars.keys()].map((name) => [name, name] as const),
      ]),
  })
  const worker = createWebhookWorker({
    queue: store.queue,
    webhooks,
    lookup: checkedLookup(allowPrivate, options.webhookResolve),
    allowPrivate,
    userAgent: `MockPlayground-Webhooks/${version}`,
    now: options.now,
    retryBaseMs: options.webhookRetryBaseMs ?? config.webhookRetryBaseMs,
    leaseMs: config.webhookLeaseMs,
    timeoutMs: options.webhookTimeoutMs,
    onError: (err) => log.warn({ err }, 'webhook delivery failed'),
  })
  webhooks.onQueued(() => worker.nudge())
  events.onEmitted((identity, event) => {
    webhooks
      .dispatch(identity, event)
      .catch((err) => log.warn({ err }, 'queueing webhook deliveries failed'))
  })
  return { webhooks, worker }
}
