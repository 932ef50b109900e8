import type { FastifyReply } from 'fastify'
import { columnsOf, flattenRecord } from '../../domain/export/flatten.ts'
import type { ListResult } from '../../domain/list/paginate.ts'
import type { Item } from '../../store/port.ts'
import { headerSafe } from '../common/list-headers.ts'
import { csvStream } from './csv.ts'
import { type FileFormat, MEDIA_TYPES } from './format.ts'
import { xlsxStream } from './xlsx.ts'

/**
 * A list's records sent as a CSV or XLSX file named after the list (`posts.csv`), with the
 * list's count and what it did not use in the usual headers
 * (docs/contract/lists-and-query-language.md#list-headers,
 * docs/contract/data-in-and-out.md#export-formats).
 */
export function sendExport(
  reply: FastifyReply,
  opts: {
    format: FileFormat
    name: string
    result: ListResult
    records: readonly Item[]
    ignored: readonly string[]
  },
) {
  const { format, name, result, records, ignored } = opts
  const rows = records.map(flattenRecord)
  const columns = columnsOf(rows)
  reply.header('x-total-count', String(result.pagination.total))
  if (result.warnings) reply.header('x-playground-warning', headerSafe(result.warnings.join(', ')))
  if (ignored.length > 0) reply.header('x-playground-ignored', headerSafe(ignored.join(', ')))
  reply.header('content-type', MEDIA_TYPES[format])
  reply.header('content-disposition', `attachment; filename="${name}.${format}"`)
  return reply.send(format === 'csv' ? csvStream(columns, rows) : xlsxStream(name, columns, rows))
}
