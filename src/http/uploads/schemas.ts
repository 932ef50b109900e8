import { Type } from 'typebox'
import { CATEGORIES, UPLOAD_LIMITS } from '../../domain/uploads/service.ts'
import {
  API_PROBLEMS,
  IDEMPOTENCY_NOTE,
  jsonResponse,
  KEY_REUSED,
  LIST_PARAMS,
  listResponse,
  problems,
  WRITE_PROBLEMS,
} from '../common/schemas.ts'

const MB = (bytes: number) => bytes / 1024 / 1024

const EXAMPLE = {
  id: 'file_3f0c6b1e9a8d4c2b8e7f6a5d4c3b2a19',
  filename: 'avatar.png',
  mimetype: 'image/png',
  sizeBytes: 48213,
  category: 'avatars',
  url: 'http://127.0.0.1:3000/api/v1/uploads/file_3f0c6b1e9a8d4c2b8e7f6a5d4c3b2a19/content',
  secure_url: 'http://127.0.0.1:3000/api/v1/uploads/file_3f0c6b1e9a8d4c2b8e7f6a5d4c3b2a19/content',
  public_id: 'avatars/file_3f0c6b1e9a8d4c2b8e7f6a5d4c3b2a19',
  format: 'png',
  dimensions: { width: 256, height: 256 },
  description: 'Profile picture',
  tags: ['profile', 'team'],
  created_at: '2025-01-01T12:00:00.000Z',
  _sandbox: 'created',
}

export const FileSchema = Type.Object(
  {
    id: Type.String({ description: '`file_<token>`' }),
    filename: Type.String({
      description:
        'The name as stored: its last path segment, without control characters, at most 200 characters',
    }),
    mimetype: Type.String({
      description:
        'The type read from the bytes (magic numbers), else from the extension for text types, else `application/octet-stream`; never the type the client declared',
    }),
    sizeBytes: Type.Integer({ minimum: 0 }),
    category: Type.String({ enum: [...CATEGORIES] }),
    url: Type.String({ description: 'Where the content is served (`GET /uploads/{id}/content`)' }),
    secure_url: Type.String({ description: 'Same as `url`' }),
    public_id: Type.String({ description: '`<category>/<id>`' }),
    format: Type.Union([Type.String(), Type.Null()], {
      description: 'The extension of the type read (`png`, `pdf`), or null when unknown',
    }),
    dimensions: Type.Union(
      [Type.Object({ width: Type.Integer(), height: Type.Integer() }), Type.Null()],
      { description: 'For PNG, JPEG, GIF, WebP and SVG; null otherwise' },
    ),
    description: Type.Union([Type.String(), Type.Null()]),
    tags: Type.Array(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    _sandbox: Type.Literal('created'),
  },
  { examples: [EXAMPLE] },
)

const UploadReply = Type.Object(
  {
    file: FileSchema,
    data: FileSchema,
  },
  {
    description: 'The same object twice: clients of the original read either',
    examples: [{ file: EXAMPLE, data: EXAMPLE }],
  },
)

const BulkReply = Type.Object(
  {
    success: Type.Boolean({ description: 'true when every file was stored' }),
    summary: Type.Object({
      total: Type.Integer({ minimum: 0 }),
      successful: Type.Integer({ minimum: 0 }),
      failed: Type.Integer({ minimum: 0 }),
    }),
    results: Type.Array(
      Type.Object({
        filename: Type.String(),
        status: Type.Union([Type.Literal('success'), Type.Literal('rejected')]),
        file: Type.Optional(FileSchema),
        code: Type.Optional(
          Type.String({
            description: '`FILE_TOO_LARGE`, `PROHIBITED_FILE_TYPE` or `QUOTA_EXCEEDED`',
          }),
        ),
        error: Type.Optional(Type.String()),
      }),
    ),
  },
  {
    examples: [
      {
        success: false,
        summary: { total: 2, successful: 1, failed: 1 },
        results: [
          { filename: 'avatar.png', status: 'success', file: EXAMPLE },
          {
            filename: 'setup.exe',
            status: 'rejected',
            code: 'PROHIBITED_FILE_TYPE',
            error:
              "'setup.exe' has the extension .exe: executables and scripts are refused (by extension and by content)",
          },
        ],
      },
    ],
  },
)

const DeleteReply = Type.Object(
  { message: Type.String(), id: Type.String(), resource: Type.Literal('uploads') },
  {
    examples: [
      {
        message: 'File file_3f0c6b1e9a8d4c2b8e7f6a5d4c3b2a19 deleted',
        id: 'file_3f0c6b1e9a8d4c2b8e7f6a5d4c3b2a19',
        resource: 'uploads',
      },
    ],
  },
)

const FIELDS = `\`category\` (${CATEGORIES.map((c) => `\`${c}\``).join(', ')}; default \`general\`), \`description\` (at most ${UPLOAD_LIMITS.description} characters) and \`tags\` (comma-separated, at most ${UPLOAD_LIMITS.tags} of ${UPLOAD_LIMITS.tagLength} characters)`

export const UploadBody = {
  description: `A \`multipart/form-data\` form: the file in the field \`file\`, and the text fields ${FIELDS}.`,
  content: {
    'multipart/form-data': {
      // No `type` or `required`: Fastify validates the body against this, and a multipart body is
      // read by the route as it streams, so the validator sees none.
      schema: {
        properties: {
          file: { type: 'string', format: 'binary' },
          category: { type: 'string', enum: [...CATEGORIES] },
          description: { type: 'string' },
          tags: { type: 'string', description: 'Comma-separated' },
        },
      },
    },
  },
}

