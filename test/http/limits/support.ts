import assert from 'node:assert/strict'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

export const API = '/api/v1'
export const KB = 1024

export function assertProblem(res: LightMyRequestResponse, status: number, code: string) {
  assert.equal(res.statusCode, status, res.body)
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
  assert.equal((res.json() as { code: string }).code, code)
}

/** A post of about `kb` KB: many fields of plain text, each under the 10,000-character limit. */
export function bigPost(kb: number) {
  const fields = Math.ceil(kb / 8)
  return Object.fromEntries(
    Array.from({ length: fields }, (_, i) => [`f${i}`, 'x'.repeat(Math.floor((kb * KB) / fields))]),
  )
}

export const postFrom = (app: FastifyInstance, identity: string, body: object, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: `${API}/posts`,
    remoteAddress: ip,
    headers: { 'x-playground-identity': identity },
    payload: body,
  })
