import { Readable } from 'node:stream'
import { setImmediate } from 'node:timers/promises'
import type ExcelJS from 'exceljs'
import { invalidBody, ProblemError } from '../../domain/errors.ts'
import type { Cell } from '../../domain/export/flatten.ts'
import { IMPORT_LIMITS, type Table, tooManyRows } from '../../domain/import/rows.ts'
import { type ZipEntry, ZipRefused, zipEntries } from '../../lib/zip-limits.ts'

/** What an XLSX import may inflate to: a 5 MB file of text compresses about tenfold at most. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024

/**
 * The cells a sheet within the caps can hold, its header row included; the shared strings it can
 * use are as many (one per cell). Empty cells count: a file of millions of them costs as much to
 * read as one of values.
 */
export const MAX_CELLS = (IMPORT_LIMITS.rows + 1) * IMPORT_LIMITS.columns

const tooLarge = (what: string) =>
  new ProblemError({
    code: 'PAYLOAD_TOO_LARGE',
    detail: `An XLSX import may hold at most ${MAX_CELLS} ${what} (${IMPORT_LIMITS.rows + 1} rows of ${IMPORT_LIMITS.columns} columns)`,
  })

/** An ExcelJS cell value as a plain cell: formulas are never run, their cached result is read. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value
  if (value instanceof Date) return value.toISOString()
  if ('richText' in value) return value.richText.map((r) => r.text).join('')
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result
    if (result instanceof Date) return result.toISOString()
    // A cached error (`#N/A`) reads as NaN: the formula's text, as when there is no result.
    if (typeof result === 'number' && Number.isFinite(result)) return result
    if (typeof result === 'string' || typeof result === 'boolean') return result
    return `=${(value as { formula?: string }).formula ?? ''}`
  }
  if ('text' in value) return String(value.text)
  if ('error' in value) return String(value.error)
  return undefined
}

/**
 * What `WorkbookReader` does for each part of a workbook. Its public `parse()` reads the zip
 * itself, in the archive's order: a sheet stored before the shared strings (as Excel and ExcelJS
 * write them) goes to a temporary file first, and nothing bounds what it inflates. Handing it the
 * parts ourselves, each read within the budget, lets the shared strings come first and be
 * counted as they are read.
 */
interface WorkbookParts {
  _parseWorkbook(part: Readable): Promise<void>
  _parseRels(part: Readable): Promise<void>
  _parseStyles(part: Readable): Promise<void>
  _parseSharedStrings(part: Readable): AsyncGenerator<{ index: number; text: unknown }>
  _parseWorksheet(
    chunks: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ value: AsyncIterable<ExcelJS.Row> }>
  model?: { sheets?: Array<{ rId?: string }> }
  workbookRels?: Array<{ Id: string; Target: string }>
  properties?: unknown
  sharedStrings?: unknown[]
}

/**
 * An entry's text a chunk at a time, a turn of the event loop after each. `seen`, if given, is
 * shown each chunk's complete tags (a tag cut by the chunk's end is shown with the next).
 */
async function* textOf(entry: ZipEntry, seen?: (tags: string) => void): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8')
  let cut = ''
  const show = (text: string) => {
    if (!seen) return
    const end = text.lastIndexOf('>') + 1
    seen(cut + text.slice(0, end))
    cut = (end === 0 ? cut + text : text.slice(end)).slice(-1024)
  }
  for await (const chunk of entry.read()) {
    const text = decoder.decode(chunk, { stream: true })
    show(text)
    yield text
    await setImmediate()
  }
  const rest = decoder.decode()
  if (rest) yield rest
}

const MERGE = /<(?:\w{1,16}:)?mergeCell\s[^>]*?ref="([A-Z]{1,3})(\d{1,7}):([A-Z]{1,3})(\d{1,7})"/g

/** A boolean cell's opening tag: a formula's cached result in it reads as a number otherwise. */
const BOOLEAN_CELL = /<(?:\w{1,16}:)?c(?=\s[^>]*\st="b")[^>]*?\sr="([A-Z]{1,3}\d{1,7})"/g

/** A column's number from its letters (`A` is 1). */
const columnNumber = (letters: string) =>
  [...letters].reduce((n, l) => n * 26 + l.charCodeAt(0) - 64, 0)

interface Merge {
  top: number
  left: number
  bottom: number
  right: number
}

/**
 * Every cell of a merged range reads as its top-left one, as a loaded workbook gives them (the
 * streaming reader leaves them empty). Only cells the table holds are filled, at most as many as
 * the sheet may have.
 */
function fillMerges(rows: Map<number, Cell[]>, width: number, merges: readonly Merge[]) {
  let budget = MAX_CELLS
  for (const m of merges) {
    const value = rows.get(m.top)?.[m.left - 1]
    for (let r = m.top; r <= m.bottom; r++) {
      const cells = rows.get(r)
      if (!cells) continue
      for (let c = m.left; c <= Math.min(m.right, width); c++) {
        if (--budget < 0) throw tooLarge('cells')
        cells[c - 1] = value
      }
    }
  }
}

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/

/**
 * The first sheet of the workbook, as Excel orders them (`workbook.xml`, through its
 * relationships); for a file without them, the one of the lowest number.
 */
