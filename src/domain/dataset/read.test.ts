import assert from 'node:assert/strict'
import { test } from 'node:test'
import { locateJsonError } from './json-error.ts'
import { DatasetError, MAX_DEPTH, readDataset } from './read.ts'

/** json-server 0.17's README example. */
const README_DB = `{
  "posts": [
    { "id": 1, "title": "json-server", "author": "typicode" }
  ],
  "comments": [
    { "id": 1, "body": "some comment", "postId": 1 }
  ],
  "profile": { "name": "typicode" }
}`

const refused = (text: string, message: RegExp) =>
  assert.throws(
    () => readDataset(text),
    (err: Error) => {
      assert.ok(err instanceof DatasetError, `${err}`)
      assert.match(err.message, message)
      return true
    },
  )

test('arrays are collections and objects singular resources, in file order', () => {
  const data = readDataset(`\uFEFF${README_DB}`)
  assert.deepEqual([...data.collections.keys()], ['posts', 'comments'])
  assert.deepEqual(data.collections.get('comments'), [{ id: 1, body: 'some comment', postId: 1 }])
  assert.deepEqual(data.singulars.get('profile'), { name: 'typicode' })
})

test('string ids are kept; an empty collection is a collection', () => {
  const data = readDataset('{"tags": [{"id": "red"}, {"id": "blue"}], "empty": []}')
  assert.deepEqual(
    data.collections.get('tags')?.map((t) => t.id),
    ['red', 'blue'],
  )
  assert.deepEqual(data.collections.get('empty'), [])
})

test('a text that is not JSON names the line and column', () => {
  refused('{\n  "posts": [\n    {"id": 1,}\n  ]\n}', /line 3, column 14: expected a "key"$/)
  refused('{"posts": [1, 2', /line 1, column 16: expected more JSON, not the end/)
  refused('{"a": []} x', /line 1, column 11: expected the end of the text/)
  refused('', /line 1, column 1: expected more JSON/)
})

test('the top level must be an object; its values arrays or objects', () => {
  refused('[1, 2]', /must be a JSON object .* got an array/)
  refused('{"count": 3}', /count must be an array \(a collection\) or an object .* got number/)
  refused('{"bad name": []}', /"bad name" must start with a letter/)
  refused('{"constructor": []}', /"constructor" must start with a letter .* not be __proto__/)
})

test('records need an addressable, unique id', () => {
  refused('{"posts": [{"title": "x"}]}', /posts\[0\] has no id/)
  refused('{"posts": [1]}', /posts\[0\] must be an object; got number/)
  refused('{"posts": [{"id": 1}, {"id": 1}]}', /posts\[1\] repeats the id 1 of posts\[0\]/)
  refused('{"posts": [{"id": 1}, {"id": "1"}]}', /posts\[1\] repeats the id 1/)
  refused('{"posts": [{"id": 1.5}]}', /posts\[0\]\.id must be a whole number/)
  refused('{"posts": [{"id": "a/b"}]}', /without \//)
  refused('{"posts": [{"id": "local-abc"}]}', /does not start with local-/)
  refused('{"posts": [{"id": true}]}', /must be a number or a string; got boolean/)
})

test('prototype keys are refused wherever they are', () => {
  refused('{"posts": [{"id": 1, "meta": {"__proto__": {"x": 1}}}]}', /posts\[0\]\.meta\.__proto__/)
  refused(
    '{"profile": {"constructor": 1}}',
    /^profile\.constructor is a forbidden key: __proto__, constructor and prototype are refused/,
  )
})

test('a number JSON cannot hold is refused, not served as null', () => {
  refused('{"posts": [{"id": 1, "n": [1, 1e999]}]}', /^posts\[0\]\.n\[1\] is a number out of range/)
})

test('a 100,000-deep nesting is refused by depth, without a stack overflow', () => {
  const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
  refused(`{"posts": [{"id": 1, "x": ${deep}}]}`, new RegExp(`deeper than ${MAX_DEPTH} levels`))
  refused(`{"profile": ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`, /profile\.a\.a/)
  // The scanner that places a syntax error does not recurse either.
  assert.equal(locateJsonError(`${deep} `), undefined)
  assert.equal(locateJsonError(`${deep}]`)?.expected, 'the end of the text')
})

test('the scanner agrees with JSON.parse on what is JSON', () => {
  const texts = [
    '{"a": "\\u00e9\\n", "b": [true, false, null, -0.5e+3]}',
    '{"a": "\u0001"}',
    '{"a": 01}',
    '{"a": "\\x"}',
    "{'a': 1}",
    '[1,]',
    '{}',
    ' [ ] ',
  ]
  for (const text of texts) {
    let valid = true
    try {
      JSON.parse(text)
    } catch {
      valid = false
    }
    assert.equal(locateJsonError(text) === undefined, valid, text)
  }
})
