import assert from 'node:assert/strict'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { describe, test } from 'node:test'
import { identityOfName } from '../../../src/domain/identity.ts'
import { MAX_PENDING_BYTES } from '../../../src/http/stream/routes.ts'
import { build } from '../../helper.ts'
import { open } from './sse-client.ts'

/**
 * docs/contract/events-and-webhooks.md#server-sent-events, a slow SSE reader over a real socket:
 * what the server holds for it is bounded by the stream's pending limit, not by what happens in the
 * sandbox.
 */

/** A tcp_wmem / tcp_rmem setting (min, default, max), or Linux's default where there is none. */
function tcpSetting(name: string, fallback: number[]): number[] {
  try {
    return readFileSync(`/proc/sys/net/ipv4/${name}`, 'utf8').trim().split(/\s+/).map(Number)
  } catch {
    return fallback
  }
}

/**
 * What the kernels may hold between the two ends, doubled for slack: the server's send buffer
 * grows up to tcp_wmem's max, while a receiver that does not read stays near tcp_rmem's default.
 */
const SOCKET_ALLOWANCE =
  2 *
  ((tcpSetting('tcp_wmem', [4096, 16384, 4194304])[2] ?? 0) +
    (tcpSetting('tcp_rmem', [4096, 131072, 6291456])[1] ?? 0))
const BOUND = MAX_PENDING_BYTES + SOCKET_ALLOWANCE
/** Nine address fields of 10,000 characters (the field limit): a ~90 KB user, under the 100 KB body limit. */
const address = Object.fromEntries(
  Array.from({ length: 9 }, (_, i) => [`line${i}`, String(i).repeat(10_000)]),
)

/** Reads from the socket until `done(text)` holds; the socket stays flowing. */
function readUntil(socket: Socket, got: { text: string }, done: (text: string) => boolean) {
  return new Promise<void>((resolve, reject) => {
    if (done(got.text)) return resolve()
    const onData = () => {
      if (!done(got.text)) return
      socket.off('data', onData)
      socket.off('error', reject)
      resolve()
    }
    socket.on('data', onData)
    socket.once('error', reject)
  })
}

/** The body of a chunked HTTP/1.1 response, as far as it came. */
function dechunk(raw: string) {
  let at = raw.indexOf('\r\n\r\n') + 4
  let text = ''
  for (;;) {
    const eol = raw.indexOf('\r\n', at)
    if (eol === -1) return { text, complete: false }
    const size = Number.parseInt(raw.slice(at, eol), 16)
    if (size === 0) return { text, complete: true }
    text += raw.slice(eol + 2, eol + 2 + size)
    at = eol + 2 + size + 2
  }
}

// The stream's bound does not depend on the store, and the writes take seconds: memory only.
describe('SSE slow reader', () => {
  test('a paused reader is dropped with `lagged`; it never reads more than the bound', async (t) => {
    const app = await build(t)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const base = `http://127.0.0.1:${port}`
    const name = 'slow-reader'

    const socket = connect(port, '127.0.0.1')
    t.after(() => socket.destroy())
    await once(socket, 'connect')
    const got = { text: '', bytes: 0 }
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      got.text += chunk
      got.bytes += chunk.length
    })
    socket.write(
      `GET /api/v1/stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Playground-Identity: ${name}\r\nAccept: text/event-stream\r\n\r\n`,
    )
    await readUntil(socket, got, (text) => text.includes('event: connected'))
    assert.match(got.text, /^HTTP\/1\.1 200 OK\r\n/)
    assert.match(got.text, /\r\ncontent-type: text\/event-stream/i)
    // The stream subscribes in the same step as it writes `connected`.
    const identity = identityOfName(name) as string
    assert.equal(app.events.listenerCount(identity), 1)

    // From here the client reads nothing: the kernel's buffers fill, then the server's.
    socket.pause()
    let caused = 0
    let writes = 0
    // Past the stream's end the writes go on, so the sandbox's events add up to far more
    // than the bound the reader is held to.
    const patch = async (n: number) => {
      const res = await fetch(`${base}/api/v1/users/1`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-playground-identity': name },
        body: JSON.stringify({ address: { ...address, n: String(n) } }),
      })
      assert.equal(res.status, 200)
      caused += Buffer.byteLength(await res.text())
    }
    const batch = () => Promise.all(Array.from({ length: 4 }, () => patch(writes++)))
    while (app.events.listenerCount(identity) > 0) await batch()
    // Read again at once: a dropped reader that does not read its last frames is cut off.
    socket.resume()
    const ended = once(socket, 'end')
    while (caused < 3 * BOUND) await batch()
    await ended
    const body = dechunk(got.text)
    assert.ok(body.complete, 'the response ends with its last chunk')
    const frames = body.text.split('\n\n')
    assert.equal(frames.pop(), '', 'the stream ends on a whole frame')
    assert.match(
      frames.at(-1) ?? '',
      /^event: lagged\ndata: \{"reason":"the client read too slowly/,
    )
    const heard = frames.filter((f) => /^id: evt_.*\nevent: user\.updated\n/.test(f)).length
    assert.ok(heard > 0, 'the stream carried events before it was dropped')
    assert.ok(heard < writes, `heard ${heard} of ${writes} events`)
    assert.ok(got.bytes < BOUND, `read ${got.bytes} bytes; the bound is ${BOUND}`)
    assert.ok(caused > 3 * BOUND, `caused ${caused} bytes of events`)

    // The server carries on: the sandbox answers, and its stream opens again.
    const user = await fetch(`${base}/api/v1/users/1`, {
      headers: { 'x-playground-identity': name },
    })
    assert.equal(user.status, 200)
    assert.equal(
      ((await user.json()) as { address: { line0: string } }).address.line0.length,
      10_000,
    )
    const again = await open(base, '/api/v1/stream', { 'x-playground-identity': name })
    t.after(() => again.close())
    assert.equal((await again.next()).event, 'connected')
  })
})
