import assert from 'node:assert/strict'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/** GETs a download, checks what every download answers with, and returns the response. */
export async function download(
  app: FastifyInstance,
  url: string,
  expected: { type: string; filename?: string },
): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: 'GET', url })
  assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 300)}`)
  assert.equal(res.headers['content-type'], expected.type, url)
  assert.equal(
    res.headers['content-disposition'],
    expected.filename && `attachment; filename="${expected.filename}"`,
    url,
  )
  assert.equal(res.headers['cache-control'], 'public, max-age=300', url)
  assert.match(String(res.headers.etag), /^"[A-Za-z0-9_-]+"$/, url)
  // The same for every caller: no sandbox cookie or identity, which a shared cache would leak.
  assert.equal(res.headers['set-cookie'], undefined, url)
  assert.equal(res.headers['x-playground-identity'], undefined, url)
  return res
}

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>
