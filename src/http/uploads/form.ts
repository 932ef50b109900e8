import { createHash } from 'node:crypto'
import type { Multipart } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { invalidBody, ProblemError, validationFailed } from '../../domain/errors.ts'
import { fileTooLarge, UPLOAD_LIMITS, type UploadFields } from '../../domain/uploads/service.ts'

/** Text fields a form may hold, and the bytes of each. */
export const FORM_LIMITS = { fields: 10, fieldBytes: 4096 } as const
/**
 * What a form may hold besides its files' bytes: part headers and the text fields. A body
 * declaring more than the files' limit plus this is refused before a byte of it is read.
 */
const OVERHEAD_PER_PART = 16 * 1024
const TEXT_FIELDS = new Set(['category', 'description', 'tags'])

/** One file of a form: its bytes, or why it was refused while it streamed in. */
export interface FormFile {
  filename: string
  /** The type the part declared: never trusted (the bytes tell), but part of what was sent. */
  type: string
  bytes: Buffer
  /** The SHA-256 of every byte sent, hashed as they streamed in, when the form was read with `digest`. */
  sha256?: string
  /** Set when the file passed the per-file limit: its bytes were counted, not kept. */
  tooLarge?: boolean
}

export interface Form {
  files: FormFile[]
  fields: UploadFields
}

export interface FormRules {
  /** The field the files come in: `file` (one) or `files` (a batch). */
  field: 'file' | 'files'
  maxFiles: number
  /** What refusing a file over 5 MB does: end the request (one file), or report it (a batch). */
  tooLarge: 'refuse' | 'report'
  /** The bytes all files may add up to; past it, `overBatch` ends the request. */
  batchBytes: number
  overBatch: () => ProblemError
}

export const tooManyFiles = (max: number, field: string) =>
  new ProblemError({
    code: 'TOO_MANY_FILES',
    detail:
      max === 1
        ? `This route takes one file, in the field \`${field}\`; send several to POST /api/v1/uploads/bulk`
        : `A batch may hold at most ${max} files (field \`${field}\`)`,
  })

/** Options for @fastify/multipart: one more file and one more byte than allowed, so we see them. */
export function multipartLimits(rules: FormRules) {
  return {
    fileSize: (rules.maxFiles === 1 ? UPLOAD_LIMITS.fileBytes : rules.batchBytes) + 1,
    files: rules.maxFiles + 1,
    fields: FORM_LIMITS.fields,
    fieldSize: FORM_LIMITS.fieldBytes,
    parts: rules.maxFiles + FORM_LIMITS.fields + 1,
    headerPairs: 20,
  }
}

/** A body whose declared length cannot fit the limits: refused before it is read. */
export function declaredTooLarge(req: FastifyRequest, rules: FormRules): boolean {
  const declared = Number(req.headers['content-length'])
  const most =
    (rules.maxFiles === 1 ? UPLOAD_LIMITS.fileBytes : rules.batchBytes) +
    (rules.maxFiles + FORM_LIMITS.fields) * OVERHEAD_PER_PART
  return Number.isFinite(declared) && declared > most
}

/** The multipart library's own failures, as our problems. */
function translated(err: unknown): unknown {
  if (err instanceof ProblemError) return err
  const code = (err as { code?: string }).code
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return invalidBody(`A form may hold at most ${FORM_LIMITS.fields} text fields`)
  if (code === 'FST_PROTO_VIOLATION') return invalidBody('A form field may not be named __proto__')
  if (code === 'FST_INVALID_JSON_FIELD_ERROR')
    return invalidBody('A form field declared as JSON does not parse')
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new ProblemError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: 'Send the file as multipart/form-data',
    })
  // busboy's: a malformed or truncated form.
  if (err instanceof Error && !('statusCode' in err && (err.statusCode as number) >= 500))
    return invalidBody(`The multipart form is malformed: ${err.message}`)
  return err
}

/**
 * Reads an upload form while it streams in, holding at most the bytes the limits allow: a file
 * is cut the moment it passes 5 MB, a batch the moment it passes 25 MB, and an extra file is
 * refused before its first byte. A refusal ends the request without reading the rest of the body
 * (the route closes the connection). Text fields may come before or after the files.
 */
