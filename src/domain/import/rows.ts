import { ProblemError, quoted } from '../errors.ts'
import type { Cell } from '../export/flatten.ts'
import { FORBIDDEN_KEYS } from '../merge-patch.ts'
import type { FieldType } from '../resources.ts'
import { valueProblem } from '../value-check.ts'

/** docs/contract/data-in-and-out.md#file-import: what one import may hold. */
export const IMPORT_LIMITS = {
  rows: 1000,
  bytes: 5 * 1024 * 1024,
  columns: 200,
  columnLength: 100,
} as const

/** A sheet as read from a CSV or XLSX file: a header of column names, then rows of cells. */
export interface Table {
  columns: string[]
  rows: Cell[][]
}

/** One problem of an import: the record (1-based, the header not counted), the field, what is wrong. */
export interface RowError {
  row: number
  field: string
  message: string
}

/** Too many problems would make an answer as big as the import: the first ones are enough. */
const MAX_ERRORS = 50

/** The 400 of an import: every row's problems (the first 50), nothing stored. */
export function rowsRejected(errors: RowError[]): ProblemError {
  const shown = errors.slice(0, MAX_ERRORS)
  const first = shown[0] as RowError
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more problems)` : ''
  return new ProblemError({
    code: 'VALIDATION_FAILED',
    detail: `Nothing was imported: row ${first.row}, ${first.field}: ${first.message}${more}`,
    // The field errors of this problem carry their row as well.
    errors: shown as unknown as Array<{ field: string; message: string }>,
  })
}

/**
 * Refuses rows read from a file that hold what no request body may (value-check.ts): a prototype
 * key at any depth, nesting past 32 levels, a number out of range. Each row is named with the
 * path of its first problem; `depth` is a row's level, as a JSON body would hold it.
 */
export function checkRowValues(rows: readonly unknown[], depth: number) {
  const errors: RowError[] = []
  rows.forEach((row, i) => {
    const problem = valueProblem(row, depth)
    if (problem)
      errors.push({ row: i + 1, field: problem.path || '(row)', message: problem.message })
  })
  if (errors.length > 0) throw rowsRejected(errors)
}

/**
 * The 413 of an import holding more rows than one may: `count` of them, or more than the cap when
 * the file was read only that far.
 */
export const tooManyRows = (count: number | 'more') =>
  new ProblemError({
    code: 'PAYLOAD_TOO_LARGE',
    detail: `An import may hold at most ${IMPORT_LIMITS.rows} rows, got ${count === 'more' ? `more than ${IMPORT_LIMITS.rows}` : count}`,
  })

/** The 400 of a header of more columns than an import may have (`more`: read only that far). */
export const tooManyColumns = (count: number | 'more') =>
  new ProblemError({
    code: 'VALIDATION_FAILED',
    detail: `An import may have at most ${IMPORT_LIMITS.columns} columns, got ${count === 'more' ? `more than ${IMPORT_LIMITS.columns}` : count}`,
    errors: [{ field: '(header)', message: `at most ${IMPORT_LIMITS.columns} columns` }],
  })

const columnError = (column: string, message: string) =>
  new ProblemError({
    code: 'VALIDATION_FAILED',
    detail: `Column ${quoted(column)} ${message}`,
    errors: [{ field: column, message }],
  })

/**
 * Checks a header: at most 200 columns, each a dotted path of names (at most 100 characters),
 * none `__proto__`, `constructor` or `prototype`, none twice, and none both a value and an
 * object (`address` beside `address.city`). A bad column is a 400 naming it.
 */
export function checkColumns(columns: readonly string[]) {
  if (columns.length > IMPORT_LIMITS.columns) throw tooManyColumns(columns.length)
  const seen = new Set<string>()
  for (const column of columns) {
    const shown = column.length > 40 ? `${column.slice(0, 40)}…` : column
    if (column.length > IMPORT_LIMITS.columnLength)
      throw columnError(shown, `is longer than ${IMPORT_LIMITS.columnLength} characters`)
    const names = column.split('.')
    if (column === '' || names.some((n) => n === ''))
      throw columnError(
        column,
        'must name a field (a dotted path of names); an empty name is not one',
      )
    const bad = names.find((n) => FORBIDDEN_KEYS.has(n))
    if (bad) throw columnError(column, `may not name ${quoted(bad)}`)
    if (seen.has(column)) throw columnError(column, 'appears twice in the header')
    seen.add(column)
  }
  for (const column of columns) {
    const names = column.split('.')
    for (let i = 1; i < names.length; i++) {
      const parent = names.slice(0, i).join('.')
      if (seen.has(parent))
        throw columnError(column, `is inside column ${quoted(parent)}, which holds a value`)
    }
  }
}

const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/
const INTEGER = /^-?[0-9]{1,15}$/
const isJsonText = (s: string) => /^\s*[[{]/.test(s)

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s)
  } catch {
    return undefined
  }
}

/**
 * How the text of a column no field table types is read back, decided for the whole column:
 * numbers when every cell is a number written as JSON writes one (so `02134` stays text),
 * booleans when every cell is `true` or `false`, arrays and objects when every cell is JSON text
 * of one; text otherwise. A column decides, not a cell, so a column of zip codes never turns
 * into numbers because one of them looks like one.
 */
function columnKind(cells: Cell[]): 'number' | 'boolean' | 'json' | 'text' {
  const texts = cells.filter((c): c is string => typeof c === 'string' && c !== '')
  if (texts.length === 0) return 'text'
  if (texts.every((t) => NUMBER.test(t) && Number.isFinite(Number(t)) && String(Number(t)) === t))
    return 'number'
  if (texts.every((t) => t === 'true' || t === 'false')) return 'boolean'
  if (
    texts.every((t) => isJsonText(t) && typeof parseJson(t) === 'object' && parseJson(t) !== null)
  )
    return 'json'
  return 'text'
}

/** A cell of a typed field as the field's type reads it; a value it cannot read stays, for the schema to refuse. */
function typedCell(type: FieldType, cell: Cell): unknown {
  if (typeof cell !== 'string') {
    // An XLSX cell may hold a number where the field is text (a zip code Excel read as one).
    return type === 'string' && typeof cell === 'number' ? String(cell) : cell
  }
  if ((type === 'reference' || type === 'integer') && INTEGER.test(cell)) return Number(cell)
  if (type === 'boolean' && (cell === 'true' || cell === 'false')) return cell === 'true'
  return cell
}

function untypedCell(kind: ReturnType<typeof columnKind>, cell: Cell): unknown {
  if (typeof cell !== 'string') return cell
  if (kind === 'number') return Number(cell)
  if (kind === 'boolean') return cell === 'true'
  if (kind === 'json') return parseJson(cell)
  return cell
}

/**
 * A table's rows as records: dot-path columns nested again (`address.city` → `address: {city}`),
 * empty cells left out (a field the record did not have), typed fields read as their type, other
 * columns as `columnKind` decides. `types` is the resource's field table; none for custom data.
 */
export function recordsOfTable(
  table: Table,
  types: Readonly<Record<string, FieldType>> = {},
): Array<Record<string, unknown>> {
  const { columns, rows } = table
  checkColumns(columns)
  if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows(rows.length)
  const readers = columns.map((column, i) => {
    const type = Object.hasOwn(types, column) ? types[column] : undefined
    if (type) return (cell: Cell) => typedCell(type, cell)
    const kind = columnKind(rows.map((r) => r[i]))
    return (cell: Cell) => untypedCell(kind, cell)
  })
  const paths = columns.map((c) => c.split('.'))
  const records = rows.map((cells) => {
    const record: Record<string, unknown> = {}
    cells.forEach((cell, i) => {
      if (cell === undefined || cell === null || cell === '' || i >= columns.length) return
      const path = paths[i] as string[]
      let at = record
      for (const name of path.slice(0, -1)) {
        const next = at[name]
        if (next === undefined) at[name] = {}
        at = at[name] as Record<string, unknown>
      }
      at[path[path.length - 1] as string] = (readers[i] as (c: Cell) => unknown)(cell)
    })
    return record
  })
  // A cell of JSON text is a value like any body's: the columns were checked, its text was not.
  checkRowValues(records, 1)
  return records
}
