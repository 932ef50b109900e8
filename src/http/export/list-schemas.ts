import { problems } from '../common/schemas.ts'
import { type FileFormat, MEDIA_TYPES } from './format.ts'

type Schema = Record<string, unknown> & {
  summary?: string
  description?: string
  response?: Record<string | number, unknown>
}

const EXPORT_NOTE =
  ' Also as a file: `_format=csv|xlsx`, an `Accept: text/csv` or XLSX header, or the `.csv` / `.xlsx` suffix on this path. Filters, `q` and `_sort` apply; without `page`, `limit`, a slice or a cursor the file holds the whole matching view (at most 10,000 rows, else 413 `EXPORT_TOO_LARGE`), with nested objects as dot-path columns and arrays as JSON text.'

const FORMAT_NAMES: Record<FileFormat, string> = { csv: 'CSV', xlsx: 'XLSX' }

/** A file answer in the OpenAPI document. */
const fileContent = (format: FileFormat) => ({
  [MEDIA_TYPES[format].split(';')[0] as string]: {
    schema: { type: 'string', ...(format === 'xlsx' && { format: 'binary' }) },
  },
})

/**
 * The schemas of a list route and its export twins (docs/contract/data-in-and-out.md): `path`
 * answers JSON, or a file when `_format` or Accept asks; `path.csv` and `path.xlsx` always answer
 * that file (the suffix wins over `_format`). The rest of `schema` (querystring, params) is
 * shared by the three. `path`'s 200 documents JSON only: a generated client (openapi-fetch)
 * types an answer as the union of its media types, and a list is not a string; its description
 * says how to ask for the file.
 */
export function exportSchemas<S extends Schema>(schema: S) {
  const file = (format: FileFormat) => {
    const name = FORMAT_NAMES[format]
    return {
      ...schema,
      summary: `${schema.summary ?? 'List'} as ${name}`,
      description: `${schema.description ?? ''} As a ${name} file: the whole matching view (at most 10,000 rows, else 413 \`EXPORT_TOO_LARGE\`), or one page when \`page\`, \`limit\`, a slice or a cursor is given; nested objects as dot-path columns, arrays as JSON text${format === 'csv' ? ", UTF-8 with a byte-order mark, text cells starting with = + - @, tab or CR prefixed with `'`" : ''}.`,
      response: {
        ...schema.response,
        200: { description: `The list as a ${name} attachment`, content: fileContent(format) },
        ...problems(413),
      },
    }
  }
  return {
    json: {
      ...schema,
      description: `${schema.description ?? ''}${EXPORT_NOTE}`,
    },
    csv: file('csv'),
    xlsx: file('xlsx'),
  }
}
