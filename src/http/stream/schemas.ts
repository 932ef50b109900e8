import { Type } from 'typebox'
import { API_PROBLEMS, problems } from '../common/schemas.ts'

export const StreamQuery = Type.Object({
  types: Type.Optional(
    Type.String({
      maxLength: 1000,
      description:
        'Comma-separated event types to receive, `*` as a wildcard segment: `post.*,comment.created`, `custom.*`. Default: every event.',
      examples: ['post.*,comment.created'],
    }),
  ),
  lastEventId: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'As the `Last-Event-ID` header: replay what came after this event',
    }),
  ),
})

export const STREAM_DOCS = {
  summary: 'Your sandbox’s events, live (Server-Sent Events)',
  description:
    'A `text/event-stream` of every change of the caller’s sandbox, whatever interface caused it (REST, GraphQL, import), on any instance: first `event: connected`, then `event: <type>` with `id:` and `data: {id, type, resource, action, recordId, data, timestamp, object: "event", created}` per event (`created`: the timestamp in Unix seconds), `: ping` every 15 s, `retry: 3000`. `Last-Event-ID` (or `lastEventId`) replays the events after that one from the last 100 of the last 10 minutes. At most 10 open streams per sandbox (429 beyond); a reader too slow to keep up gets `event: lagged` and is closed. Use `?_sandbox=<name>` or the cookie: `EventSource` cannot send headers.',
  produces: ['text/event-stream'],
  response: {
    200: {
      description: 'The event stream (it stays open)',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    ...problems(
      400,
      [429, '`RATE_LIMITED`: this sandbox already has 10 open streams.'],
      ...API_PROBLEMS,
    ),
  },
}
