import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ProblemError } from '../../domain/errors.ts'
import type { ListResult } from '../../domain/list/paginate.ts'
import { servedInline } from '../../domain/uploads/file-types.ts'
import { contentDisposition } from '../../domain/uploads/filename.ts'
import { checkFields, fileTooLarge, UPLOAD_LIMITS, viewOf } from '../../domain/uploads/service.ts'
import { setListHeaders } from '../common/list-headers.ts'
import { fingerprintAs, keyedFileIdsOf } from '../plugins/idempotency.ts'
import { declaredTooLarge, type Form, type FormRules, formContent, readForm } from './form.ts'
import { BulkBody, FileParams, UPLOAD_DOCS, UploadBody, UploadListQuery } from './schemas.ts'

const batchTooLarge = () =>
  new ProblemError({
    code: 'BATCH_TOO_LARGE',
    detail: `The files of a batch may add up to at most ${UPLOAD_LIMITS.batchBytes / 1024 / 1024} MB`,
  })

const ONE: FormRules = {
  field: 'file',
  maxFiles: 1,
  tooLarge: 'refuse',
  batchBytes: UPLOAD_LIMITS.fileBytes,
  overBatch: () => fileTooLarge(undefined),
}
const BATCH: FormRules = {
  field: 'files',
  maxFiles: UPLOAD_LIMITS.batchFiles,
  tooLarge: 'report',
  batchBytes: UPLOAD_LIMITS.batchBytes,
  overBatch: batchTooLarge,
}

const notMultipart = () =>
  new ProblemError({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: 'Send the file as multipart/form-data (curl -F file=@photo.png)',
  })

/** Bytes of a refused body read and thrown away after the answer, before the connection is cut. */
const LINGER_BYTES = 16 * 1024 * 1024

/**
 * After a refusal sent before the body was read to its end: the rest is read and thrown away, so
 * that the connection can carry the next request and the client, still sending, reads the answer
 * (closing at once would reset the connection, and a reset can lose the answer in the client's
 * buffers). Past LINGER_BYTES the connection is cut: a client that will not stop sending is not
 * read to its end. Nothing is kept either way.
 */
function discardRest(req: FastifyRequest, reply: FastifyReply) {
  const raw = req.raw
  // busboy stops here: what comes now is read by no one.
  raw.unpipe()
  reply.raw.once('finish', () => {
    if (raw.complete) return
    let discarded = 0
    raw.on('data', (chunk: Buffer) => {
      discarded += chunk.length
      if (discarded > LINGER_BYTES) raw.destroy()
    })
    raw.resume()
  })
}

/** Reads an upload; a refusal before the body was read to its end stops reading it. */
async function refusingEarly<T>(req: FastifyRequest, reply: FastifyReply, run: () => Promise<T>) {
  try {
    if (!req.isMultipart()) throw notMultipart()
    return await run()
  } catch (err) {
    if (!req.raw.complete) discardRest(req, reply)
    throw err
  }
}

