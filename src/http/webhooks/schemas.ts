import { Type } from 'typebox'
import { EVENT_FAMILIES, MAX_EVENTS } from '../../domain/webhooks/event-types.ts'
import { RESPONSE_CHARS } from '../../domain/webhooks/sender.ts'
import { WEBHOOK_LIMITS } from '../../domain/webhooks/service.ts'
import { MAX_ATTEMPTS } from '../../domain/webhooks/worker.ts'
import { API_PROBLEMS, jsonResponse, problems, WRITE_PROBLEMS } from '../common/schemas.ts'

/*
 * Bodies declare types only: the rules (URL schemes and addresses, event patterns, lengths) are
 * checked once, in the domain, whose answers name the value refused.
 */

const Url = Type.String({
  description: `An http:// or https:// URL, at most ${WEBHOOK_LIMITS.url} characters. Any host by default, a local server included; never a link-local or cloud metadata address (169.254.0.0/16, fe80::/10), checked on the resolved address when connecting; with WEBHOOK_ALLOW_PRIVATE=0, no loopback or private address either. Redirects are not followed.`,
})
const Events = Type.Array(Type.String(), {
  description: `1 to ${MAX_EVENTS} event types: exact (\`post.created\`), a family (\`post.*\`, \`custom.*\`, \`custom.products.*\`) or \`*\`. Plural forms (\`posts.created\`) are accepted and stored singular. Families: ${EVENT_FAMILIES.join(', ')}.`,
})
const Secret = Type.String({
  description: `The signing secret, 1 to ${WEBHOOK_LIMITS.secret} printable ASCII characters; a \`whsec_…\` is generated when absent`,
})
const Name = Type.Union([Type.String({ maxLength: WEBHOOK_LIMITS.name }), Type.Null()], {
  description: `A label, at most ${WEBHOOK_LIMITS.name} characters`,
})
const IsActive = Type.Boolean({
  description: 'Whether events are delivered (default true); test pings are sent either way',
})

export const CreateBody = Type.Object(
  {
    url: Url,
    events: Events,
    secret: Type.Optional(Secret),
    name: Type.Optional(Name),
    isActive: Type.Optional(IsActive),
  },
  {
    examples: [
      { url: 'http://localhost:4000/hooks', events: ['post.created', 'custom.*'], name: 'dev' },
    ],
  },
)

export const PatchBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    secret: Type.Optional(Secret),
    name: Type.Optional(Name),
    isActive: Type.Optional(IsActive),
  },
  { examples: [{ isActive: false }, { events: ['*'] }] },
)

export const WebhookParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: '`wh_<uuid>`' }),
})
export const DeliveryParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: '`del_<uuid>`' }),
})

const AT = '2025-01-01T12:00:00.000Z'
const WEBHOOK_EXAMPLE = {
  id: 'wh_3f9a1c2e-8b7d-4e6f-a5c4-1b2d3e4f5a6b',
  url: 'http://localhost:4000/hooks',
  name: 'dev',
  events: ['post.created', 'custom.*'],
  secret: 'whsec_4b6f0c9d2e1a8f7b3c5d9e0a1b2c3d4e5f6a7b8c9d0e1f2a',
  isActive: true,
  createdAt: AT,
  updatedAt: AT,
}
const BODY_EXAMPLE = JSON.stringify({
  id: 'del_7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  event: 'post.created',
  timestamp: AT,
  data: { id: 'local-…', title: 'Hello' },
})
const DELIVERY_EXAMPLE = {
  id: 'del_7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  webhookId: WEBHOOK_EXAMPLE.id,
  webhookUrl: WEBHOOK_EXAMPLE.url,
  event: 'post.created',
  attempt: 1,
  status: 200,
  success: true,
  durationMs: 12,
  requestHeaders: {
    'Content-Type': 'application/json',
    'User-Agent': 'MockPlayground-Webhooks/1.0.0',
    'X-Playground-Event': 'post.created',
    'X-Playground-Delivery': 'del_7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    'X-Playground-Signature': 't=1735732800,v1=5d41402abc4b2a76b9719d911017c592…',
  },
  requestBody: BODY_EXAMPLE,
  responseBody: 'ok',
  error: null,
  timestamp: AT,
  nextRetryAt: null,
  attempts: [
    {
      attempt: 1,
      status: 200,
      success: true,
      durationMs: 12,
      responseBody: 'ok',
      error: null,
      timestamp: AT,
    },
  ],
}

