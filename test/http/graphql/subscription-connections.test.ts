import assert from 'node:assert/strict'
import { describe, type TestContext, test } from 'node:test'
import WebSocket from 'ws'
import { MAX_CONNECTIONS, SUBPROTOCOL } from '../../../src/http/graphql/subscription-socket.ts'
import { build, STORES } from '../../helper.ts'

/** GraphQL subscription connections are bounded per sandbox, as SSE streams and chat sockets. */

type Outcome = { acked: true; ws: WebSocket } | { acked: false; code: number; reason: string }

/** Opens a graphql-ws connection for `identity`: acknowledged, or the close that refused it. */
function connect(t: TestContext, url: string, identity: string): Promise<Outcome> {
  const ws = new WebSocket(url, SUBPROTOCOL)
  t.after(() => ws.terminate())
  return new Promise((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { identity } })))
    ws.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') resolve({ acked: true, ws })
    })
    ws.on('close', (code, reason) => resolve({ acked: false, code, reason: String(reason) }))
    ws.on('error', reject)
  })
}

for (const store of STORES) {
  describe(`GraphQL subscription connections (${store})`, () => {
    test(`the ${MAX_CONNECTIONS + 1}th connection of a sandbox is refused with RATE_LIMITED`, async (t) => {
      const app = await build(t, { store })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as { port: number }
      const url = `ws://127.0.0.1:${port}/graphql`

      const open: WebSocket[] = []
      for (let i = 0; i < MAX_CONNECTIONS; i++) {
        // Both paths count against one bound.
        const path = i % 2 === 0 ? url : url.replace('/graphql', '/api/v1/graphql')
        const got = await connect(t, path, 'crowded')
        assert.ok(got.acked, `connection ${i + 1} is acknowledged`)
        open.push(got.ws)
      }
      const refused = await connect(t, url, 'crowded')
      assert.equal(refused.acked, false)
      if (refused.acked) return
      assert.equal(refused.code, 1013, 'try again later, as the chat closes')
      assert.match(
        refused.reason,
        /^RATE_LIMITED: .*already has 10 GraphQL subscription connections/,
      )

      // Another sandbox is not affected.
      assert.ok((await connect(t, url, 'elsewhere')).acked)

      // One closed makes room again (its close reaches the server after the client sees it).
      const closing = open.pop() as WebSocket
      await new Promise((resolve) => {
        closing.on('close', resolve)
        closing.close()
      })
      let again = await connect(t, url, 'crowded')
      for (let tries = 0; !again.acked && tries < 100; tries++) {
        again = await connect(t, url, 'crowded')
      }
      assert.ok(again.acked, 'a place freed by a close is given again')
    })
  })
}
