import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createMemoryStore } from '../store/memory/memory-store.ts'
import { isUuid } from './identity.ts'
import {
  createShareTokens,
  isShareTokenShaped,
  newShareSecret,
  SHARE_SECRET_KEY,
} from './share-tokens.ts'

const ID = '0b6f6c2e-3f5a-4d3c-9a61-7c1f0e9d2b44'

const fixedKey = (text: string) => async () => text
/** Where links live: one memory store's overlay, shared by the instances of a test. */
const links = () => ({ overlay: createMemoryStore().overlay })

test('a token opens its sandbox in its mode, and hides the identity behind a share id', async () => {
  const tokens = createShareTokens(fixedKey('k1'), links())
  const read = await tokens.sign(ID, 'read')
  const write = await tokens.sign(ID, 'write')
  assert.match(read.token, /^[0-9a-f-]{36}\.r[A-Za-z0-9_-]{43}$/)
  assert.match(write.token, /^[0-9a-f-]{36}\.w[A-Za-z0-9_-]{43}$/)
  assert.ok(isUuid(read.shareId))
  assert.notEqual(read.shareId, ID)
  assert.equal(read.shareId, write.shareId)
  assert.ok(!read.token.includes(ID))
  assert.deepEqual(await tokens.open(read.token), {
    identity: ID,
    mode: 'read',
    shareId: read.shareId,
    token: read.token,
    linkId: read.linkId,
  })
  assert.equal((await tokens.open(write.token))?.mode, 'write')
  assert.equal(tokens.known(write.token), undefined, 'without local versions, always asked')
})

test('every link is a new token, and lives until it is revoked or its sandbox is reset', async () => {
  const store = createMemoryStore()
  const tokens = createShareTokens(fixedKey('k1'), store)
  const first = await tokens.sign(ID, 'read')
  const second = await tokens.sign(ID, 'read')
  assert.notEqual(first.token, second.token)
  assert.notEqual(first.linkId, second.linkId)
  assert.equal(first.shareId, second.shareId, 'one sandbox, one share id')
  assert.equal((await tokens.open(first.token))?.linkId, first.linkId)
  // Opened once, a live link is known without a read while nothing is written to the sandbox.
  assert.equal(tokens.known(first.token)?.identity, ID)

  assert.equal(await tokens.revoke(ID, first.linkId), true)
  assert.equal(await tokens.revoke(ID, first.linkId), false, 'revoked once')
  assert.equal(tokens.known(first.token), undefined, 'the write is seen: asked again')
  assert.equal(await tokens.open(first.token), undefined)
  assert.equal((await tokens.open(second.token))?.mode, 'read')

  await store.overlay.reset(ID)
  assert.equal(tokens.known(second.token), undefined)
  assert.equal(await tokens.open(second.token), undefined, 'a reset revokes every link')
  const third = await tokens.sign(ID, 'write')
  assert.equal((await tokens.open(third.token))?.mode, 'write')
  await store.close()
})

test('refuses a token whose uuid, mode letter or signature was changed', async () => {
  const shared = links()
  const tokens = createShareTokens(fixedKey('k1'), shared)
  const { token } = await tokens.sign(ID, 'read')
  const flip = (s: string, at: number) =>
    s.slice(0, at) + (s[at] === 'a' ? 'b' : 'a') + s.slice(at + 1)
  const forged = [
    flip(token, 0), // the uuid
    `${token.slice(0, 37)}w${token.slice(38)}`, // read edited into write
    flip(token, token.length - 5), // the MAC
    flip(token, 40), // the link id
    token.slice(0, -1), // too short
    `${token}A`, // too long
    `${token.slice(0, 37)}x${token.slice(38)}`, // no such mode
  ]
  for (const f of forged) assert.equal(await tokens.open(f), undefined, f)
  // Another service's key signs other tokens.
  const other = createShareTokens(fixedKey('k2'), shared)
  assert.equal(await other.open(token), undefined)
})

test('instances sharing a store share the key, and follow it when it changes', async () => {
  const store = createMemoryStore()
  const load = (current: string | undefined) =>
    store.meta.getOrSet(SHARE_SECRET_KEY, current ?? newShareSecret())
  const a = createShareTokens(load, store)
  const b = createShareTokens(load, store)
  const { token } = await a.sign(ID, 'write')
  assert.equal((await b.open(token))?.identity, ID)

  await store.close()
})

test('a token signed with a key stored since this instance read its own still opens', async () => {
  // The meta a flushed Redis would hold: the key can vanish and another instance store a new one.
  let stored: string | undefined
  const getOrSet = async (current: string | undefined, fallback: string) => {
    stored ??= current ?? fallback
    return stored
  }
  let clock = 0
  const store = createMemoryStore()
  const a = createShareTokens((current) => getOrSet(current, 'key of a'), {
    overlay: store.overlay,
    now: () => clock,
  })
  const first = await a.sign(ID, 'read')
  stored = undefined
  const b = createShareTokens((current) => getOrSet(current, 'key of b'), store)
  const made = await b.sign(ID, 'write')
  clock += 1000
  assert.equal((await a.open(made.token))?.mode, 'write')
  // Links made with the key that vanished open nowhere any more.
  assert.equal(await a.open(first.token), undefined)
})

test('only a uuid, a dot and more is read as a token', () => {
  assert.ok(isShareTokenShaped(`${ID}.rabc`))
  assert.ok(!isShareTokenShaped(ID))
  assert.ok(!isShareTokenShaped(`${ID}.`))
  assert.ok(!isShareTokenShaped('ci-worker-3'))
  assert.ok(!isShareTokenShaped(`x${ID.slice(1)}.rabc`))
})
