import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import { createTokenService, KEY_RECHECK_MS } from './tokens.ts'

/** A token service on a key kept in a real (memory) store, counting its reads of the key. */
function serviceOnStore() {
  const store = createMemoryStore()
  let clock = 1_000_000
  const reads = { count: 0 }
  const tokens = createTokenService(
    (current) => {
      reads.count++
      return store.meta.getOrSet('jwt-secret', current ?? `generated-key-${'x'.repeat(32)}`)
    },
    () => clock,
  )
  const advance = (ms: number) => {
    clock += ms
  }
  return { tokens, reads, advance }
}

test('bad signatures re-read the stored key at most once a second, however many arrive', async () => {
  const { tokens, reads, advance } = serviceOnStore()
  const { token } = await tokens.issue('who', '1', 'access')
  assert.equal(reads.count, 1)
  const bad = `${token.slice(0, -6)}${token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`
  for (let i = 0; i < 50; i++)
    await assert.rejects(tokens.verify(bad, 'access'), { code: 'INVALID_TOKEN' })
  assert.equal(reads.count, 2, 'one re-read for fifty bad tokens')
  advance(KEY_RECHECK_MS)
  for (let i = 0; i < 50; i++)
    await assert.rejects(tokens.verify(bad, 'access'), { code: 'INVALID_TOKEN' })
  assert.equal(reads.count, 3, 'one more a second later')
  // Good tokens never cost a read.
  for (let i = 0; i < 50; i++) await tokens.verify(token, 'access')
  assert.equal(reads.count, 3)
})

test('a fixed JWT_SECRET is never read from anywhere', async () => {
  const tokens = createTokenService('a-fixed-secret-of-at-least-32-bytes!')
  const { token } = await tokens.issue('who', '1', 'access')
  assert.equal((await tokens.verify(token, 'access')).sub, '1')
})
