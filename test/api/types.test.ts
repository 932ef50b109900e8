import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { API_TYPES, apiTypes } from '../../scripts/api-types.ts'

test('types/api.d.ts is what the OpenAPI document makes now (npx tsx scripts/api-types.ts)', async () => {
  assert.equal(readFileSync(API_TYPES, 'utf8'), await apiTypes())
})
