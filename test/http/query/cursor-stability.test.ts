import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'
import { API } from '../resources/support.ts'
import { cursorSeeds, runCursorProperty, WALKS } from './cursor-property.ts'

/**
 * Cursor pages stay stable while the same sandbox writes between them
 * (docs/contract/lists-and-query-language.md#cursor-pagination): see `cursor-property.ts`. Replay a
 * failure with `CURSOR_SEEDS=<seed> node --import tsx --test
 * test/http/query/cursor-stability.test.ts`.
 */
const seeds = cursorSeeds()

describe(`cursor stability: ${WALKS.length} walks under writes, seeds ${seeds.join(', ')}`, () => {
  for (const store of STORES) {
    test(store, async (t) => runCursorProperty(t, await build(t, { store }), seeds))
  }
})

describe('cursors of records with long sort keys', () => {
  for (const store of STORES) {
    test(`every cursor the API issues is one it reads, and the walk is whole (${store})`, async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'long-keys')
      // Titles and bodies may hold 10,000 characters
      // (docs/contract/baseline-and-overlay.md#validation), control characters included, which a
      // cursor's JSON writes six bytes each; custom records hold up to 16 KB.
      const long = (c: string, n: number) => `${c}${'\u0001é'.repeat(n)}`
      for (const [i, c] of ['m', 'm', 'z', 'a'].entries()) {
        const res = await client.post(`${API}/posts`, {
          user_id: 1,
          title: long(c, 4_000 + i),
          body: long(c, 4_999),
        })
        assert.equal(res.statusCode, 200, res.body)
      }
      for (let i = 0; i < 6; i++) {
        const res = await client.post(`${API}/custom/long`, {
          a: long('k', 350),
          b: long(String(i % 2), 350),
          c: long('k', 350 + (i % 3)),
          d: long('k', 350),
          e: long('k', 350),
        })
        assert.equal(res.statusCode, 200, res.body)
      }
      for (const url of [
        'posts?_sort=-title&limit=1',
        'posts?_sort=body,-title&limit=2&user_id=1',
        'custom/long?_sort=a,b,-c,d,e&limit=1',
      ]) {
        const seen: unknown[] = []
        let cursor = ''
        let total = 0
        for (let page = 0; page < 200; page++) {
          const res = await client.get(`${API}/${url}&cursor=${cursor}`)
          assert.equal(res.statusCode, 200, `${url} page ${page + 1}: ${res.body.slice(0, 300)}`)
          const body = res.json() as {
            data: Array<{ id: unknown }>
            pagination: { nextCursor: string | null; total: number }
          }
          seen.push(...body.data.map((r) => r.id))
          total = body.pagination.total
          if (body.pagination.nextCursor === null) break
          cursor = body.pagination.nextCursor
        }
        assert.equal(new Set(seen).size, seen.length, `${url}: no record twice`)
        assert.equal(seen.length, total, `${url}: every record once`)
      }
    })
  }
})
