import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { README, routeTable, tableIn } from '../../scripts/route-table.ts'

test('the route table in README.md lists every method and path the app serves, with its file', async () => {
  assert.equal(
    tableIn(readFileSync(README, 'utf8')),
    await routeTable(),
    'the table is stale: npx tsx scripts/route-table.ts rewrites it',
  )
})
