import { RESOURCES } from '../resources.ts'

/**
 * The event types a webhook subscribes to (docs/contract/events-and-webhooks.md#webhooks): exact
 * types (`post.created`), a family (`post.*`, `custom.*`, `custom.products.*`) or everything (`*`).
 * Plural resource names as the routes spell them (`posts.created`) are accepted and stored
 * singular, as events name them.
 */

/** The first segment of every event type the service emits, and `test` for `test.ping`. */
export const EVENT_FAMILIES: readonly string[] = [
  ...Object.values(RESOURCES).map((def) => def.singular),
  'custom',
  'session',
  'auth',
  'inbox',
  'file',
  'payment_intent',
  'charge',
  'checkout',
  'customer',
  'test',
]

const PLURALS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(RESOURCES).map((def) => [def.name, def.singular])),
  files: 'file',
  payment_intents: 'payment_intent',
  charges: 'charge',
  customers: 'customer',
}

export const MAX_EVENTS = 50
export const MAX_EVENT_LENGTH = 100
const SEGMENT = /^(?:[a-z0-9_-]+|\*)$/

/**
 * The pattern as stored, or undefined when it is not one: lower case, singular, `*` only as a
 * whole last segment, at most four segments.
 */
export function normaliseEventPattern(
  raw: string,
  /**
   * A db.json's collections (docs/contract/db-json.md): name → singular, the family of their
   * events.
   */
  files: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  const pattern = raw.trim().toLowerCase()
  if (pattern === '*') return '*'
  if (pattern.length === 0 || pattern.length > MAX_EVENT_LENGTH) return undefined
  const segments = pattern.split('.')
  if (segments.length < 2 || segments.length > 4) return undefined
  if (!segments.every((s) => SEGMENT.test(s))) return undefined
  if (segments.slice(0, -1).includes('*')) return undefined
  const head = segments[0] as string
  const first = Object.hasOwn(PLURALS, head) ? (PLURALS[head] as string) : (files.get(head) ?? head)
  const known =
    (EVENT_FAMILIES as readonly string[]).includes(first) || [...files.values()].includes(first)
  if (!known) return undefined
  // `custom.*` and `custom.<collection>.*|created|…`: the collection is the second segment.
  if (first === 'custom' && segments.length === 2 && segments[1] !== '*') return undefined
  return [first, ...segments.slice(1)].join('.')
}

/** Whether an event of `type` reaches a webhook subscribed to `patterns`. */
export function matchesEvent(patterns: readonly string[], type: string): boolean {
  return patterns.some((p) => {
    if (p === '*') return true
    if (p.endsWith('.*')) return type.startsWith(p.slice(0, -1))
    return p === type
  })
}
