/** Expectations: a response against the outcome the model predicted. */
import assert from 'node:assert/strict'
import type { LightMyRequestResponse } from 'fastify'
import type { Failure, ListBody, Obj, Outcome } from '../model.ts'
import { ISO } from './config.ts'

/** A problem answer with the predicted status and code (`*`: a code the contract does not name). */
export function expectFailure(res: LightMyRequestResponse, f: Failure) {
  assert.equal(
    res.statusCode,
    f.status,
    `expected ${f.status} ${f.code}, got ${res.statusCode}: ${res.body}`,
  )
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/, 'problem JSON')
  const body = res.json() as Obj
  if (f.code !== '*') assert.equal(body.code, f.code, res.body)
  assert.equal(body.status, f.status, res.body)
  if (f.field) assert.ok(res.body.includes(f.field), `the problem names ${f.field}: ${res.body}`)
}

export function expectOk(res: LightMyRequestResponse, expected: unknown, what = 'body') {
  assert.equal(res.statusCode, 200, `expected 200, got ${res.statusCode}: ${res.body}`)
  assert.deepEqual(res.json(), expected, what)
}

export function expectOutcome<T>(
  res: LightMyRequestResponse,
  outcome: Outcome<T>,
  shape: (v: T) => unknown = (v) => v,
) {
  if (!outcome.ok) expectFailure(res, outcome)
  else expectOk(res, shape(outcome.value))
}

/** A GraphQL answer: `{data}` on success; errors with the predicted code and `data` otherwise. */
export function expectGql(
  res: LightMyRequestResponse,
  outcome: Outcome<unknown>,
  dataOnError: unknown,
) {
  assert.equal(res.statusCode, 200, res.body)
  const body = res.json() as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> }
  if (outcome.ok) {
    assert.deepEqual(body, { data: { r: outcome.value } })
    return
  }
  assert.ok(
    Array.isArray(body.errors) && body.errors.length > 0,
    `expected a GraphQL error: ${res.body}`,
  )
  if (outcome.code !== '*') assert.equal(body.errors[0]?.extensions?.code, outcome.code, res.body)
  assert.deepEqual(body.data, dataOnError, 'data beside the error')
}

export function expectList(res: LightMyRequestResponse, outcome: Outcome<ListBody>) {
  expectOutcome(res, outcome)
  if (outcome.ok)
    assert.equal(
      res.headers['x-total-count'],
      String(outcome.value.pagination.total),
      'X-Total-Count',
    )
}

export function isoOf(v: unknown, what: string): string {
  assert.equal(typeof v, 'string', what)
  assert.match(v as string, ISO, what)
  return v as string
}