function firstSheet(reader: WorkbookParts, parts: Map<string, ZipEntry>) {
  const rId = reader.model?.sheets?.[0]?.rId
  const target = reader.workbookRels?.find((r) => r.Id === rId)?.Target
  if (target !== undefined) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`
    const no = SHEET_PATH.exec(path)?.[1]
    const entry = parts.get(path)
    if (no && entry) return { no, entry }
  }
  const sheets = [...parts.keys()]
    .map((path) => SHEET_PATH.exec(path)?.[1])
    .filter((no): no is string => no !== undefined)
    .sort((a, b) => Number(a) - Number(b))
  const no = sheets[0]
  return no === undefined ? undefined : { no, entry: parts.get(`xl/worksheets/sheet${no}.xml`) }
}

/**
 * An XLSX body's first worksheet as a table (row 1 names the columns), read as a stream with
 * ExcelJS's streaming reader: each part is inflated a chunk at a time within a 50 MB budget (a
 * zip bomb is a 413 however its directory lies), and the shared strings, rows and cells are
 * counted while they are read, so a file past the caps (1,001 rows, 200 columns, hence 200,200
 * cells or shared strings) is refused as soon as it passes one, never read to its end. A turn of
 * the event loop follows every 16 KB chunk.
 */
export async function xlsxTable(file: Buffer): Promise<Table> {
  const opened: Readable[] = []
  const part = (entry: ZipEntry) => {
    const stream = Readable.from(textOf(entry))
    opened.push(stream)
    return stream
  }
  try {
    return await readSheet(file, part)
  } catch (err) {
    if (err instanceof ProblemError) throw err
    if (err instanceof ZipRefused) {
      if (err.reason === 'size')
        throw new ProblemError({
          code: 'PAYLOAD_TOO_LARGE',
          detail: `The XLSX file ${err.message}; an import may inflate to at most ${MAX_INFLATED_BYTES / 1024 / 1024} MB`,
        })
      throw invalidBody(`The body is not an XLSX file: it ${err.message}`)
    }
    throw invalidBody(`The XLSX file does not read: ${(err as Error).message.slice(0, 200)}`)
  } finally {
    for (const stream of opened) stream.destroy()
  }
}

async function readSheet(file: Buffer, part: (entry: ZipEntry) => Readable): Promise<Table> {
  const parts = new Map(
    zipEntries(file, MAX_INFLATED_BYTES).map((e) => [e.name.replace(/^\//, ''), e]),
  )
  // Loaded by the first XLSX import: its few hundred modules are not every start's cost.
  const { default: Excel } = await import('exceljs')
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookParts
  const workbook = parts.get('xl/workbook.xml')
  if (workbook) await reader._parseWorkbook(part(workbook))
  const rels = parts.get('xl/_rels/workbook.xml.rels')
  if (rels) await reader._parseRels(part(rels))
  // Dates are told by their cells' number formats.
  const styles = parts.get('xl/styles.xml')
  if (styles) await reader._parseStyles(part(styles))
  reader.properties ??= {}
  const strings: unknown[] = []
  const shared = parts.get('xl/sharedStrings.xml')
  if (shared)
    for await (const { text } of reader._parseSharedStrings(part(shared))) {
      if (strings.length === MAX_CELLS) throw tooLarge('shared strings')
      strings.push(text)
    }
  reader.sharedStrings = strings

  const sheet = firstSheet(reader, parts)
  if (!sheet?.entry) throw invalidBody('The XLSX file has no worksheet')
  const merges: Merge[] = []
  const booleans = new Set<string>()
  const seen = (tags: string) => {
    for (const m of tags.matchAll(BOOLEAN_CELL)) {
      if (booleans.size === MAX_CELLS) throw tooLarge('cells')
      booleans.add(m[1] as string)
    }
    for (const m of tags.matchAll(MERGE)) {
      if (merges.length === MAX_CELLS) throw tooLarge('merged ranges')
      const [, left = 'A', top = '1', right = 'A', bottom = '1'] = m
      merges.push({
        top: Number(top),
        left: columnNumber(left),
        bottom: Number(bottom),
        right: columnNumber(right),
      })
    }
  }
  const [emitted] = reader._parseWorksheet(textOf(sheet.entry, seen), sheet.no)
  if (!emitted) throw invalidBody('The XLSX file has no worksheet')
  // Every row element counts, as every cell does up to the last of its row (as ExcelJS reads it).
  let rowCount = 0
  let cellCount = 0
  const read: Array<{ number: number; cells: Cell[] }> = []
  for await (const row of emitted.value) {
    if (++rowCount > IMPORT_LIMITS.rows + 1) throw tooManyRows('more')
    cellCount += row.cellCount
    if (cellCount > MAX_CELLS) throw tooLarge('cells')
    const cells: Cell[] = []
    for (let i = 1; i <= row.cellCount; i++) {
      const cell = row.findCell(i)
      const value = cell?.value ?? null
      const result = (value as { result?: unknown } | null)?.result
      if (typeof result === 'number' && booleans.has(cell?.address ?? ''))
        (value as { result: unknown }).result = result !== 0
      cells.push(cellOf(value))
    }
    read.push({ number: row.number, cells })
  }
  if (read.length === 0) throw invalidBody('The XLSX file has no rows: row 1 must name the columns')
  read.sort((a, b) => a.number - b.number)
  const width = Math.max(...read.map((r) => r.cells.length))
  fillMerges(new Map(read.map((r) => [r.number, r.cells])), width, merges)
  const header = read[0]?.number === 1 ? (read.shift()?.cells ?? []) : []
  const columns = header.map((name) =>
    name === undefined || name === null ? '' : String(name).trim(),
  )
  // Trailing empty header cells are formatting, not columns.
  while (columns.length > 0 && columns[columns.length - 1] === '') columns.pop()
  const rows: Cell[][] = []
  for (const { cells: row } of read) {
    const cells = columns.map((_, i) => row[i])
    if (cells.some((c) => c !== undefined && c !== '')) rows.push(cells)
  }
  return { columns, rows }
}
