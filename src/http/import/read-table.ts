import { finished } from 'node:stream/promises'
import { setImmediate } from 'node:timers/promises'
import { invalidBody, ProblemError } from '../../domain/errors.ts'
import { unguardCell } from '../../domain/export/flatten.ts'
import { IMPORT_LIMITS, type Table, tooManyColumns, tooManyRows } from '../../domain/import/rows.ts'

/** How much of a CSV is parsed between two turns of the event loop. */
const CSV_SLICE = 64 * 1024

/**
 * The records of a CSV, parsed a slice at a time with a turn of the event loop between slices,
 * so a 5 MB file never holds the loop for long. A record is refused at its 201st field, while it
 * is read, so a header of a million columns costs no more than one of 201: no record of a file
 * within the caps has more (a data row longer than its header is refused anyway).
 */
async function csvRecords(text: string | Buffer): Promise<string[][]> {
  const records: string[][] = []
  // Loaded by the first CSV import, not at every start.
  const { parse } = await import('csv-parse')
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    // One past the limit is enough to know there are too many.
    to: IMPORT_LIMITS.rows + 2,
    cast: (value, context) => {
      if (context.index < IMPORT_LIMITS.columns) return value
      if (context.records === 0) throw tooManyColumns('more')
      throw invalidBody(
        `The CSV does not parse: line ${context.lines} has more than ${IMPORT_LIMITS.columns} fields`,
      )
    },
  })
  parser.on('data', (record: string[]) => records.push(record))
  const done = finished(parser)
  // A refusal may come while a slice waits its turn: it is awaited below, once the writing stops.
  done.catch(() => {})
  const bytes = typeof text === 'string' ? Buffer.from(text) : text
  for (let at = 0; at < bytes.length && parser.writable; at += CSV_SLICE) {
    parser.write(bytes.subarray(at, at + CSV_SLICE))
    await setImmediate()
  }
  if (parser.writable) parser.end()
  await done
  return records
}

/** A CSV body as a table: RFC 4180, an optional BOM, cells the export guarded read back as written. */
export async function csvTable(text: string | Buffer): Promise<Table> {
  let records: string[][]
  try {
    records = await csvRecords(text)
  } catch (err) {
    if (err instanceof ProblemError) throw err
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
