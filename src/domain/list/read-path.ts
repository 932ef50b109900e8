import type { Item } from '../../store/port.ts'

/**
 * Reads a dotted path (`address.city`) of a record; undefined through anything not an object.
 * Paths come from callers (`_sort`, filters, `_fields`): what a plain object inherits
 * (`toString`, `constructor`) is a function, never data, and reads as undefined.
 */
export function readPath(item: Item, path: string): unknown {
  if (!path.includes('.')) {
    const v = item[path]
    return typeof v === 'function' ? undefined : v
  }
  let value: unknown = item
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return typeof value === 'function' ? undefined : value
}
