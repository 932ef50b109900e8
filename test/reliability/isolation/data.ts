/** Generated data: record, custom and invalid bodies, and query strings. */
import { type Json, type Obj, type Resource, SPEC } from '../model.ts'
import type { Random } from './random.ts'

export const WORDS = [
  'alpha',
  'Bravo',
  'charlie',
  'DELTA',
  'echo',
  'Foxtrot',
  'golf',
  'Hotel',
  'india',
  'Juliet',
  'kilo.lima',
  '(mike)',
  'nov+ember',
  'osc*ar',
  'Papa',
  'quebec',
]
export const COLLECTIONS = [
  'widgets',
  'orders',
  'notes-2',
  'todo_items',
  ...Array.from({ length: 20 }, (_, i) => `c${i + 5}`),
]

export const words = (rng: Random, n = rng.int(1, 4)) =>
  Array.from({ length: n }, () => rng.pick(WORDS)).join(' ')
export const ref = (rng: Random, max: number): Json =>
  rng.chance(0.25) ? String(rng.int(1, max)) : rng.int(1, max)

export function extras(rng: Random): Obj {
  const out: Obj = {}
  if (rng.chance(0.25)) out.tag = words(rng, 1)
  if (rng.chance(0.15))
    out.meta = { score: rng.int(0, 100), flags: [rng.chance(0.5), words(rng, 1)] }
  if (rng.chance(0.1)) out.userId = rng.int(1, 10)
  if (rng.chance(0.05)) out.id = rng.chance(0.5) ? 'ignored' : 424242
  if (rng.chance(0.05)) out._sandbox = 'ignored'
  return out
}

export function userFields(rng: Random, n: number): Obj {
  return {
    name: words(rng, 2),
    username: `${rng.pick(WORDS).replace(/[^A-Za-z]/g, '')}${n}`,
    email: `${rng
      .pick(WORDS)
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}${n}@example.test`,
    phone: `555-${rng.int(1000, 9999)}`,
    website: `${rng
      .pick(WORDS)
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}.example`,
    address: {
      street: words(rng, 2),
      city: rng.pick(WORDS),
      zipcode: String(rng.int(10000, 99999)),
    },
    company: { name: words(rng, 2), catchPhrase: words(rng, 3) },
  }
}

/** Every known field of a resource, valid. */
export function fullBody(rng: Random, resource: Resource, n: number): Obj {
  switch (resource) {
    case 'users':
      return userFields(rng, n)
    case 'posts':
      return { user_id: ref(rng, 12), title: words(rng), body: words(rng, 6) }
    case 'comments':
      return {
        post_id: ref(rng, 110),
        name: words(rng, 2),
        email: `c${n}@example.test`,
        body: words(rng, 5),
      }
    case 'todos':
      return { user_id: ref(rng, 12), title: words(rng), completed: rng.chance(0.5) }
  }
}

/** A valid create or replace body: a random subset of the known fields plus extras. */
export function body(rng: Random, resource: Resource, n: number): Obj {
  const out: Obj = {}
  for (const [k, v] of Object.entries(fullBody(rng, resource, n))) if (rng.chance(0.75)) out[k] = v
  return { ...out, ...extras(rng) }
}

/** A valid merge patch: changes, sometimes removals (`null`), sometimes a nested merge. */
export function patchBody(rng: Random, resource: Resource, n: number): Obj {
  const full = fullBody(rng, resource, n)
  const out: Obj = {}
  const keys = Object.keys(full)
  for (let i = rng.int(1, 3); i > 0; i--) {
    const k = rng.pick(keys)
    out[k] = rng.chance(0.12) ? null : (full[k] as Json)
  }
  if (resource === 'users' && rng.chance(0.3))
    out.address = { city: rng.pick(WORDS), zipcode: null }
  if (rng.chance(0.2)) out.tag = rng.chance(0.5) ? null : words(rng, 1)
  return out
}

/** A body with one known field of the wrong type: the field, and the body. */
export function invalidBody(
  rng: Random,
  resource: Resource,
  n: number,
  mode: 'create' | 'patch',
): [string, Obj] {
  const fields = SPEC[resource].fields
  const field = rng.pick(Object.keys(fields))
  const bad: Record<string, Json[]> = {
    string: [42, true, ['x'], { a: 'b' }],
    ref: [0, -3, 'abc', 1.5, '0', true],
    boolean: ['yes', 1, 'true'],
    map: ['street', 7, { city: 5 }],
  }
  const base = mode === 'create' ? body(rng, resource, n) : patchBody(rng, resource, n)
  return [field, { ...base, [field]: rng.pick(bad[fields[field] as string] as Json[]) }]
}

export function customBody(rng: Random): Obj {
  const out: Obj = { name: words(rng, 2), price: rng.int(1, 400) / 4, inStock: rng.chance(0.5) }
  if (rng.chance(0.4))
    out.details = { colour: rng.pick(WORDS), sizes: [rng.int(1, 9), rng.int(1, 9)] }
  if (rng.chance(0.2)) out.tags = [words(rng, 1), words(rng, 1)]
  if (rng.chance(0.08)) Object.assign(out, { id: 'mine', createdAt: 'yesterday', _sandbox: 'x' })
  return out
}

export function customPatch(rng: Random): Obj {
  const out: Obj = { price: rng.int(1, 400) / 4 }
  if (rng.chance(0.3)) out.details = { colour: words(rng, 1) }
  if (rng.chance(0.2)) out.inStock = rng.chance(0.3) ? null : rng.chance(0.5)
  if (rng.chance(0.2)) out.name = words(rng, 2)
  if (rng.chance(0.05)) out.updatedAt = 'ignored'
  return out
}

export const query = (params: object) => {
  const parts = Object.entries(params as Record<string, string | undefined>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`)
  return parts.length ? `?${parts.join('&')}` : ''
}
