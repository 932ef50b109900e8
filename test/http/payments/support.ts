import assert from 'node:assert/strict'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { SandboxEvent } from '../../../src/domain/events/bus.ts'
import type { PaymentIntent } from '../../../src/domain/payments/state.ts'
import { as } from '../../helper.ts'

/** Shared fixtures of the payments HTTP tests; not a test file itself. */

export const PAY = '/api/v1/payments'
export const INTENTS = `${PAY}/intents`

export type Client = ReturnType<typeof as>
export type Problem = {
  code: string
  status: number
  detail: string
  decline_code?: string
  payment_intent?: PaymentIntent
  errors?: Array<{ field: string; message: string }>
}

export const card = (number: string, extra: Record<string, unknown> = {}) => ({
  payment_method: { type: 'card', number, exp_month: 12, exp_year: 2099, cvc: '123', ...extra },
})

export function ok<T = PaymentIntent>(res: LightMyRequestResponse): T {
  assert.equal(res.statusCode, 200, res.body.slice(0, 500))
  return res.json() as T
}

export function problem(res: LightMyRequestResponse, status: number, code: string): Problem {
  assert.equal(res.statusCode, status, res.body.slice(0, 500))
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
  const body = res.json() as Problem
  assert.equal(body.code, code)
  return body
}

/** POST with an optional Idempotency-Key. */
export const post = (c: Client, url: string, body: unknown, key?: string) =>
  c.send({
    method: 'POST',
    url,
    payload: body as object,
    ...(key !== undefined && { headers: { 'idempotency-key': key } }),
  })

export async function newIntent(c: Client, body: Record<string, unknown> = {}) {
  return ok(await post(c, INTENTS, { amount: 2000, currency: 'usd', ...body }))
}

/** Every event the sandbox hears from now on, in order. */
export function recordEvents(
  app: FastifyInstance,
  identity: string,
  t: { after(fn: () => void): void },
) {
  const events: SandboxEvent[] = []
  const stop = app.events.subscribe(identity, (e) => events.push(e))
  t.after(stop)
  return events
}

/** Resolves with the first event of `type` the sandbox hears (now or already heard). */
export function nextEvent(app: FastifyInstance, identity: string, type: string) {
  return new Promise<SandboxEvent>((resolve) => {
    const stop = app.events.subscribe(identity, (e) => {
      if (e.type === type) {
        stop()
        resolve(e)
      }
    })
  })
}

export { as }
