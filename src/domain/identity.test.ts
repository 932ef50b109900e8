import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { describe, test } from 'node:test'
import { createNameReader, identityFromCookie, isUuid, mintIdentity, uuidV5 } from './identity.ts'

const identityFromName = createNameReader()

const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** RFC 9562 §5.5 written out independently: SHA-1 of namespace bytes and name, version 5, variant 10. */
function referenceV5(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(Buffer.from(name, 'utf8'))
    .digest()
  const bytes = Array.from(hash.subarray(0, 16))
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  const hex = Buffer.from(bytes).toString('hex')
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-')
}

/** The sandbox namespace is part of the product: changing it would move every named sandbox. */
const SANDBOX_NAMESPACE = '8f0b6c4e-2d3a-4b1c-9e7f-5a6b3c2d1e0f'

describe('identityFromCookie', () => {
  test('accepts a canonical UUID of any version as is', () => {
    for (const id of [
      '0b4f0a4c-1c53-4c89-9e0a-7d2f63a5a1b2',
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      assert.equal(identityFromCookie(id), id)
    }
  })

  test('lowercases an uppercase UUID', () => {
    assert.equal(
      identityFromCookie('0B4F0A4C-1C53-4C89-9E0A-7D2F63A5A1B2'),
      '0b4f0a4c-1c53-4c89-9e0a-7d2f63a5a1b2',
    )
  })

  test('treats anything but a canonical UUID as no identity', () => {
    for (const value of [
      undefined,
      '',
      'ci-worker-3',
      'not-a-uuid',
      '{0b4f0a4c-1c53-4c89-9e0a-7d2f63a5a1b2}',
      '0b4f0a4c1c534c899e0a7d2f63a5a1b2',
      '0b4f0a4c-1c53-4c89-9e0a-7d2f63a5a1b2 ',
      '0b4f0a4c-1c53-4c89-9e0a-7d2f63a5a1b',
      'zb4f0a4c-1c53-4c89-9e0a-7d2f63a5a1b2',
    ]) {
      assert.equal(identityFromCookie(value), undefined, JSON.stringify(value))
    }
  })
})

describe('identityFromName', () => {
  test('uses a UUID as is, lowercased', () => {
    assert.equal(
      identityFromName('6BA7B810-9DAD-11D1-80B4-00C04FD430C8'),
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    )
    assert.equal(
      identityFromName('6ba7b810-9dad-11d1-80b4-00c04fd430c8'),
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    )
  })

  test('maps a name such as ci-worker-3 to a valid version 5 UUID', () => {
    const id = identityFromName('ci-worker-3')
    assert.ok(id !== undefined)
    assert.match(id, V5)
    assert.ok(isUuid(id))
  })

  test('a reader past its memo bound still maps every name the same way', () => {
    const small = createNameReader(2)
    const names = ['n-1', 'n-2', 'n-3', 'n-1', 'bad name', 'n-2']
    for (const name of names) assert.equal(small(name), identityFromName(name), name)
    assert.equal(small('bad name'), undefined)
  })

  test('maps the same name to the same UUID every time', () => {
    const first = identityFromName('ci-worker-3')
    for (let i = 0; i < 5; i++) assert.equal(identityFromName('ci-worker-3'), first)
    assert.equal(uuidV5('ci-worker-3'), first)
  })

  test('maps different names to different UUIDs, case included', () => {
    const names = [
      'ci-worker-3',
      'ci-worker-4',
      'CI-WORKER-3',
      'ci-worker-3.',
      'a',
      'A',
      'x:y',
      'x_y',
      '...',
    ]
    const ids = names.map((n) => identityFromName(n))
    for (const id of ids) assert.match(id ?? '', V5)
    assert.equal(new Set(ids).size, names.length)
  })

  test('is RFC 9562 UUIDv5 of the name in the fixed sandbox namespace', () => {
    for (const name of ['ci-worker-3', 'a', 'team.alpha:run-42', 'x'.repeat(128)]) {
      assert.equal(identityFromName(name), referenceV5(SANDBOX_NAMESPACE, name), name)
    }
  })

  test('accepts every allowed character and names of 1 to 128 characters', () => {
    for (const name of ['a', 'Z', '0', '.', '_', ':', '-', 'AZaz09._:-', 'x'.repeat(128)]) {
      assert.match(identityFromName(name) ?? '', V5, JSON.stringify(name))
    }
  })

  test('rejects empty, over-long and invalid names', () => {
    for (const value of [
      undefined,
      '',
      'x'.repeat(129),
      'has space',
      'a/b',
      'a+b',
      'a@b',
      'naïve',
      'tab\there',
      'line\nbreak',
      '<script>',
      '"quoted"',
    ]) {
      assert.equal(identityFromName(value), undefined, JSON.stringify(value))
    }
  })
})

describe('mintIdentity', () => {
  test('mints a fresh random version 4 UUID each time', () => {
    const ids = Array.from({ length: 50 }, () => mintIdentity())
    for (const id of ids) {
      assert.match(id, V4)
      assert.match(id, CANONICAL)
    }
    assert.equal(new Set(ids).size, ids.length)
  })

  test('mints identities that a cookie carries back unchanged', () => {
    const id = mintIdentity()
    assert.equal(identityFromCookie(id), id)
  })
})
