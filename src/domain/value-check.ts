import { FORBIDDEN_KEYS } from './merge-patch.ts'

/**
 * How deep objects and arrays may nest in a value the service takes in, whatever way it comes: a
 * JSON body, a JSON file of an import, a CSV or XLSX cell of JSON text, a db.json record, a JSON
 * argument of GraphQL. Every walk over stored records (filters, `_fields`, `_sort`, exports,
 * JSON.stringify) recurses; this keeps them far from the stack.
 */
export const MAX_DEPTH = 32

const KEYS = [...FORBIDDEN_KEYS].join(', ').replace(/, (?=[^,]*$)/, ' and ')

/** What is wrong with a value, where: `path` is from the value checked (`a.b[2]`, '' for itself). */
export type ValueProblem = { path: string; message: string } & (
  | { kind: 'key'; key: string }
  | { kind: 'depth' }
  | { kind: 'number' }
)

/** A container met in the walk: its parent link gives the path, built only for a problem. */
interface Node {
  value: object
  key: string | number
  parent: Node | undefined
  depth: number
}

const MAX_PATH = 200
const MAX_SEGMENT = 40

/** `a.b[2].c` from the value checked; long keys and long paths cut short. */
function pathOf(node: Node | undefined, last?: string | number): string {
  const parts: Array<string | number> = last === undefined ? [] : [last]
  for (let n = node; n?.parent; n = n.parent) parts.unshift(n.key)
  let text = ''
  for (const part of parts) {
    if (typeof part === 'number') text += `[${part}]`
    else {
      const shown = part.length > MAX_SEGMENT ? `${part.slice(0, MAX_SEGMENT)}…` : part
      text += text === '' ? shown : `.${shown}`
    }
    if (text.length > MAX_PATH) return `${text.slice(0, MAX_PATH)}…`
  }
  return text
}

/** `prefix` and a problem's path as one field path: `rows[3]` and `a.b` make `rows[3].a.b`. */
export function joinPath(prefix: string, path: string): string {
  if (prefix === '') return path
  if (path === '') return prefix
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`
}

const keyProblem = (node: Node, key: string): ValueProblem => ({
  kind: 'key',
  key,
  path: pathOf(node, key),
  message: `is a forbidden key: ${KEYS} are refused at any depth`,
})

const depthProblem = (node: Node, key: string | number): ValueProblem => ({
  kind: 'depth',
  path: pathOf(node, key),
  message: `nests deeper than ${MAX_DEPTH} levels: objects and arrays may nest at most ${MAX_DEPTH} deep`,
})

const numberProblem = (node: Node | undefined, key?: string | number): ValueProblem => ({
  kind: 'number',
  path: pathOf(node, key),
  message: 'is a number out of range: JSON numbers must be finite',
})

/**
 * The first thing in `value` no part of the service should ever hold: a prototype key
 * (`__proto__`, `constructor`, `prototype`) at any depth, nesting deeper than MAX_DEPTH, or a
 * number out of range (`1e309` parses to Infinity, which would be stored as null). One pass,
 * without recursion: a value nested 100,000 deep is refused at level 33. `depth` is the level
 * of `value` itself: 1 for a body or a record, more for a value placed inside one.
 */
export function valueProblem(value: unknown, depth = 1): ValueProblem | undefined {
  if (value === null || typeof value !== 'object')
    return typeof value === 'number' && !Number.isFinite(value)
      ? numberProblem(undefined)
      : undefined
  const root: Node = { value, key: '', parent: undefined, depth }
  if (depth > MAX_DEPTH) return depthProblem(root, '')
  const stack: Node[] = [root]
  while (stack.length > 0) {
    const node = stack.pop() as Node
    const v = node.value
    const next = node.depth + 1
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i]
        if (typeof item === 'object') {
          if (item === null) continue
          if (next > MAX_DEPTH) return depthProblem(node, i)
          stack.push({ value: item, key: i, parent: node, depth: next })
        } else if (typeof item === 'number' && !Number.isFinite(item)) return numberProblem(node, i)
      }
    } else {
      for (const key of Object.keys(v)) {
        if (FORBIDDEN_KEYS.has(key)) return keyProblem(node, key)
        const item: unknown = (v as Record<string, unknown>)[key]
        if (typeof item === 'object') {
          if (item === null) continue
          if (next > MAX_DEPTH) return depthProblem(node, key)
          stack.push({ value: item, key, parent: node, depth: next })
        } else if (typeof item === 'number' && !Number.isFinite(item))
          return numberProblem(node, key)
      }
    }
  }
  return undefined
}
