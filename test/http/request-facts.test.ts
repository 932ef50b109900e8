import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { uuidV5 } from '../../src/domain/identity.ts'
import {
  createRequestFacts,
  type RawRequest,
  type RequestFacts,
  requestFacts,
} from '../../src/http/request-facts.ts'

/**
 * The facts of a request (request-facts.ts) are read once and used by the front door and every
 * plugin: each row is a request and the facts it must give (only the facts the row names are
 * compared).
 */
const UUID = randomUUID()
const TOKEN = `${randomUUID()}.r${'A'.repeat(43)}`
const get = (url: string, headers: RawRequest['headers'] = {}): RawRequest => ({
  method: 'GET',
  url,
  headers,
})
const post = (url: string, headers: RawRequest['headers'] = {}): RawRequest => ({
  method: 'POST',
  url,
  headers: { 'content-length': '2', 'content-type': 'application/json', ...headers },
})
const LIST = '/api/v1/posts'

type Row = [string, RawRequest, Partial<RequestFacts>]

const SANDBOXES: Row[] = [
  [
    'a name in the header',
    get(LIST, { 'x-playground-identity': 'ci-worker-3' }),
    { sandbox: { from: 'header', identity: uuidV5('ci-worker-3'), name: 'ci-worker-3' } },
  ],
  [
    'the short header',
    get(LIST, { 'x-pg-identity': 'short' }),
    { sandbox: { from: 'header', identity: uuidV5('short'), name: 'short' } },
  ],
  [
    'a UUID in the header, in capitals: the identity is lowercase, the name as given',
    get(LIST, { 'x-playground-identity': UUID.toUpperCase() }),
    { sandbox: { from: 'header', identity: UUID, name: UUID.toUpperCase() } },
  ],
  [
    'the header before _sandbox and the cookie',
    get(`${LIST}?_sandbox=other`, {
      'x-playground-identity': 'mine',
      cookie: `pg_identity=${UUID}`,
    }),
    { sandbox: { from: 'header', identity: uuidV5('mine'), name: 'mine' }, unnamed: false },
  ],
  [
    '_sandbox before the cookie',
    get(`${LIST}?_limit=2&_sandbox=my-demo`, { cookie: `pg_identity=${UUID}` }),
    { sandbox: { from: 'query', identity: uuidV5('my-demo'), name: 'my-demo' } },
  ],
  [
    '_sandbox percent-encoded',
    get(`${LIST}?%5Fsandbox=encoded`),
    { sandbox: { from: 'query', identity: uuidV5('encoded'), name: 'encoded' } },
  ],
  [
    'the cookie, among others',
    get(LIST, { cookie: `theme=dark; pg_identity=${UUID.toUpperCase()}; a=b` }),
    { sandbox: { from: 'cookie', identity: UUID }, unnamed: false },
  ],
  [
    'a cookie that is not a UUID',
    get(LIST, { cookie: 'pg_identity=nope' }),
    { sandbox: { from: 'minted' } },
  ],
  ['nothing', get(LIST), { sandbox: { from: 'minted' }, unnamed: false }],
  [
    'a header naming nothing: the cookie, and it is said',
    get(LIST, { 'x-playground-identity': ' ', cookie: `pg_identity=${UUID}` }),
    { sandbox: { from: 'cookie', identity: UUID }, unnamed: true },
  ],
  [
    'a _sandbox naming nothing',
    get(`${LIST}?_sandbox=${'x'.repeat(129)}`),
    { sandbox: { from: 'minted' }, unnamed: true },
  ],
  [
    'a repeated _sandbox is none',
    get(`${LIST}?_sandbox=a&_sandbox=b`),
    { sandbox: { from: 'minted' }, unnamed: false },
  ],
  [
    'a share token in the header',
    get(LIST, { 'x-playground-identity': TOKEN }),
    { sandbox: { from: 'share', token: TOKEN, given: 'Header X-Playground-Identity' } },
  ],
  [
    'a share token in the short header',
    get(LIST, { 'x-pg-identity': TOKEN }),
    { sandbox: { from: 'share', token: TOKEN, given: 'Header X-PG-Identity' } },
  ],
  [
    'a share token in _sandbox',
    get(`${LIST}?_sandbox=${TOKEN}`),
    { sandbox: { from: 'share', token: TOKEN, given: 'Query parameter _sandbox' } },
  ],
  [
    'a share token on a public URL is only a name',
    get('/api/v1/health', { 'x-playground-identity': TOKEN }),
    { public: true, sandbox: { from: 'header', identity: uuidV5(TOKEN), name: TOKEN } },
  ],
]

