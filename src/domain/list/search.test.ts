import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Item } from '../../store/port.ts'
import { anyTextMatcher, searchHits, searchText, textMatcher } from './search.ts'

describe('textMatcher', () => {
  const items: Item[] = [
    { id: 1, title: 'Hello World', body: 'first' },
    { id: 2, title: 'other', body: 'a.b (c) [d]*' },
    { id: 3, title: 'x', address: { city: 'Gwenborough' } },
    { id: 4, title: 42, body: 'numbers are not text' },
  ]
  const ids = (q: string, fields: string[]) => items.filter(textMatcher(q, fields)).map((i) => i.id)

  test('matches a case-insensitive substring of any named field', () => {
    assert.deepEqual(ids('WORLD', ['title', 'body']), [1])
    assert.deepEqual(ids('fir', ['title', 'body']), [1])
    assert.deepEqual(ids('o', ['title']), [1, 2])
    assert.deepEqual(ids('gwen', ['title', 'address.city']), [3])
  })

  test('treats the query as text, never as a regular expression', () => {
    assert.deepEqual(ids('.', ['body']), [2])
    assert.deepEqual(ids('(c) [d]*', ['body']), [2])
    assert.deepEqual(ids('.*', ['title', 'body']), [])
  })

  test('ignores fields that are not named or not strings', () => {
    assert.deepEqual(ids('first', ['title']), [])
    assert.deepEqual(ids('42', ['title']), [])
  })

  test('does not match across the boundary of two fields', () => {
    assert.deepEqual(ids('worldfirst', ['title', 'body']), [])
  })
})

describe('searchText and searchHits', () => {
  const items: Item[] = [
    { id: 1, title: 'Hello World', body: 'first' },
    { id: 2, title: 'other', body: 'World peace' },
    { id: 3, title: 7 },
  ]
  const texts = items.map((item) => searchText(item, ['title', 'body']))

  test('a text is the lowercased string fields, NUL-joined', () => {
    assert.deepEqual(texts, ['hello world\u0000first', 'other\u0000world peace', ''])
  })

  test('hits mark, by position, the texts holding q in any case', () => {
    assert.deepEqual([...searchHits(texts, 'WORLD')], [1, 1, 0])
    assert.deepEqual([...searchHits(texts, 'dfi')], [0, 0, 0])
    assert.deepEqual([...searchHits(texts, '')], [1, 1, 1])
  })
})

describe('anyTextMatcher', () => {
  test('matches any string value, nested in objects and arrays, case-insensitively', () => {
    const match = anyTextMatcher('WARE')
    assert.equal(match({ id: 'a', tags: ['hardware'] }), true)
    assert.equal(match({ id: 'b', stock: { where: 'Warehouse 3' } }), true)
    assert.equal(match({ id: 'c', name: 'soft', n: 5 }), false)
  })
})
