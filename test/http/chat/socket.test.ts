import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { STORES } from '../../helper.ts'
import { call, connect, type Frame, joinRoom, serve } from './support.ts'

/** docs/contract/chat.md: `/ws` sockets through a real listening app, with `ws` clients. */

const names = (frame: Frame) =>
  (frame.participants as Array<{ username: string }>).map((p) => p.username)

for (const store of STORES) {
  describe(`chat over /ws (${store})`, () => {
    test('a read-only share link hears the room and may not post to it', async (t) => {
      const { ws, base } = await serve(t, store)
      const link = await call(base, 'POST', '/api/v1/session/share', 'chat-share', { mode: 'read' })
      const { signedToken } = (await link.json()) as { signedToken: string }
      const owner = await joinRoom(t, `${ws}/ws?room=lobby&username=Owner&_sandbox=chat-share`)
      const reader = await joinRoom(
        t,
        `${ws}/ws?room=lobby&username=Reader&_sandbox=${signedToken}`,
      )
      // The reader is shown the share id, never the identity the owner's socket names.
      assert.equal(reader.connected.sandbox, signedToken.slice(0, 36))
      assert.notEqual(reader.connected.sandbox, owner.connected.sandbox)
      reader.send({ type: 'message', text: 'may I?' })
      const refused = await reader.take('error')
      assert.equal(refused.code, 'SANDBOX_READ_ONLY')
      owner.send({ type: 'message', text: 'only me' })
      assert.equal((await reader.take('message')).text, 'only me')
    })

    test('two clients of one sandbox and room exchange messages and see each other come and go', async (t) => {
      const { ws } = await serve(t, store)
      const ada = await joinRoom(t, `${ws}/ws?room=lobby&username=Ada&_sandbox=chat-1`)
      assert.equal(ada.connected.room, 'lobby')
      assert.equal(ada.connected.username, 'Ada')
      assert.match(String(ada.connected.sender_id), /^usr_/)
      assert.deepEqual(ada.joined.history, [])
      assert.deepEqual(names(await ada.take('room_presence')), ['Ada'])

      const bob = await joinRoom(t, `${ws}/ws?room=lobby&username=Bob`, {
        'x-playground-identity': 'chat-1',
      })
      // The header and the query parameter name the same sandbox.
      assert.equal(bob.connected.sandbox, ada.connected.sandbox)
      assert.deepEqual(names(await bob.take('room_presence')), ['Ada', 'Bob'])
      assert.deepEqual(names(await ada.take('room_presence')), ['Ada', 'Bob'])

      ada.send({ type: 'message', text: 'Hello Bob' })
      const heard = await bob.take('message')
      assert.equal(heard.text, 'Hello Bob')
      assert.equal(heard.sender_name, 'Ada')
      assert.equal(heard.sender_id, ada.connected.sender_id)
      assert.equal(heard.room, 'lobby')
      assert.match(String(heard.id), /^chat_/)
      assert.ok(!Number.isNaN(Date.parse(String(heard.created_at))))
      // The sender hears its own message back, with the id it was stored under.
      assert.equal((await ada.take('message')).id, heard.id)
      bob.send({ type: 'message', room: 'lobby', text: 'Hi Ada' })
      assert.equal((await ada.take('message')).text, 'Hi Ada')
      await bob.take('message')

      // A presence frame asks who is here; a newcomer's joined frame replays the history.
      ada.send({ type: 'presence' })
      assert.deepEqual(names(await ada.take('room_presence')), ['Ada', 'Bob'])
      const cyd = await joinRoom(t, `${ws}/ws?room=lobby&username=Cyd&_sandbox=chat-1`)
      const history = cyd.joined.history as Array<{ text: string }>
      assert.deepEqual(
        history.map((m) => m.text),
        ['Hello Bob', 'Hi Ada'],
      )
      assert.deepEqual(names(await ada.take('room_presence')), ['Ada', 'Bob', 'Cyd'])

      bob.ws.close()
      assert.deepEqual(names(await ada.take('room_presence')), ['Ada', 'Cyd'])
    })

    test('another sandbox with the same room name hears nothing; join moves between rooms', async (t) => {
      const { ws } = await serve(t, store)
      const mine = await joinRoom(t, `${ws}/ws?room=lobby&username=Ada&_sandbox=chat-m`)
      const theirs = await joinRoom(t, `${ws}/ws?room=lobby&username=Eve&_sandbox=chat-t`)
      const elsewhere = await joinRoom(t, `${ws}/ws?room=other&username=Al&_sandbox=chat-m`)
      mine.send({ type: 'typing', isTyping: true })
      mine.send({ type: 'message', text: 'private' })
      assert.equal((await mine.take('message')).text, 'private')
      // Eve's own message is the first she hears: nothing of the other sandbox came before it.
      theirs.send({ type: 'message', text: 'mine' })
      assert.equal((await theirs.take('message')).text, 'mine')
      assert.deepEqual(theirs.pending('message'), [])
      assert.deepEqual(theirs.pending('typing'), [])
      assert.deepEqual(names(await theirs.take('room_presence')), ['Eve'])
      // Nor does another room of the same sandbox, until it joins the room.
      elsewhere.send({ type: 'ping' })
      await elsewhere.take('pong')
      assert.deepEqual(elsewhere.pending('message'), [])
      elsewhere.send({ type: 'join', room: 'lobby' })
      const joined = await elsewhere.take('joined')
      assert.equal(joined.room, 'lobby')
      assert.deepEqual(
        (joined.history as Array<{ text: string }>).map((m) => m.text),
        ['private'],
      )
      assert.deepEqual(names(await mine.take('room_presence', (f) => f.count === 2)), ['Ada', 'Al'])
      elsewhere.send({ type: 'message', text: 'moved' })
      assert.equal((await mine.take('message')).text, 'moved')
      // A message for a room the socket has not joined is refused.
      elsewhere.send({ type: 'message', room: 'other', text: 'stray' })
      assert.equal((await elsewhere.take('error')).code, 'NOT_IN_ROOM')
    })

    test('typing reaches the others of the room, not the typist; ping answers pong', async (t) => {
      const { ws } = await serve(t, store)
      const ada = await joinRoom(t, `${ws}/ws?room=lobby&username=Ada&_sandbox=chat-ty`)
      const bob = await joinRoom(t, `${ws}/ws?room=lobby&username=Bob&_sandbox=chat-ty`)
      ada.send({ type: 'typing', isTyping: true })
      const typing = await bob.take('typing')
      assert.deepEqual(typing, {
        type: 'typing',
        room: 'lobby',
        sender_id: ada.connected.sender_id,
        sender_name: 'Ada',
        isTyping: true,
      })
      ada.send({ type: 'typing', isTyping: false })
      assert.equal((await bob.take('typing')).isTyping, false)
      ada.send({ type: 'typing', isTyping: 'yes' })
      assert.match(String((await ada.take('error')).message), /isTyping/)
      ada.send({ type: 'ping' })
      const pong = await ada.take('pong')
      assert.ok(!Number.isNaN(Date.parse(String(pong.timestamp))))
      assert.deepEqual(ada.pending('typing'), [])
    })

    test('the support bot types and answers in support, and on @bot elsewhere', async (t) => {
      const { ws } = await serve(t, store)
      const ada = await joinRoom(t, `${ws}/ws?room=support&username=Ada&_sandbox=chat-bot`)
      ada.send({ type: 'message', text: 'I forgot my password' })
      assert.equal((await ada.take('message')).sender_name, 'Ada')
      const typing = await ada.take('typing')
      assert.equal(typing.sender_id, 'bot_assistant')
      assert.equal(typing.isTyping, true)
      const answer = await ada.take('message')
      assert.equal(answer.sender_id, 'bot_assistant')
      assert.equal(answer.room, 'support')
      assert.match(String(answer.text), /forgot-password/)
      assert.equal((await ada.take('typing')).isTyping, false)

      const lobby = await joinRoom(t, `${ws}/ws?room=lobby&username=Bo&_sandbox=chat-bot`)
      lobby.send({ type: 'message', text: 'no bot here' })
      lobby.send({ type: 'message', text: 'hello @bot' })
      assert.equal((await lobby.take('message')).text, 'no bot here')
      assert.equal((await lobby.take('message')).text, 'hello @bot')
      const reply = await lobby.take('message')
      assert.equal(reply.sender_id, 'bot_assistant')
      assert.match(String(reply.text), /^Hello!/)
      // One answer per question: the bot never answers itself.
      lobby.send({ type: 'ping' })
      await lobby.take('pong')
      assert.deepEqual(lobby.pending('message'), [])
    })

    test('a REST POST reaches the sockets of its room; the bot answers it too', async (t) => {
      const { ws, base } = await serve(t, store)
      const ada = await joinRoom(t, `${ws}/ws?room=support&username=Ada&_sandbox=chat-rest`)
      const res = await call(base, 'POST', '/api/v1/messages', 'chat-rest', {
        room: 'support',
        sender_name: 'Script',
        text: 'Is there a refund?',
      })
      assert.equal(res.status, 200)
      const posted = (await res.json()) as Record<string, unknown>
      const heard = await ada.take('message')
      assert.deepEqual(heard, { type: 'message', ...posted })
      assert.equal(posted.sender_id, 'api')
      const answer = await ada.take('message')
      assert.equal(answer.sender_id, 'bot_assistant')
      assert.match(String(answer.text), /billing/i)
    })

    test('an SSE stream of the sandbox hears message.created', async (t) => {
      const { base } = await serve(t, store)
      const controller = new AbortController()
      t.after(() => controller.abort())
      const res = await fetch(`${base}/api/v1/stream?_sandbox=chat-sse&types=message.*`, {
        signal: controller.signal,
      })
      const reader = res.body?.getReader()
      const decoder = new TextDecoder()
      let text = ''
      const until = async (needle: string) => {
        while (!text.includes(needle)) {
          const chunk = await reader?.read()
          if (!chunk || chunk.done) break
          text += decoder.decode(chunk.value, { stream: true })
        }
        return text.includes(needle)
      }
      assert.ok(await until('event: connected'))
      await call(base, 'POST', '/api/v1/messages', 'chat-sse', {
        room: 'lobby',
        sender_name: 'Ada',
        text: 'streamed',
      })
      assert.ok(await until('event: message.created'))
      assert.ok(await until('streamed'))
    })

    test('a socket without a sandbox gets a new one, named in connected', async (t) => {
      const { ws } = await serve(t, store)
      const anon = await connect(t, `${ws}/ws`)
      const connected = await anon.take('connected')
      assert.match(String(connected.sandbox), /\S/)
      assert.equal(connected.room, 'general')
      assert.match(String(connected.username), /^Guest-/)
      assert.equal((await anon.take('joined')).room, 'general')
    })
  })
}
