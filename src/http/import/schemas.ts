import { Type } from 'typebox'
import { IMPORT_LIMITS } from '../../domain/import/rows.ts'
import {
  API_PROBLEMS,
  IDEMPOTENCY_NOTE,
  jsonResponse,
  KEY_REUSED,
  problems,
  WRITE_PROBLEMS,
} from '../common/schemas.ts'
import { XLSX_TYPE } from '../export/format.ts'

export const ImportQuery = Type.Object(
  {
    strategy: Type.Optional(
      Type.String({
        maxLength: 20,
        description:
          '`merge` (default): rows apply on top of the sandbox; `replace`: the resource (or collection) is reset to the shared baseline first',
      }),
    ),
  },
  { additionalProperties: true },
)

export const ImportReply = Type.Object({
  message: Type.String(),
  resource: Type.String({ description: 'The resource or custom collection imported into' }),
  totalImported: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
})

/**
 * The request body per media type (Fastify 5 validates by content type, @fastify/swagger
 * documents each). No type is checked here: the parsers and the import read each form and name
 * what is wrong in their own words.
 */
export const ImportBody = {
  description: `At most ${IMPORT_LIMITS.rows} rows and 5 MB: CSV (first line the columns, dot paths nest: \`address.city\`; arrays as JSON text), an XLSX file (first sheet, row 1 the columns), raw or as the multipart field \`file\`, or a JSON array of records.`,
  content: {
    'text/csv': { schema: { description: 'RFC 4180 CSV, UTF-8 (a BOM is allowed)' } },
    [XLSX_TYPE]: { schema: { description: 'An XLSX workbook (binary)' } },
    'multipart/form-data': {
      schema: { description: 'The CSV, XLSX or JSON file in the field `file`' },
    },
    'application/json': { schema: { description: 'An array of records (JSON objects)' } },
  },
}

export function importDocs(what: string, records: string) {
  return {
    summary: `Import ${what} from CSV, XLSX or JSON`,
    description: `Rows with the id of a ${records} record in this sandbox's view replace it (PUT semantics); the others create records. \`strategy=replace\` resets ${what} first. Every row is validated as a request body would be; one bad row rejects the import with 400 and \`errors: [{row, field, message}]\` (row 1 is the first record, the header not counted); a row past the sandbox's cap is a 403 naming it; nothing is stored unless everything is. Each record created or replaced emits its usual event (\`*.created\`, \`*.updated\`). Columns as an export writes them: an exported file imports back to the same view. Values are checked as a JSON body's are, JSON text in a cell included: no \`__proto__\`, \`constructor\` or \`prototype\` key at any depth, at most 32 levels of nesting (a record is level 1).${IDEMPOTENCY_NOTE} The key's request is the rows read from the body, whatever form they came in.`,
    response: {
      200: jsonResponse('What was imported', ImportReply),
      ...problems(400, 403, KEY_REUSED, 413, 415, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  }
}
