import assert from 'node:assert/strict'
import { once } from 'node:events'
import { connect, type Socket } from 'node:net'
import { describe, type TestContext, test } from 'node:test'
import { type Config, defaultConfig } from '../../src/config.ts'
import { BODY_LIMIT, buildAppWithRuntime } from '../../src/http/app.ts'
import {
  createRateWindows,
  MAX_DELAYED_PER_IDENTITY,
} from '../../src/http/plugins/network-simulation.ts'
import { IMPORT_BODY_LIMIT } from '../../src/http/session/schemas.ts'

/**
 * Slow and abusive clients against a listening server, over real loopback sockets: read
 * timeouts, size limits, many connections, and memory that stays bounded however many
 * identities write (the bounds of the running CLI's memory are in `memory.system.test.ts`). The
 * delay cap's count (100 answered, the rest 429) is checked through inject in
 * test/http/network/simulation.test.ts; here only what a socket adds.
 */

const API = '/api/v1'
const json = { 'content-type': 'application/json' }
/** Small read timeouts, so that a test waits for them in well under a second. */
const HEADERS_MS = 300
const REQUEST_MS = 800
/**
 * How late a timed-out connection may be closed: Node checks every HEADERS_MS / 2, and a machine
 * busy with other work runs that check late. Generous: the test is that it closes, not how fast.
 */
const LATE_MS = 5000
/** Should a connection never be closed, the test fails rather than hangs. */
const BOUNDED = { timeout: 30_000 }

async function listen(t: TestContext, overrides: Partial<Config> = {}) {
  const app = await buildAppWithRuntime(
    defaultConfig({ requestTimeoutMs: REQUEST_MS, headersTimeoutMs: HEADERS_MS, ...overrides }),
  )
  t.after(() => app.close())
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, url, port: (app.server.address() as { port: number }).port }
}

interface RawClient {
  socket: Socket
  /** Milliseconds from the connection to now. */
  elapsed(): number
  /** Everything the server sent, once it closed the connection, and when it did. */
  closed: Promise<{ text: string; afterMs: number }>
  /** Resolves with the first complete response (head and Content-Length body). */
  response(): Promise<RawResponse>
}

interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

function parseResponse(text: string): RawResponse | undefined {
  const end = text.indexOf('\r\n\r\n')
  if (end < 0) return undefined
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const length = Number(headers['content-length'] ?? 0)
  const body = text.slice(end + 4)
  if (Buffer.byteLength(body) < length) return undefined
  return { status: Number(statusLine?.split(' ')[1]), headers, body }
}

/** A hand-driven HTTP/1.1 client on one socket, destroyed when the test ends. */
async function rawClient(t: TestContext, port: number): Promise<RawClient> {
  const socket = connect(port, '127.0.0.1')
  t.after(() => socket.destroy())
  socket.on('error', () => {}) // a reset after the server gave up is expected
  await once(socket, 'connect')
  const start = performance.now()
  let text = ''
  const waiting: Array<() => void> = []
  socket.setEncoding('latin1').on('data', (chunk: string) => {
    text += chunk
    for (const wake of waiting.splice(0)) wake()
  })
  const closed = new Promise<{ text: string; afterMs: number }>((resolve) => {
    socket.once('close', () => {
      for (const wake of waiting.splice(0)) wake()
      resolve({ text, afterMs: performance.now() - start })
    })
  })
  return {
    socket,
    elapsed: () => performance.now() - start,
    closed,
    async response() {
      for (;;) {
        const parsed = parseResponse(text)
        if (parsed) return parsed
        if (socket.destroyed)
          throw new Error(`closed without a whole response: ${JSON.stringify(text)}`)
        await new Promise<void>((wake) => waiting.push(wake))
      }
    },
  }
}

/** Writes `chunk` every `everyMs` until the socket closes or `times` chunks are out. */
function trickle(
  client: RawClient,
  chunk: string,
  everyMs: number,
  times = Number.POSITIVE_INFINITY,
) {
  let sent = 0
  const timer = setInterval(() => {
    if (client.socket.destroyed || sent++ >= times) return clearInterval(timer)
    client.socket.write(chunk)
  }, everyMs)
  client.socket.once('close', () => clearInterval(timer))
}

