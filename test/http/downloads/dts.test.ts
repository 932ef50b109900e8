import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import ts from 'typescript'
import { build, tempDir } from '../../helper.ts'
import { download } from './support.ts'

/** Code a client would write against the declarations; the @ts-expect-error lines must fail. */
const USE = `import type {
  GetPosts,
  GetPostsById,
  GetUsersById,
  Operations,
  PatchPostsById,
  PostAuthLogin,
  PostAuthLoginAlias,
  PostUsers,
  Problem,
  SafeJson,
  User,
} from './mock-playground.js'

const user: User = { id: 1, name: 'Leanne Graham', address: { city: 'Gwenborough' } }
const created: PostUsers['responses'][200] = { id: 'local-1', name: 'Ada', _sandbox: 'created' }
const body: PostUsers['body'] = { name: 'Ada', email: 'ada@example.com' }
const query: GetPosts['query'] = { page: 2, limit: 5, q: 'qui', _embed: ['comments'] }
const params: GetPostsById['params'] = { id: '1' }
const patch: PatchPostsById['body'] = { title: 'New title' }
const page: GetPosts['responses'][200] = { data: [{ id: 1, title: 't' }], pagination: { limit: 10, total: 1 } }
const missing: GetUsersById['responses'][404] = {
  type: '/problems/not-found', title: 'Not Found', status: 404, detail: 'users/99 does not exist',
  code: 'NOT_FOUND', instance: '/api/v1/users/99', error: 'Not Found', message: 'users/99 does not exist',
}
const problem: Problem = missing
const any: SafeJson = { nested: [1, 'two', null, { ok: true }] }
const login: PostAuthLogin['body'] = { username: 'Bret', password: 'x' }
const alias: PostAuthLoginAlias['path'] = '/auth/login'
const path: Operations['GetPostsById']['path'] = '/api/v1/posts/{id}'

// @ts-expect-error: page is a number
const badQuery: GetPosts['query'] = { page: 'two' }
// @ts-expect-error: a problem has a status
const badProblem: Problem = { type: 'x' }
// @ts-expect-error: the path is fixed per operation
const badPath: GetPostsById['path'] = '/api/v1/users/{id}'

export { user, created, body, query, params, patch, page, problem, any, login, alias, path, badQuery, badProblem, badPath }
`

test('mock-playground.d.ts type-checks, and code using it does too', async (t) => {
  const app = await build(t)
  const res = await download(app, '/api/v1/downloads/mock-playground.d.ts', {
    type: 'text/plain; charset=utf-8',
    filename: 'mock-playground.d.ts',
  })
  const dir = tempDir(t)
  writeFileSync(join(dir, 'mock-playground.d.ts'), res.body)
  writeFileSync(join(dir, 'use.ts'), USE)
  const program = ts.createProgram([join(dir, 'use.ts'), join(dir, 'mock-playground.d.ts')], {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  })
  const errors = ts.getPreEmitDiagnostics(program).map((d) => {
    const where =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined
    return `${d.file?.fileName.split('/').pop()}:${where ? where.line + 1 : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  })
  assert.deepEqual(errors, [])
})
