import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { test } from 'node:test'
import { serveBuiltCli } from '../../../scripts/support/built-cli.ts'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { as, build, tempDir } from '../../helper.ts'

/**
 * `--watch` (docs/contract/db-json.md#watch): a changed db.json is served from the next request;
 * sandboxes keep theirs.
 */

const file = (titles: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    posts: titles.map((title, i) => ({ id: i + 1, title })),
    profile: { name: 'typicode' },
    ...extra,
  })

const titles = (res: { json(): { data: Array<{ title: string }> } }) =>
  res.json().data.map((p) => p.title)

test('a reload serves the new file; writes stay, updates of vanished records drop out', async (t) => {
  const app = await build(t, { store: 'memory' }, { dataset: readDataset(file(['a', 'b'])) })
  const me = as(app, 'watcher')
  const made = (await me.post('/api/v1/posts', { title: 'mine' })).json()
  await me.patch('/api/v1/posts/2', { title: 'b, edited' })
  // Read before the reload, so that answers kept from the old file would show after it.
  assert.deepEqual(titles(await me.get('/api/v1/posts')), ['mine', 'a', 'b, edited'])
  assert.deepEqual(titles(await as(app, 'other').get('/api/v1/posts')), ['a', 'b'])
  assert.equal((await as(app, 'other').get('/api/v1/posts/2')).json().title, 'b')

  const change = app.reloadDataset(readDataset(file(['A'], { tags: [{ id: 'x' }] })))
  assert.deepEqual(change, { added: ['tags'], removed: [] })
  assert.deepEqual(titles(await me.get('/api/v1/posts')), ['mine', 'A'])
  assert.equal((await me.get('/api/v1/posts/2')).statusCode, 404)
  assert.equal((await me.get(`/api/v1/posts/${made.id}`)).json().title, 'mine')
  assert.deepEqual(titles(await as(app, 'other').get('/api/v1/posts')), ['A'])
  assert.equal((await as(app, 'other').get('/api/v1/posts/2')).statusCode, 404)

  // The built-ins served since start cannot be taken over by a reload.
  assert.throws(
    () => app.reloadDataset(readDataset(file(['A'], { users: [] }))),
    /names the built-in users, served since start; restart/,
  )
  assert.deepEqual(titles(await me.get('/api/v1/posts')), ['mine', 'A'])
})

/** Resolves with the first chunk of `stream` that `match` finds. */
function waitFor(stream: Readable, match: RegExp): Promise<string> {
  let seen = ''
  return new Promise((resolve) => {
    const listen = (chunk: Buffer) => {
      seen += chunk
      if (match.test(seen)) {
        stream.off('data', listen)
        resolve(seen)
      }
    }
    stream.on('data', listen)
  })
}

test('the CLI with --watch reloads an edited file and keeps the last good one on a bad edit', async (t) => {
  const path = join(tempDir(t), 'db.json')
  writeFileSync(path, file(['first']))
  const server = await serveBuiltCli(t, [path, '--watch', '--store', 'memory'])
  const get = async (url: string) =>
    (await (await fetch(`${server.url}/api/v1${url}`)).json()) as { title: string }
  assert.equal((await get('/posts/1')).title, 'first')

  const reloaded = waitFor(server.child.stdout as Readable, /Reloaded .*db\.json/)
  writeFileSync(path, file(['second']))
  await reloaded
  assert.equal((await get('/posts/1')).title, 'second')

  const refused = waitFor(server.child.stderr as Readable, /still serving the last good version/)
  writeFileSync(path, '{"posts": [')
  assert.match(await refused, /not valid JSON at line 1, column 12/)
  assert.equal((await get('/posts/1')).title, 'second')
})