/**
 * A raw answer's problem document, after checking its status line and content type
 * (docs/contract/errors.md#problem-documents).
 */
function problemOf(text: string, status: number, code: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n')
  assert.match(head, new RegExp(`^HTTP/1\\.1 ${status} `))
  assert.match(head, /\r\ncontent-type: application\/problem\+json/i)
  assert.match(head, /\r\nx-request-id: [0-9a-f-]{36}\r\n/i)
  const problem = JSON.parse(body) as { status: number; code: string; type: string; title: string }
  assert.equal(problem.status, status)
  assert.equal(problem.code, code)
  assert.equal(problem.type, `/problems/${code.toLowerCase().replaceAll('_', '-')}`)
  return problem
}

function assertCutOff(result: { text: string; afterMs: number }, limitMs: number, what: string) {
  assert.match(result.text, /^HTTP\/1\.1 408 /, `${what}: answered 408 before closing`)
  problemOf(result.text, 408, 'REQUEST_TIMEOUT')
  // The client starts its clock a little after the server accepted the connection.
  assert.ok(
    result.afterMs >= limitMs * 0.8,
    `${what}: closed after ${result.afterMs} ms, before ${limitMs} ms`,
  )
  assert.ok(
    result.afterMs < limitMs + LATE_MS,
    `${what}: still open ${result.afterMs} ms after connecting`,
  )
}

async function createdCount(url: string, identity: string) {
  const res = await fetch(`${url}${API}/session`, {
    headers: { 'x-playground-identity': identity },
  })
  assert.equal(res.status, 200)
  return ((await res.json()) as { totalCreatedRecords: number }).totalCreatedRecords
}

