import { randomUUID } from 'node:crypto'
import type { Blobs, Overlay } from '../../store/port.ts'
import {
  type FieldError,
  invalidQuery,
  notFound,
  ProblemError,
  quoted,
  validationFailed,
} from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import { INTERNAL } from '../internal.ts'
import { DEFAULT_MAX_LIMIT } from '../limits.ts'
import { type Pagination, pageOf, pageParams, paginate } from '../list/paginate.ts'
import { type FileType, fileTypeOf } from './file-types.ts'
import { safeFilename } from './filename.ts'

/** What uploads accept (docs/contract/uploads.md#limits). */
export const UPLOAD_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  batchBytes: 25 * 1024 * 1024,
  batchFiles: 10,
  /** Live files per sandbox. */
  files: 15,
  description: 1000,
  tags: 20,
  tagLength: 50,
} as const

export const CATEGORIES = ['general', 'avatars', 'documents', 'products'] as const
export type Category = (typeof CATEGORIES)[number]

/** A file as stored in the overlay; its bytes live in the store's blobs under the same id. */
export interface StoredFile extends FileType {
  id: string
  filename: string
  sizeBytes: number
  category: Category
  description: string | null
  tags: string[]
  created_at: string
}

/** A file as the API shows it (docs/contract/uploads.md#single-upload). */
export type FileView = Omit<StoredFile, 'created_at'> & {
  url: string
  secure_url: string
  public_id: string
  created_at: string
  _sandbox: 'created'
}

/** The text fields of an upload form, as sent. */
export interface UploadFields {
  category?: string
  description?: string
  tags?: string
}

/** The fields checked, or 400 VALIDATION_FAILED naming each bad one. */
export interface CheckedFields {
  category: Category
  description: string | null
  tags: string[]
}

const ID = /^file_[0-9a-f]{32}$/

/** The path the content is served at; `url` and `secure_url` are it on the request's origin. */
export const contentPath = (id: string) => `/api/v1/uploads/${id}/content`

export function viewOf(file: StoredFile, origin: string): FileView {
  const url = `${origin}${contentPath(file.id)}`
  return {
    id: file.id,
    filename: file.filename,
    mimetype: file.mimetype,
    sizeBytes: file.sizeBytes,
    category: file.category,
    url,
    secure_url: url,
    public_id: `${file.category}/${file.id}`,
    format: file.format,
    dimensions: file.dimensions,
    description: file.description,
    tags: file.tags,
    created_at: file.created_at,
    _sandbox: 'created',
  }
}

export function checkFields(fields: UploadFields): CheckedFields {
  const errors: FieldError[] = []
  const category = (fields.category ?? 'general').trim()
  if (!(CATEGORIES as readonly string[]).includes(category)) {
    errors.push({
      field: 'category',
      message: `must be one of ${CATEGORIES.join(', ')}, got ${quoted(category)}`,
    })
  }
  const description = fields.description ?? null
  if (description !== null && description.length > UPLOAD_LIMITS.description) {
    errors.push({
      field: 'description',
      message: `may hold at most ${UPLOAD_LIMITS.description} characters, got ${description.length}`,
    })
  }
  const tags = [
    ...new Set(
      (fields.tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t !== ''),
    ),
  ]
  if (tags.length > UPLOAD_LIMITS.tags) {
    errors.push({
      field: 'tags',
      message: `may name at most ${UPLOAD_LIMITS.tags} tags (comma-separated), got ${tags.length}`,
    })
  }
  const long = tags.find((t) => t.length > UPLOAD_LIMITS.tagLength)
  if (long !== undefined) {
    errors.push({
      field: 'tags',
      message: `each tag may hold at most ${UPLOAD_LIMITS.tagLength} characters, got ${quoted(long)}`,
    })
  }
  if (errors.length > 0) throw validationFailed(errors)
  return { category: category as Category, description, tags }
}

export const quotaExceeded = () =>
  new ProblemError({
    code: 'QUOTA_EXCEEDED',
    detail: `This sandbox already holds ${UPLOAD_LIMITS.files} files; delete one (DELETE /api/v1/uploads/{id}) or reset the session`,
  })

export const fileTooLarge = (name: string | undefined) =>
  new ProblemError({
    code: 'FILE_TOO_LARGE',
    detail: `${name === undefined ? 'The file' : quoted(name)} is over ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB, the most a file may hold`,
  })

/**
 * Uploaded files (docs/contract/uploads.md). A file's record lives in the overlay under an internal
 * name, where the create's cap keeps the quota atomically on every store (two instances on one
 * Redis included); its bytes live in the store's blobs. Both go with the sandbox on reset and
 * expiry.
 */
