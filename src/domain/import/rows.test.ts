import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ProblemError } from '../errors.ts'
import type { Cell } from '../export/flatten.ts'
import { MAX_DEPTH } from '../value-check.ts'
import {
  checkColumns,
  checkRowValues,
  IMPORT_LIMITS,
  type RowError,
  recordsOfTable,
  rowsRejected,
  tooManyRows,
} from './rows.ts'

const problem =
  (code: string, check: (err: ProblemError) => boolean = () => true) =>
  (err: unknown) => {
    assert.ok(err instanceof ProblemError, String(err))
    assert.equal(err.code, code, err.message)
    return check(err)
  }

describe('checkColumns', () => {
  test('a header of dotted paths passes', () => {
    assert.doesNotThrow(() => checkColumns(['id', 'title', 'address.city', 'address.geo.lat']))
    assert.doesNotThrow(() =>
      checkColumns(Array.from({ length: IMPORT_LIMITS.columns }, (_, i) => `c${i}`)),
    )
  })

  // [what, header, the column named, its message]
  const refusals: Array<[string, string[], string, RegExp]> = [
    ['an empty name', ['title', ''], '', /an empty name/],
    ['an empty segment', ['address..city'], 'address..city', /an empty name/],
    ['a trailing dot', ['address.'], 'address.', /an empty name/],
    ['__proto__', ['__proto__'], '__proto__', /may not name '__proto__'/],
    ['constructor inside a path', ['a.constructor.b'], 'a.constructor.b', /'constructor'/],
    ['prototype', ['x.prototype'], 'x.prototype', /'prototype'/],
    ['a column twice', ['title', 'title'], 'title', /appears twice/],
    [
      'a value beside its own fields',
      ['address', 'address.city'],
      'address.city',
      /inside column 'address'/,
    ],
    ['the same, in the other order', ['a.b.c', 'a'], 'a.b.c', /inside column 'a'/],
    ['a column too long', [`${'x'.repeat(101)}`], `${'x'.repeat(40)}…`, /longer than 100/],
  ]
  for (const [what, header, column, message] of refusals) {
    test(`refuses ${what}`, () => {
      assert.throws(
        () => checkColumns(header),
        problem(
          'VALIDATION_FAILED',
          (e) => e.errors?.[0]?.field === column && message.test(e.errors?.[0]?.message ?? ''),
        ),
      )
    })
  }

  test(`refuses more than ${IMPORT_LIMITS.columns} columns`, () => {
    const header = Array.from({ length: IMPORT_LIMITS.columns + 1 }, (_, i) => `c${i}`)
    assert.throws(
      () => checkColumns(header),
      problem('VALIDATION_FAILED', (e) => /at most 200 columns, got 201/.test(e.message)),
    )
  })

  test('a column that only starts like another is its own', () => {
    assert.doesNotThrow(() => checkColumns(['address', 'addresses.city', 'address_city']))
  })
})

