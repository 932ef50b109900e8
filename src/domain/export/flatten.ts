/**
 * Records as rows of a table (docs/contract/data-in-and-out.md#export-formats): nested objects
 * flattened to dot paths (`address.city`), arrays as JSON text, columns the union of fields in
 * order of first appearance. Shared by the CSV and XLSX writers so both hold the same table.
 */

/** A cell as a table holds it: absent fields are `undefined` (an empty cell). */
export type Cell = string | number | boolean | null | undefined

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

/** One record as `path → cell`, in the record's own key order. */
export function flattenRecord(record: Record<string, unknown>): Map<string, Cell> {
  const row = new Map<string, Cell>()
  const walk = (value: Record<string, unknown>, prefix: string) => {
    for (const [key, v] of Object.entries(value)) {
      const path = prefix === '' ? key : `${prefix}.${key}`
      // An empty object would leave no column at all: kept as JSON text so it comes back.
      if (isPlainObject(v) && Object.keys(v).length > 0) walk(v, path)
      else row.set(path, cellOf(v))
    }
  }
  walk(record, '')
  return row
}

function cellOf(v: unknown): Cell {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    return v
  if (v === undefined) return undefined
  return JSON.stringify(v)
}

/** The columns of `rows`: every path, in order of first appearance. */
export function columnsOf(rows: Iterable<Map<string, Cell>>): string[] {
  const seen = new Set<string>()
  for (const row of rows) for (const path of row.keys()) seen.add(path)
  return [...seen]
}

/**
 * The characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list):
 * a text cell starting with one of them is written with a leading `'`, which Excel shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell as written to a CSV file: guarded when a spreadsheet could run it. */
export const guardCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text)

/** A guarded cell read back: the `'` the guard added goes, anything else stays as written. */
export const unguardCell = (text: string) =>
  text.length > 1 && text[0] === "'" && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
