import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { build, tempDir } from '../../helper.ts'

/** json-server's `--static`: a folder's files at `/`, the service's own routes first. */
test('serves the folder beside the API; routes win, dotfiles and missing files are 404', async (t) => {
  const dir = tempDir(t)
  mkdirSync(join(dir, 'docs'))
  writeFileSync(join(dir, 'index.html'), '<h1>my app</h1>')
  writeFileSync(join(dir, 'app.js'), 'console.log(1)')
  writeFileSync(join(dir, 'docs', 'index.html'), '<h1>docs page</h1>')
  writeFileSync(join(dir, '.env'), 'SECRET=1')
  const app = await build(
    t,
    { store: 'memory', staticDir: dir },
    { dataset: readDataset('{"notes": [{"id": 1}]}') },
  )
  const get = (url: string) => app.inject({ method: 'GET', url })

  assert.equal((await get('/index.html')).body, '<h1>my app</h1>')
  const script = await get('/app.js')
  assert.equal(script.statusCode, 200)
  assert.match(String(script.headers['content-type']), /javascript/)
  // `/docs` is the API's Swagger UI; `/` the playground's page.
  assert.doesNotMatch((await get('/docs')).body, /docs page/)
  assert.match((await get('/')).body, /Mock Playground/)
  assert.equal((await get('/api/v1/notes/1')).json().id, 1)
  assert.equal((await get('/.env')).statusCode, 404)
  const missing = await get('/nothing-here.txt')
  assert.equal(missing.statusCode, 404)
  assert.equal(missing.headers['content-type'], 'application/problem+json; charset=utf-8')
  assert.equal((await app.inject({ method: 'POST', url: '/nothing-here' })).statusCode, 404)
})
