import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Item } from '../../store/port.ts'
import { ProblemError } from '../errors.ts'
import { parseSelection, SELECT_LIMITS, type Selection, selectFields } from './select.ts'

type Query = Parameters<typeof parseSelection>[0]

/** The selection as plain nested objects (`true` for a whole value), or the 400's detail. */
function parsed(query: Query) {
  const plain = (s: Selection): object =>
    Object.fromEntries([...s].map(([k, v]) => [k, v === true ? true : plain(v)]))
  try {
    const selection = parseSelection(query)
    return selection && plain(selection)
  } catch (err) {
    assert.ok(err instanceof ProblemError)
    assert.equal(err.code, 'INVALID_QUERY')
    return err.message
  }
}

describe('parseSelection', () => {
  const cases: Array<{ name: string; query: Query; want: unknown }> = [
    { name: 'nothing asked', query: {}, want: undefined },
    { name: 'only empty names', query: { _fields: ',' }, want: undefined },
    { name: 'one field', query: { _fields: 'title' }, want: { title: true } },
    {
      name: 'comma-separated and repeated, trimmed',
      query: { _fields: ['title, body', ' user_id'] },
      want: { title: true, body: true, user_id: true },
    },
    {
      name: '_fields and select give their union',
      query: { _fields: 'title', select: 'body,title' },
      want: { title: true, body: true },
    },
    {
      name: 'dot paths nest',
      query: { _fields: 'address.city,address.geo.lat,name' },
      want: { address: { city: true, geo: { lat: true } }, name: true },
    },
    {
      name: 'a whole object wins over its paths, either way round',
      query: { _fields: 'address.city,address', select: 'company,company.name' },
      want: { address: true, company: true },
    },
    {
      name: 'an empty path segment',
      query: { _fields: 'address..city' },
      want: "Query parameter '_fields' has an empty field name in 'address..city'",
    },
    {
      name: 'a leading dot',
      query: { select: '.city' },
      want: "Query parameter 'select' has an empty field name in '.city'",
    },
    {
      name: 'a prototype key',
      query: { _fields: 'title', select: 'address.__proto__' },
      want: "Query parameter 'select' may not name the key '__proto__' (in 'address.__proto__')",
    },
    {
      name: 'constructor',
      query: { _fields: 'constructor' },
      want: "Query parameter '_fields' may not name the key 'constructor'",
    },
    {
      name: 'prototype',
      query: { _fields: 'a.prototype.b' },
      want: "Query parameter '_fields' may not name the key 'prototype' (in 'a.prototype.b')",
    },
    {
      name: 'a name too long',
      query: { _fields: 'x'.repeat(SELECT_LIMITS.maxLength + 1) },
      want: `Query parameter '_fields' takes names of at most 100 characters, got '${'x'.repeat(40)}…'`,
    },
    {
      name: 'a name of the longest length',
      query: { _fields: 'x'.repeat(SELECT_LIMITS.maxLength) },
      want: { ['x'.repeat(SELECT_LIMITS.maxLength)]: true },
    },
    {
      name: 'fifty names',
      query: { _fields: Array.from({ length: 50 }, (_, i) => `f${i}`).join(',') },
      want: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, true])),
    },
    {
      name: 'more than fifty names, counted across both parameters',
      query: {
        _fields: Array.from({ length: 30 }, (_, i) => `f${i}`),
        select: Array.from({ length: 21 }, (_, i) => `g${i}`).join(','),
      },
      want: "Query parameter 'select' takes at most 50 names, got more",
    },
    {
      name: 'repeats do not count against the limit',
      query: { _fields: Array.from({ length: 200 }, () => 'title') },
      want: { title: true },
    },
  ]
  for (const c of cases) test(c.name, () => assert.deepEqual(parsed(c.query), c.want))
})

const user: Item = {
  id: 1,
  name: 'Leanne Graham',
  address: { street: 'Kulas Light', city: 'Gwenborough', geo: { lat: '-37.3159', lng: '81.1496' } },
  company: { name: 'Romaguera-Crona' },
  tags: ['a', { label: 'b', weight: 2 }, { weight: 3 }],
  _sandbox: 'updated',
}

describe('selectFields', () => {
  const cases: Array<{ name: string; query: Query; kept?: string[]; want: object }> = [
    {
      name: 'keeps id and _sandbox, in the record’s own order',
      query: { _fields: 'company,name' },
      want: {
        id: 1,
        name: 'Leanne Graham',
        company: { name: 'Romaguera-Crona' },
        _sandbox: 'updated',
      },
    },
    {
      name: 'a dot path keeps the nested shape',
      query: { _fields: 'address.city,address.geo.lat' },
      want: {
        id: 1,
        address: { city: 'Gwenborough', geo: { lat: '-37.3159' } },
        _sandbox: 'updated',
      },
    },
    {
      name: 'unknown names select nothing, nested ones too',
      query: { _fields: 'nope,address.nope,name.length,toString,address.geo.nope.deeper' },
      want: { id: 1, _sandbox: 'updated' },
    },
    {
      name: 'a path into an array narrows its objects and leaves the rest out',
      query: { _fields: 'tags.label' },
      want: { id: 1, tags: [{ label: 'b' }, {}], _sandbox: 'updated' },
    },
    {
      name: 'a path into an array that selects nothing leaves the array out',
      query: { _fields: 'tags.nope' },
      want: { id: 1, _sandbox: 'updated' },
    },
    {
      name: 'the keys relations added are kept whole',
      query: { _fields: 'name,company.nope' },
      kept: ['company'],
      want: {
        id: 1,
        name: 'Leanne Graham',
        company: { name: 'Romaguera-Crona' },
        _sandbox: 'updated',
      },
    },
    {
      name: 'selecting id alone',
      query: { select: 'id' },
      want: { id: 1, _sandbox: 'updated' },
    },
  ]
  for (const c of cases) {
    test(c.name, () => {
      const [out] = selectFields([user], parseSelection(c.query) as Selection, c.kept)
      assert.deepEqual(out, c.want)
      assert.deepEqual(Object.keys(out as Item), Object.keys(c.want))
    })
  }

  test('leaves the records it was given as they were', () => {
    const frozen = Object.freeze({
      ...user,
      address: Object.freeze({ ...(user.address as object) }),
    })
    const [out] = selectFields([frozen], parseSelection({ _fields: 'address.city' }) as Selection)
    assert.deepEqual(out, { id: 1, address: { city: 'Gwenborough' }, _sandbox: 'updated' })
    assert.deepEqual(frozen.address, user.address)
  })
})
