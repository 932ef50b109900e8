import assert from 'node:assert/strict'
import { test } from 'node:test'
import { buildSchema, parse } from 'graphql'
import { declaresRecursiveVariable, recursiveInputs } from './jit-guard.ts'

const schema = buildSchema(`
  input Leaf { a: Int }
  input Loop { leaf: Leaf, AND: [Loop!] }
  input Ring1 { next: Ring2 }
  input Ring2 { next: Ring1 }
  input Holder { where: Loop, leaf: Leaf }
  type Query { f(w: Loop, l: Leaf, h: Holder, r: Ring1): Int }
`)

test('input types that reach a cycle are recursive; the others are not', () => {
  assert.deepEqual([...recursiveInputs(schema)].sort(), ['Holder', 'Loop', 'Ring1', 'Ring2'])
})

test('a document is recursive when one of its operations declares a recursive variable', () => {
  const recursive = recursiveInputs(schema)
  const declares = (source: string) => declaresRecursiveVariable(parse(source), recursive)
  assert.equal(declares('query($w: Loop) { f(w: $w) }'), true)
  assert.equal(declares('query($h: [Holder!]!) { f }'), true)
  assert.equal(declares('query A { f } query B($r: Ring2) { f }'), true)
  assert.equal(declares('query($l: Leaf, $n: Int) { f(l: $l, w: {AND: [{leaf: {a: 1}}]}) }'), false)
  assert.equal(declares('{ f }'), false)
})
