import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { invalidBody, invalidQuery, ProblemError, quoted } from '../../domain/errors.ts'
import { checkRowValues, IMPORT_LIMITS, recordsOfTable } from '../../domain/import/rows.ts'
import type { ImportStrategy } from '../../domain/import/service.ts'
import type { RecordBody } from '../../domain/records.ts'
import type { FieldType } from '../../domain/resources.ts'
import { queryOf } from '../common/request-parts.ts'
import { XLSX_TYPE } from '../export/format.ts'
import { csvTable } from './read-table.ts'
import { xlsxTable } from './read-xlsx.ts'

/** A 5 MB file, and room for a multipart form's headers around it. */
export const IMPORT_BODY_LIMIT = IMPORT_LIMITS.bytes + 64 * 1024

/**
 * Lets the routes of `app` (an encapsulated plugin) take what an import may be sent as: CSV,
 * XLSX and multipart, beside JSON. Every other route still takes JSON alone, and its 100 KB limit.
 */
export async function acceptImportBodies(app: FastifyInstance) {
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  )
  app.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.bytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  })
}

const STRATEGIES = ['merge', 'replace'] as const

/** `strategy` of the query (`ImportQuery` has made it text when given). */
export function strategyOf(req: { query: unknown }): ImportStrategy {
  const given = queryOf(req).strategy
  if (given === undefined) return 'merge'
  const strategy = STRATEGIES.find((s) => s === given)
  if (strategy === undefined)
    throw invalidQuery(
      'strategy',
      `must be one of ${STRATEGIES.join(', ')}, got ${quoted(String(given))}`,
    )
  return strategy
}

/** The file of a multipart import: its one part `file`, read within the size limit. */
async function multipartFile(req: FastifyRequest) {
  let part: Awaited<ReturnType<FastifyRequest['file']>>
  let data: Buffer
  try {
    part = await req.file()
    if (!part) throw invalidBody('The multipart body holds no file: send it in the field `file`')
    if (part.fieldname !== 'file')
      throw invalidBody(
        `The multipart body's file must be in the field \`file\`, got ${quoted(part.fieldname)}`,
      )
    data = await part.toBuffer()
  } catch (err) {
    const code = (err as { code?: string }).code
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT'
    )
      throw new ProblemError({
        code: 'PAYLOAD_TOO_LARGE',
        detail: `An import may be one file of at most ${IMPORT_LIMITS.bytes / 1024 / 1024} MB`,
      })
    throw err
  }
  const name = part.filename.toLowerCase()
  const kind =
    part.mimetype === XLSX_TYPE || name.endsWith('.xlsx')
      ? 'xlsx'
      : part.mimetype === 'application/json' || name.endsWith('.json')
        ? 'json'
        : 'csv'
  return { kind, data } as const
}

function jsonRows(value: unknown): RecordBody[] {
  if (!Array.isArray(value)) throw invalidBody('A JSON import must be an array of records')
  if (value.length > IMPORT_LIMITS.rows)
    throw new ProblemError({
      code: 'PAYLOAD_TOO_LARGE',
      detail: `An import may hold at most ${IMPORT_LIMITS.rows} rows, got ${value.length}`,
    })
  value.forEach((row, i) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row))
      throw new ProblemError({
        code: 'VALIDATION_FAILED',
        detail: `Row ${i + 1} must be a JSON object`,
        errors: [{ row: i + 1, field: '(row)', message: 'must be a JSON object' }] as never,
      })
  })
  return value as RecordBody[]
}

/**
 * The rows of an import body, whatever it came as (docs/contract/data-in-and-out.md#file-import):
 * CSV text, an XLSX file raw or in a multipart form, or a JSON array. `types` reads the table's
 * text cells as the resource's fields are typed.
 */
export async function rowsOf(req: FastifyRequest, types?: Readonly<Record<string, FieldType>>) {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type === 'multipart/form-data') {
    const { kind, data } = await multipartFile(req)
    if (kind === 'xlsx') return recordsOfTable(await xlsxTable(data), types)
    if (kind === 'json') {
      let parsed: unknown
      try {
        parsed = JSON.parse(data.toString('utf8'))
      } catch {
        throw invalidBody('The uploaded JSON file does not parse')
      }
      const rows = jsonRows(parsed)
      // Checked as the same array sent as the body is (json-body.ts): rows at level 2.
      checkRowValues(rows, 2)
      return rows
    }
    return recordsOfTable(await csvTable(data), types)
  }
  // acceptImportBodies' parsers read CSV as text and XLSX as bytes.
  const body = req.body
  if (type === 'text/csv' && typeof body === 'string')
    return recordsOfTable(await csvTable(body), types)
  if (type === XLSX_TYPE && Buffer.isBuffer(body))
    return recordsOfTable(await xlsxTable(body), types)
  return jsonRows(body)
}

/**
 * A preValidation hook putting the rows of an import in place of its body, read as `rowsOf`
 * reads them (`types` asked at each request: a `--watch` reload may retype a db.json's fields).
 * Before the `Idempotency-Key` is claimed (a preHandler), so that the key's fingerprint holds
 * what the import is: a multipart file is no body until it is read. A body that does not read
 * claims no key.
 */
export const readRows =
  (types?: () => Readonly<Record<string, FieldType>> | undefined) =>
  async (req: FastifyRequest): Promise<void> => {
    req.body = await rowsOf(req, types?.())
  }

/** The rows `readRows` put in place of the body, as the import's handler takes them. */
export function rowsIn(req: { body: unknown }): RecordBody[] {
  if (!Array.isArray(req.body)) throw new Error('readRows runs before an import is handled')
  return req.body
}
