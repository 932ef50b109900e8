import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { CHAT_LIMITS } from '../../../src/domain/chat/rules.ts'
import { as, build, STORES } from '../../helper.ts'

/** docs/contract/chat.md: `GET|POST /api/v1/messages`, through the whole HTTP stack. */

type Message = { id: string; room: string; sender_name: string; text: string }
type Page = {
  data: Message[]
  pagination: { limit: number; total: number; nextCursor: string | null; hasMore: boolean }
}

const post = (client: ReturnType<typeof as>, room: string, text: string, sender_name = 'Ada') =>
  client.post('/api/v1/messages', { room, sender_name, text })

for (const store of STORES) {
  describe(`/api/v1/messages (${store})`, () => {
    test('pages newest first by cursor, per room, with q; another sandbox sees none', async (t) => {
      const app = await build(t, { store }, { chatBotDelayMs: 0 })
      const client = as(app, 'msg-page')
      for (let i = 0; i < 25; i++) {
        const res = await post(client, i % 5 === 0 ? 'other' : 'lobby', `note ${i}`)
        assert.equal(res.statusCode, 200, res.body)
      }
      const seen: string[] = []
      let cursor = ''
      for (;;) {
        const res = await client.get(`/api/v1/messages?room=lobby&limit=7&cursor=${cursor}`)
        assert.equal(res.statusCode, 200, res.body)
        const page = res.json() as Page
        assert.equal(page.pagination.total, 20)
        assert.ok(page.data.every((m) => m.room === 'lobby'))
        seen.push(...page.data.map((m) => m.text))
        if (!page.pagination.hasMore) {
          assert.equal(page.pagination.nextCursor, null)
          break
        }
        cursor = page.pagination.nextCursor ?? ''
      }
      const expected = [...Array(25).keys()]
        .filter((i) => i % 5 !== 0)
        .reverse()
        .map((i) => `note ${i}`)
      assert.deepEqual(seen, expected)

      const all = (await client.get('/api/v1/messages')).json() as Page
      assert.equal(all.pagination.total, 25)
      assert.equal(all.data.length, CHAT_LIMITS.defaultPage)
      assert.equal(all.data[0]?.text, 'note 24')
      const found = (await client.get('/api/v1/messages?q=NOTE%201')).json() as Page
      assert.deepEqual(
        found.data.map((m) => m.text),
        [
          'note 19',
          'note 18',
          'note 17',
          'note 16',
          'note 15',
          'note 14',
          'note 13',
          'note 12',
        ].concat(['note 11', 'note 10', 'note 1']),
      )
      const other = (await as(app, 'msg-page-other').get('/api/v1/messages')).json() as Page
      assert.deepEqual(other, {
        data: [],
        pagination: { limit: CHAT_LIMITS.defaultPage, total: 0, nextCursor: null, hasMore: false },
      })
    })

    test('bad input is a 400 naming the parameter and the value', async (t) => {
      const app = await build(t, { store }, { chatBotDelayMs: 0 })
      const client = as(app, 'msg-bad')
      const cases: Array<[Record<string, unknown>, string, RegExp]> = [
        [{ room: 'two words', sender_name: 'Ada', text: 'x' }, 'room', /'two words'/],
        [{ room: '__proto__', sender_name: 'Ada', text: 'x' }, 'room', /'__proto__'/],
        [{ room: 'lobby', sender_name: ' ', text: 'x' }, 'sender_name', /1 to 50/],
        [{ room: 'lobby', sender_name: 'Ada', text: 'x'.repeat(2001) }, 'text', /got 2001/],
        [{ room: 'lobby', sender_name: 'Ada', text: '' }, 'text', /non-blank/],
      ]
      for (const [body, field, detail] of cases) {
        const res = await client.post('/api/v1/messages', body)
        assert.equal(res.statusCode, 400, field)
        const problem = res.json()
        assert.equal(problem.code, 'VALIDATION_FAILED')
        assert.equal(problem.errors[0].field, field)
        assert.match(problem.detail, detail)
      }
      const missing = await client.post('/api/v1/messages', { room: 'lobby', text: 'x' })
      assert.equal(missing.statusCode, 400)
      assert.match(missing.json().detail, /sender_name/)

      await post(client, 'lobby', 'one')
      await post(client, 'lobby', 'two')
      const first = (await client.get('/api/v1/messages?room=lobby&limit=1')).json() as Page
      const cursor = first.pagination.nextCursor ?? ''
      // A cursor is bound to the room and q it was made with.
      for (const url of [
        `/api/v1/messages?room=other&cursor=${cursor}`,
        '/api/v1/messages?cursor=bm90LWEtY3Vyc29y',
      ]) {
        const res = await client.get(url)
        assert.equal(res.statusCode, 400)
        assert.equal(res.json().code, 'INVALID_CURSOR')
        assert.match(res.json().detail, /'cursor'/)
      }
      for (const [url, name] of [
        ['/api/v1/messages?limit=0', 'limit'],
        ['/api/v1/messages?limit=101', 'limit'],
        ['/api/v1/messages?room=bad%20room', 'room'],
      ]) {
        const res = await client.get(url as string)
        assert.equal(res.statusCode, 400, url)
        assert.match(res.json().detail, new RegExp(name as string))
      }
    })

    test(`keeps the last ${CHAT_LIMITS.messages} messages; a reset forgets them`, async (t) => {
      const app = await build(t, { store }, { chatBotDelayMs: 0 })
      const client = as(app, 'msg-cap')
      const other = as(app, 'msg-cap-other')
      await post(other, 'lobby', 'kept')
      for (let i = 0; i < CHAT_LIMITS.messages + 3; i++) await post(client, 'lobby', `n${i}`)
      const page = (await client.get('/api/v1/messages?limit=100')).json() as Page
      assert.equal(page.pagination.total, CHAT_LIMITS.messages)
      assert.equal(page.data[0]?.text, `n${CHAT_LIMITS.messages + 2}`)
      let cursor = page.pagination.nextCursor
      let last = page.data.at(-1)?.text
      while (cursor) {
        const next = (
          await client.get(`/api/v1/messages?limit=100&cursor=${cursor}`)
        ).json() as Page
        last = next.data.at(-1)?.text
        cursor = next.pagination.nextCursor
      }
      assert.equal(last, 'n3')
      assert.equal((await client.delete('/api/v1/session/reset')).statusCode, 200)
      assert.equal(((await client.get('/api/v1/messages')).json() as Page).pagination.total, 0)
      assert.equal(((await other.get('/api/v1/messages')).json() as Page).pagination.total, 1)
    })

    test('GraphQL still answers beside the WebSocket plugin', async (t) => {
      const app = await build(t, { store })
      const res = await as(app, 'msg-gql').post('/graphql', { query: '{ __typename }' })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), { data: { __typename: 'Query' } })
      assert.ok(app.hasDecorator('websocketServer'))
    })
  })
}
