/**
 * Every GraphQL document the project shows (README, docs, landing page, OpenAPI example, bench,
 * tests) stays within the default cost budget and mutation cap: the limits refuse only what no
 * documentation or test ever asked for.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'node:test'
import { buildSchema, type DocumentNode, parse, specifiedRules, validate } from 'graphql'
import {
  DEFAULT_MAX_COST,
  DEFAULT_MAX_MUTATIONS,
  operationCosts,
  queryLimits,
} from '../../../src/http/graphql/cost-limit.ts'
import { MAX_DEPTH } from '../../../src/http/graphql/plugin.ts'
import { schema as sdl } from '../../../src/http/graphql/schema.ts'

const ROOT = join(import.meta.dirname, '../../..')
/** Documents made to be refused: the cost tests' own, and the hostile generator's. */
const EXEMPT = ['test/http/graphql/cost.test.ts', 'test/reliability/hostile/']

function files(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files(path, out)
    else if (/\.(ts|md)$/.test(entry.name)) out.push(path)
  }
  return out
}

/** String literals and JSON `"query"` values that may hold a document, unescaped. */
function candidates(text: string): string[] {
  const found: string[] = []
  for (const re of [
    /'((?:[^'\\\n]|\\.)*)'/g,
    /`((?:[^`\\]|\\.)*)`/g,
    /"query":\s*"((?:[^"\\]|\\.)*)"/g,
  ]) {
    for (const m of text.matchAll(re)) {
      const raw = m[1] ?? ''
      if (raw.includes('${')) continue
      found.push(raw.replace(/\\+"/g, '"').replace(/\\n/g, '\n'))
    }
  }
  return found.filter((s) => /^\s*(\{|query\b|mutation\b)/.test(s))
}

test('every GraphQL document in the README, docs, landing page, bench and tests is within the limits', () => {
  const schema = buildSchema(sdl)
  const sources = [
    join(ROOT, 'README.md'),
    ...files(join(ROOT, 'docs')),
    ...files(join(ROOT, 'src')),
    ...files(join(ROOT, 'scripts')),
    ...files(join(ROOT, 'test')),
  ]
  const checked: string[] = []
  const over: string[] = []
  for (const path of sources) {
    const where = relative(ROOT, path)
    if (EXEMPT.some((e) => where.startsWith(e))) continue
    for (const source of candidates(readFileSync(path, 'utf8'))) {
      let document: DocumentNode
      try {
        document = parse(source)
      } catch {
        continue
      }
      // Documents meant to fail (unknown fields, too deep) show errors, not the budget.
      if (
        validate(schema, document, [
          ...specifiedRules,
          queryLimits({ maxDepth: MAX_DEPTH, maxCost: Infinity, maxMutations: Infinity }),
        ]).length > 0
      )
        continue
      checked.push(where)
      for (const { cost, rootFields, operation } of operationCosts(schema, document)) {
        if (cost > DEFAULT_MAX_COST) over.push(`${where}: cost ${cost}: ${source.slice(0, 100)}`)
        if (operation.operation === 'mutation' && rootFields > DEFAULT_MAX_MUTATIONS)
          over.push(`${where}: ${rootFields} mutations: ${source.slice(0, 100)}`)
      }
    }
  }
  assert.deepEqual(over, [])
  // The extraction found the documents it is meant to guard.
  for (const expected of [
    'README.md',
    'src/http/landing/page.ts',
    'src/http/docs/openapi.ts',
    'scripts/bench/scenarios/throughput.ts',
    'test/http/graphql/queries.test.ts',
    'test/http/graphql/mutations.test.ts',
  ]) {
    assert.ok(checked.includes(expected), `no document found in ${expected}`)
  }
  assert.ok(checked.length >= 30, `only ${checked.length} documents found`)
})
