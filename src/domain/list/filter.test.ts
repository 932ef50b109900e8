import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createBaseline } from '../baseline.ts'
import { RESOURCES } from '../resources.ts'
import { type Clause, candidates, compileCondition, type Filters, matchAll } from './filter.ts'

const baseline = createBaseline(1)
const ids = (items: readonly { id: unknown }[]) => items.map((i) => i.id)

describe('matchAll', () => {
  test('no filter: no predicate', () => assert.equal(matchAll([]), undefined))

  test('every filter must hold, by strict equality', () => {
    const match = matchAll([
      ['user_id', 1],
      ['completed', true],
    ])
    assert.equal(match?.({ id: 1, user_id: 1, completed: true }), true)
    assert.equal(match?.({ id: 1, user_id: 1, completed: false }), false)
    assert.equal(match?.({ id: 1, user_id: '1', completed: true }), false)
  })
})

describe('candidates', () => {
  const plan = (filters: Filters) => ({
    indexed: filters,
    match: matchAll(filters),
    exact: filters.length === 1,
  })
  const cases: Array<{ name: string; filters: Filters; want: number[] | 'all' }> = [
    { name: 'no filter: the whole baseline, as kept', filters: [], want: 'all' },
    { name: 'one indexed filter: its index', filters: [['user_id', 2]], want: [6, 7, 8, 9, 10] },
    { name: 'a value nobody holds: nothing', filters: [['user_id', 9999]], want: [] },
  ]
  for (const c of cases) {
    test(c.name, () => {
      const base = candidates(baseline, 'todos', plan(c.filters))
      if (c.want === 'all') assert.equal(base, baseline.all('todos'))
      else assert.deepEqual(ids(base), c.want)
    })
  }

  test('two filters: the smaller index, narrowed by the other filter', () => {
    const filters: Filters = [
      ['completed', true],
      ['user_id', 2],
    ]
    const want = baseline.all('todos').filter((t) => t.user_id === 2 && t.completed === true)
    assert.deepEqual(candidates(baseline, 'todos', plan(filters)), want)
  })
})

describe('compileCondition', () => {
  // Field tables are plain objects: `toString` must read as an untyped field, not as
  // Object.prototype.toString (which made every value compare as `undefined.typed`, a 500).
  for (const path of ['toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf']) {
    test(`a field named ${path} is an untyped field like any other`, () => {
      const clause = (op: Clause['op'], ...values: string[]) =>
        compileCondition({ param: path, path, op, values }, RESOURCES.posts.fields)
      const holds = { id: 1, [path]: 'x' }
      const numeric = { id: 2, [path]: 7 }
      assert.equal(clause('eq', 'x')(holds), true)
      assert.equal(clause('eq', 'y')(holds), false)
      assert.equal(clause('eq', '7')(numeric), true)
      assert.equal(clause('gt', '5')(numeric), true)
      assert.equal(clause('in', 'y', 'x')(holds), true)
      assert.equal(clause('ne', 'x')(holds), false)
      assert.equal(clause('eq', 'x')({ id: 3 }), false)
    })
  }
})
