import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'

/**
 * Webhooks (docs/contract/events-and-webhooks.md#webhooks): create, read, change, delete; the rules
 * a body must keep; the cap.
 */

const hook = (over: Record<string, unknown> = {}) => ({
  url: 'http://localhost:4000/hooks',
  events: ['post.created'],
  ...over,
})

for (const store of STORES) {
  describe(`webhooks CRUD (${store})`, () => {
    test('creates a webhook with a generated secret and normalised events, then reads, patches and deletes it', async (t) => {
      const me = as(await build(t, { store }), 'crud')
      const created = await me.post(
        '/api/v1/webhooks',
        hook({ events: ['posts.created', 'Custom.*', 'comment.*', 'post.created'], name: 'dev' }),
      )
      assert.equal(created.statusCode, 200)
      const body = created.json()
      assert.match(body.id, /^wh_[0-9a-f-]{36}$/)
      assert.match(body.secret, /^whsec_[0-9a-f]{48}$/)
      assert.deepEqual(body.events, ['post.created', 'custom.*', 'comment.*'])
      assert.equal(body.isActive, true)
      assert.equal(body.name, 'dev')
      assert.equal(body.url, 'http://localhost:4000/hooks')

      assert.deepEqual((await me.get(`/api/v1/webhooks/${body.id}`)).json(), body)
      assert.deepEqual((await me.get('/api/v1/webhooks')).json(), { data: [body] })

      const patched = await me.patch(`/api/v1/webhooks/${body.id}`, {
        isActive: false,
        events: ['*', 'post.created'],
        secret: 'my-own-secret',
      })
      assert.equal(patched.statusCode, 200)
      assert.equal(patched.json().isActive, false)
      assert.deepEqual(patched.json().events, ['*'])
      assert.equal(patched.json().secret, 'my-own-secret')
      assert.equal(patched.json().url, body.url, 'fields not sent are kept')

      const deleted = await me.delete(`/api/v1/webhooks/${body.id}`)
      assert.deepEqual(deleted.json(), { message: `Webhook ${body.id} deleted`, id: body.id })
      assert.equal((await me.get(`/api/v1/webhooks/${body.id}`)).statusCode, 404)
      assert.equal((await me.delete(`/api/v1/webhooks/${body.id}`)).statusCode, 404)
      assert.deepEqual((await me.get('/api/v1/webhooks')).json(), { data: [] })
    })

    test('refuses bodies that break the rules, naming the field and the value, and stores nothing', async (t) => {
      const me = as(await build(t, { store }), 'rules')
      const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
        [
          'an ftp URL',
          hook({ url: 'ftp://example.com/x' }),
          'url',
          /http:\/\/ or https:\/\/.*ftp:/,
        ],
        ['no URL', { events: ['*'] }, 'url', /url/],
        [
          'the metadata address',
          hook({ url: 'http://169.254.169.254/latest' }),
          'url',
          /link-local/,
        ],
        ['metadata in hex', hook({ url: 'http://0xa9fea9fe/' }), 'url', /link-local/],
        ['metadata as one integer', hook({ url: 'http://2852039166/' }), 'url', /link-local/],
        [
          'IPv4-mapped metadata',
          hook({ url: 'http://[::ffff:169.254.169.254]/' }),
          'url',
          /link-local/,
        ],
        ['IPv6 link-local', hook({ url: 'http://[fe80::1]/' }), 'url', /link-local/],
        [
          'an unknown event family',
          hook({ events: ['nope.created'] }),
          'events[0]',
          /nope\.created/,
        ],
        ['a wildcard inside', hook({ events: ['*.created'] }), 'events[0]', /\*\.created/],
        ['no events', hook({ events: [] }), 'events', /1 to 50/],
        ['a bad secret', hook({ secret: 'has spaces in it' }), 'secret', /printable/],
        ['a long name', hook({ name: 'n'.repeat(101) }), 'name', /100/],
        ['an unknown field', hook({ retries: 9 }), 'retries', /not a webhook field/],
      ]
      for (const [name, payload, field, detail] of cases) {
        const res = await me.post('/api/v1/webhooks', payload)
        assert.equal(res.statusCode, 400, name)
        const problem = res.json()
        assert.ok(
          problem.errors?.some(
            (e: { field: string }) => e.field === field || e.field === `/${field}`,
          ),
          `${name}: ${JSON.stringify(problem)}`,
        )
        assert.match(problem.detail, detail, name)
      }
      const proto = await me.send({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: { 'content-type': 'application/json' },
        payload: '{"url":"http://localhost/","events":["*"],"__proto__":{"isActive":false}}',
      })
      assert.equal(proto.statusCode, 400)
      assert.deepEqual((await me.get('/api/v1/webhooks')).json(), { data: [] })
    })

    test('refuses a patch that breaks the rules and keeps the webhook as it was', async (t) => {
      const me = as(await build(t, { store }), 'patch-rules')
      const { id } = (await me.post('/api/v1/webhooks', hook())).json()
      const res = await me.patch(`/api/v1/webhooks/${id}`, { url: 'file:///etc/passwd' })
      assert.equal(res.statusCode, 400)
      assert.equal((await me.get(`/api/v1/webhooks/${id}`)).json().url, hook().url)
    })

    test('holds at most 10 webhooks per sandbox', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'capped')
      for (let n = 0; n < 10; n++) {
        assert.equal((await me.post('/api/v1/webhooks', hook({ name: `h${n}` }))).statusCode, 200)
      }
      const refused = await me.post('/api/v1/webhooks', hook())
      assert.equal(refused.statusCode, 403)
      assert.equal(refused.json().code, 'SANDBOX_LIMIT_REACHED')
      assert.equal((await me.get('/api/v1/webhooks')).json().data.length, 10)
      assert.equal((await as(app, 'other').post('/api/v1/webhooks', hook())).statusCode, 200)
    })

    test('WEBHOOK_ALLOW_PRIVATE=0 also refuses loopback and private literals', async (t) => {
      const me = as(await build(t, { store, webhookAllowPrivate: false }), 'public')
      for (const url of [
        'http://127.0.0.1:4000/',
        'http://10.1.2.3/',
        'http://[::1]/',
        'http://192.168.0.9/',
      ]) {
        const res = await me.post('/api/v1/webhooks', hook({ url }))
        assert.equal(res.statusCode, 400, url)
        assert.match(res.json().detail, /loopback or private/)
      }
      assert.equal(
        (await me.post('/api/v1/webhooks', hook({ url: 'https://example.com/' }))).statusCode,
        200,
      )
    })

    test('another sandbox can neither read, change, delete nor ping my webhooks', async (t) => {
      const app = await build(t, { store })
      const mine = as(app, 'owner')
      const theirs = as(app, 'intruder')
      const { id } = (await mine.post('/api/v1/webhooks', hook())).json()
      assert.equal((await theirs.get(`/api/v1/webhooks/${id}`)).statusCode, 404)
      assert.equal(
        (await theirs.patch(`/api/v1/webhooks/${id}`, { isActive: false })).statusCode,
        404,
      )
      assert.equal((await theirs.delete(`/api/v1/webhooks/${id}`)).statusCode, 404)
      assert.equal((await theirs.post(`/api/v1/webhooks/${id}/test`, {})).statusCode, 404)
      assert.equal((await theirs.get(`/api/v1/webhooks/${id}/deliveries`)).statusCode, 404)
      assert.deepEqual((await theirs.get('/api/v1/webhooks')).json(), { data: [] })
      const still = (await mine.get(`/api/v1/webhooks/${id}`)).json()
      assert.equal(still.isActive, true)
    })
  })
}