describe('recordsOfTable', () => {
  const records = (columns: string[], rows: Cell[][], types = {}) =>
    recordsOfTable({ columns, rows }, types)

  test('nests dotted columns again and leaves empty cells out', () => {
    const got = records(
      ['id', 'name', 'address.city', 'address.geo.lat', 'note'],
      [
        ['1', 'Ann', 'Paris', '48.8', ''],
        ['2', 'Bob', '', '', null],
        ['3', '', undefined, '1.5', 'x', 'past the header'],
      ],
    )
    assert.deepEqual(got, [
      { id: 1, name: 'Ann', address: { city: 'Paris', geo: { lat: 48.8 } } },
      { id: 2, name: 'Bob' },
      { id: 3, address: { geo: { lat: 1.5 } }, note: 'x' },
    ])
  })

  // [what, the column's cells, what they read as]
  const kinds: Array<[string, Cell[], unknown[]]> = [
    ['numbers as JSON writes them', ['1', '-2', '2.5', '0'], [1, -2, 2.5, 0]],
    ['zip codes stay text, all of them', ['02134', '12345'], ['02134', '12345']],
    ['one text makes the column text', ['1', '2', 'three'], ['1', '2', 'three']],
    ['numbers not as JSON writes them stay text', ['1.50', '1e3'], ['1.50', '1e3']],
    ['a number past range stays text', ['1e400', '1'], ['1e400', '1']],
    ['booleans', ['true', 'false'], [true, false]],
    ['yes is not a boolean', ['true', 'yes'], ['true', 'yes']],
    ['JSON objects and arrays', ['{"a":1}', ' [1,2]'], [{ a: 1 }, [1, 2]]],
    ['broken JSON stays text', ['{"a":1}', '{nope'], ['{"a":1}', '{nope']],
    ['null and strings are not JSON objects', ['null', '"x"'], ['null', '"x"']],
    ['XLSX values stay what they are', [7, true, 'x'], [7, true, 'x']],
  ]
  for (const [what, cells, want] of kinds) {
    test(`an untyped column: ${what}`, () => {
      const got = records(
        ['v'],
        cells.map((c) => [c]),
      )
      assert.deepEqual(
        got.map((r) => r.v),
        want,
      )
    })
  }

  test('typed fields read as their type, whatever the rest of the column is', () => {
    const got = records(
      ['userId', 'completed', 'title', 'zip'],
      [
        ['7', 'true', '123', '02134'],
        ['7.5', 'yes', 42, '12345'],
        ['-3', 'false', 'x', '9'],
      ],
      { userId: 'reference', completed: 'boolean', title: 'string', zip: 'string' },
    )
    assert.deepEqual(got, [
      { userId: 7, completed: true, title: '123', zip: '02134' },
      // What the type cannot read stays, for the schema to refuse.
      { userId: '7.5', completed: 'yes', title: '42', zip: '12345' },
      { userId: -3, completed: false, title: 'x', zip: '9' },
    ])
  })

  test('a types table is read for its own keys only', () => {
    const got = records(['toString'], [['1']], {})
    assert.deepEqual(got, [{ toString: 1 }])
  })

  test(`more than ${IMPORT_LIMITS.rows} rows is a 413`, () => {
    const rows = Array.from({ length: IMPORT_LIMITS.rows + 1 }, () => ['x'])
    assert.throws(
      () => records(['v'], rows),
      problem('PAYLOAD_TOO_LARGE', (e) => /at most 1000 rows, got 1001/.test(e.message)),
    )
    assert.equal(records(['v'], rows.slice(1)).length, IMPORT_LIMITS.rows)
  })

  test('JSON text in a cell is checked as a body is: prototype keys and depth', () => {
    assert.throws(
      () => records(['meta'], [['{"a":1}'], ['{"x":{"__proto__":{"admin":true}}}']]),
      problem(
        'VALIDATION_FAILED',
        (e) =>
          JSON.stringify(e.errors) ===
          JSON.stringify([
            {
              row: 2,
              field: 'meta.x.__proto__',
              message:
                'is a forbidden key: __proto__, constructor and prototype are refused at any depth',
            },
          ]),
      ),
    )
    const deep = `${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`
    assert.throws(
      () => records(['v'], [[deep]]),
      problem('VALIDATION_FAILED', (e) => (e.errors?.[0] as RowError | undefined)?.row === 1),
    )
    // One level less fits: the cell is a level below its record.
    const fits = `${'['.repeat(MAX_DEPTH - 1)}${']'.repeat(MAX_DEPTH - 1)}`
    assert.equal(records(['v'], [[fits]]).length, 1)
  })
})

describe('refusals', () => {
  test('rowsRejected names the first problem, counts the rest, and lists at most 50', () => {
    const errors: RowError[] = Array.from({ length: 60 }, (_, i) => ({
      row: i + 1,
      field: 'title',
      message: 'must be a string',
    }))
    const err = rowsRejected(errors)
    assert.equal(err.code, 'VALIDATION_FAILED')
    assert.equal(err.status, 400)
    assert.equal(
      err.message,
      'Nothing was imported: row 1, title: must be a string (and 59 more problems)',
    )
    assert.equal(err.errors?.length, 50)
    assert.deepEqual(err.errors?.[49], { row: 50, field: 'title', message: 'must be a string' })
    assert.equal(
      rowsRejected(errors.slice(0, 1)).message,
      'Nothing was imported: row 1, title: must be a string',
    )
  })

  test('checkRowValues names each bad row and where in it', () => {
    assert.doesNotThrow(() => checkRowValues([{ a: 1 }, { b: [1, { c: 2 }] }], 1))
    assert.throws(
      () => checkRowValues([{ ok: 1 }, JSON.parse('{"constructor": 1}'), { n: Number.NaN }], 1),
      problem(
        'VALIDATION_FAILED',
        (e) =>
          JSON.stringify((e.errors as unknown as RowError[]).map((x) => [x.row, x.field])) ===
          JSON.stringify([
            [2, 'constructor'],
            [3, 'n'],
          ]),
      ),
    )
  })

  test('tooManyRows says how many, or that the file was read only so far', () => {
    assert.equal(tooManyRows(1500).status, 413)
    assert.match(tooManyRows(1500).message, /got 1500$/)
    assert.match(tooManyRows('more').message, /got more than 1000$/)
  })
})
