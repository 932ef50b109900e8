import type { FieldError } from './errors.ts'
import { RESOURCE_NAMES, RESOURCES, type ReferenceField, type ResourceName } from './resources.ts'

type Body = Record<string, unknown>
export type AliasPair = readonly [canonical: ReferenceField, alias: string]

const PAIRS = {} as Record<ResourceName, readonly AliasPair[]>
for (const r of RESOURCE_NAMES) PAIRS[r] = Object.entries(RESOURCES[r].aliases) as AliasPair[]

/**
 * `[canonical, alias]` for each reference of the resource that has an alias
 * (docs/contract/baseline-and-overlay.md#reference-aliases).
 */
export const aliasPairs = (resource: ResourceName): readonly AliasPair[] => PAIRS[resource]

/** The alias of one reference: what baseline records carry right after it. */
export function aliasOf(resource: ResourceName, ref: ReferenceField): string {
  const alias = RESOURCES[resource].aliases[ref]
  if (alias === undefined) throw new Error(`${resource}.${ref} has no alias`)
  return alias
}

/** A reference as stored: a numeric string is the number it spells (`"3"` → 3). */
const stored = (v: unknown) => (typeof v === 'string' ? Number(v) : v)

const given = (body: Body, key: string) => Object.hasOwn(body, key) && body[key] !== undefined

/** A value in an error detail: as sent, cut short. */
const shown = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v)
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/**
 * A body that gives a reference under both its names must give one value (a numeric string
 * equals its number; in a patch, `null` equals only `null`): one error naming both otherwise.
 */
export function aliasConflicts(resource: ResourceName, body: Body): FieldError[] {
  const errors: FieldError[] = []
  for (const [canonical, alias] of PAIRS[resource]) {
    if (!given(body, canonical) || !given(body, alias)) continue
    if (stored(body[canonical]) === stored(body[alias])) continue
    errors.push({
      field: alias,
      message: `is ${shown(body[alias])} but ${canonical} is ${shown(body[canonical])}: send one of them, or both with the same value`,
    })
  }
  return errors
}

/**
 * The body with each reference it gives under either name held under both, canonical name
 * first, where the first of the two stood; values as stored. Call `aliasConflicts` first: when
 * both names are given, the canonical one's value is kept.
 */
export function withAliases(resource: ResourceName, body: Body): Body {
  const pairs = PAIRS[resource].filter(([c, a]) => given(body, c) || given(body, a))
  if (pairs.length === 0) return body
  const out: Body = {}
  for (const [key, value] of Object.entries(body)) {
    const pair = pairs.find(([c, a]) => key === c || key === a)
    if (!pair) out[key] = value
    else if (!Object.hasOwn(out, pair[0])) {
      const [canonical, alias] = pair
      const v = stored(given(body, canonical) ? body[canonical] : body[alias])
      out[canonical] = v
      out[alias] = v
    }
  }
  return out
}

/**
 * How many fields a record or body holds against the 50-field limit
 * (docs/contract/baseline-and-overlay.md#validation): `id` and `_sandbox` are not fields, and a
 * reference held under both names is one field.
 */
export function fieldCount(resource: ResourceName, record: Body): number {
  let n = 0
  for (const key of Object.keys(record)) if (key !== 'id' && key !== '_sandbox') n++
  for (const [canonical, alias] of PAIRS[resource]) {
    if (Object.hasOwn(record, canonical) && Object.hasOwn(record, alias)) n--
  }
  return n
}
