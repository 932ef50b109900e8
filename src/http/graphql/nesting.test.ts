import assert from 'node:assert/strict'
import { test } from 'node:test'
import { nestingDepth } from './nesting.ts'

test('counts brackets of every kind, and stops counting past the limit', () => {
  assert.equal(nestingDepth('{ users(limit: 2) { id } }', 64), 2)
  assert.equal(nestingDepth('{ a(b: [[{c: [1]}]]) }', 64), 6)
  assert.equal(nestingDepth(`{ a(b: ${'['.repeat(1000)}`, 10), 11)
  assert.equal(nestingDepth('', 10), 0)
  assert.equal(nestingDepth('}}}{', 10), 1)
})

test('skips strings, block strings and comments as the GraphQL lexer does', () => {
  assert.equal(nestingDepth('{ a(q: "[[[{{{") }', 64), 2)
  assert.equal(nestingDepth('{ a(q: "\\"[[[") }', 64), 2)
  assert.equal(nestingDepth('{ a(q: """ [[[ \\""" {{{ """) }', 64), 2)
  assert.equal(nestingDepth('{ a(q: "") { b } }', 64), 2)
  assert.equal(nestingDepth('# {{{{\n{ a }', 64), 1)
  assert.equal(nestingDepth('# {{{{\r{ a }', 64), 1)
  // An unterminated string ends at the line: what follows is code again (the parser refuses it).
  assert.equal(nestingDepth('{ a(q: "[[\n[[[ ', 64), 5)
  assert.equal(nestingDepth('{ a(q: """ [[[', 64), 2)
})
