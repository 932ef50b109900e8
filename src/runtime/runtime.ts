import type { Config } from '../config.ts'
import { type Dataset, DatasetError } from '../domain/dataset/read.ts'
import { createEventBus, localTransport, type SandboxEvent } from '../domain/events/bus.ts'
import type { RecordValidator } from '../domain/record-validator.ts'
import { createServicesFactory } from '../domain/services.ts'
import { createStore } from '../store/create-store.ts'
import type { Store } from '../store/port.ts'
import { CHAT_SIGNALS_CHANNEL, redisEventTransport } from '../store/redis/event-transport.ts'
import type { RedisClient } from '../store/redis/redis-store.ts'
import { createLogRelay, type RuntimeLog } from './log-relay.ts'
import { createMetrics } from './metrics.ts'
import { type DatasetReload, servedData } from './served-data.ts'
import { createSigning } from './signing.ts'
import { createSweeper } from './sweeper.ts'
import { createWebhooks, type WebhookOptions } from './webhooks.ts'

export interface RuntimeOptions extends WebhookOptions {
  /**
   * The REST body schemas, for what reaches the services without passing a route's schema
   * (GraphQL arguments, imported snapshots): `recordErrors` of `http/validation/schema-check.ts`.
   */
  validate: RecordValidator
  /** The clock tokens are issued and checked against (tests move it instead of sleeping). */
  now?: () => number
  /** A store to use instead of the one the configuration names (closed with the runtime). */
  store?: Store
  /** The client of a Redis `store` passed in, so that its limits are shared between instances. */
  redis?: RedisClient
  /**
   * A user's db.json, read (docs/contract/db-json.md): its collections are served beside or instead
   * of ours.
   */
  dataset?: Dataset
  /** Serve the built-in resources (true) or only the db.json's (`--no-builtin`). */
  builtin?: boolean
}

/**
 * Every change of every sandbox (`events`), and the chat's typing and presence (`signals`): on
 * Redis both fan out through pub/sub, so a client of one instance hears what another caused.
 * Signals have a bus of their own: no replay, no webhooks.
 */
function createBuses(redis: RedisClient | undefined, now: (() => number) | undefined) {
  const transport = (channel?: string) =>
    redis ? redisEventTransport<SandboxEvent>(redis, channel) : localTransport()
  return {
    events: createEventBus(transport(), now),
    signals: createEventBus(transport(CHAT_SIGNALS_CHANNEL), now),
  }
}

/** Runs each step whatever the ones before did, as onClose hooks run; throws the first failure. */
async function inTurn(steps: (() => Promise<void>)[]) {
  const failures: unknown[] = []
  for (const step of steps) await step().catch((err: unknown) => failures.push(err))
  if (failures.length > 0) throw failures[0]
}

/**
 * Everything the service is besides HTTP: the store (timed by the metrics), the data served,
 * tokens, the domain services, the event buses, the webhook worker and the expiry sweeper.
 * Nothing runs on its own until `start`; `close` stops and closes it all, the store last.
 */
export function createRuntime(config: Config, options: RuntimeOptions) {
  const { now } = options
  const metrics = createMetrics()
  const created = options.store
    ? { store: options.store, redis: options.redis }
    : createStore(config)
  const { redis } = created
  const store = metrics.instrument(created.store)
  const data = servedData(config.baselineScale, options.dataset, options.builtin ?? true)
  const { baseline, catalog, builtins } = data
  const log = createLogRelay()
  const { tokens, shareTokens } = createSigning(config, store, now)
  const { events, signals } = createBuses(redis, now)
  const servicesFor = createServicesFactory({
    baseline,
    overlay: store.overlay,
    blobs: store.blobs,
    tokens,
    validate: options.validate,
    sandboxTtlMs: config.sandboxTtlMs,
    now,
    events,
    catalog: data.reload ? catalog : undefined,
    limits: { maxLimit: config.maxLimit, createCap: config.createCap },
    versions: store.versions,
  })
  const { webhooks, worker } = createWebhooks(config, { store, events, catalog, log }, options)
  const sweeper = createSweeper(store, config.sandboxTtlMs, log)
  /** Stops what runs on its own; webhook attempts under way are handed back to the queue. */
  const stop = async () => {
    sweeper.stop()
    await worker.stop()
  }
  return {
    config,
    store,
    /** The client under a Redis store: the limits instances share use it. */
    redis,
    metrics,
    now,
    baseline,
    catalog,
    /** The built-in resources served: all four, less those a db.json replaces. */
    builtins,
    /** Whether a db.json is served (or the built-ins are left out): one can be reloaded. */
    servesFile: data.reload !== undefined,
    /** Serves another version of the db.json (`--watch`); throws DatasetError when none is. */
    reloadDataset(file: Dataset): DatasetReload {
      if (!data.reload) throw new DatasetError('no db.json is served, so none can be reloaded')
      return data.reload(file)
    },
    tokens,
    shareTokens,
    events,
    signals,
    services: servicesFor(),
    servicesFor,
    webhooks,
    /**
     * Starts the webhook worker and the sweeper (their failures are logged to `to`), and resolves
     * once the buses hear the other instances.
     */
    async start(to: RuntimeLog) {
      log.to(to)
      worker.start()
      sweeper.start()
      await Promise.all([events.ready(), signals.ready()])
    },
    stop,
    /** Stops the background work, then closes the chat bus, the event bus and the store. */
    close: () => inTurn([stop, signals.close, events.close, () => store.close()]),
  }
}

export type Runtime = ReturnType<typeof createRuntime>
