import type { FastifyRequest } from 'fastify'
import { invalidQuery, quoted } from '../../domain/errors.ts'
import { queryOf } from '../common/request-parts.ts'

export const EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]
export type FileFormat = Exclude<ExportFormat, 'json'>

export const MEDIA_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}
export const XLSX_TYPE = MEDIA_TYPES.xlsx

const isFormat = (v: string): v is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(v)

/** The first of json, csv, xlsx the Accept header prefers; json when it names none of them. */
function acceptedFormat(accept: string): ExportFormat {
  let best: ExportFormat = 'json'
  let bestQ = 0
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2)) || 0
    const format =
      type === 'text/csv'
        ? 'csv'
        : type === XLSX_TYPE
          ? 'xlsx'
          : type === 'application/json' || type === '*/*'
            ? 'json'
            : undefined
    if (format && weight > bestQ) {
      best = format
      bestQ = weight
    }
  }
  return best
}

/**
 * The format a list is asked in (docs/contract/data-in-and-out.md#export-formats): `_format` or
 * `format`, else the Accept header. On the plain JSON path this reads two parameters and, only when
 * it names CSV or XLSX, the header.
 */
export function exportFormatOf(req: FastifyRequest): ExportFormat {
  const query = queryOf(req)
  const name = query._format !== undefined ? '_format' : 'format'
  const given = query[name]
  if (given !== undefined) {
    const value = Array.isArray(given) ? given.join(',') : String(given)
    const lower = value.toLowerCase()
    if (!isFormat(lower))
      throw invalidQuery(name, `must be one of ${EXPORT_FORMATS.join(', ')}, got ${quoted(value)}`)
    return lower
  }
  const accept = req.headers.accept
  if (accept === undefined || (!accept.includes('csv') && !accept.includes('spreadsheetml')))
    return 'json'
  return acceptedFormat(accept)
}
