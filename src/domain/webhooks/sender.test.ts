import assert from 'node:assert/strict'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, type TestContext, test } from 'node:test'
import { checkedLookup } from './addresses.ts'
import { RESPONSE_CHARS, type SendOptions, sendDelivery, signature } from './sender.ts'

const T = Date.parse('2030-06-15T12:00:00Z')
const SECRET = 'whsec_test'
const BODY = '{"id":"del_1","event":"post.created"}'

/**
 * A receiver's check, written as Stripe's libraries write it: split the header, recompute the
 * HMAC over "<t>.<raw body>", compare in constant time, and refuse a `t` out of tolerance.
 */
function stripeVerify(
  header: string,
  body: string,
  secret: string,
  nowS: number,
  toleranceS = 300,
) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]))
  const t = Number(parts.t)
  const given = Buffer.from(parts.v1 ?? '', 'hex')
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`, 'utf8').digest()
  return (
    Number.isInteger(t) &&
    Math.abs(nowS - t) <= toleranceS &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  )
}

describe('signature', () => {
  test('is t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>', () => {
    // Computed apart: printf '1700000000.<body>' | openssl dgst -sha256 -hmac whsec_test
    assert.equal(
      signature(SECRET, 1_700_000_000, BODY),
      't=1700000000,v1=c4e140c5139f6bea8dfa3b1b5c74687bb86d8eb8007d01f91a13a13d9c2437c2',
    )
  })

  test('verifies as a Stripe-style receiver checks it, and only for that body and secret', () => {
    const header = signature(SECRET, 1_700_000_000, BODY)
    assert.ok(stripeVerify(header, BODY, SECRET, 1_700_000_100))
    assert.ok(!stripeVerify(header, `${BODY} `, SECRET, 1_700_000_100))
    assert.ok(!stripeVerify(header, BODY, 'whsec_other', 1_700_000_100))
    // Multi-byte text is signed as its UTF-8 bytes, as a receiver reads them.
    const text = '{"title":"café ☕"}'
    assert.ok(stripeVerify(signature(SECRET, 5, text), text, SECRET, 5))
  })
})

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A receiver on loopback that answers each request with `answer`; `hang` never answers. */
async function receiver(t: TestContext, answer: ((res: ServerResponse) => void) | 'hang') {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      if (answer !== 'hang') answer(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.after(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const { port } = server.address() as AddressInfo
  return { port, url: `http://127.0.0.1:${port}/hook`, received }
}

const reply =
  (status: number, body = '', headers: Record<string, string> = {}) =>
  (res: ServerResponse) => {
    res.writeHead(status, headers)
    res.end(body)
  }

function options(url: string, over: Partial<SendOptions> = {}): SendOptions {
  return {
    url,
    secret: SECRET,
    event: 'post.created',
    deliveryId: 'del_1',
    body: BODY,
    userAgent: 'MockPlayground-Webhooks/test',
    timeoutMs: 4000,
    allowPrivate: true,
    lookup: checkedLookup(true),
    now: () => T,
    ...over,
  }
}

