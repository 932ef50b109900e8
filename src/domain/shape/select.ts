import type { Item } from '../../store/port.ts'
import { invalidQuery, quoted } from '../errors.ts'
import { checkKey, type NameList, namesOf } from './names.ts'

/**
 * Field selection (docs/contract/lists-and-query-language.md#field-selection): `_fields=id,title`,
 * or DummyJSON's `select=title,body`, both together being their union. A dot path keeps the nested
 * shape (`address.city` → `{address: {city}}`); a name no record holds selects nothing.
 */

/** The selected paths as a tree: `true` keeps the whole value under that key. */
export type Selection = ReadonlyMap<string, Selection | true>

export const SELECT_LIMITS = { max: 50, maxLength: 100 } as const

/** Always in a selected record: what names it and where it comes from. */
const ALWAYS_KEPT = ['id', '_sandbox']

/** The selection a request asks for, or undefined when it names no field. 400 on a bad path. */
export function parseSelection(query: {
  _fields?: NameList
  select?: NameList
}): Selection | undefined {
  if (query._fields === undefined && query.select === undefined) return undefined
  const names = namesOf(
    [
      ['_fields', query._fields],
      ['select', query.select],
    ],
    SELECT_LIMITS,
  )
  if (names.length === 0) return undefined
  const root = new Map<string, Map<string, unknown> | true>()
  for (const { param, name } of names) {
    const path = name.split('.')
    for (const key of path) {
      if (key === '') throw invalidQuery(param, `has an empty field name in ${quoted(name)}`)
      checkKey(param, key, name)
    }
    let node = root
    for (let i = 0; i < path.length; i++) {
      const key = path[i] as string
      const held = node.get(key)
      if (held === true) break // a shorter path already keeps all of it
      if (i === path.length - 1) node.set(key, true)
      else {
        const next = held ?? new Map()
        node.set(key, next)
        node = next as typeof root
      }
    }
  }
  return root as Selection
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * The selected part of a value, or undefined when nothing in it is selected. An array is
 * narrowed element by element (`items.productId` on a list of objects); its other elements
 * have no fields to select and are left out.
 */
function narrow(value: unknown, selection: Selection): unknown {
  if (Array.isArray(value)) {
    const objects = value.filter(isObject).map((v) => narrowObject(v, selection))
    return objects.some((o) => o !== undefined) ? objects.map((o) => o ?? {}) : undefined
  }
  return isObject(value) ? narrowObject(value, selection) : undefined
}

// Only the value's own keys are read, so a name such as `toString` never reaches a prototype.
function narrowObject(value: Record<string, unknown>, selection: Selection) {
  let out: Record<string, unknown> | undefined
  for (const key of Object.keys(value)) {
    const wanted = selection.get(key)
    if (wanted === undefined) continue
    const kept = wanted === true ? value[key] : narrow(value[key], wanted)
    if (kept === undefined) continue
    out ??= {}
    out[key] = kept
  }
  return out
}

/**
 * Copies of `records` holding only the selected fields, in the record's own order, plus `id`,
 * `_sandbox` and the `kept` keys (those `_embed` and `_expand` added in the same request).
 */
export function selectFields(
  records: readonly Item[],
  selection: Selection,
  kept: readonly string[] = [],
): Item[] {
  const whole = new Set([...ALWAYS_KEPT, ...kept])
  return records.map((record) => {
    const out = { id: record.id } as Item
    for (const key of Object.keys(record)) {
      if (whole.has(key)) {
        out[key] = record[key]
        continue
      }
      const wanted = selection.get(key)
      if (wanted === undefined) continue
      const value = wanted === true ? record[key] : narrow(record[key], wanted)
      if (value !== undefined) out[key] = value
    }
    return out
  })
}