/**
 * Uploads under /api/v1 (docs/contract/uploads.md). Multipart lives in this plugin only: every
 * other route still takes JSON alone, and its 100 KB limit. Writes are REST-only: GraphQL reads
 * files.
 */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { uploads } = app.services
  const tags = ['uploads']
  // Limits are per route (multipartLimits); the plugin's own would cap every file at 100 KB.
  await app.register(multipart, { throwFileSizeLimit: false })
  const forms = new WeakMap<FastifyRequest, Form>()
  const view = (req: FastifyRequest) => {
    const origin = app.originOf(req)
    return (file: Parameters<typeof viewOf>[0]) => viewOf(file, origin)
  }

  /**
   * A preValidation hook reading the form, before the `Idempotency-Key` is claimed (a
   * preHandler): a multipart body is no value until it is read, so the key's fingerprint is the
   * form read (`formContent`: the files' names, types and hashes, and the fields), and another
   * file under a used key is 409, not the first file's answer. The files are hashed as they
   * stream in, only under a key.
   */
  const readUpload =
    (rules: FormRules, tooLarge: () => ProblemError) =>
    (req: FastifyRequest, reply: FastifyReply) =>
      refusingEarly(req, reply, async () => {
        if (declaredTooLarge(req, rules)) throw tooLarge()
        const keyed = req.headers['idempotency-key'] !== undefined
        // A keyed retry of the upload that filled the sandbox is answered its file: under a
        // key, the room is asked once the key is (in the handler).
        if (!keyed) await uploads.assertRoom(req.identity)
        const form = await readForm(req, rules, keyed)
        if (keyed) fingerprintAs(req, formContent(form))
        forms.set(req, form)
      })
  /** The form `readUpload` read; it always ran when a handler runs. */
  const formOf = (req: FastifyRequest) => forms.get(req) as Form

  /** The ids the files get under the request's key, after the room is asked under it. */
  async function keyedIds(req: FastifyRequest, form: Form) {
    const ids = keyedFileIdsOf(req, form.files.length)
    if (ids) await uploads.assertRoom(req.identity, ids)
    return ids
  }

  app.post(
    '/uploads',
    {
      schema: { tags, body: UploadBody, ...UPLOAD_DOCS.upload },
      config: { idempotent: true },
      preValidation: readUpload(ONE, () => fileTooLarge(undefined)),
    },
    async (req) => {
      const form = formOf(req)
      const [id] = (await keyedIds(req, form)) ?? []
      const fields = checkFields(form.fields)
      const [file] = form.files
      if (!file) throw fileTooLarge(undefined)
      const shown = view(req)(await uploads.upload(req.identity, file, fields, id))
      return { file: shown, data: shown }
    },
  )

  app.post(
    '/uploads/bulk',
    {
      schema: { tags, body: BulkBody, ...UPLOAD_DOCS.bulk },
      config: { idempotent: true },
      preValidation: readUpload(BATCH, batchTooLarge),
    },
    async (req) => {
      const form = formOf(req)
      const ids = await keyedIds(req, form)
      const fields = checkFields(form.fields)
      const shown = view(req)
      const results = []
      // One after the other: each takes its slot under the quota in the order sent.
      for (const [i, f] of form.files.entries()) {
        try {
          if (f.tooLarge) throw fileTooLarge(f.filename)
          const file = shown(await uploads.upload(req.identity, f, fields, ids?.[i]))
          results.push({ filename: file.filename, status: 'success' as const, file })
        } catch (err) {
          if (!(err instanceof ProblemError)) throw err
          results.push({
            filename: f.filename,
            status: 'rejected' as const,
            code: err.code,
            error: err.message,
          })
        }
      }
      const successful = results.filter((r) => r.status === 'success').length
      return {
        success: successful === results.length,
        summary: { total: results.length, successful, failed: results.length - successful },
        results,
      }
    },
  )

  app.get(
    '/uploads',
    { schema: { tags, querystring: UploadListQuery, ...UPLOAD_DOCS.list } },
    async (req, reply) => {
      const result = await uploads.list(req.identity, req.query)
      const shown = { ...result, data: result.data.map(view(req)) }
      setListHeaders(req, reply, shown as unknown as ListResult, app.originOf(req))
      return shown
    },
  )

  app.get(
    '/uploads/:id',
    { schema: { tags, params: FileParams, ...UPLOAD_DOCS.get } },
    async (req) => view(req)(await uploads.get(req.identity, req.params.id)),
  )

  app.get(
    '/uploads/:id/content',
    { schema: { tags, params: FileParams, ...UPLOAD_DOCS.content } },
    async (req, reply) => {
      const { file, bytes } = await uploads.content(req.identity, req.params.id)
      const inline = servedInline(file.mimetype)
      reply
        .type(file.mimetype)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          contentDisposition(inline ? 'inline' : 'attachment', file.filename),
        )
      // Should the file be opened anyway (a download opened from disk is not, but a browser
      // told to show it might), it runs nothing and reaches nothing.
      if (!inline) reply.header('content-security-policy', "default-src 'none'; sandbox")
      return reply.send(bytes)
    },
  )

  app.delete(
    '/uploads/:id',
    { schema: { tags, params: FileParams, ...UPLOAD_DOCS.remove } },
    (req) => uploads.remove(req.identity, req.params.id),
  )
}

export default uploadRoutes