const SIMULATIONS: Row[] = [
  ['nothing asked', get(LIST), { simulable: true, simulated: false, simulation: {} }],
  ['a delay', get(`${LIST}?_delay=10`), { simulated: true, simulation: { delay: 10 } }],
  [
    'a status by header',
    get(LIST, { 'x-simulate-status': '503' }),
    { simulated: true, simulation: { status: 503 } },
  ],
  ['a limit turned off', get(`${LIST}?_ratelimit=false`), { simulated: false, simulation: {} }],
  ['flaky off', get(LIST, { 'x-simulate-flaky': 'false' }), { simulated: false }],
  ['GraphQL', post('/graphql', { 'x-simulate-delay': '0' }), { simulable: true, simulated: true }],
  ['auth', post('/auth/login'), { simulable: true }],
  ['health is never simulated', get('/api/v1/health?_delay=10'), { simulable: false }],
  ['nor the profile', get('/api/v1/session/network'), { simulable: false }],
  ['nor OPTIONS', { method: 'OPTIONS', url: LIST, headers: {} }, { simulable: false }],
  ['nor the docs', get('/docs?_delay=10'), { simulable: false }],
]

const CALLERS: Row[] = [
  [
    'a role',
    get(`${LIST}?_role=admin`),
    { role: { name: '_role', value: 'admin' }, scopes: undefined },
  ],
  [
    '_role before the headers',
    get(`${LIST}?_role=admin`, { 'x-simulate-role': 'viewer' }),
    { role: { name: '_role', value: 'admin' } },
  ],
  [
    'X-Simulate-Role',
    get(LIST, { 'x-simulate-role': 'viewer' }),
    { role: { name: 'X-Simulate-Role', value: 'viewer' } },
  ],
  [
    'X-Playground-Role',
    get(LIST, { 'x-playground-role': 'viewer' }),
    { role: { name: 'X-Playground-Role', value: 'viewer' } },
  ],
  [
    'a repeated role, for RBAC to refuse',
    get(`${LIST}?_role=a&_role=b`),
    { role: { name: '_role', value: ['a', 'b'] } },
  ],
  [
    'scopes',
    get(`${LIST}?_scopes=posts:read`),
    { scopes: { name: '_scopes', value: 'posts:read' }, role: undefined },
  ],
  [
    'X-Simulate-Scopes',
    get(LIST, { 'x-simulate-scopes': 'posts:read' }),
    { scopes: { name: 'X-Simulate-Scopes', value: 'posts:read' } },
  ],
  [
    'enforcement asked',
    get(LIST, { 'x-enforce-rbac': 'true' }),
    { enforce: { name: 'X-Enforce-RBAC', value: 'true' } },
  ],
  ['a token', get(LIST, { authorization: 'Bearer x' }), { token: true }],
  ['no token', get(LIST), { token: false, role: undefined, enforce: undefined }],
  ['an Origin', get(LIST, { origin: 'http://a.test' }), { origin: 'http://a.test' }],
]

const WRITES: Row[] = [
  ['GET reads', get(LIST), { write: 'read' }],
  ['HEAD reads', { method: 'HEAD', url: LIST, headers: {} }, { write: 'read' }],
  ['OPTIONS reads', { method: 'OPTIONS', url: LIST, headers: {} }, { write: 'read' }],
  ['POST writes', post(LIST), { write: 'write' }],
  ['DELETE writes', { method: 'DELETE', url: `${LIST}/1`, headers: {} }, { write: 'write' }],
  [
    'any other method may write',
    { method: 'PROPFIND', url: LIST, headers: {} },
    { write: 'write' },
  ],
  ['a GraphQL POST: its operation decides', post('/graphql'), { write: 'operation' }],
  ['at the other URL too', post('/api/v1/graphql?x=1'), { write: 'operation' }],
  ['with a trailing slash, as routed', post('/graphql/'), { write: 'operation' }],
  ['a GraphQL GET reads', get('/graphql?query={posts{id}}'), { write: 'read' }],
  ['a path that only starts alike', post('/graphqlx'), { write: 'write' }],
]