describe('sendDelivery', () => {
  test('POSTs the body with the event, delivery and a signature the receiver can check', async (t) => {
    const r = await receiver(t, reply(200, 'thanks'))
    const result = await sendDelivery(options(r.url))
    assert.equal(r.received.length, 1)
    const got = r.received[0] as Received
    assert.equal(got.body, BODY)
    assert.equal(got.headers['content-type'], 'application/json')
    assert.equal(got.headers['user-agent'], 'MockPlayground-Webhooks/test')
    assert.equal(got.headers['x-playground-event'], 'post.created')
    assert.equal(got.headers['x-playground-delivery'], 'del_1')
    const header = String(got.headers['x-playground-signature'])
    assert.match(header, new RegExp(`^t=${T / 1000},v1=[0-9a-f]{64}$`))
    assert.ok(stripeVerify(header, got.body, SECRET, T / 1000))
    assert.deepEqual(result, {
      status: 200,
      success: true,
      retryable: false,
      durationMs: 0,
      requestHeaders: {
        'Content-Type': 'application/json',
        'User-Agent': 'MockPlayground-Webhooks/test',
        'X-Playground-Event': 'post.created',
        'X-Playground-Delivery': 'del_1',
        'X-Playground-Signature': header,
      },
      responseBody: 'thanks',
      error: null,
    })
  })

  // [the receiver's answer, success, retryable]
  const answers: Array<[number, boolean, boolean]> = [
    [201, true, false],
    [204, true, false],
    [400, false, false],
    [404, false, false],
    [410, false, false],
    [429, false, false],
    [500, false, true],
    [502, false, true],
    [503, false, true],
  ]
  for (const [status, success, retryable] of answers) {
    test(`an answer of ${status}: ${success ? 'delivered' : retryable ? 'tried again' : 'failed for good'}`, async (t) => {
      const r = await receiver(t, reply(status))
      const result = await sendDelivery(options(r.url))
      assert.equal(result.status, status)
      assert.equal(result.success, success)
      assert.equal(result.retryable, retryable)
      assert.equal(result.error, success ? null : `The receiver answered ${status}`)
    })
  }

  test('a redirect is not followed, and not tried again', async (t) => {
    const target = await receiver(t, reply(200))
    const r = await receiver(t, reply(307, '', { location: target.url }))
    const result = await sendDelivery(options(r.url))
    assert.equal(result.status, 307)
    assert.equal(result.success, false)
    assert.equal(result.retryable, false)
    assert.equal(target.received.length, 0)
  })

  test(`keeps the first ${RESPONSE_CHARS} characters of the answer`, async (t) => {
    const r = await receiver(t, reply(200, 'x'.repeat(RESPONSE_CHARS * 3)))
    const result = await sendDelivery(options(r.url))
    assert.equal(result.responseBody, 'x'.repeat(RESPONSE_CHARS))
  })

  test('no answer within the timeout is no answer (status 0), tried again', async (t) => {
    const r = await receiver(t, 'hang')
    const result = await sendDelivery(options(r.url, { timeoutMs: 50 }))
    assert.equal(result.status, 0)
    assert.equal(result.retryable, true)
    assert.equal(result.error, 'No answer within 50 ms')
  })

  test('a refused connection is tried again', async () => {
    // A port nothing listens on: one a server held a moment ago.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer()
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const result = await sendDelivery(options(`http://127.0.0.1:${port}/`))
    assert.equal(result.status, 0)
    assert.equal(result.retryable, true)
    assert.match(String(result.error), /ECONNREFUSED/)
  })

  test('an abort (the app closing) ends the attempt as no answer', async (t) => {
    const r = await receiver(t, 'hang')
    const aborts = new AbortController()
    const sent = sendDelivery(options(r.url, { signal: aborts.signal }))
    aborts.abort()
    const result = await sent
    assert.equal(result.status, 0)
    assert.equal(result.error, 'Interrupted: the server is shutting down')
  })

  // [url, allowPrivate]: refused before any connection, and never tried again
  const refused: Array<[string, boolean]> = [
    ['http://169.254.169.254/latest/meta-data/', true],
    ['http://[fe80::1]/', true],
    ['http://[::ffff:169.254.169.254]/', true],
    ['http://100.100.100.200/', true],
    ['http://10.0.0.1/', false],
    ['http://[::1]/', false],
  ]
  for (const [url, allowPrivate] of refused) {
    test(`refuses ${url}${allowPrivate ? '' : ' with private addresses off'}`, async () => {
      const result = await sendDelivery(
        options(url, { allowPrivate, lookup: checkedLookup(allowPrivate) }),
      )
      assert.equal(result.status, 0)
      assert.equal(result.retryable, false)
      assert.match(String(result.error), /^Refused: /)
    })
  }

  test('with private addresses off, loopback is refused without a connection', async (t) => {
    const r = await receiver(t, reply(200))
    const result = await sendDelivery(
      options(r.url, { allowPrivate: false, lookup: checkedLookup(false) }),
    )
    assert.match(String(result.error), /^Refused: 127\.0\.0\.1 is a loopback or private address/)
    assert.equal(r.received.length, 0)
  })

  test('a name is judged by what it resolves to, at connect time', async (t) => {
    const r = await receiver(t, reply(200))
    const toMetadata = checkedLookup(true, async () => [{ address: '169.254.169.254', family: 4 }])
    const refusedByName = await sendDelivery(
      options(`http://hooks.test:${r.port}/`, { lookup: toMetadata }),
    )
    assert.equal(refusedByName.retryable, false)
    assert.match(
      String(refusedByName.error),
      /^Refused: hooks\.test resolves to 169\.254\.169\.254/,
    )

    const toLoopback = checkedLookup(true, async () => [{ address: '127.0.0.1', family: 4 }])
    const delivered = await sendDelivery(
      options(`http://hooks.test:${r.port}/`, { lookup: toLoopback }),
    )
    assert.equal(delivered.success, true)
    assert.equal(r.received.length, 1)
    assert.equal(r.received[0]?.headers.host, `hooks.test:${r.port}`)
  })

  for (const [url, error] of [
    ['not a url', 'The URL does not parse'],
    ['ftp://example.com/', 'ftp: URLs are not delivered to'],
  ]) {
    test(`${url}: ${error}`, async () => {
      const result = await sendDelivery(options(url as string))
      assert.deepEqual([result.status, result.retryable, result.error], [0, false, error])
    })
  }

  test('the duration is what the clock says the attempt took', async (t) => {
    const r = await receiver(t, reply(200))
    let calls = 0
    // The first reading starts the attempt; every later one is 25 ms on.
    const result = await sendDelivery(options(r.url, { now: () => T + (calls++ === 0 ? 0 : 25) }))
    assert.equal(result.durationMs, 25)
  })
})