export function createUploadService(deps: {
  overlay: Overlay
  blobs: Blobs
  now?: () => number
  events?: EventBus
  /** The page-size cap (`--max-limit`); the default in unit uses. */
  maxLimit?: number
}) {
  const { overlay, blobs, events } = deps
  const now = deps.now ?? Date.now
  const maxLimit = deps.maxLimit ?? DEFAULT_MAX_LIMIT

  async function stored(identity: string): Promise<StoredFile[]> {
    const entries = await overlay.entries(identity, INTERNAL.uploads)
    const out: StoredFile[] = []
    for (let i = entries.length - 1; i >= 0; i--) {
      const item = entries[i]?.item
      if (item) out.push(item as unknown as StoredFile)
    }
    return out
  }

  async function find(identity: string, id: string): Promise<StoredFile> {
    const entry = ID.test(id) ? await overlay.get(identity, INTERNAL.uploads, id) : undefined
    if (!entry?.item) throw notFound(`File ${quoted(id)}`)
    return entry.item as unknown as StoredFile
  }

  return {
    /**
     * 403 QUOTA_EXCEEDED when the sandbox is full: checked before a body is read. Not when it
     * holds one of `madeBy`, the ids of an upload under an idempotency key: an earlier attempt
     * of the same upload stored it, and a retry is answered what it made.
     */
    async assertRoom(identity: string, madeBy: readonly string[] = []): Promise<void> {
      const entries = await overlay.entries(identity, INTERNAL.uploads)
      if (entries.length >= UPLOAD_LIMITS.files && !entries.some((e) => madeBy.includes(e.id)))
        throw quotaExceeded()
    },

    /**
     * Stores one file and returns it, or 415 PROHIBITED_FILE_TYPE, or 403 QUOTA_EXCEEDED with
     * nothing stored. The bytes go first, so that a listed file always has its content; a
     * create the cap refuses takes them away again.
     *
     * `id` is given for an upload sent with an idempotency key (`keyedFileId`): when a file
     * with it is stored, an earlier attempt whose answer was lost stored it, and it is answered
     * again, its bytes not stored a second time.
     */
    async upload(
      identity: string,
      input: { filename: string; bytes: Buffer },
      fields: CheckedFields,
      id?: string,
    ): Promise<StoredFile> {
      const made = async () => {
        const entry =
          id === undefined ? undefined : await overlay.get(identity, INTERNAL.uploads, id)
        return entry?.kind === 'created' && entry.item
          ? (entry.item as unknown as StoredFile)
          : undefined
      }
      const earlier = await made()
      if (earlier) return earlier
      if (input.bytes.length > UPLOAD_LIMITS.fileBytes) throw fileTooLarge(input.filename)
      const filename = safeFilename(input.filename)
      const type = await fileTypeOf(filename, input.bytes)
      const file: StoredFile = {
        id: id ?? `file_${randomUUID().replaceAll('-', '')}`,
        filename,
        mimetype: type.mimetype,
        sizeBytes: input.bytes.length,
        category: fields.category,
        format: type.format,
        dimensions: type.dimensions,
        description: fields.description,
        tags: fields.tags,
        created_at: new Date(now()).toISOString(),
      }
      await blobs.put(identity, file.id, input.bytes)
      const item = file as unknown as StoredFile & { id: string } & Record<string, unknown>
      let created = false
      let raced: StoredFile | undefined
      try {
        created = await overlay.create(identity, INTERNAL.uploads, item, UPLOAD_LIMITS.files)
      } finally {
        // A concurrent attempt under the same key may have stored this very file (and taken
        // the last slot): its bytes are these, and they stay.
        if (!created) raced = await made().catch(() => undefined)
        if (!created && !raced) await blobs.drop(identity, file.id).catch(() => {})
      }
      if (raced) return raced
      if (!created) throw quotaExceeded()
      events?.emit(identity, {
        type: 'file.uploaded',
        resource: 'uploads',
        action: 'uploaded',
        recordId: file.id,
        data: { ...file, url: contentPath(file.id) },
      })
      return file
    },

    async list(
      identity: string,
      query: { category?: string; page?: number; limit?: number } = {},
    ): Promise<{ data: StoredFile[]; pagination: Pagination }> {
      const page = pageParams(query, maxLimit)
      if (
        query.category !== undefined &&
        !(CATEGORIES as readonly string[]).includes(query.category)
      )
        throw invalidQuery(
          'category',
          `must be one of ${CATEGORIES.join(', ')}, got ${quoted(query.category)}`,
        )
      const files = (await stored(identity)).filter(
        (f) => query.category === undefined || f.category === query.category,
      )
      return {
        data: pageOf(files, page),
        pagination: paginate(page.page, page.limit, files.length),
      }
    },

    get: find,

    /** The file and its bytes, or 404 when either is gone. */
    async content(identity: string, id: string): Promise<{ file: StoredFile; bytes: Buffer }> {
      const file = await find(identity, id)
      const bytes = await blobs.get(identity, id)
      if (!bytes) throw notFound(`File ${quoted(id)}`)
      return { file, bytes }
    },

    async remove(identity: string, id: string) {
      const file = await find(identity, id)
      if (!(await overlay.drop(identity, INTERNAL.uploads, id)))
        throw notFound(`File ${quoted(id)}`)
      await blobs.drop(identity, id)
      events?.emit(identity, {
        type: 'file.deleted',
        resource: 'uploads',
        action: 'deleted',
        recordId: id,
        data: { ...file, url: contentPath(id) },
      })
      return { message: `File ${id} deleted`, id, resource: 'uploads' }
    },
  }
}

export type UploadService = ReturnType<typeof createUploadService>
