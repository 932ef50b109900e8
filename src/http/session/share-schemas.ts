import { Type } from 'typebox'
import { RESOURCE_NAMES } from '../../domain/resources.ts'
import { SHARE_TOKEN_FORMAT } from '../../domain/share-tokens.ts'
import { API_PROBLEMS, jsonResponse, problems, WRITE_PROBLEMS } from '../common/schemas.ts'

const TOKEN_EXAMPLE =
  '9d3c1f0a-52b7-4e1c-8a6d-3f2b7c9e1a55.rJx3o2mQ4k8V1nH0cT7yZpLwq5AeB9sUgD6fKjR2XvE'
const ORIGIN = 'http://127.0.0.1:3000'

export const ShareBody = Type.Object(
  {
    mode: Type.Optional(
      Type.Union([Type.Literal('read'), Type.Literal('write')], {
        description:
          '`read` (default): reads work, every write answers 403 `SANDBOX_READ_ONLY`; `write`: the holder may change the sandbox too',
      }),
    ),
  },
  { additionalProperties: false },
)

export const ShareParams = Type.Object({
  id: Type.String({
    maxLength: 200,
    description: 'The link’s `id`, as `POST /session/share` answered it',
  }),
})

export const ShareReply = Type.Object(
  {
    id: Type.String({
      description: 'The link’s id: `DELETE /session/share/{id}` revokes it',
    }),
    identityId: Type.String({ description: 'The sandbox shared, as this request is shown it' }),
    signedToken: Type.String({ description: `The token: ${SHARE_TOKEN_FORMAT}` }),
    shareUrl: Type.String({ description: 'The landing page opened on the sandbox' }),
    qrSvgUrl: Type.String({ description: 'A QR code of `shareUrl`, as SVG' }),
    mode: Type.String({ enum: ['read', 'write'] }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  {
    examples: [
      {
        id: '5e0c2b1a-7d3f-4c8e-9b6a-1f2e3d4c5b6a',
        identityId: '0b6f6c2e-3f5a-4d3c-9a61-7c1f0e9d2b44',
        signedToken: TOKEN_EXAMPLE,
        shareUrl: `${ORIGIN}/?_sandbox=${TOKEN_EXAMPLE}`,
        qrSvgUrl: `${ORIGIN}/api/v1/session/share/qr.svg?token=${TOKEN_EXAMPLE}`,
        mode: 'read',
        createdAt: '2025-01-01T12:00:00.000Z',
      },
    ],
  },
)

export const QrQuery = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'A `signedToken` from `POST /session/share`',
    }),
  },
  { additionalProperties: true },
)

const Count = Type.Integer({ minimum: 0 })
const ResourceStats = Type.Object({
  created: Count,
  updated: Count,
  deleted: Count,
  total: Count,
  quotaUsed: Type.String({ description: 'Created records against the cap: `3 / 30`' }),
})

export const StatsReply = Type.Object(
  {
    identity: Type.Object({
      id: Type.String(),
      createdAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'The first write among what the sandbox holds; null while it holds nothing',
      }),
      lastSeenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'The last write, from which the inactivity TTL counts (reads store nothing)',
      }),
      inactivityTtlDays: Type.Number(),
    }),
    summary: Type.Object({
      totalOverlays: Count,
      creates: Count,
      updates: Count,
      deletes: Count,
    }),
    byResource: Type.Record(Type.String(), ResourceStats, {
      description: `${RESOURCE_NAMES.map((r) => `\`${r}\``).join(', ')} always; \`custom/<name>\` for each custom collection holding records`,
    }),
  },
  {
    examples: [
      {
        identity: {
          id: '0b6f6c2e-3f5a-4d3c-9a61-7c1f0e9d2b44',
          createdAt: '2025-01-01T12:00:00.000Z',
          lastSeenAt: '2025-01-01T12:05:00.000Z',
          inactivityTtlDays: 10,
        },
        summary: { totalOverlays: 5, creates: 3, updates: 1, deletes: 1 },
        byResource: {
          users: { created: 0, updated: 1, deleted: 0, total: 1, quotaUsed: '0 / 30' },
          posts: { created: 2, updated: 0, deleted: 1, total: 3, quotaUsed: '2 / 30' },
          comments: { created: 0, updated: 0, deleted: 0, total: 0, quotaUsed: '0 / 30' },
          todos: { created: 0, updated: 0, deleted: 0, total: 0, quotaUsed: '0 / 30' },
          albums: { created: 0, updated: 0, deleted: 0, total: 0, quotaUsed: '0 / 30' },
          photos: { created: 0, updated: 0, deleted: 0, total: 0, quotaUsed: '0 / 30' },
          'custom/products': { created: 1, updated: 0, deleted: 0, total: 1, quotaUsed: '1 / 500' },
        },
      },
    ],
  },
)