export const Webhook = Type.Object(
  {
    id: Type.String({ description: '`wh_<uuid>`' }),
    url: Type.String(),
    name: Type.Union([Type.String(), Type.Null()]),
    events: Type.Array(Type.String(), { description: 'As stored: lower case, singular' }),
    secret: Type.String({ description: 'What signs the deliveries' }),
    isActive: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { examples: [WEBHOOK_EXAMPLE] },
)

const Nullable = (description: string) => Type.Union([Type.String(), Type.Null()], { description })

const Attempt = Type.Object({
  attempt: Type.Integer({ minimum: 1, maximum: MAX_ATTEMPTS }),
  status: Type.Integer({ description: 'The receiver’s HTTP status; 0 for no answer' }),
  success: Type.Boolean(),
  durationMs: Type.Integer({ minimum: 0 }),
  responseBody: Nullable(`The first ${RESPONSE_CHARS} characters of the answer`),
  error: Nullable('Why the attempt failed'),
  timestamp: Type.String({ format: 'date-time', description: 'When the attempt began' }),
})

export const Delivery = Type.Object(
  {
    id: Type.String({
      description: '`del_<uuid>`, also the body’s `id` and `X-Playground-Delivery`',
    }),
    webhookId: Type.String(),
    webhookUrl: Type.String({ description: 'Where the latest attempt went' }),
    event: Type.String(),
    attempt: Type.Integer({
      minimum: 0,
      maximum: MAX_ATTEMPTS,
      description: `Attempts made (at most ${MAX_ATTEMPTS}); 0 while the first is pending`,
    }),
    status: Type.Integer({ description: 'The receiver’s HTTP status; 0 for no answer' }),
    success: Type.Boolean({ description: 'A 2xx answer' }),
    durationMs: Type.Integer({ minimum: 0 }),
    requestHeaders: Type.Record(Type.String(), Type.String()),
    requestBody: Type.String({
      description: 'The raw body, `{id, event, timestamp, data, object: "event", type, created}`',
    }),
    responseBody: Nullable(`The first ${RESPONSE_CHARS} characters of the answer`),
    error: Nullable('Why the latest attempt failed'),
    timestamp: Type.String({ format: 'date-time', description: 'When the latest attempt began' }),
    nextRetryAt: Nullable('When the next attempt is due; null when none is'),
    attempts: Type.Array(Attempt, {
      description:
        'Every attempt made so far, oldest first (the fields above repeat the latest); empty while the first is pending',
    }),
  },
  { examples: [DELIVERY_EXAMPLE] },
)

const WebhookList = Type.Object({ data: Type.Array(Webhook) })
const DeliveryList = Type.Object({ data: Type.Array(Delivery) })
const Queued = Type.Object(
  { message: Type.String(), delivery: Delivery },
  { examples: [{ message: 'Queued', delivery: { ...DELIVERY_EXAMPLE, attempt: 0, status: 0 } }] },
)

const Deleted = Type.Object(
  { message: Type.String(), id: Type.String() },
  { examples: [{ message: `Webhook ${WEBHOOK_EXAMPLE.id} deleted`, id: WEBHOOK_EXAMPLE.id }] },
)

const BODY = [413, 415] as const
const NO_WEBHOOK: [404, string] = [404, '`NOT_FOUND`: no such webhook in this sandbox.']
const SIGNING =
  'Each delivery is a `POST` of `{id, event, timestamp, data, object: "event", type, created}` with `X-Playground-Event`, `X-Playground-Delivery` and `X-Playground-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. A network error, a timeout (4 s) or a 5xx is retried after 5 s, 30 s and 5 min; pending deliveries wait in the store, so a restart loses none.'

/**
 * Summaries, descriptions and responses of the webhook routes
 * (docs/contract/events-and-webhooks.md#webhooks).
 */
export const WEBHOOK_DOCS = {
  create: {
    summary: 'Create a webhook',
    description: `At most ${WEBHOOK_LIMITS.perSandbox} per sandbox. ${SIGNING}`,
    response: {
      200: jsonResponse('The webhook, with its secret', Webhook),
      ...problems(
        400,
        [
          403,
          `\`SANDBOX_LIMIT_REACHED\`: the sandbox already has ${WEBHOOK_LIMITS.perSandbox} webhooks.`,
        ],
        ...BODY,
        ...API_PROBLEMS,
        ...WRITE_PROBLEMS,
      ),
    },
  },
  list: {
    summary: 'List the webhooks',
    description: 'The sandbox’s webhooks, oldest first.',
    response: { 200: jsonResponse('Every webhook', WebhookList), ...problems(...API_PROBLEMS) },
  },
  get: {
    summary: 'Get a webhook',
    response: {
      200: jsonResponse('The webhook', Webhook),
      ...problems(400, NO_WEBHOOK, ...API_PROBLEMS),
    },
  },
  patch: {
    summary: 'Change a webhook',
    description:
      'Sets the fields sent; deliveries already queued go to the URL it has when they are attempted.',
    response: {
      200: jsonResponse('The webhook as changed', Webhook),
      ...problems(400, NO_WEBHOOK, ...BODY, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  },
  remove: {
    summary: 'Delete a webhook',
    description:
      'Its queued deliveries are dropped; its log stays until newer deliveries push it out.',
    response: {
      200: jsonResponse('What was deleted', Deleted),
      ...problems(400, NO_WEBHOOK, ...API_PROBLEMS),
    },
  },
  test: {
    summary: 'Send a test ping',
    description: `Queues a \`test.ping\` delivery to the webhook, active or not, whatever its events; follow it in the delivery log. A sandbox may ask for ${WEBHOOK_LIMITS.manualPerMinute} test pings and redeliveries a minute; past that, 429 \`RATE_LIMITED\` with \`Retry-After\`.`,
    response: {
      200: jsonResponse('The queued delivery', Queued),
      ...problems(400, NO_WEBHOOK, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  },
  deliveries: {
    summary: 'The delivery log',
    description: `The sandbox’s last ${WEBHOOK_LIMITS.log} deliveries, newest first: each with its latest attempt and when the next is due.`,
    response: { 200: jsonResponse('The deliveries', DeliveryList), ...problems(...API_PROBLEMS) },
  },
  webhookDeliveries: {
    summary: 'A webhook’s deliveries',
    description: `The webhook’s deliveries among the sandbox’s last ${WEBHOOK_LIMITS.log}, newest first.`,
    response: {
      200: jsonResponse('The deliveries', DeliveryList),
      ...problems(400, NO_WEBHOOK, ...API_PROBLEMS),
    },
  },
  redeliver: {
    summary: 'Redeliver',
    description: `Queues the delivery’s event and data again to its webhook (at its current URL and secret), as a new delivery with a new id and its own attempts. Counts against the sandbox’s ${WEBHOOK_LIMITS.manualPerMinute} test pings and redeliveries a minute (429 \`RATE_LIMITED\` past them).`,
    response: {
      200: jsonResponse('The new delivery, queued', Queued),
      ...problems(
        400,
        [404, '`NOT_FOUND`: no such delivery in the log, or its webhook was deleted.'],
        ...API_PROBLEMS,
        ...WRITE_PROBLEMS,
      ),
    },
  },
}
