import { Readable } from 'node:stream'
import { type Cell, guardCell } from '../../domain/export/flatten.ts'

/** Rows stringified per chunk: small enough to stream, large enough to be cheap. */
const BATCH = 500

/**
 * CRLF between records, and every cell holding a CR or a LF alone quoted as well (RFC 4180):
 * csv-stringify quotes only the full CRLF once the delimiter is given, and a bare `\r` left
 * after the injection guard (`'\rText`) would split the row for every reader.
 */
const OPTIONS = { record_delimiter: 'windows', quote_record_delimiter: true } as const

const text = (cell: Cell): string => {
  if (cell === undefined || cell === null) return ''
  return typeof cell === 'string' ? guardCell(cell) : String(cell)
}

/**
 * A table as RFC 4180 CSV (CRLF line ends, quotes doubled), UTF-8 with a byte-order mark so
 * Excel reads it as UTF-8, text cells guarded against formula injection. Read as it is sent:
 * a chunk is made when the socket asks for one, so a 10,000-row export never sits whole in memory.
 */
export function csvStream(columns: readonly string[], rows: readonly Map<string, Cell>[]) {
  async function* chunks() {
    // Loaded by the first CSV export, not at every start.
    const { stringify } = await import('csv-stringify/sync')
    yield `\uFEFF${stringify([columns.map(guardCell)], OPTIONS)}`
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH).map((row) => columns.map((c) => text(row.get(c))))
      yield stringify(batch, OPTIONS)
    }
  }
  return Readable.from(chunks(), { objectMode: false })
}
