import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { SNAPSHOT_VERSION } from '../../../src/domain/snapshot.ts'
import { as, build, STORES } from '../../helper.ts'
import { gql } from '../graphql/support.ts'

/** `--max-limit` and `--create-cap` (issue 21 §4): every list and every create path follows them. */

type Page = { data: Array<Record<string, unknown>>; pagination: Record<string, unknown> }

/** A db.json collection of 150 records, more than any default page. */
const DB = readDataset(
  JSON.stringify({ notes: Array.from({ length: 150 }, (_, i) => ({ id: i + 1, text: `n${i}` })) }),
)

const json = (rows: unknown) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(rows),
})

for (const store of STORES) {
  describe(`--max-limit 100 (${store})`, () => {
    test('REST pages, slices and cursors hold up to 100 and report it; more is clamped to 100', async (t) => {
      const me = as(await build(t, { store, maxLimit: 100 }), 'pager')
      const page = async (url: string) => {
        const res = await me.get(`/api/v1/${url}`)
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`)
        return { ...(res.json() as Page), headers: res.headers }
      }
      const hundred = await page('comments?limit=100&page=2')
      assert.equal(hundred.data.length, 100)
      assert.equal(hundred.data[0]?.id, 101)
      assert.deepEqual(hundred.pagination, {
        page: 2,
        limit: 100,
        total: 300,
        totalPages: 3,
        hasNextPage: true,
        hasPrevPage: true,
      })
      assert.equal(hundred.headers['x-limit'], '100')
      // Clamped, not refused, as at the default cap.
      const clamped = await page('comments?limit=1000')
      assert.equal(clamped.data.length, 100)
      assert.equal(clamped.pagination.limit, 100)
      for (const url of [
        'comments?_limit=100',
        'comments?_page=1&_limit=250',
        'comments?_start=10&_end=200',
        'comments?_start=10&_limit=100',
        'comments?skip=10&limit=100',
        'comments?cursor=&limit=100',
        'comments?_cursor=&limit=500',
      ]) {
        const got = await page(url)
        assert.equal(got.data.length, 100, url)
        assert.equal(got.pagination.limit, 100, url)
      }
      const cursor = await page('comments?cursor=&limit=100')
      const next = await page(
        `comments?cursor=${encodeURIComponent(String(cursor.pagination.nextCursor))}&limit=100`,
      )
      assert.equal(next.data[0]?.id, 101)
      // Nested routes report the same cap (user 1 has 5 todos).
      const nested = await page('users/1/todos?limit=500')
      assert.equal(nested.pagination.limit, 100)
      assert.equal(nested.data.length, 5)
    })

    test('custom collections, the inbox and db.json collections (REST and GraphQL) follow it too', async (t) => {
      const app = await build(t, { store, maxLimit: 100 }, { dataset: DB })
      const me = as(app, 'pager')
      const rows = Array.from({ length: 120 }, (_, i) => ({ n: i }))
      const imported = await me.send({ url: '/api/v1/custom/things/import', ...json(rows) })
      assert.equal(imported.statusCode, 200, imported.body)
      const custom = (await me.get('/api/v1/custom/things?limit=500')).json() as Page
      assert.equal(custom.data.length, 100)
      assert.equal(custom.pagination.limit, 100)
      const notes = (await me.get('/api/v1/notes?_limit=150')).json() as Page
      assert.equal(notes.data.length, 100)
      assert.equal(notes.pagination.limit, 100)
      const inbox = (await me.get('/api/v1/inbox?limit=500')).json() as Page
      assert.equal(inbox.pagination.limit, 100)
      const gqlNotes = await gql(app, '{ notes(limit: 120) { id } }', { identity: 'pager' })
      assert.equal(gqlNotes.body.data.notes.length, 100)
    })

    test('GraphQL lists and pages hold up to 100; the cost estimate counts lists as 100 long', async (t) => {
      const app = await build(t, { store, maxLimit: 100 })
      const posts = await gql(app, '{ posts(limit: 100) { id } }')
      assert.equal(posts.body.data.posts.length, 100)
      const page = await gql(
        app,
        'query($n: Int) { commentsPage(limit: $n) { data { id } pagination { limit } } }',
        { variables: { n: 500 } },
      )
      assert.equal(page.body.data.commentsPage.data.length, 100)
      assert.equal(page.body.data.commentsPage.pagination.limit, 100)
      // A root list counts as long as the cap lets it be: 1 + 100 × 5 fields = 501 nodes, over
      // a budget of 300 that the same query at the default cap (1 + 30 × 5 = 151) is within.
      // (A relation counts what a parent can hold in the sandbox: test/http/graphql/cost.test.ts.)
      const flat = '{ posts(limit: 1000) { id title body userId user_id } }'
      const refused = await gql(await build(t, { store, maxLimit: 100, graphqlMaxCost: 300 }), flat)
      assert.equal(refused.body.errors[0].extensions.code, 'QUERY_TOO_COMPLEX')
      assert.match(refused.body.errors[0].message, /estimated cost is 501 result nodes/)
      const atDefault = await gql(await build(t, { store, graphqlMaxCost: 300 }), flat)
      assert.equal(atDefault.body.errors, undefined)
      assert.equal(atDefault.body.data.posts.length, 30)
      // The schema says what the server does.
      const described = await gql(
        app,
        '{ __type(name: "Query") { fields { name args { name description } } } }',
      )
      const fields = described.body.data.__type.fields as Array<{
        name: string
        args: Array<{ name: string; description: string }>
      }>
      const limitArg = fields.find((f) => f.name === 'posts')?.args.find((a) => a.name === 'limit')
      assert.match(String(limitArg?.description), /1 to 100 \(a larger limit is clamped to 100\)/)
    })

    test('the OpenAPI document gives the configured cap as the maximum of pagination.limit', async (t) => {
      const doc = async (maxLimit?: number) => {
        const app = await build(t, { store, ...(maxLimit && { maxLimit }) })
        return (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
      }
      const [configured, plain] = await Promise.all([doc(100), doc()])
      assert.equal(configured.components.schemas.Pagination.properties.limit.maximum, 100)
      assert.equal(plain.components.schemas.Pagination.properties.limit.maximum, 30)
      const params = configured.paths['/api/v1/posts'].get.parameters as Array<{
        name: string
        description: string
      }>
      const described = (name: string) => params.find((p) => p.name === name)?.description
      assert.equal(described('limit'), 'Page size (default 10); above 100 it is clamped to 100')
      assert.match(String(described('_end')), /page-size cap of 100 applies/)
    })
  })

  describe(`defaults (${store})`, () => {
    test('without the flags, pages stop at 30 and 30 posts may be created', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'plain')
      const list = (await me.get('/api/v1/comments?limit=100')).json() as Page
      assert.equal(list.data.length, 30)
      assert.equal(list.pagination.limit, 30)
      assert.equal((await gql(app, '{ posts(limit: 100) { id } }')).body.data.posts.length, 30)
      const info = (await me.get('/api/v1/session')).json()
      assert.equal(info.maxQuotaPerResource, 30)
      assert.equal(info.limits.maxProfiles, 30)
    })
  })

  describe(`--create-cap 3 (${store})`, () => {
    test('the 4th REST or GraphQL create is 403 naming 3; deleting one frees its slot', async (t) => {
      const app = await build(t, { store, createCap: 3 })
      const me = as(app, 'capped')
      const ids: string[] = []
      for (let i = 0; i < 3; i++) {
        const res = await me.post('/api/v1/posts', { user_id: 1, title: `p${i}` })
        assert.equal(res.statusCode, 200, res.body)
        ids.push(res.json().id)
      }
      const fourth = await me.post('/api/v1/posts', { user_id: 1, title: 'p3' })
      assert.equal(fourth.statusCode, 403)
      assert.equal(fourth.json().code, 'SANDBOX_LIMIT_REACHED')
      assert.equal(
        fourth.json().detail,
        'This sandbox already holds 3 created posts; delete one or reset the session',
      )
      const viaGql = await gql(app, 'mutation { createPost(user_id: 1, title: "g") { id } }', {
        identity: 'capped',
      })
      assert.equal(viaGql.body.errors[0].extensions.code, 'SANDBOX_LIMIT_REACHED')
      assert.match(viaGql.body.errors[0].message, /already holds 3 created posts/)
      assert.equal((await me.delete(`/api/v1/posts/${ids[0]}`)).statusCode, 200)
      assert.equal((await me.post('/api/v1/posts', { title: 'again' })).statusCode, 200)
      // Registration creates a user, under the same cap.
      for (let i = 0; i < 3; i++) {
        const res = await me.post('/api/v1/auth/register', {
          name: `U${i}`,
          username: `u${i}`,
          email: `u${i}@x.test`,
        })
        assert.equal(res.statusCode, 200, res.body)
      }
      const fourthUser = await me.post('/api/v1/auth/register', {
        name: 'U3',
        username: 'u3',
        email: 'u3@x.test',
      })
      assert.equal(fourthUser.statusCode, 403)
      assert.match(fourthUser.json().detail, /already holds 3 created users/)
    })

    test('an import or snapshot that would hold 4 is refused whole, naming 3', async (t) => {
      const me = as(await build(t, { store, createCap: 3 }), 'importer')
      const rows = Array.from({ length: 4 }, (_, i) => ({ user_id: 1, title: `r${i}` }))
      const file = await me.send({ url: '/api/v1/posts/import', ...json(rows) })
      assert.equal(file.statusCode, 403)
      assert.equal(file.json().code, 'SANDBOX_LIMIT_REACHED')
      assert.match(file.json().detail, /row 4 would be created posts number 4 .*at most 3 may live/)
      const snapshot = {
        version: SNAPSHOT_VERSION,
        records: rows.map((data) => ({ resource: 'posts', op: 'create', data })),
      }
      const session = await me.send({ url: '/api/v1/session/import', ...json(snapshot) })
      assert.equal(session.statusCode, 403)
      assert.equal(session.json().code, 'SANDBOX_LIMIT_REACHED')
      assert.match(session.json().detail, /more than 3 created records of a resource/)
      const created = (await me.get('/api/v1/posts?id_like=^local')).json() as Page
      assert.equal(created.data.length, 0, 'nothing was half-imported')
      // Three fit.
      const three = await me.send({ url: '/api/v1/posts/import', ...json(rows.slice(0, 3)) })
      assert.equal(three.statusCode, 200, three.body)
    })

    test('session info, stats, profiles, db.json creates and the landing page say 3', async (t) => {
      const app = await build(t, { store, createCap: 3 }, { dataset: DB })
      const me = as(app, 'counted')
      await me.post('/api/v1/posts', { title: 'one' })
      const info = (await me.get('/api/v1/session')).json()
      assert.equal(info.maxQuotaPerResource, 3)
      assert.equal(info.limits.maxProfiles, 3)
      const stats = (await me.get('/api/v1/session/stats')).json()
      assert.equal(stats.byResource.posts.quotaUsed, '1 / 3')
      assert.equal(stats.byResource.notes.quotaUsed, '0 / 3')
      for (let i = 0; i < 3; i++) {
        const note = await me.post('/api/v1/notes', { text: `mine ${i}` })
        assert.equal(note.statusCode, 200, note.body)
      }
      const fourthNote = await me.post('/api/v1/notes', { text: 'too many' })
      assert.equal(fourthNote.statusCode, 403)
      assert.match(fourthNote.json().detail, /already holds 3 created notes/)
      for (let i = 0; i < 3; i++) {
        const login = await me.post('/api/v1/auth/login', { username: `guest${i}` })
        assert.equal(login.statusCode, 200, login.body)
      }
      const fourthProfile = await me.post('/api/v1/auth/login', { username: 'guest3' })
      assert.equal(fourthProfile.statusCode, 403)
      assert.match(fourthProfile.json().detail, /already holds 3 session profiles/)
      const page = await me.get('/')
      assert.match(page.body, /Up to 3 created records per resource\./)
      const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
      assert.match(doc.info.description, /at most 3\s+created records per resource/)
      assert.match(doc.paths['/api/v1/posts'].post.description, /At most 3 created posts/)
    })
  })
}
