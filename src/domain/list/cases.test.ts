import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createBaseline } from '../baseline.ts'
import { DEFAULT_MAX_LIMIT } from '../limits.ts'
import { LIST_CASES } from './cases.ts'
import { compileQuery } from './query.ts'
import { reference } from './reference.ts'
import { run } from './run.ts'

const baseline = createBaseline(1)

const implementations = { run, reference } as const

for (const [name, list] of Object.entries(implementations)) {
  describe(`${name}: the shared list cases`, () => {
    for (const c of LIST_CASES) {
      test(c.name, () => {
        const result = list(
          baseline,
          c.resource,
          compileQuery(c.resource, c.query, DEFAULT_MAX_LIMIT),
          c.overlay ?? [],
        )
        if (c.ids)
          assert.deepEqual(
            result.data.map((item) => item.id),
            c.ids,
          )
        if (c.total !== undefined) assert.equal(result.pagination.total, c.total)
        c.check?.(result)
      })
    }
  })
}

describe('run answers every shared case as the reference does', () => {
  for (const c of LIST_CASES) {
    test(c.name, () => {
      const query = compileQuery(c.resource, c.query, DEFAULT_MAX_LIMIT)
      const overlay = c.overlay ?? []
      assert.deepEqual(
        run(baseline, c.resource, query, overlay),
        reference(baseline, c.resource, query, overlay),
      )
    })
  }
})