export async function readForm(
  req: FastifyRequest,
  rules: FormRules,
  digest = false,
): Promise<Form> {
  const files: FormFile[] = []
  const fields: Record<string, string> = {}
  let batch = 0
  try {
    for await (const part of req.parts({ limits: multipartLimits(rules) })) {
      if (part.type === 'field') {
        // busboy takes a part without a usable filename (none, or one holding CR or LF) as text.
        if (part.fieldname === rules.field)
          throw validationFailed([
            {
              field: rules.field,
              message:
                'must be a file part, with a filename (one without CR or LF), got a text field',
            },
          ])
        if (!TEXT_FIELDS.has(part.fieldname)) continue
        if (part.valueTruncated)
          throw validationFailed([
            { field: part.fieldname, message: `may hold at most ${FORM_LIMITS.fieldBytes} bytes` },
          ])
        if (Object.hasOwn(fields, part.fieldname))
          throw validationFailed([{ field: part.fieldname, message: 'is given more than once' }])
        fields[part.fieldname] = String(part.value)
        continue
      }
      if (part.fieldname !== rules.field) {
        throw validationFailed([
          {
            field: part.fieldname,
            message: `is not where files go: send ${rules.maxFiles === 1 ? 'the file' : 'them'} in the field \`${rules.field}\``,
          },
        ])
      }
      if (files.length === rules.maxFiles) throw tooManyFiles(rules.maxFiles, rules.field)
      files.push(
        await readFile(
          part,
          rules,
          (n) => {
            batch += n
            if (batch > rules.batchBytes) throw rules.overBatch()
          },
          rules.maxFiles === 1 ? declaredLength(req) : undefined,
          digest,
        ),
      )
    }
  } catch (err) {
    throw translated(err)
  }
  if (files.length === 0)
    throw validationFailed([
      {
        field: rules.field,
        message: `is required: a multipart file part named \`${rules.field}\` (a part whose filename holds CR or LF is dropped unread)`,
      },
    ])
  return { files, fields: fields as UploadFields }
}

/** The body's declared length, when it states one. */
function declaredLength(req: FastifyRequest): number | undefined {
  const header = req.headers['content-length']
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined
}

/** Most a stored file's buffer may hold past its bytes (the form's framing and text fields). */
const SLACK = 64 * 1024

/**
 * The `size` bytes written at the start of `buffer`, the only part ever seen. A view, unless the
 * body declared far more than the file (bytes after its closing boundary): then a copy, so a
 * stored 10-byte file cannot keep megabytes alive.
 */
const written = (buffer: Buffer, size: number) =>
  buffer.length - size <= SLACK ? buffer.subarray(0, size) : Buffer.from(buffer.subarray(0, size))

/**
 * Reads one file part whole (its type is read from its bytes, and every store takes a blob).
 * With `room`, a bound on its size (a one-file form's declared length), its bytes go straight
 * into one buffer of that size: without it, the pieces and the buffer joining them are both
 * held when the file ends, twice the file at each upload's last moment.
 */
async function readFile(
  part: Multipart & { type: 'file' },
  rules: FormRules,
  count: (bytes: number) => void,
  room: number | undefined,
  digest: boolean,
): Promise<FormFile> {
  const hash = digest ? createHash('sha256') : undefined
  const chunks: Buffer[] = []
  let into =
    room === undefined ? undefined : Buffer.allocUnsafe(Math.min(room, UPLOAD_LIMITS.fileBytes))
  let size = 0
  let tooLarge = false
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    count(chunk.length)
    hash?.update(chunk)
    const at = size
    size += chunk.length
    if (size > UPLOAD_LIMITS.fileBytes) {
      if (rules.tooLarge === 'refuse') throw fileTooLarge(part.filename)
      // Counted toward the batch to its end, never kept.
      tooLarge = true
      chunks.length = 0
      into = undefined
    }
    if (tooLarge) continue
    if (into && size <= into.length) chunk.copy(into, at)
    else {
      // Unreachable while Node holds a body to its declared length: a wrong bound costs a copy.
      if (into) chunks.push(into.subarray(0, at))
      into = undefined
      chunks.push(chunk)
    }
  }
  return {
    filename: part.filename,
    type: part.mimetype,
    bytes: tooLarge ? Buffer.alloc(0) : into ? written(into, size) : Buffer.concat(chunks, size),
    ...(hash && { sha256: hash.digest('base64url') }),
    ...(tooLarge && { tooLarge }),
  }
}

/**
 * What an upload is, for its idempotency key: each file's name, declared type and hash, in the
 * order sent, and the text fields kept (fields the form ignores change nothing). Not the bytes:
 * the hashes stand for them, so no file is serialized or held a second time.
 */
export const formContent = (form: Form) => ({
  files: form.files.map((f) => [f.filename, f.type, f.sha256]),
  fields: Object.entries(form.fields).sort(([a], [b]) => (a < b ? -1 : 1)),
})
