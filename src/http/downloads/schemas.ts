import { Type } from 'typebox'
import { API_PROBLEMS, problems } from '../common/schemas.ts'

export const OpenApiQuery = Type.Object(
  {
    version: Type.Optional(
      Type.String({
        enum: ['3.1', '3.0'],
        default: '3.1',
        description: '`3.0` for OpenAPI 3.0.3, for tools that read nothing newer',
      }),
    ),
  },
  { additionalProperties: true },
)

const tags = ['downloads']

const CACHING = 'Made once from the OpenAPI document; revalidate with `If-None-Match`.'

const headers = (attachment: boolean) => ({
  'Cache-Control': { type: 'string', description: '`public, max-age=300`' },
  ETag: { type: 'string' },
  ...(attachment
    ? { 'Content-Disposition': { type: 'string', description: '`attachment; filename="…"`' } }
    : {}),
})

const file = (description: string, type: string, schema: object, attachment = true) => ({
  description,
  headers: headers(attachment),
  content: { [type]: { schema } },
})

const json = (description: string) =>
  file(description, 'application/json', Type.Object({}, { additionalProperties: true }))

const text = (description: string, type: string, attachment = true) =>
  file(description, type, Type.String({ description }), attachment)

export const DOWNLOAD_DOCS = {
  openapi: {
    tags,
    summary: 'The OpenAPI document, as a file',
    description: `The document \`/api/v1/openapi.json\` serves, as OpenAPI 3.1, or 3.0.3 with \`?version=3.0\` (JSON Schema keywords 3.0 lacks are translated: \`type: [x, "null"]\` → \`nullable\`, \`const\` → \`enum\`, \`examples\` → \`example\`). ${CACHING}`,
    querystring: OpenApiQuery,
    response: {
      200: json('The OpenAPI document'),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  postman: {
    tags,
    summary: 'A Postman collection (v2.1)',
    description: `Every operation, a folder per tag, with example bodies. Collection variables: \`baseUrl\` (this server), \`identity\` (your sandbox, sent as \`X-Playground-Identity\`; empty: the cookie keeps one) and \`accessToken\` (sent as a Bearer token where one is required). Optional query parameters are listed but disabled. ${CACHING}`,
    response: { 200: json('A Postman Collection v2.1'), ...problems(...API_PROBLEMS) },
  },
  insomnia: {
    tags,
    summary: 'An Insomnia export (format 4)',
    description: `A workspace with a request group per tag, and a base environment holding \`baseUrl\`, \`identity\` and \`accessToken\`. ${CACHING}`,
    response: { 200: json('An Insomnia export, format 4'), ...problems(...API_PROBLEMS) },
  },
  bruno: {
    tags,
    summary: 'A Bruno collection',
    description: `Bruno's JSON collection format (Import Collection → Bruno Collection): a folder per tag and an environment with \`baseUrl\`, \`identity\` and \`accessToken\`. ${CACHING}`,
    response: { 200: json('A Bruno collection'), ...problems(...API_PROBLEMS) },
  },
  dts: {
    tags,
    summary: 'TypeScript declarations',
    description: `A type per component schema (\`User\`, \`Post\`, \`Problem\` …) and an interface per operation naming its path and query parameters, request body and response bodies by status (\`GetPostsById\`). ${CACHING}`,
    response: {
      200: text('TypeScript declarations', 'text/plain'),
      ...problems(...API_PROBLEMS),
    },
  },
  llms: {
    tags,
    summary: 'llms.txt: the API in brief, for coding assistants',
    description: `The [llms.txt](https://llmstxt.org) format: a summary and links to the reference, the full text and the downloads. ${CACHING}`,
    response: { 200: text('Markdown', 'text/plain', false) },
  },
  llmsFull: {
    tags,
    summary: 'llms-full.txt: every endpoint in Markdown',
    description: `Every operation (method, path, summary, parameters, request body fields and response codes) and every schema, as Markdown. ${CACHING}`,
    response: { 200: text('Markdown', 'text/plain', false) },
  },
}
