import assert from 'node:assert/strict'
import { test } from 'node:test'
import { inferCollection, inferRelations, pluralsOf } from './infer.ts'

test('fields are typed by their values, nested objects by dot path', () => {
  const inferred = inferCollection('books', [
    {
      id: 1,
      title: 'Dune',
      year: 1965,
      rating: 4.5,
      inPrint: true,
      meta: { isbn: 'x', pages: 412 },
    },
    { id: 2, title: 'Emma', year: 1815, rating: 4, inPrint: false, tags: ['a'], note: null },
    { id: 3, title: 'Ubik', year: '1969', inPrint: true, meta: { isbn: 'y', pages: 202 } },
  ])
  assert.deepEqual(inferred.fields, {
    id: 'id',
    title: 'string',
    inPrint: 'boolean',
    'meta.isbn': 'string',
    'meta.pages': 'integer',
  })
  // year mixes numbers and a string, rating integers and a fraction: both stay untyped.
  assert.deepEqual([...inferred.textFields].sort(), ['meta.isbn', 'title'])
  assert.equal(inferred.ids, 'number')
  assert.equal(inferCollection('tags', [{ id: 1 }, { id: 'red' }]).ids, 'string')
})

test("json-server's convention links <singular>Id to the plural collection", () => {
  const collections = [
    inferCollection('posts', [{ id: 1, title: 't', categoryId: 2 }]),
    inferCollection('comments', [{ id: 1, body: 'b', postId: 1, userId: 9 }]),
    inferCollection('categories', [{ id: 2, name: 'c' }]),
  ]
  assert.deepEqual(inferRelations(collections), [
    {
      child: 'posts',
      field: 'categoryId',
      parent: 'categories',
      expandKey: 'category',
      embedKey: 'posts',
    },
    {
      child: 'comments',
      field: 'postId',
      parent: 'posts',
      expandKey: 'post',
      embedKey: 'comments',
    },
  ])
  assert.deepEqual(pluralsOf('box'), ['boxs', 'boxes', 'box'])
  assert.deepEqual(pluralsOf('day'), ['days', 'dayes', 'day'])
})
