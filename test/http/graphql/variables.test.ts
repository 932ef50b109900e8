import assert from 'node:assert/strict'
import { test } from 'node:test'
import { build } from '../../helper.ts'

const get = (variables: string) =>
  `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent(variables)}`

test('GET variables holding __proto__ or constructor.prototype are a forbidden key, not bad JSON', async (t) => {
  const app = await build(t)
  for (const variables of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
    const { errors } = (await app.inject({ method: 'GET', url: get(variables) })).json()
    assert.equal(errors[0].extensions.code, 'VALIDATION_FAILED', variables)
    assert.equal(errors[0].extensions.status, 400, variables)
  }
  const { errors } = (await app.inject({ method: 'GET', url: get('{bad') })).json()
  assert.equal(errors[0].extensions.code, 'INVALID_BODY')
})