const READ_ONLY_403: [403, string] = [
  403,
  '`SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link.',
]

/**
 * Summaries, descriptions and responses of the share and stats routes
 * (docs/contract/session.md#share-links).
 */
export const SHARE_DOCS = {
  share: {
    summary: 'Make a share link',
    description:
      "A signed token that opens this sandbox from anywhere: send it as `_sandbox` or `X-Playground-Identity`. A `read` token answers every write (REST, GraphQL mutations, imports, resets, chat) with 403 `SANDBOX_READ_ONLY`. Every call makes a new link (a new token); a link lives until `DELETE /session/share/{id}` revokes it or the sandbox is reset, at most 100 at once (403 `SANDBOX_LIMIT_REACHED`). A token whose signature fails, or whose link was revoked, is 400 `INVALID_SANDBOX_TOKEN`. The token's uuid is the sandbox's share id, not its identity, and responses to a token's holder show that share id: a read link never reveals what would open the sandbox for writing.",
    response: {
      200: jsonResponse('The link', ShareReply),
      ...problems(400, READ_ONLY_403, 413, 415, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  },
  revoke: {
    summary: 'Revoke a share link',
    description:
      'The link stops opening the sandbox at once, on every instance: its token is then 400 `INVALID_SANDBOX_TOKEN`. Other links of the sandbox keep working; a reset revokes them all.',
    response: {
      200: jsonResponse(
        'What was revoked',
        Type.Object(
          { message: Type.String(), id: Type.String() },
          {
            examples: [
              {
                message: 'Share link 5e0c2b1a-7d3f-4c8e-9b6a-1f2e3d4c5b6a revoked',
                id: '5e0c2b1a-7d3f-4c8e-9b6a-1f2e3d4c5b6a',
              },
            ],
          },
        ),
      ),
      ...problems(
        400,
        READ_ONLY_403,
        [404, '`NOT_FOUND`: the sandbox holds no live link of that id.'],
        ...API_PROBLEMS,
      ),
    },
  },
  qr: {
    summary: 'A share link as a QR code',
    description:
      'The QR code of the `shareUrl` that `token` makes, drawn on the server as SVG. A token this service did not sign, or a revoked link, is 400 `INVALID_SANDBOX_TOKEN`.',
    response: {
      200: {
        description: 'The QR code',
        headers: {
          'Cache-Control': {
            type: 'string',
            description: '`private, no-store`: the code holds a link that opens a sandbox',
          },
        },
        content: { 'image/svg+xml': { schema: Type.String({ description: 'An SVG document' }) } },
      },
      ...problems(400, ...API_PROBLEMS),
    },
  },
  stats: {
    summary: 'What this sandbox changed, per resource',
    description:
      "The hosted original's session statistics: the identity's first and last write and its inactivity TTL, totals of creates, updates and deletes, and per resource the counts and the create quota used.",
    response: {
      200: jsonResponse('The statistics', StatsReply),
      ...problems(400, ...API_PROBLEMS),
    },
  },
}