const postHead = (identity: string, length: number) =>
  `POST ${API}/todos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `X-Playground-Identity: ${identity}\r\nContent-Length: ${length}\r\n\r\n`

describe('read timeouts', () => {
  test('the timeouts come from the configuration (defaults 30 s and 10 s)', BOUNDED, async (t) => {
    const { app } = await listen(t, { requestTimeoutMs: 4321, headersTimeoutMs: 1234 })
    assert.equal(app.server.requestTimeout, 4321)
    assert.equal(app.server.headersTimeout, 1234)
    const defaults = defaultConfig()
    assert.equal(defaults.requestTimeoutMs, 30_000)
    assert.equal(defaults.headersTimeoutMs, 10_000)
  })

  test(
    'a request line and headers that stop half-way get 408 and a closed connection after the headers timeout',
    BOUNDED,
    async (t) => {
      const { port } = await listen(t)
      const client = await rawClient(t, port)
      client.socket.write(`GET ${API}/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: appl`)
      assertCutOff(await client.closed, HEADERS_MS, 'partial headers')
    },
  )

  test(
    'a connection that never sends a byte is closed after the headers timeout',
    BOUNDED,
    async (t) => {
      const { port } = await listen(t)
      const client = await rawClient(t, port)
      assertCutOff(await client.closed, HEADERS_MS, 'silent connection')
    },
  )

  test(
    'headers trickled one line every 40 ms are cut off at the headers timeout though bytes keep coming',
    BOUNDED,
    async (t) => {
      const { port } = await listen(t)
      const client = await rawClient(t, port)
      client.socket.write(`GET ${API}/posts HTTP/1.1\r\nHost: 127.0.0.1\r\n`)
      trickle(client, 'X-Slow: still here\r\n', 40)
      assertCutOff(await client.closed, HEADERS_MS, 'trickled headers')
    },
  )

  test(
    'a body that stops after 10 of 1000 declared bytes is cut off at the request timeout; nothing is stored',
    BOUNDED,
    async (t) => {
      const { port, url } = await listen(t)
      const client = await rawClient(t, port)
      client.socket.write(`${postHead('slow-body', 1000)}{"title":"`)
      const result = await client.closed
      assertCutOff(result, REQUEST_MS, 'partial body')
      assert.equal(await createdCount(url, 'slow-body'), 0)
    },
  )

  test(
    'a body sent slower than allowed (10 bytes every 50 ms) is cut off at the request timeout; nothing is stored',
    BOUNDED,
    async (t) => {
      const { port, url } = await listen(t)
      const client = await rawClient(t, port)
      const body = JSON.stringify({ title: 'x'.repeat(400) })
      client.socket.write(postHead('trickled-body', Buffer.byteLength(body)))
      // 41 chunks of 10 bytes take about 2 s to arrive: more than twice the request timeout.
      for (let i = 0, chunks = body.match(/.{1,10}/g) ?? []; i < chunks.length; i++) {
        setTimeout(
          () => client.socket.destroyed || client.socket.write(chunks[i] as string),
          50 * (i + 1),
        )
      }
      const result = await client.closed
      assertCutOff(result, REQUEST_MS, 'trickled body')
      assert.equal(await createdCount(url, 'trickled-body'), 0)
    },
  )

  // Bounded more loosely than BOUNDED: its timeouts grow with how busy the machine is.
  const SLOWLORIS_BOUND = { timeout: 180_000 }
  test(
    '200 slowloris connections from one client hold up no one: others are served while they hang, then all are cut off',
    SLOWLORIS_BOUND,
    async (t) => {
      // Reads and writes of other callers, 50 of them, 10 at a time.
      const patient = async (url: string, who: string) => {
        const statuses: number[] = []
        await Promise.all(
          Array.from({ length: 10 }, async (_, worker) => {
            const headers = { ...json, 'x-playground-identity': `${who}-${worker}` }
            for (let i = 0; i < 5; i++) {
              const res =
                i % 2 === 0
                  ? await fetch(`${url}${API}/posts?limit=5`, { headers })
                  : await fetch(`${url}${API}/todos`, {
                      method: 'POST',
                      headers,
                      body: JSON.stringify({ user_id: 1, title: `served ${i}` }),
                    })
              await res.arrayBuffer()
              statuses.push(res.status)
            }
          }),
        )
        return statuses
      }
      // Longer timeouts here: the normal requests must be answered while every slow one still
      // hangs, so the headers timeout is at least 2 s and 5 times what those requests take on
      // this machine now, without slow clients (a busy machine serves them slower).
      const baseline = await listen(t)
      const started = performance.now()
      await patient(baseline.url, 'baseline')
      const headersMs = Math.max(2000, Math.ceil(5 * (performance.now() - started)))
      const { port, url } = await listen(t, {
        headersTimeoutMs: headersMs,
        requestTimeoutMs: 2 * headersMs,
      })
      const slow = await Promise.all(Array.from({ length: 200 }, () => rawClient(t, port)))
      let closedEarly = 0
      for (const [i, client] of slow.entries()) {
        client.socket.write(`GET ${API}/posts/${(i % 100) + 1} HTTP/1.1\r\nHost: 127.0.0.1\r\n`)
        trickle(client, 'X-Slow: 1\r\n', 100)
        void client.closed.then(() => closedEarly++)
      }

      const statuses = await patient(url, 'patient')
      assert.equal(closedEarly, 0, 'every slow connection still hung while the others were served')
      assert.deepEqual(
        statuses,
        statuses.map(() => 200),
      )
      for (const client of slow) assertCutOff(await client.closed, headersMs, 'slowloris')
    },
  )
})

