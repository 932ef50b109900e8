import type { Item } from '../../store/port.ts'

/** Reads a dotted path (`address.city`) of a record; undefined through anything not an object. */
export function readPath(item: Item, path: string): unknown {
  if (!path.includes('.')) return item[path]
  let value: unknown = item
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}
