import type { Item } from '../../store/port.ts'
import { FORBIDDEN_KEYS } from '../merge-patch.ts'
import { joinPath, MAX_DEPTH, valueProblem } from '../value-check.ts'
import { locateJsonError } from './json-error.ts'

/**
 * A user's db.json (docs/contract/db-json.md), read and checked: each top-level array is a
 * collection, each top-level object a singular resource. Everything a later stage would trip on
 * (a deep nesting that blows a recursive walk, a prototype key, an id that cannot be addressed)
 * is refused here, with the place named, so the CLI can exit 2 with one clear line.
 */
export interface Dataset {
  /** Collections in file order, each with its records in file order. */
  collections: ReadonlyMap<string, readonly Item[]>
  /** Singular resources (json-server's `profile`) in file order. */
  singulars: ReadonlyMap<string, Readonly<Record<string, unknown>>>
}

export class DatasetError extends Error {
  override name = 'DatasetError'
}

/** Deeper than this, a record is refused: every walk over records stays far from the stack. */
export { MAX_DEPTH }
/** Collection and singular names: they become URL segments and GraphQL type names. */
export const DATASET_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/
const MAX_STRING_ID = 200

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v)

/**
 * Refuses a record (or a singular resource) `at` holding what the service never stores: a
 * prototype key anywhere, nesting past MAX_DEPTH, a number out of range (value-check.ts, the
 * check every way a value comes in goes through). A record is level 1.
 */
function checkTree(value: object, at: string) {
  const problem = valueProblem(value)
  if (problem) throw new DatasetError(`${joinPath(at, problem.path)} ${problem.message}`)
}

function checkId(name: string, index: number, record: Record<string, unknown>): string {
  const id = record.id
  const at = `${name}[${index}].id`
  if (typeof id === 'number') {
    if (!Number.isSafeInteger(id) || id < 0) {
      throw new DatasetError(`${at} must be a whole number from 0, or a string; got ${id}`)
    }
    return String(id)
  }
  if (typeof id === 'string') {
    // Created records are `local-…`: a file id of that shape would be taken for one.
    if (
      id.length === 0 ||
      id.length > MAX_STRING_ID ||
      id.includes('/') ||
      id.startsWith('local-')
    ) {
      throw new DatasetError(
        `${at} must be a non-empty string of at most ${MAX_STRING_ID} characters without / that does not start with local-; got ${JSON.stringify(id.slice(0, 80))}`,
      )
    }
    return id
  }
  throw new DatasetError(
    id === undefined
      ? `${name}[${index}] has no id; every record of a collection needs one (a number or a string)`
      : `${at} must be a number or a string; got ${kindOf(id)}`,
  )
}

/** Reads a db.json text; throws DatasetError naming the place of the first problem. */
export function readDataset(text: string): Dataset {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  let data: unknown
  try {
    data = JSON.parse(source)
  } catch {
    const place = locateJsonError(source)
    throw new DatasetError(
      place
        ? `not valid JSON at line ${place.line}, column ${place.column}: expected ${place.expected}`
        : 'not valid JSON',
    )
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new DatasetError(
      `must be a JSON object whose arrays are collections and objects singular resources; got ${kindOf(data)}`,
    )
  }
  const collections = new Map<string, Item[]>()
  const singulars = new Map<string, Record<string, unknown>>()
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    if (!DATASET_NAME.test(name) || FORBIDDEN_KEYS.has(name)) {
      throw new DatasetError(
        `the name ${JSON.stringify(name.slice(0, 80))} must start with a letter and hold only letters, digits and _ (at most 64), and not be ${[...FORBIDDEN_KEYS].join(', ')}`,
      )
    }
    if (Array.isArray(value)) {
      const seen = new Map<string, number>()
      value.forEach((record, index) => {
        if (record === null || typeof record !== 'object' || Array.isArray(record)) {
          throw new DatasetError(`${name}[${index}] must be an object; got ${kindOf(record)}`)
        }
        const id = checkId(name, index, record as Record<string, unknown>)
        const first = seen.get(id)
        if (first !== undefined) {
          throw new DatasetError(`${name}[${index}] repeats the id ${id} of ${name}[${first}]`)
        }
        seen.set(id, index)
        checkTree(record, `${name}[${index}]`)
      })
      collections.set(name, value as Item[])
    } else if (value !== null && typeof value === 'object') {
      checkTree(value, name)
      singulars.set(name, value as Record<string, unknown>)
    } else {
      throw new DatasetError(
        `${name} must be an array (a collection) or an object (a singular resource); got ${kindOf(value)}`,
      )
    }
  }
  return { collections, singulars }
}
