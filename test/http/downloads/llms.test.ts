import assert from 'node:assert/strict'
import { test } from 'node:test'
import { build } from '../../helper.ts'
import { download } from './support.ts'

const TEXT = 'text/plain; charset=utf-8'

test('llms.txt and llms-full.txt', async (t) => {
  const app = await build(t)
  const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, { summary?: string }>>
  }

  await t.test('llms.txt: title, summary, then sections of links (llmstxt.org)', async () => {
    const res = await download(app, '/llms.txt', { type: TEXT })
    const lines = res.body.split('\n')
    assert.equal(lines[0], '# Mock Playground API')
    assert.equal(lines[1], '')
    assert.match(lines[2] ?? '', /^> \S/)
    const sections = lines.filter((l) => l.startsWith('## '))
    assert.deepEqual(sections, ['## Docs', '## Downloads', '## API areas'])
    // Every list entry is a Markdown link, absolute, optionally followed by `: notes`.
    const entries = lines.filter((l) => l.startsWith('- '))
    for (const e of entries)
      assert.match(e, /^- \[[^\]]+\]\(http:\/\/127\.0\.0\.1:3000\/[^)]*\)(: .+)?$/)
    for (const file of [
      '/docs',
      '/llms-full.txt',
      '/api/v1/openapi.json',
      '/api/v1/downloads/openapi.json?version=3.0',
      '/api/v1/downloads/postman.json',
      '/api/v1/downloads/insomnia.json',
      '/api/v1/downloads/bruno.json',
      '/api/v1/downloads/mock-playground.d.ts',
    ]) {
      assert.ok(res.body.includes(`(http://127.0.0.1:3000${file})`), file)
      const linked = await app.inject({ url: file })
      assert.equal(linked.statusCode, 200, file)
    }
  })

  await t.test(
    'llms-full.txt: every operation, with its parameters, body and responses',
    async () => {
      const res = await download(app, '/llms-full.txt', { type: TEXT })
      const text = res.body
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          const heading = `### ${method.toUpperCase()} ${path}\n`
          assert.ok(text.includes(heading), heading)
          if (op.summary) assert.ok(text.includes(op.summary), op.summary)
        }
      }
      const section = (heading: string) => {
        const start = text.indexOf(heading)
        return text.slice(start, text.indexOf('\n### ', start + heading.length))
      }
      const list = section('### GET /api/v1/posts\n')
      assert.match(list, /- `page` \(query, integer\): Page number/)
      assert.match(list, /- 200: A page of posts/)
      assert.match(list, /- 400: /)
      // A route the role matrix guards reads a token when sent; it never needs one.
      assert.match(list, /Takes `Authorization: Bearer <access_token>` when roles are checked/)
      assert.doesNotMatch(list, /Needs `Authorization/)
      const create = section('### POST /api/v1/users\n')
      assert.match(create, /Request body \(`application\/json`, required\):/)
      assert.match(create, /- `email` \(string\)/)
      const me = section('### GET /api/v1/auth/me\n')
      assert.match(me, /Needs `Authorization: Bearer <access_token>`/)
      assert.match(text, /\n## User\n/)
    },
  )
})
