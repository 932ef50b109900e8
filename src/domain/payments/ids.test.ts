import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { clientSecretOf, createKeyedLock, ID_SHAPE, newId } from './ids.ts'

describe('ids', () => {
  test('each kind is spelled pi_test_…, re_test_…, cus_test_…, cs_test_…, and matches its own shape only', () => {
    const kinds = ['pi', 're', 'cus', 'cs'] as const
    for (const kind of kinds) {
      const id = newId(kind)
      assert.match(id, new RegExp(`^${kind}_test_[A-Za-z0-9]{24}$`))
      for (const other of kinds) assert.equal(ID_SHAPE[other].test(id), other === kind, id)
    }
  })

  test('ids do not repeat, and use the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, () => newId('pi'))
    assert.equal(new Set(ids).size, ids.length)
    const seen = new Set(ids.flatMap((id) => [...id.slice('pi_test_'.length)]))
    // 48,000 draws from 62 characters: a biased or short alphabet would leave some out.
    assert.equal(seen.size, 62)
  })

  test('a client secret is the intent id, _secret_ and 24 more characters', () => {
    const id = newId('pi')
    const secret = clientSecretOf(id)
    assert.match(secret, new RegExp(`^${id}_secret_[A-Za-z0-9]{24}$`))
    assert.notEqual(clientSecretOf(id), secret)
  })

  test('shapes refuse what only looks like an id', () => {
    for (const id of [
      'pi_test_short',
      `pi_live_${'A'.repeat(24)}`,
      `pi_test_${'A'.repeat(25)}`,
      `pi_test_${'A'.repeat(23)}-`,
      ` pi_test_${'A'.repeat(24)}`,
    ])
      assert.equal(ID_SHAPE.pi.test(id), false, id)
  })
})

describe('createKeyedLock', () => {
  /** A promise and the function that settles it. */
  function gate() {
    let open = () => {}
    const opened = new Promise<void>((resolve) => {
      open = resolve
    })
    return { opened, open }
  }

  test('runs the functions of one key one after another, in the order given', async () => {
    const lock = createKeyedLock()
    const log: string[] = []
    const first = gate()
    const a = lock('k', async () => {
      log.push('a starts')
      await first.opened
      log.push('a ends')
      return 'a'
    })
    const b = lock('k', async () => {
      log.push('b runs')
      return 'b'
    })
    // b waits for a, however long a takes.
    await new Promise((resolve) => setImmediate(resolve))
    assert.deepEqual(log, ['a starts'])
    first.open()
    assert.deepEqual(await Promise.all([a, b]), ['a', 'b'])
    assert.deepEqual(log, ['a starts', 'a ends', 'b runs'])
  })

  test('other keys do not wait', async () => {
    const lock = createKeyedLock()
    const held = gate()
    const a = lock('one', () => held.opened)
    assert.equal(await lock('two', async () => 'free'), 'free')
    held.open()
    await a
  })

  test('a function that fails passes its error on and does not hold the key', async () => {
    const lock = createKeyedLock()
    const failing = lock('k', async () => {
      throw new Error('boom')
    })
    const next = lock('k', async () => 'next')
    await assert.rejects(failing, /boom/)
    assert.equal(await next, 'next')
  })
})
