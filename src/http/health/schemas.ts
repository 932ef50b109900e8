import { Type } from 'typebox'
import { problems } from '../common/schemas.ts'

export const Health = Type.Object(
  {
    status: Type.Literal('ok'),
    timestamp: Type.String({ format: 'date-time' }),
    uptimeSeconds: Type.Integer({ minimum: 0 }),
    database: Type.Object({
      connected: Type.Boolean({ description: 'Whether the store answered' }),
      latencyMs: Type.Number({ minimum: 0, description: 'How long the store took to answer' }),
    }),
    activeSessions: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'Sandboxes holding stored state; null when the store did not answer',
    }),
  },
  {
    examples: [
      {
        status: 'ok',
        timestamp: '2025-01-01T12:00:00.000Z',
        uptimeSeconds: 3600,
        database: { connected: true, latencyMs: 0.42 },
        activeSessions: 12,
      },
    ],
  },
)

export const Ready = Type.Object(
  {
    status: Type.Literal('ready'),
    store: Type.String({ enum: ['memory', 'sqlite', 'redis'], description: 'The store in use' }),
  },
  { examples: [{ status: 'ready', store: 'sqlite' }] },
)

const tags = ['health']

export const HEALTH_DOCS = {
  health: {
    tags,
    summary: 'Liveness',
    description:
      'Answers 200 while the process runs, with the state of the store. Never rate limited or simulated.',
    response: { 200: { description: 'The process is up', ...Health } },
  },
  ready: {
    tags,
    summary: 'Readiness',
    description: 'Answers 200 only when the store answers, for load balancers.',
    response: {
      200: { description: 'Ready to serve', ...Ready },
      ...problems([503, '`STORE_UNAVAILABLE`: the data store is not answering.']),
    },
  },
}
