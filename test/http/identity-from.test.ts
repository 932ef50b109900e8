import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import Fastify, { type InjectOptions } from 'fastify'
import { uuidV5 } from '../../src/domain/identity.ts'
import { createShareTokens, newShareSecret } from '../../src/domain/share-tokens.ts'
import identity from '../../src/http/plugins/identity.ts'
import { createMemoryStore } from '../../src/store/memory/memory-store.ts'

/**
 * The identity plugin alone, with a route that answers what it recorded on the request: how it
 * found the identity and by which name. `/health` is a public URL (no cookie, no share tokens).
 */
async function probe(t: { after: (fn: () => unknown) => void }) {
  const secret = newShareSecret()
  const shareTokens = createShareTokens(async () => secret, {
    overlay: createMemoryStore().overlay,
  })
  const app = Fastify()
  await app.register(identity, { crossSite: false, shareTokens })
  const recorded = (req: {
    identity: string
    identityFrom: string
    identityName: string | undefined
    share: { mode: string } | null
  }) => ({
    identity: req.identity,
    from: req.identityFrom,
    name: req.identityName ?? null,
    share: req.share?.mode ?? null,
  })
  app.get('/probe', async (req) => recorded(req))
  app.get('/health', async (req) => recorded(req))
  await app.ready()
  t.after(() => app.close())
  const ask = async (opts: InjectOptions) => {
    const res = await app.inject({ method: 'GET', url: '/probe', ...opts })
    assert.equal(res.statusCode, 200, res.body)
    return res.json() as ReturnType<typeof recorded>
  }
  return { ask, shareTokens }
}

test('the identity plugin records how it found the identity and by which name', async (t) => {
  const { ask, shareTokens } = await probe(t)
  const cookie = randomUUID()
  const uuid = randomUUID()

  assert.deepEqual(await ask({ headers: { 'x-playground-identity': 'ci-worker-3' } }), {
    identity: uuidV5('ci-worker-3'),
    from: 'header',
    name: 'ci-worker-3',
    share: null,
  })
  assert.deepEqual(await ask({ headers: { 'x-pg-identity': 'short-header' } }), {
    identity: uuidV5('short-header'),
    from: 'header',
    name: 'short-header',
    share: null,
  })
  // The name as given: a UUID keeps its case there, while the identity is lowercase.
  assert.deepEqual(await ask({ headers: { 'x-playground-identity': uuid.toUpperCase() } }), {
    identity: uuid,
    from: 'header',
    name: uuid.toUpperCase(),
    share: null,
  })
  assert.deepEqual(
    await ask({ url: '/probe?_sandbox=my-demo', cookies: { pg_identity: cookie } }),
    {
      identity: uuidV5('my-demo'),
      from: 'query',
      name: 'my-demo',
      share: null,
    },
  )
  assert.deepEqual(await ask({ cookies: { pg_identity: cookie } }), {
    identity: cookie,
    from: 'cookie',
    name: null,
    share: null,
  })
  const minted = await ask({})
  assert.equal(minted.from, 'minted')
  assert.equal(minted.name, null)
  assert.notEqual(minted.identity, cookie)

  // A share token, in the header or in _sandbox, is no name: the token stands in for one.
  const { token } = await shareTokens.sign(uuidV5('owner'), 'read')
  for (const opts of [
    { headers: { 'x-playground-identity': token } },
    { headers: { 'x-pg-identity': token } },
    { url: `/probe?_sandbox=${token}` },
  ]) {
    assert.deepEqual(await ask({ ...opts, cookies: { pg_identity: cookie } }), {
      identity: uuidV5('owner'),
      from: 'share',
      name: null,
      share: 'read',
    })
  }
})

test('what the plugin ignored is not recorded: a malformed name falls through and says so', async (t) => {
  const { ask } = await probe(t)
  const cookie = randomUUID()
  // A malformed header: _sandbox names the sandbox, not the header.
  assert.deepEqual(
    await ask({
      url: '/probe?_sandbox=from-param',
      headers: { 'x-playground-identity': 'not a name' },
    }),
    { identity: uuidV5('from-param'), from: 'query', name: 'from-param', share: null },
  )
  // A malformed header and _sandbox, then the cookie; or nothing, then a new identity.
  const bad = {
    url: '/probe?_sandbox=a%22b',
    headers: { 'x-playground-identity': 'x'.repeat(129) },
  }
  assert.deepEqual(await ask({ ...bad, cookies: { pg_identity: cookie } }), {
    identity: cookie,
    from: 'cookie',
    name: null,
    share: null,
  })
  const minted = await ask({ ...bad, cookies: { pg_identity: 'not-a-uuid' } })
  assert.deepEqual([minted.from, minted.name], ['minted', null])
})

test('a public URL records its source too, though it sets no cookie', async (t) => {
  const { ask } = await probe(t)
  const cookie = randomUUID()
  const named = await ask({ url: '/health', headers: { 'x-pg-identity': 'ci-worker-3' } })
  assert.deepEqual([named.from, named.name], ['header', 'ci-worker-3'])
  const byCookie = await ask({ url: '/health', cookies: { pg_identity: cookie } })
  assert.deepEqual([byCookie.identity, byCookie.from], [cookie, 'cookie'])
  const minted = await ask({ url: '/health' })
  assert.deepEqual([minted.from, minted.name], ['minted', null])
})