const HEADERS: Row[] = [
  ['a plain GET', get(LIST, { 'accept-encoding': 'gzip' }), { plain: true }],
  ['a conditional', get(LIST, { 'if-none-match': 'W/"x"' }), { plain: false }],
  ['compression refused', get(LIST, { 'x-no-compression': '1' }), { plain: false }],
  ['an encoded body', post('/graphql', { 'content-encoding': 'gzip' }), { plain: false }],
  ['a GET with a body', get(LIST, { 'content-length': '2' }), { plain: false }],
  ['a chunked body', get(LIST, { 'transfer-encoding': 'chunked' }), { plain: false }],
  ['a POST of a stated length', post('/graphql'), { plain: true }],
  [
    'a POST without a length',
    { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' } },
    { plain: false },
  ],
  ['an idempotency key', post('/graphql', { 'idempotency-key': 'k' }), { plain: false }],
  ['an Expect', post('/graphql', { expect: '100-continue' }), { plain: false }],
  [
    'the variant of a GET: encodings, types and Origin',
    get(LIST, { 'accept-encoding': 'br', accept: 'text/csv', origin: 'http://a.test' }),
    { variant: 'br\u0000text/csv\u0000http://a.test' },
  ],
  ['the variant of a bare GET', get(LIST), { variant: '\u0000\u0000' }],
  [
    'the variant of a POST: the body type and the URL besides',
    post('/api/v1/graphql', { 'accept-encoding': 'gzip' }),
    { variant: 'gzip\u0000\u0000\u0000application/json\u0000/api/v1/graphql' },
  ],
]

const only = (facts: RequestFacts, expected: Partial<RequestFacts>) =>
  Object.fromEntries(Object.keys(expected).map((k) => [k, facts[k as keyof RequestFacts]]))

describe('requestFacts', () => {
  for (const [name, rows] of Object.entries({ SANDBOXES, SIMULATIONS, CALLERS, WRITES, HEADERS })) {
    test(name.toLowerCase(), () => {
      for (const [what, raw, expected] of rows) {
        const facts = requestFacts(raw)
        assert.deepEqual(only(facts, expected), expected, what)
      }
    })
  }

  test('a malformed simulation is carried, for the simulation to answer 400', () => {
    for (const url of [`${LIST}?_delay=soon`, `${LIST}?_delay=1&_delay=2`, `${LIST}?_status=200`]) {
      const facts = requestFacts(get(url))
      assert.ok(facts.simulation instanceof Error, url)
      assert.equal(facts.simulated, true, url)
    }
  })

  test('parts already parsed are used as given', () => {
    const facts = requestFacts(
      get(`${LIST}?ignored=1`, { cookie: 'pg_identity=nope' }),
      undefined,
      {
        query: { _sandbox: 'given' },
        cookies: {},
      },
    )
    assert.deepEqual(facts.sandbox, { from: 'query', identity: uuidV5('given'), name: 'given' })
    const byCookie = requestFacts(get(LIST, { cookie: 'x=1' }), undefined, {
      cookies: { pg_identity: UUID },
    })
    assert.deepEqual(byCookie.sandbox, { from: 'cookie', identity: UUID })
  })

  test('a memo of names gives the same facts', () => {
    const factsOf = createRequestFacts()
    for (const rows of [SANDBOXES, SIMULATIONS, CALLERS, WRITES, HEADERS])
      for (const [what, raw] of rows) {
        const fresh = requestFacts(raw)
        const memo = factsOf(raw)
        assert.deepEqual(
          { ...memo, simulation: String(memo.simulation) },
          { ...fresh, simulation: String(fresh.simulation) },
          what,
        )
      }
  })
})