export const BulkBody = {
  description: `A \`multipart/form-data\` form: up to ${UPLOAD_LIMITS.batchFiles} files in the field \`files\`, and the text fields ${FIELDS}, which apply to each file.`,
  content: {
    'multipart/form-data': {
      // No `type` or `required`: Fastify validates the body against this, and a multipart body is
      // read by the route as it streams, so the validator sees none.
      schema: {
        properties: {
          files: { type: 'array', items: { type: 'string', format: 'binary' } },
          category: { type: 'string', enum: [...CATEGORIES] },
          description: { type: 'string' },
          tags: { type: 'string', description: 'Comma-separated' },
        },
      },
    },
  },
}

export const UploadListQuery = Type.Object(
  {
    category: Type.Optional(
      Type.String({ enum: [...CATEGORIES], description: 'Only files of this category' }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, description: LIST_PARAMS.page })),
    limit: Type.Optional(Type.Integer({ minimum: 1, description: LIST_PARAMS.limit })),
  },
  { additionalProperties: true },
)

export const FileParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: '`file_<token>`' }),
})

const LIMITS_NOTE = `Limits: ${MB(UPLOAD_LIMITS.fileBytes)} MB a file, ${MB(UPLOAD_LIMITS.batchBytes)} MB a batch, ${UPLOAD_LIMITS.batchFiles} files a batch, ${UPLOAD_LIMITS.files} live files a sandbox. Bodies are streamed and cut at the limit, never buffered whole. Executables and scripts are refused by extension and by content (magic bytes). Files go with the sandbox (reset, expiry).`

const TOO_LARGE = (what: string): [413, string] => [
  413,
  `${what} Refused as soon as the limit is passed: the rest of the body is not read, and the connection is closed.`,
]

const WRITE_COMMON = [...API_PROBLEMS, ...WRITE_PROBLEMS, KEY_REUSED] as const

/** Summaries, descriptions and responses of the upload routes (docs/contract/uploads.md). */
export const UPLOAD_DOCS = {
  upload: {
    summary: 'Upload a file',
    description: `Stores one file in this sandbox. ${LIMITS_NOTE}${IDEMPOTENCY_NOTE} The key's request is the form as read: the file's name, declared type and bytes, and the text fields; another form under a used key is 409 \`IDEMPOTENCY_KEY_REUSED\`.`,
    response: {
      200: jsonResponse('The file as stored', UploadReply),
      ...problems(
        [
          400,
          '`VALIDATION_FAILED` naming the field (no `file`, a bad `category` …), `TOO_MANY_FILES` (one file per request here; several go to `/uploads/bulk`), or `INVALID_BODY` for a malformed form.',
        ],
        [
          403,
          '`QUOTA_EXCEEDED`: the sandbox already holds 15 files. `SANDBOX_READ_ONLY` for a read-only share link.',
        ],
        TOO_LARGE('`FILE_TOO_LARGE`: the file is over 5 MB.'),
        [
          415,
          '`PROHIBITED_FILE_TYPE`: an executable or a script, by extension or content. `UNSUPPORTED_MEDIA_TYPE`: the body is not `multipart/form-data`.',
        ],
        ...WRITE_COMMON,
      ),
    },
  },
  bulk: {
    summary: 'Upload several files',
    description: `Stores up to ${UPLOAD_LIMITS.batchFiles} files, each on its own: a file refused (too large, a prohibited type, past the quota) is reported in \`results\` while the others are stored. ${LIMITS_NOTE}${IDEMPOTENCY_NOTE} The key's request is the form as read: each file's name, declared type and bytes, in order, and the text fields; another form under a used key is 409 \`IDEMPOTENCY_KEY_REUSED\`.`,
    response: {
      200: jsonResponse('What became of each file, in the order sent', BulkReply),
      ...problems(
        [
          400,
          '`TOO_MANY_FILES`: more than 10 files. `VALIDATION_FAILED` naming the field (no `files`, a bad `category` …), or `INVALID_BODY` for a malformed form.',
        ],
        [
          403,
          '`QUOTA_EXCEEDED`: the sandbox already holds 15 files. `SANDBOX_READ_ONLY` for a read-only share link.',
        ],
        TOO_LARGE('`BATCH_TOO_LARGE`: the files add up to more than 25 MB.'),
        [415, '`UNSUPPORTED_MEDIA_TYPE`: the body is not `multipart/form-data`.'],
        ...WRITE_COMMON,
      ),
    },
  },
  list: {
    summary: 'List uploaded files',
    description: "This sandbox's files, newest first.",
    response: {
      200: listResponse('A page of files', FileSchema),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  get: {
    summary: 'Get a file',
    response: {
      200: jsonResponse('The file', FileSchema),
      ...problems(400, [404, '`NOT_FOUND`: no such file in this sandbox.'], ...API_PROBLEMS),
    },
  },
  content: {
    summary: "Download a file's content",
    description:
      'Served with the stored type and `X-Content-Type-Options: nosniff`; inline only for raster images (PNG, JPEG, GIF, WebP, AVIF, BMP) and PDF, as an attachment for everything else (SVG and HTML never inline, and under `Content-Security-Policy: sandbox`).',
    response: {
      200: {
        description: 'The bytes as uploaded',
        headers: {
          // A header's schema, which the document wraps in `schema` itself.
          'Content-Disposition': {
            type: 'string',
            description: '`inline` or `attachment`, with the stored name',
          },
        },
        content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
      },
      ...problems(400, [404, '`NOT_FOUND`: no such file in this sandbox.'], ...API_PROBLEMS),
    },
  },
  remove: {
    summary: 'Delete a file',
    response: {
      200: jsonResponse('What was deleted', DeleteReply),
      ...problems(400, [404, '`NOT_FOUND`: no such file in this sandbox.'], ...API_PROBLEMS),
    },
  },
}
