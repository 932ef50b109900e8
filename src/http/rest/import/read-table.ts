import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { invalidBody, ProblemError } from '../../../domain/errors.ts'
import { type Cell, unguardCell } from '../../../domain/export/flatten.ts'
import { IMPORT_LIMITS, type Table, tooManyRows } from '../../../domain/import/rows.ts'
import { inflateZip, ZipRefused } from '../../../lib/zip-limits.ts'

/** What an XLSX import may inflate to: a 5 MB file of text compresses about tenfold at most. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024

/** A CSV body as a table: RFC 4180, an optional BOM, cells the export guarded read back as written. */
export function csvTable(text: string): Table {
  let records: string[][]
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      // One past the limit is enough to know there are too many.
      to: IMPORT_LIMITS.rows + 2,
    }) as string[][]
  } catch (err) {
    throw invalidBody(`The CSV does not parse: ${(err as Error).message.slice(0, 200)}`)
  }
  const [header, ...rows] = records
  if (!header) throw invalidBody('The CSV is empty: the first line must name the columns')
  if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows(rows.length)
  return {
    columns: header.map((c) => c.trim()),
    rows: rows.map((r) => r.map((cell) => (cell === '' ? undefined : unguardCell(cell)))),
  }
}

/** An ExcelJS cell value as a plain cell: formulas are never run, their cached result is read. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value
  if (value instanceof Date) return value.toISOString()
  if ('richText' in value) return value.richText.map((r) => r.text).join('')
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result
    if (result instanceof Date) return result.toISOString()
    if (['string', 'number', 'boolean'].includes(typeof result)) return result as Cell
    return `=${(value as { formula?: string }).formula ?? ''}`
  }
  if ('text' in value) return String(value.text)
  if ('error' in value) return String(value.error)
  return undefined
}

const ROW_TAG = /<(?:\w+:)?row[\s>]/g

/**
 * An XLSX body's first worksheet as a table (row 1 names the columns). The archive is inflated
 * under a budget first (a zip bomb is a 413 before it costs memory) and its rows counted in the
 * sheet's XML, so ExcelJS only ever loads a file of bounded size and at most 1,001 rows.
 */
export async function xlsxTable(file: Buffer): Promise<Table> {
  let entries: ReturnType<typeof inflateZip>
  try {
    entries = inflateZip(file, MAX_INFLATED_BYTES)
  } catch (err) {
    if (!(err instanceof ZipRefused)) throw err
    if (err.reason === 'size')
      throw new ProblemError({
        code: 'PAYLOAD_TOO_LARGE',
        detail: `The XLSX file ${err.message}; an import may inflate to at most ${MAX_INFLATED_BYTES / 1024 / 1024} MB`,
      })
    throw invalidBody(`The body is not an XLSX file: it ${err.message}`)
  }
  for (const entry of entries) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) continue
    const rows = entry.data.toString('utf8').match(ROW_TAG)?.length ?? 0
    if (rows > IMPORT_LIMITS.rows + 1) throw tooManyRows(rows - 1)
  }
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer)
  } catch (err) {
    throw invalidBody(`The XLSX file does not read: ${(err as Error).message.slice(0, 200)}`)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet || sheet.rowCount === 0)
    throw invalidBody('The XLSX file has no rows: row 1 must name the columns')
  const header = sheet.getRow(1)
  const columns: string[] = []
  for (let i = 1; i <= header.cellCount; i++) {
    const name = cellOf(header.getCell(i).value)
    columns.push(name === undefined || name === null ? '' : String(name).trim())
  }
  // Trailing empty header cells are formatting, not columns.
  while (columns.length > 0 && columns[columns.length - 1] === '') columns.pop()
  const rows: Cell[][] = []
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r)
    const cells = columns.map((_, i) => cellOf(row.getCell(i + 1).value))
    if (cells.some((c) => c !== undefined && c !== '')) rows.push(cells)
  }
  return { columns, rows }
}
