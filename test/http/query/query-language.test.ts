import { describe, test } from 'node:test'
import { build, STORES } from '../../helper.ts'
import { QUERY_CASES } from './cases.ts'
import { runGraphQLCases } from './graphql-runner.ts'
import { runQueryCases } from './rest-runner.ts'

/**
 * The query language (docs/contract/lists-and-query-language.md) over REST, and over GraphQL where
 * it can say the case: every case of `cases.ts` in one sandbox made through real requests, answered
 * as `oracle.ts` works out from the baseline and the sandbox's export.
 */
describe(`query language: ${QUERY_CASES.length} list cases against the oracle`, () => {
  for (const store of STORES) {
    test(store, async (t) => runQueryCases(t, await build(t, { store })))
    test(`${store} over GraphQL`, async (t) => runGraphQLCases(t, await build(t, { store })))
  }
})