describe('size limits', () => {
  test(
    `a body of exactly ${BODY_LIMIT / 1024} KB is accepted; one byte more is 413 problem JSON`,
    BOUNDED,
    async (t) => {
      const { url } = await listen(t)
      const headers = { ...json, 'x-playground-identity': 'sizes' }
      const exact = (size: number) => {
        const body = JSON.stringify({ user_id: 1, title: 'padded' })
        return body + ' '.repeat(size - body.length) // trailing whitespace is valid JSON
      }
      const ok = await fetch(`${url}${API}/todos`, {
        method: 'POST',
        headers,
        body: exact(BODY_LIMIT),
      })
      assert.equal(ok.status, 200, await ok.text())
      const big = await fetch(`${url}${API}/todos`, {
        method: 'POST',
        headers,
        body: exact(BODY_LIMIT + 1),
      })
      assert.equal(big.status, 413)
      assert.match(big.headers.get('content-type') ?? '', /^application\/problem\+json/)
      assert.equal(((await big.json()) as { code: string }).code, 'PAYLOAD_TOO_LARGE')
      assert.equal(await createdCount(url, 'sizes'), 1)
    },
  )

  test(
    'a declared 5 MB body is refused with 413 at once, before the client sends it',
    BOUNDED,
    async (t) => {
      const { port } = await listen(t)
      const client = await rawClient(t, port)
      client.socket.write(
        `${postHead('declared', 5 * 1024 * 1024)}{"title":"${'a'.repeat(64 * 1024)}`,
      )
      const res = await client.response()
      assert.equal(res.status, 413)
      assert.match(res.headers['content-type'] ?? '', /^application\/problem\+json/)
      assert.equal((JSON.parse(res.body) as { code: string }).code, 'PAYLOAD_TOO_LARGE')
      assert.ok(client.elapsed() < REQUEST_MS, 'answered without waiting for the rest of the body')
      await client.closed
    },
  )

  test(
    'a chunked body without a length is refused with 413 as soon as it passes the limit',
    BOUNDED,
    async (t) => {
      const { port } = await listen(t)
      const client = await rawClient(t, port)
      client.socket.write(
        `POST ${API}/todos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'X-Playground-Identity: chunked\r\nTransfer-Encoding: chunked\r\n\r\n',
      )
      // 128 KB in 16 KB chunks and no final chunk: the server must not wait for the end.
      for (let i = 0; i < 8; i++) client.socket.write(`4000\r\n${'b'.repeat(0x4000)}\r\n`)
      const res = await client.response()
      assert.equal(res.status, 413)
      assert.equal((JSON.parse(res.body) as { code: string }).code, 'PAYLOAD_TOO_LARGE')
      await client.closed
    },
  )

  test(
    `an import of exactly ${IMPORT_BODY_LIMIT / 1024 / 1024} MB is accepted; one byte more is 413`,
    BOUNDED,
    async (t) => {
      const { url } = await listen(t, { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 })
      const headers = { ...json, 'x-playground-identity': 'big-import' }
      // 520 custom records of 15,000 characters (each under the 16 KB record limit): about 7.5 MB.
      const records = Array.from({ length: 520 }, (_, i) => ({
        resource: `custom/blobs-${i % 2}`,
        op: 'create',
        data: { n: i, blob: String.fromCharCode(97 + (i % 26)).repeat(15_000) },
      }))
      const body = JSON.stringify({ version: '1.0', records })
      assert.ok(body.length < IMPORT_BODY_LIMIT)
      const post = (size: number) =>
        fetch(`${url}${API}/session/import`, {
          method: 'POST',
          headers,
          body: body + ' '.repeat(size - body.length),
        })
      const over = await post(IMPORT_BODY_LIMIT + 1)
      assert.equal(over.status, 413)
      assert.equal(((await over.json()) as { code: string }).code, 'PAYLOAD_TOO_LARGE')
      const exact = await post(IMPORT_BODY_LIMIT)
      assert.equal(exact.status, 200, (await exact.text()).slice(0, 300))
      const session = await fetch(`${url}${API}/custom`, { headers })
      const { collections } = (await session.json()) as {
        collections: Array<{ name: string; count: number }>
      }
      assert.deepEqual(collections.map((c) => c.count).sort(), [260, 260])
    },
  )

  test(
    'headers over 16 KB are 431 and the connection is closed; 15 KB of headers are served',
    BOUNDED,
    async (t) => {
      const { port, url } = await listen(t)
      const ok = await fetch(`${url}${API}/posts/1`, {
        headers: { 'x-padding': 'p'.repeat(15 * 1024) },
      })
      assert.equal(ok.status, 200)
      await ok.arrayBuffer()
      const client = await rawClient(t, port)
      client.socket.write(
        `GET ${API}/posts/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'p'.repeat(17 * 1024)}\r\n\r\n`,
      )
      const { text } = await client.closed
      problemOf(text, 431, 'HEADERS_TOO_LARGE')
    },
  )

  test(
    'a request Node cannot parse gets a problem document and a closed connection',
    BOUNDED,
    async (t) => {
      const { port } = await listen(t)
      const client = await rawClient(t, port)
      client.socket.write('GET /api/v1/posts/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n')
      const { text } = await client.closed
      problemOf(text, 400, 'MALFORMED_REQUEST')
    },
  )
})

describe('simulated delays', () => {
  test(
    `the delayed request past ${MAX_DELAYED_PER_IDENTITY} of one identity is refused at once with Retry-After; another identity still waits`,
    BOUNDED,
    async (t) => {
      // The default read timeouts: with the small ones of the other tests, a connection of the 101
      // that a busy machine opens late would be cut off with a 408 (tested above, not here).
      const defaults = defaultConfig()
      const { url } = await listen(t, {
        requestTimeoutMs: defaults.requestTimeoutMs,
        headersTimeoutMs: defaults.headersTimeoutMs,
      })
      const delayMs = 1500
      const started = performance.now()
      const fire = async (identity: string) => {
        const res = await fetch(`${url}${API}/posts/1?_delay=${delayMs}`, {
          headers: { 'x-playground-identity': identity },
        })
        const body = (await res.json()) as { code?: string }
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          code: body.code,
          at: performance.now() - started,
        }
      }
      const [greedy, other] = await Promise.all([
        Promise.all(Array.from({ length: MAX_DELAYED_PER_IDENTITY + 1 }, () => fire('greedy'))),
        fire('modest'),
      ])
      const refused = greedy.filter((r) => r.status === 429)
      assert.equal(refused.length, 1, `statuses: ${greedy.map((r) => r.status)}`)
      const [first] = refused
      assert.equal(first?.code, 'RATE_LIMITED')
      assert.equal(first?.retryAfter, String(Math.ceil(delayMs / 1000)))
      const waited = greedy.filter((g) => g.status !== 429)
      // At once: before any of the delayed answers (which come after delayMs), however busy the
      // machine is while it sends the 101 requests.
      const firstAnswered = Math.min(...waited.map((r) => r.at))
      assert.ok(
        (first?.at ?? Infinity) < firstAnswered,
        `the refusal came after ${first?.at} ms, not at once (first delayed answer ${firstAnswered} ms)`,
      )
      for (const r of waited) {
        assert.equal(r.status, 200)
        assert.ok(r.at >= delayMs - 5)
      }
      assert.equal(other.status, 200)
      assert.ok(other.at >= delayMs - 5)
    },
  )
})

describe('memory stays bounded', () => {
  test('simulated rate-limit windows are bounded: past the limit the oldest window is forgotten', () => {
    let now = 0
    const windows = createRateWindows(3, () => now)
    assert.equal(windows.hit('a', 1, 999_999).remaining, 0)
    assert.equal(
      windows.hit('a', 1, 999_999).remaining,
      -1,
      'a second request in the window is over',
    )
    for (const identity of ['b', 'c', 'd']) windows.hit(identity, 1, 999_999)
    assert.equal(windows.size, 3)
    assert.equal(windows.peek('a', 1, 999_999), undefined, 'the oldest window went')
    assert.equal(windows.hit('a', 1, 999_999).remaining, 0, 'a forgotten window starts again')
    for (let i = 0; i < 1000; i++) windows.hit(`many-${i}`, i + 1, 60)
    assert.equal(windows.size, 3)
    // A window that ran out starts afresh in its place, and is then the newest.
    now += 60_000
    assert.equal(windows.hit('many-999', 1000, 60).remaining, 999)
    windows.hit('e', 1, 60)
    assert.ok(windows.peek('many-999', 1000, 60))
  })
})
