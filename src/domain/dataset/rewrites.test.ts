import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DatasetError } from './read.ts'
import { readRewrites, rewriteUrl } from './rewrites.ts'

/** json-server 0.17's README example of routes.json. */
const README_ROUTES = {
  '/api/*': '/$1',
  '/:resource/:id/show': '/:resource/:id',
  '/posts/:category': '/posts?category=:category',
  '/articles\\?id=:id': '/posts/:id',
}

test("json-server's README rules rewrite as its rewriter chain does", () => {
  const rules = readRewrites(JSON.stringify(README_ROUTES))
  const cases: Array<[string, string]> = [
    ['/api/posts', '/posts'],
    ['/api/posts?_page=2', '/posts?_page=2'],
    ['/users/1/show', '/users/1'],
    ['/users/1/show?x=1', '/users/1?x=1'],
    ['/posts/tech', '/posts?category=tech'],
    ['/articles?id=1', '/posts/1'],
    ['/posts', '/posts'],
    // Each rule sees what the ones before it left, as each is a middleware in json-server.
    ['/api/posts/1/show', '/posts?category=1'],
  ]
  for (const [url, want] of cases) assert.equal(rewriteUrl(rules, url), want, url)
})

test('a routes file that is not an object of /-rules is refused, naming why', () => {
  const refused = (text: string, message: RegExp) =>
    assert.throws(
      () => readRewrites(text),
      (err: Error) => err instanceof DatasetError && message.test(err.message),
    )
  refused('[1]', /must be a JSON object/)
  refused('{"/a": 1}', /must map a path starting with \//)
  refused('{"a": "/b"}', /must map a path starting with \//)
  refused('{"/a": ', /not valid JSON/)
})

test('patterns are RE2: a hostile URL against many stars stays linear', () => {
  const rules = readRewrites(JSON.stringify({ '/*a*a*a*a*a*a*a*b': '/x' }))
  assert.equal(rewriteUrl(rules, `/${'a'.repeat(50_000)}`), `/${'a'.repeat(50_000)}`)
})
