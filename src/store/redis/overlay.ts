import type { EntryKind, Item, Overlay, OverlayEntry } from '../port.ts'
import type { RedisContext } from './context.ts'
import {
  createEntry,
  dropEntry,
  putEntry,
  replaySandbox,
  resetSandbox,
  swapEntry,
  updateEntry,
} from './overlay-writes.ts'

/** "<kind>:<seq>:<at>:<item>" as the scripts store it. */
function decode(id: string, value: string): OverlayEntry {
  const [kind, seq, at] = value.split(':', 3) as [EntryKind, string, string]
  const item = value.slice(kind.length + seq.length + at.length + 3)
  return {
    id,
    kind,
    seq: Number(seq),
    at: Number(at),
    item: item === '' ? null : (JSON.parse(item) as Item),
  }
}

const bySeq = (a: OverlayEntry, b: OverlayEntry) => a.seq - b.seq

/**
 * The overlay of a Redis store: reads are plain commands, and every write is one Lua script
 * (`scripts.ts`), so caps and limits hold when instances race.
 */
export function createRedisOverlay(c: RedisContext): Overlay {
  return {
    ...reads(c),
    create: createEntry(c),
    update: updateEntry(c),
    swap: swapEntry(c),
    put: putEntry(c),
    drop: dropEntry(c),
    reset: resetSandbox(c),
    replay: replaySandbox(c),
  }
}

function reads(c: RedisContext): Pick<Overlay, 'entries' | 'all' | 'touchedAt' | 'get'> {
  const { client, scripts, guard, now, ttl, base, route, identities } = c
  return {
    entries: guard(async (identity: string, resource: string) => {
      const fields = await client.hgetall(`${base(identity)}e:${resource}`)
      return Object.entries(fields)
        .map(([id, v]) => decode(id, v))
        .sort(bySeq)
    }),
    all: guard(async (identity: string) => {
      const out: Array<OverlayEntry & { resource: string }> = []
      for (const [resource, flat] of await scripts.pgAll(route(identity), base(identity))) {
        for (let i = 0; i < flat.length; i += 2) {
          out.push({ ...decode(flat[i] as string, flat[i + 1] as string), resource })
        }
      }
      return out.sort(bySeq)
    }),
    // The index's score is the last write: what the sweep and `stats` go by as well.
    touchedAt: guard(async (identity: string) => {
      const score = await client.zscore(identities, identity)
      const at = score === null ? Number.NaN : Number(score)
      return at > now() - ttl ? at : undefined
    }),
    get: guard(async (identity: string, resource: string, id: string) => {
      const value = await client.hget(`${base(identity)}e:${resource}`, id)
      return value === null ? undefined : decode(id, value)
    }),
  }
}
