import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'
import { type Cell, guardCell } from '../../../domain/export/flatten.ts'

/** Rows stringified per chunk: small enough to stream, large enough to be cheap. */
const BATCH = 500

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
  function* chunks() {
    yield `\uFEFF${stringify([columns.map(guardCell)], { record_delimiter: 'windows' })}`
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH).map((row) => columns.map((c) => text(row.get(c))))
      yield stringify(batch, { record_delimiter: 'windows' })
    }
  }
  return Readable.from(chunks(), { objectMode: false })
}
