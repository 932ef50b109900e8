import assert from 'node:assert/strict'
import { connect as connectTcp } from 'node:net'
import { describe, test } from 'node:test'
import { SOCKET_LIMITS } from '../../../src/http/chat/socket.ts'
import { STORES } from '../../helper.ts'
import { connect, joinRoom, serve } from './support.ts'

/**
 * docs/contract/chat.md: what a hostile or clumsy socket gets — error frames and a close, never a
 * crash.
 */

for (const store of STORES) {
  describe(`chat socket bounds (${store})`, () => {
    test('10,000 garbage frames get error frames, then a close; the server carries on', async (t) => {
      const { ws } = await serve(t, store)
      const flood = await joinRoom(t, `${ws}/ws?_sandbox=chat-g`)
      for (let i = 0; i < 10_000; i++) flood.send(`garbage ${i} {`)
      const { code, reason } = await flood.closed
      assert.equal(code, 1008)
      assert.equal(reason, 'TOO_MANY_INVALID_FRAMES')
      const errors = flood.pending('error')
      assert.equal(errors.length, SOCKET_LIMITS.badFrames)
      assert.deepEqual(
        errors.map((e) => e.code),
        [...Array(SOCKET_LIMITS.badFrames - 1).fill('INVALID_FRAME'), 'TOO_MANY_INVALID_FRAMES'],
      )
      const next = await joinRoom(t, `${ws}/ws?_sandbox=chat-g`)
      next.send({ type: 'ping' })
      assert.equal((await next.take('pong')).type, 'pong')
    })

    test('each kind of bad frame is named, and a few leave the socket open', async (t) => {
      const { ws } = await serve(t, store)
      const c = await joinRoom(t, `${ws}/ws?_sandbox=chat-k&room=lobby`)
      const cases: Array<[unknown, string, RegExp]> = [
        ['{not json', 'INVALID_FRAME', /JSON object/],
        ['[1,2]', 'INVALID_FRAME', /JSON object/],
        ['null', 'INVALID_FRAME', /JSON object/],
        [{ no: 'type' }, 'UNKNOWN_TYPE', /join, message, typing, ping, presence/],
        [{ type: '__proto__' }, 'UNKNOWN_TYPE', /'__proto__'/],
        [{ type: 'message', text: 'x'.repeat(17 * 1024) }, 'FRAME_TOO_LARGE', /16384 bytes/],
      ]
      for (const [frame, code, message] of cases) {
        c.send(frame)
        const error = await c.take('error')
        assert.equal(error.code, code, String(frame))
        assert.match(String(error.message), message)
      }
      c.ws.send(Buffer.from([1, 2, 3]), { binary: true })
      assert.equal((await c.take('error')).code, 'INVALID_FRAME')
      // Refused messages: blank, too long, not a string. They are errors, not garbage.
      for (const text of ['   ', 'y'.repeat(2001), 42]) {
        c.send({ type: 'message', text })
        const error = await c.take('error')
        assert.equal(error.code, 'VALIDATION_FAILED')
        assert.match(String(error.message), /^text: /)
      }
      c.send({ type: 'join', room: { __proto__: { polluted: true } } })
      assert.match(String((await c.take('error')).message), /^room must be/)
      c.send({ type: 'message', text: 'z'.repeat(2000) })
      assert.equal(String((await c.take('message')).text).length, 2000)
      assert.equal(({} as Record<string, unknown>).polluted, undefined)
    })

    test('a bad room or username at connect is an error frame and a 1008 close', async (t) => {
      const { ws } = await serve(t, store)
      for (const query of [
        'room=two%20words',
        'room=__proto__',
        `room=${'r'.repeat(65)}`,
        `username=${'u'.repeat(51)}`,
        'username=line%0Abreak',
        'username=%20%20',
      ]) {
        const c = await connect(t, `${ws}/ws?_sandbox=chat-q&${query}`)
        const { code } = await c.closed
        assert.equal(code, 1008, query)
        const [error] = c.pending('error')
        assert.equal(error?.code, 'VALIDATION_FAILED', query)
        assert.match(String(error?.message), /^(room|username) must be/, query)
        assert.deepEqual(c.pending('connected'), [])
      }
    })

    test(`at most ${SOCKET_LIMITS.socketsPerSandbox} sockets per sandbox`, async (t) => {
      const { ws } = await serve(t, store)
      const open = []
      for (let i = 0; i < SOCKET_LIMITS.socketsPerSandbox; i++) {
        open.push(await joinRoom(t, `${ws}/ws?_sandbox=chat-cap`))
      }
      const refused = await connect(t, `${ws}/ws?_sandbox=chat-cap`)
      assert.equal((await refused.closed).code, 1013)
      assert.equal(refused.pending('error')[0]?.code, 'RATE_LIMITED')
      // Another sandbox is not held back; a freed place is taken again.
      await joinRoom(t, `${ws}/ws?_sandbox=chat-free`)
      open[0]?.ws.close()
      await open[0]?.closed
      const again = await joinRoom(t, `${ws}/ws?_sandbox=chat-cap`)
      assert.equal(again.joined.type, 'joined')
    })

    test('messages past the per-socket rate are refused, not stored', async (t) => {
      // A clock that stands still: the bucket never refills, so the count is exact.
      const at = Date.now()
      const { ws, base } = await serve(t, store, { now: () => at })
      const c = await joinRoom(t, `${ws}/ws?_sandbox=chat-rate&room=lobby`)
      const sent = SOCKET_LIMITS.messageBurst + 5
      for (let i = 0; i < sent; i++) c.send({ type: 'message', text: `m${i}` })
      for (let i = 0; i < SOCKET_LIMITS.messageBurst; i++) {
        assert.equal((await c.take('message')).text, `m${i}`)
      }
      for (let i = 0; i < 5; i++) assert.equal((await c.take('error')).code, 'RATE_LIMITED')
      const list = await fetch(`${base}/api/v1/messages?room=lobby&_sandbox=chat-rate`)
      const body = (await list.json()) as { pagination: { total: number } }
      assert.equal(body.pagination.total, SOCKET_LIMITS.messageBurst)
    })

    test('a frame over the socket limit closes with 1009; the server carries on', async (t) => {
      const { ws } = await serve(t, store)
      const c = await joinRoom(t, `${ws}/ws?_sandbox=chat-big`)
      c.send('x'.repeat(200 * 1024))
      assert.equal((await c.closed).code, 1009)
      const next = await joinRoom(t, `${ws}/ws?_sandbox=chat-big`)
      next.send({ type: 'ping' })
      assert.equal((await next.take('pong')).type, 'pong')
    })
  })
}

describe('upgrades the chat does not take', () => {
  const raw = async (port: number, head: string) => {
    const socket = connectTcp(port, '127.0.0.1')
    socket.write(head)
    let text = ''
    for await (const chunk of socket) text += String(chunk)
    return text
  }

  test('a bad handshake, an Upgrade elsewhere and a plain GET /ws are problems with a request id', async (t) => {
    const { app } = await serve(t, 'memory')
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    for (const [head, status] of [
      [
        'GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: x\r\nSec-WebSocket-Version: 13\r\n\r\n',
        400,
      ],
      ['GET /graphql HTTP/1.1\r\nHost: x\r\nUpgrade: h2c\r\nConnection: Upgrade\r\n\r\n', 400],
      [
        'GET /api/v1/posts HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        400,
      ],
      ['GET /ws HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 426],
    ] as const) {
      const answer = await raw(port, head)
      assert.match(answer, new RegExp(`^HTTP/1.1 ${status} `), head)
      // GraphQL answers its errors as GraphQL JSON; everything else as problem JSON.
      assert.match(answer, /\r\ncontent-type: application\/(problem\+)?json/i, head)
      assert.match(answer, /\r\nx-request-id: /i, head)
    }
  })
})
