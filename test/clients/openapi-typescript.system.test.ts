import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import openapiTS, { astToString } from 'openapi-typescript'
import { ROOT, serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { tempDir } from '../helper.ts'

/**
 * The document as client generators and linters take it (docs/contract/api-descriptions.md):
 * `redocly lint` with its recommended rules finds no error, and `openapi-typescript`'s types used
 * with `openapi-fetch` type a post's title as a string, take `{userId, title, body}` as a create's
 * body and refuse a number for a title; the typed client then runs against the server.
 */

const run = promisify(execFile)
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name)

/** A typed client as its users write it: only the base URL and the sandbox are ours. */
const CLIENT = `import createClient from 'openapi-fetch'
import type { paths } from './api.d.ts'

export async function run(baseUrl: string, sandbox: string) {
  const client = createClient<paths>({ baseUrl, headers: { 'X-Playground-Identity': sandbox } })
  const page = await client.GET('/api/v1/posts', { params: { query: { userId: ['2'], _sort: '-id' } } })
  const titles: string[] = (page.data?.data ?? []).map((p) => p.title ?? '')
  const created = await client.POST('/api/v1/posts', {
    body: { userId: 1, title: 'Typed', body: 'From openapi-fetch' },
  })
  const id: number | string = created.data?.id ?? 0
  const read = await client.GET('/api/v1/posts/{id}', { params: { path: { id: String(id) } } })
  const title: string | undefined = read.data?.title
  const all = await client.GET('/posts', { params: { query: { title_like: '^typed$' } } })
  const root: Array<string | undefined> = (all.data ?? []).map((p) => p.title)
  const made = await client.POST('/todos', { body: { userId: 3, title: 'Root', completed: false } })
  return {
    titles,
    total: page.data?.pagination.total,
    createdStatus: created.response.status,
    title,
    root,
    rootCreateStatus: made.response.status,
    completed: made.data?.completed,
  }
}
`

/** What must not compile: a number where the document says a title is a string. */
const WRONG = `import createClient from 'openapi-fetch'
import type { paths } from './api.d.ts'

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1' })
export const wrong = client.POST('/api/v1/posts', { body: { title: 42 } })
`

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    allowImportingTsExtensions: true,
    skipLibCheck: false,
  },
}

test('redocly lint, openapi-typescript and openapi-fetch take the document as it is', {
  timeout: 240_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const dir = tempDir(t)
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const document = await (await fetch(`${server.url}/api/v1/openapi.json`)).text()
  writeFileSync(join(dir, 'openapi.json'), document)

  await t.test('redocly lint (recommended rules): no error', async () => {
    const linted = await run(
      bin('redocly'),
      ['lint', 'openapi.json', '--format=json', '--max-problems=100000'],
      {
        cwd: dir,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }))
    const report = JSON.parse(linted.stdout) as {
      problems: Array<{ ruleId: string; severity: string; message: string }>
    }
    const errors = report.problems.filter((p) => p.severity === 'error')
    assert.deepEqual(
      errors.map((p) => `${p.ruleId}: ${p.message}`),
      [],
    )
  })

  const types = astToString(await openapiTS(JSON.parse(document)))
  writeFileSync(join(dir, 'api.d.ts'), types)
  writeFileSync(join(dir, 'client.ts'), CLIENT)
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ ...TSCONFIG, files: ['client.ts'] }))

  await t.test('the typed client compiles under strict TypeScript', async () => {
    await run(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: dir })
  })

  await t.test('and a number for a title does not', async () => {
    writeFileSync(join(dir, 'wrong.ts'), WRONG)
    writeFileSync(
      join(dir, 'tsconfig.wrong.json'),
      JSON.stringify({ ...TSCONFIG, files: ['wrong.ts'] }),
    )
    const failed = await run(bin('tsc'), ['-p', 'tsconfig.wrong.json'], { cwd: dir }).then(
      () => '',
      (err: { stdout?: string }) => err.stdout ?? '',
    )
    assert.match(failed, /wrong\.ts\(5,\d+\): error TS2322/)
    assert.match(failed, /'number' is not assignable to type 'string'/)
  })

  await t.test('the typed client reads and writes in its sandbox', async () => {
    const client = (await import(pathToFileURL(join(dir, 'client.ts')).href)) as {
      run(baseUrl: string, sandbox: string): Promise<Record<string, unknown>>
    }
    const got = await client.run(server.url, `openapi-fetch-${process.pid}`)
    // User 2's four posts, newest id first (docs/contract/baseline-and-overlay.md).
    assert.equal(got.total, 4)
    assert.equal((got.titles as string[]).length, 4)
    for (const title of got.titles as string[]) assert.ok(title.length > 0)
    assert.equal(got.createdStatus, 200)
    assert.equal(got.title, 'Typed')
    // The root's bare list, filtered by a declared operator, holds the create.
    assert.deepEqual(got.root, ['Typed'])
    assert.equal(got.rootCreateStatus, 201)
    assert.equal(got.completed, false)
  })
})
