import assert from 'node:assert/strict'
import { test } from 'node:test'
import { OVERRIDES, overrideOf } from '../../../src/http/downloads/overrides.ts'
import { build } from '../../helper.ts'
import type { Doc } from './support.ts'

/**
 * The overrides name operations by method and path, which the document may change under them: an
 * entry that names none any more would do nothing, quietly, until a collection run failed.
 */
test('every override names operations of the document', async (t) => {
  const app = await build(t)
  const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as Doc
  const ids = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  )
  const matched = new Set(ids.map((id) => overrideOf(id)))
  for (const [key, override] of Object.entries(OVERRIDES)) {
    assert.ok(matched.has(override), `${key} matches an operation`)
    const named = [
      ...(override.after ?? []),
      ...(override.before ?? []),
      ...(override.setup ? [override.setup.request] : []),
      ...(override.setup?.after ? [override.setup.after] : []),
    ]
    for (const id of named) assert.ok(ids.includes(id), `${key} names ${id}`)
  }
  // `*` stands for any run of characters, so one entry covers every import of a list.
  assert.equal(overrideOf('POST /api/v1/posts/import'), OVERRIDES['POST /api/v1/*/import'])
  assert.equal(
    overrideOf('POST /api/v1/custom/{collection}/import'),
    OVERRIDES['POST /api/v1/*/import'],
  )
  assert.equal(overrideOf('POST /api/v1/session/import'), OVERRIDES['POST /api/v1/session/import'])
  assert.equal(overrideOf('GET /api/v1/posts'), undefined)
})
