import assert from 'node:assert/strict'
import { after, before, describe, type TestContext, test } from 'node:test'
import { type RedisServer, startRedis } from '../../../scripts/support/redis-server.ts'
import { build } from '../../helper.ts'
import { type Frame, joinRoom } from './support.ts'

/**
 * Chat across instances (docs/contract/chat.md): two apps on one Redis share rooms, history and
 * presence.
 */

async function listening(t: TestContext, redisUrl: string) {
  const app = await build(t, { store: 'redis', redisUrl }, { chatBotDelayMs: 0 })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return `ws://127.0.0.1:${port}`
}

const names = (frame: Frame) =>
  (frame.participants as Array<{ username: string }>).map((p) => p.username)

describe('chat on Redis', () => {
  let redis: RedisServer
  before(async () => {
    redis = await startRedis()
  })
  after(() => redis.stop())

  test('sockets on two instances share a room: messages, typing, presence, history', async (t) => {
    const one = await listening(t, redis.url)
    const two = await listening(t, redis.url)
    const ada = await joinRoom(t, `${one}/ws?room=lobby&username=Ada&_sandbox=chat-r`)
    await ada.take('room_presence')
    const bob = await joinRoom(t, `${two}/ws?room=lobby&username=Bob&_sandbox=chat-r`)
    assert.deepEqual(names(await bob.take('room_presence', (f) => f.count === 2)), ['Ada', 'Bob'])
    assert.deepEqual(names(await ada.take('room_presence', (f) => f.count === 2)), ['Ada', 'Bob'])
    ada.send({ type: 'typing', isTyping: true })
    assert.equal((await bob.take('typing')).sender_name, 'Ada')
    ada.send({ type: 'message', text: 'across' })
    assert.equal((await bob.take('message')).text, 'across')
    bob.send({ type: 'message', text: 'support @bot' })
    assert.equal((await ada.take('message', (f) => f.sender_id === 'bot_assistant')).room, 'lobby')
    const late = await joinRoom(t, `${two}/ws?room=lobby&username=Cyd&_sandbox=chat-r`)
    assert.deepEqual(
      (late.joined.history as Array<{ text: string }>).map((m) => m.text).slice(0, 2),
      ['across', 'support @bot'],
    )
    bob.ws.close()
    late.ws.close()
    assert.deepEqual(names(await ada.take('room_presence', (f) => f.count === 1)), ['Ada'])
  })
})
