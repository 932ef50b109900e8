import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Item, Store } from '../../src/store/port.ts'

export type MakeStore = (now: () => number) => Store | Promise<Store>

/** A clock the tests move by hand, so expiry is tested without waiting. */
function manualClock(start = 1_700_000_000_000) {
  let t = start
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms
    },
  }
}

const post = (n: number): Item & { id: string } => ({
  id: `local-${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`,
  title: `post ${n}`,
})

/**
 * The behaviour every adapter must have. Each adapter's test file calls this once; adapter
 * specific checks (durability of a file, a server going away) live beside it.
 */
export function runStoreContract(name: string, make: MakeStore) {
  describe(`store contract: ${name}`, () => {
    const open = async (t: { after: (fn: () => unknown) => void }) => {
      const clock = manualClock()
      const store = await make(clock.now)
      t.after(() => store.close())
      return { store, clock, o: store.overlay }
    }

    test('starts empty and answers ping', async (t) => {
      const { store, o } = await open(t)
      await store.ping()
      assert.deepEqual(await o.entries('a', 'posts'), [])
      assert.deepEqual(await o.all('a'), [])
      assert.equal(await o.get('a', 'posts', '1'), undefined)
      assert.equal((await store.stats()).identities, 0)
    })

    test('names the identities holding a resource, where the adapter offers it', async (t) => {
      const { store, o } = await open(t)
      // Optional by design: Redis has other writers, so it offers nothing a set could trust.
      if (!o.holders) return assert.equal(store.kind, 'redis')
      assert.deepEqual(await o.holders('~webhooks'), [])
      await o.create('a', '~webhooks', { id: 'wh_1', url: 'http://x' }, 10)
      await o.create('b', 'posts', post(1), 30)
      await o.put('c', '~webhooks', 'wh_2', 'created', { id: 'wh_2', url: 'http://y' })
      assert.deepEqual((await o.holders('~webhooks')).sort(), ['a', 'c'])
      await o.reset('a')
      assert.deepEqual(await o.holders('~webhooks'), ['c'])
    })

    test('creates entries in order, and nothing a caller does to them changes the store', async (t) => {
      const { o } = await open(t)
      assert.equal(await o.create('a', 'posts', post(1), 30), true)
      assert.equal(await o.create('a', 'posts', post(2), 30), true)
      const entries = await o.entries('a', 'posts')
      assert.deepEqual(
        entries.map((e) => [e.id, e.kind, e.item?.title]),
        [
          [post(1).id, 'created', 'post 1'],
          [post(2).id, 'created', 'post 2'],
        ],
      )
      assert.ok((entries[0]?.seq ?? 0) < (entries[1]?.seq ?? 0))
      // An adapter may hand out copies or frozen objects; either way the store keeps its value.
      try {
        ;(entries[0]?.item as Item).title = 'mutated by caller'
      } catch {}
      entries.pop()
      assert.equal((await o.get('a', 'posts', post(1).id))?.item?.title, 'post 1')
      assert.equal((await o.entries('a', 'posts')).length, 2)
    })

    test('refuses a create past the cap and stores nothing', async (t) => {
      const { o } = await open(t)
      for (let i = 0; i < 3; i++) assert.equal(await o.create('a', 'posts', post(i), 3), true)
      assert.equal(await o.create('a', 'posts', post(99), 3), false)
      assert.equal((await o.entries('a', 'posts')).length, 3)
      // Other resources and identities have caps of their own.
      assert.equal(await o.create('a', 'todos', post(99), 3), true)
      assert.equal(await o.create('b', 'posts', post(99), 3), true)
    })

    test('counts only created entries toward the cap', async (t) => {
      const { o } = await open(t)
      await o.put('a', 'posts', '1', 'updated', { id: 1, title: 'x' })
      await o.put('a', 'posts', '2', 'deleted', null)
      assert.equal(await o.create('a', 'posts', post(1), 1), true)
      assert.equal(await o.create('a', 'posts', post(2), 1), false)
    })

    test('enforces the cap under concurrent creates', async (t) => {
      const { o } = await open(t)
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => o.create('a', 'posts', post(i), 30)),
      )
      assert.equal(results.filter(Boolean).length, 30)
      assert.equal((await o.entries('a', 'posts')).length, 30)
    })

    test('put keeps the first write position and changes kind and item', async (t) => {
      const { o } = await open(t)
      await o.put('a', 'posts', '7', 'updated', { id: 7, title: 'first' })
      await o.create('a', 'posts', post(1), 30)
      const before = await o.get('a', 'posts', '7')
      await o.put('a', 'posts', '7', 'deleted', null)
      const after = await o.get('a', 'posts', '7')
      assert.equal(after?.kind, 'deleted')
      assert.equal(after?.item, null)
      assert.equal(after?.seq, before?.seq)
      assert.equal(after?.at, before?.at)
      assert.deepEqual(
        (await o.entries('a', 'posts')).map((e) => e.id),
        ['7', post(1).id],
      )
    })

    test('update writes over a created record only while it lives, keeping its position', async (t) => {
      const { o } = await open(t)
      await o.create('a', 'posts', post(1), 30)
      await o.create('a', 'posts', post(2), 30)
      const before = await o.get('a', 'posts', post(1).id)
      assert.equal(
        await o.update('a', 'posts', post(1).id, 'created', { ...post(1), title: 'new' }),
        true,
      )
      const after = await o.get('a', 'posts', post(1).id)
      assert.deepEqual(
        [after?.kind, after?.item?.title, after?.seq, after?.at],
        ['created', 'new', before?.seq, before?.at],
      )
      // Deleted (or never created): the update is refused and brings nothing back.
      assert.equal(await o.drop('a', 'posts', post(1).id), true)
      assert.equal(await o.update('a', 'posts', post(1).id, 'created', post(1)), false)
      assert.equal(await o.update('a', 'posts', post(9).id, 'created', post(9)), false)
      assert.equal(await o.update('b', 'posts', post(2).id, 'created', post(2)), false)
      assert.deepEqual(
        (await o.all('a')).map((e) => e.id),
        [post(2).id],
      )
      assert.deepEqual(await o.all('b'), [])
    })

    test('update writes over a global record unless it was deleted', async (t) => {
      const { o } = await open(t)
      assert.equal(await o.update('a', 'posts', '1', 'updated', { id: 1, title: 'first' }), true)
      assert.equal(await o.update('a', 'posts', '1', 'updated', { id: 1, title: 'second' }), true)
      assert.equal((await o.get('a', 'posts', '1'))?.item?.title, 'second')
      await o.put('a', 'posts', '2', 'deleted', null)
      assert.equal(await o.update('a', 'posts', '2', 'updated', { id: 2, title: 'back?' }), false)
      const tombstone = await o.get('a', 'posts', '2')
      assert.deepEqual([tombstone?.kind, tombstone?.item], ['deleted', null])
      // A created entry is not a global record to update, nor a global one a created record.
      await o.create('a', 'posts', post(3), 30)
      assert.equal(await o.update('a', 'posts', '1', 'created', post(1)), false)
      assert.equal((await o.get('a', 'posts', '1'))?.kind, 'updated')
    })

    test('update racing a drop never resurrects the record', async (t) => {
      const { o } = await open(t)
      for (let round = 0; round < 20; round++) {
        const item = post(100 + round)
        await o.create('a', 'posts', item, 30)
        const [, ...updates] = await Promise.all([
          o.drop('a', 'posts', item.id),
          ...Array.from({ length: 5 }, (_, i) =>
            o.update('a', 'posts', item.id, 'created', { ...item, i }),
          ),
        ])
        // Updates that came after the drop were refused; the record is gone either way.
        assert.ok(updates.every((u) => typeof u === 'boolean'))
        assert.equal(await o.get('a', 'posts', item.id), undefined)
      }
      assert.deepEqual(await o.all('a'), [])
    })

    test('a create with unique keys is refused when an entry already holds one, in any case', async (t) => {
      const { o } = await open(t)
      const unique = (...values: string[]) => ({ fields: ['username', 'email'], values })
      const user = (n: number, username: string, email: string) => ({ ...post(n), username, email })
      assert.equal(
        await o.create('a', 'users', user(1, 'Bret', 'bret@x.org'), 30, undefined, unique('bret')),
        true,
      )
      assert.equal(
        await o.create(
          'a',
          'users',
          user(2, 'BRET', 'o@x.org'),
          30,
          undefined,
          unique('BRET', 'o@x.org'),
        ),
        false,
      )
      // Either value in either field: an e-mail used as a username is taken too.
      assert.equal(
        await o.create('a', 'users', user(3, 'x', 'y'), 30, undefined, unique('Bret@X.org')),
        false,
      )
      assert.equal(
        await o.create(
          'a',
          'users',
          user(4, 'ann', 'ann@x.org'),
          30,
          undefined,
          unique('ann', 'ann@x.org'),
        ),
        true,
      )
      // Other identities, other resources, and tombstones hold nothing.
      await o.put('a', 'users', '5', 'deleted', null)
      assert.equal(
        await o.create('b', 'users', user(6, 'bret', 'b'), 30, undefined, unique('bret')),
        true,
      )
      assert.equal(
        await o.create('a', 'posts', user(7, 'bret', 'b'), 30, undefined, unique('bret')),
        true,
      )
      assert.deepEqual(
        (await o.entries('a', 'users')).map((e) => e.id),
        [post(1).id, post(4).id, '5'],
      )
      // Concurrent creates of one name: exactly one is stored.
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          o.create(
            'c',
            'users',
            user(10 + i, i % 2 ? 'Same' : 'sAME', `${i}@x`),
            30,
            undefined,
            unique(i % 2 ? 'Same' : 'sAME', `${i}@x`),
          ),
        ),
      )
      assert.equal(results.filter(Boolean).length, 1)
      assert.equal((await o.entries('c', 'users')).length, 1)
    })

    test('drop removes one entry and reports whether it existed', async (t) => {
      const { o } = await open(t)
      await o.create('a', 'posts', post(1), 30)
      assert.equal(await o.drop('a', 'posts', post(1).id), true)
      assert.equal(await o.drop('a', 'posts', post(1).id), false)
      assert.equal(await o.get('a', 'posts', post(1).id), undefined)
    })

    test('all lists every resource in write order', async (t) => {
      const { o } = await open(t)
      await o.create('a', 'posts', post(1), 30)
      await o.put('a', 'users', '3', 'deleted', null)
      await o.create('a', 'todos', post(2), 30)
      assert.deepEqual(
        (await o.all('a')).map((e) => [e.resource, e.id]),
        [
          ['posts', post(1).id],
          ['users', '3'],
          ['todos', post(2).id],
        ],
      )
    })

    test('knows when an identity last wrote, until it is reset', async (t) => {
      const { clock, o } = await open(t)
      assert.equal(await o.touchedAt('a'), undefined)
      const first = clock.now()
      await o.create('a', 'posts', post(1), 30)
      assert.equal(await o.touchedAt('a'), first)
      clock.advance(5_000)
      await o.put('a', 'users', '1', 'updated', { id: 1, name: 'x' })
      assert.equal(await o.touchedAt('a'), first + 5_000)
      assert.equal(await o.touchedAt('b'), undefined)
      await o.reset('a')
      assert.equal(await o.touchedAt('a'), undefined)
    })

    test('reset forgets one identity and counts what it purged', async (t) => {
      const { store, o } = await open(t)
      await o.create('a', 'posts', post(1), 30)
      await o.put('a', 'users', '1', 'updated', { id: 1, name: 'x' })
      await o.create('b', 'posts', post(1), 30)
      assert.equal((await store.stats()).identities, 2)
      assert.equal(await o.reset('a'), 2)
      assert.deepEqual(await o.all('a'), [])
      assert.equal((await o.all('b')).length, 1)
      assert.equal((await store.stats()).identities, 1)
      assert.equal(await o.reset('nobody'), 0)
    })

    test('replay clears, applies in order and checks caps, all or nothing', async (t) => {
      const { o } = await open(t)
      await o.create('a', 'posts', post(1), 30)
      await o.put('a', 'users', '1', 'updated', { id: 1, name: 'kept' })
      const ok = await o.replay(
        'a',
        ['posts'],
        [
          { resource: 'posts', id: post(5).id, kind: 'created', item: post(5) },
          { resource: 'posts', id: '2', kind: 'deleted', item: null },
        ],
        { caps: { posts: 30 } },
      )
      assert.equal(ok, true)
      assert.deepEqual(
        (await o.all('a')).map((e) => [e.resource, e.id]),
        [
          ['users', '1'],
          ['posts', post(5).id],
          ['posts', '2'],
        ],
      )
      const before = await o.all('a')
      const over = await o.replay(
        'a',
        'all',
        [0, 1, 2].map((n) => ({
          resource: 'posts',
          id: post(n).id,
          kind: 'created' as const,
          item: post(n),
        })),
        { caps: { posts: 2 } },
      )
      assert.equal(over, false)
      assert.deepEqual(await o.all('a'), before)
    })

    test('a group limit refuses a new resource past the limit but not more entries in a held one', async (t) => {
      const { o } = await open(t)
      const group = { prefix: 'custom/', max: 2 }
      assert.equal(await o.create('a', 'custom/a', post(1), 500, group), true)
      assert.equal(await o.create('a', 'custom/b', post(2), 500, group), true)
      assert.equal(await o.create('a', 'custom/c', post(3), 500, group), false)
      assert.equal(await o.create('a', 'custom/b', post(4), 500, group), true)
      // Resources outside the prefix are not counted.
      assert.equal(await o.create('a', 'posts', post(5), 30, group), true)
      assert.deepEqual(await o.entries('a', 'custom/c'), [])
      assert.equal(await o.drop('a', 'custom/a', post(1).id), true)
      assert.equal(await o.create('a', 'custom/c', post(3), 500, group), true)
    })

    test('replay applies pattern caps and group limits', async (t) => {
      const { o } = await open(t)
      const three = (resource: string) =>
        [0, 1, 2].map((n) => ({
          resource,
          id: post(n).id,
          kind: 'created' as const,
          item: post(n),
        }))
      const limits = { caps: { 'custom/*': 2 } }
      assert.equal(await o.replay('a', 'all', three('custom/x'), limits), false)
      assert.equal(await o.replay('a', 'all', three('custom/x').slice(0, 2), limits), true)
      const groups = { caps: {}, groups: [{ prefix: 'custom/', max: 2 }] }
      assert.equal(await o.replay('a', [], three('custom/y').slice(0, 1), groups), true)
      assert.equal(await o.replay('a', [], three('custom/z').slice(0, 1), groups), false)
      assert.equal(await o.replay('a', ['custom/x'], three('custom/z').slice(0, 1), groups), true)
      assert.deepEqual(
        [...new Set((await o.all('a')).map((e) => e.resource))],
        ['custom/y', 'custom/z'],
      )
    })

    test('write versions: 0 while an identity holds nothing, then a new one with every write', async (t) => {
      const { store, o } = await open(t)
      const versions = store.versions
      assert.ok(versions, 'the adapter offers write versions')
      const used = new Set<number>()
      const moved = async (what: string) => {
        const v = await versions.of('a')
        assert.ok(Number.isFinite(v) && v !== 0, `after ${what} the version is ${v}`)
        assert.ok(!used.has(v), `after ${what} the version ${v} is one not used before`)
        used.add(v)
      }
      assert.equal(await versions.of('a'), 0)
      await o.create('a', 'posts', post(1), 30)
      await moved('a create')
      await o.update('a', 'posts', post(1).id, 'created', { ...post(1), title: 'changed' })
      await moved('an update')
      await o.put('a', 'users', '1', 'updated', { id: 1, name: 'x' })
      await moved('a put')
      await o.put('a', 'users', '1', 'deleted', null)
      await moved('a put of a deletion')
      assert.equal(await o.drop('a', 'users', '1'), true)
      await moved('a drop')
      const write = { resource: 'posts', id: post(2).id, kind: 'created' as const, item: post(2) }
      assert.equal(await o.replay('a', 'all', [write], { caps: { posts: 30 } }), true)
      await moved('a replay')
      assert.equal(await versions.of('b'), 0, "another identity's version is its own")
      await o.reset('a')
      // An identity reset holds nothing: 0 (the shared answers) would be true of it as well.
      const afterReset = await versions.of('a')
      assert.ok(afterReset === 0 || !used.has(afterReset), `after a reset: ${afterReset}`)
      if (afterReset !== 0) used.add(afterReset)
      await o.create('a', 'posts', post(3), 30)
      await moved('a create after the reset')
    })

    test('write versions: a refused write keeps the version or moves it on, never back', async (t) => {
      const { store, o } = await open(t)
      const versions = store.versions
      assert.ok(versions, 'the adapter offers write versions')
      const unique = { fields: ['username'], values: ['bret'] }
      const user = (n: number) => ({ ...post(n), username: 'Bret' })
      assert.equal(await o.create('a', 'users', user(1), 2, undefined, unique), true)
      const used = [0, await versions.of('a')]
      const refused = async (what: string, wrote: boolean | Promise<boolean>) => {
        assert.equal(await wrote, false, `${what} is refused`)
        const v = await versions.of('a')
        const last = used.at(-1)
        assert.ok(v === last || !used.includes(v), `after ${what} the version ${v} is no older one`)
        if (v !== last) used.push(v)
      }
      await refused(
        'a create of a unique value held',
        o.create('a', 'users', user(2), 2, undefined, unique),
      )
      assert.equal(await o.create('a', 'users', post(3), 2), true)
      used.push(await versions.of('a'))
      await refused('a create past the cap', o.create('a', 'users', post(4), 2))
      await refused('an update of no record', o.update('a', 'posts', 'local-x', 'created', post(5)))
      await refused('a drop of no entry', o.drop('a', 'posts', 'nothing'))
      const over = [6, 7, 8].map((n) => ({
        resource: 'users',
        id: post(n).id,
        kind: 'created' as const,
        item: post(n),
      }))
      await refused('a replay past a cap', o.replay('a', [], over, { caps: { users: 2 } }))
      assert.equal(await o.drop('a', 'users', post(3).id), true)
      const v = await versions.of('a')
      assert.ok(!used.includes(v), 'the next write moves the version on')
    })

    test('keeps the first value of a meta key', async (t) => {
      const { store } = await open(t)
      assert.equal(await store.meta.getOrSet('secret', 'one'), 'one')
      assert.equal(await store.meta.getOrSet('secret', 'two'), 'one')
    })

    test('claims an idempotency key once per identity, then gives back what it holds', async (t) => {
      const { store, clock } = await open(t)
      const keys = store.idempotency
      const claims = await Promise.all(
        [0, 1, 2, 3].map(() => keys.claim('a', 'k1', 'fp-1', 60_000, 5_000)),
      )
      assert.equal(
        claims.filter((c) => c === undefined).length,
        1,
        'exactly one concurrent claim wins',
      )
      const running = { fingerprint: 'fp-1', running: clock.now() + 5_000 }
      assert.deepEqual(await keys.claim('a', 'k1', 'fp-2', 60_000, 5_000), running)
      assert.equal(
        await keys.claim('b', 'k1', 'fp-2', 60_000, 5_000),
        undefined,
        'keys are per identity',
      )
      const answer = { status: 200, contentType: 'application/json', body: '{"id":"local-1"}' }
      await keys.complete('a', 'k1', { fingerprint: 'fp-1', answer }, 60_000)
      assert.deepEqual(await keys.claim('a', 'k1', 'fp-1', 60_000, 5_000), {
        fingerprint: 'fp-1',
        answer,
      })
    })

    test('runs one request under an idempotency key while its lease holds (issue 35)', async (t) => {
      const { store, clock } = await open(t)
      const keys = store.idempotency
      // Two instances' retries of one create, racing: one runs, every other one sees it running.
      const first = await Promise.all(
        Array.from({ length: 10 }, () => keys.claim('a', 'k', 'fp', 60_000, 5_000)),
      )
      assert.equal(first.filter((c) => c === undefined).length, 1)
      for (const held of first.filter((c) => c !== undefined))
        assert.deepEqual(held, { fingerprint: 'fp', running: clock.now() + 5_000 })
      clock.advance(4_999)
      assert.notEqual(await keys.claim('a', 'k', 'fp', 60_000, 5_000), undefined, 'still leased')
      // A holder that died: its lease runs out, and one claim (only one) takes the key over.
      clock.advance(1)
      const again = await Promise.all(
        Array.from({ length: 10 }, () => keys.claim('a', 'k', 'fp', 60_000, 5_000)),
      )
      assert.equal(again.filter((c) => c === undefined).length, 1)
      // Another request under the key is answered what is held, never given the key.
      clock.advance(10_000)
      assert.deepEqual(await keys.claim('a', 'k', 'other', 60_000, 5_000), {
        fingerprint: 'fp',
        running: clock.now() - 10_000 + 5_000,
      })
      // A holder that failed in a way a retry may mend gives its lease back: the next runs at once.
      await keys.complete('a', 'k', { fingerprint: 'fp' }, 60_000)
      assert.equal(await keys.claim('a', 'k', 'fp', 60_000, 5_000), undefined)
    })

    const intent = { id: 'pi_1', status: 'requires_capture', amount: 2000, amount_refunded: 0 }

    test('swaps an entry only while it holds what was read: one of two transitions wins (issue 35)', async (t) => {
      const { o } = await open(t)
      await o.create('a', '~intents', intent, 10)
      const read = (await o.get('a', '~intents', 'pi_1'))?.item as Item
      const captured = { ...read, status: 'succeeded' }
      const canceled = { ...read, status: 'canceled' }
      const results = await Promise.all([
        o.swap('a', '~intents', 'pi_1', read, captured),
        o.swap('a', '~intents', 'pi_1', read, canceled),
      ])
      assert.deepEqual([...results].sort(), ['changed', 'done'])
      const won = results[0] === 'done' ? captured : canceled
      assert.deepEqual((await o.get('a', '~intents', 'pi_1'))?.item, won)
      // Read again, the loser's next try starts from the winner's state.
      assert.equal(await o.swap('a', '~intents', 'pi_1', won, { ...won, amount: 1 }), 'done')
      // Gone, or not a created entry: nothing to swap.
      assert.equal(await o.swap('a', '~intents', 'pi_2', read, captured), 'changed')
      await o.put('a', 'posts', '1', 'updated', { id: 1, title: 'x' })
      assert.equal(
        await o.swap('a', 'posts', '1', { id: 1, title: 'x' }, { id: 1, title: 'y' }),
        'changed',
      )
      assert.equal((await o.get('a', 'posts', '1'))?.item?.title, 'x')
    })

    test('swaps with a create beside it: refunds never exceed the amount, nor their cap (issue 35)', async (t) => {
      const { o } = await open(t)
      await o.create('a', '~intents', { ...intent, status: 'succeeded' }, 10)
      // 20 clients refund 300 of 2,000 at once, each as a state machine does: read, compute, swap.
      const refund = async (n: number) => {
        for (;;) {
          const before = (await o.get('a', '~intents', 'pi_1'))?.item as typeof intent
          const total = before.amount_refunded + 300
          if (total > before.amount) return false
          const after = { ...before, amount_refunded: total }
          const item = { id: `re_${n}`, amount: 300 }
          const done = await o.swap('a', '~intents', 'pi_1', before, after, {
            resource: '~refunds',
            item,
            cap: 100,
          })
          if (done === 'done') return true
        }
      }
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => refund(n)))
      assert.equal(outcomes.filter(Boolean).length, 6)
      assert.equal((await o.get('a', '~intents', 'pi_1'))?.item?.amount_refunded, 1800)
      assert.equal((await o.entries('a', '~refunds')).length, 6)
      // At its cap, the create refuses and the entry stays as it was.
      const before = (await o.get('a', '~intents', 'pi_1'))?.item as Item
      const full = await o.swap(
        'a',
        '~intents',
        'pi_1',
        before,
        { ...before, amount_refunded: 2000 },
        {
          resource: '~refunds',
          item: { id: 're_x', amount: 200 },
          cap: 6,
        },
      )
      assert.equal(full, 'full')
      assert.deepEqual((await o.get('a', '~intents', 'pi_1'))?.item, before)
      assert.equal((await o.entries('a', '~refunds')).length, 6)
    })

    test('reports a size that grows with what is stored', async (t) => {
      const { store, o } = await open(t)
      const before = await store.size()
      assert.ok(Number.isSafeInteger(before) && before >= 0)
      for (let n = 0; n < 8; n++)
        await o.create('a', 'posts', { ...post(n), body: 'x'.repeat(100_000) }, 30)
      const after = await store.size()
      assert.ok(after >= before + 400_000, `size went from ${before} to ${after} after 800 KB`)
    })

    test('expires identities idle since before the cut-off, and only those', async (t) => {
      const { store, clock, o } = await open(t)
      await o.create('old', 'posts', post(1), 30)
      clock.advance(60_000)
      await o.create('fresh', 'posts', post(1), 30)
      assert.equal(await store.expire(clock.now() - 30_000), 1)
      assert.deepEqual(await o.all('old'), [])
      assert.equal((await o.all('fresh')).length, 1)
      assert.equal((await store.stats()).identities, 1)
    })

    test('keeps blobs per identity, byte for byte, out of the overlay', async (t) => {
      const { store, o } = await open(t)
      const bytes = Buffer.from([0, 1, 2, 255, 0, 10, 13])
      await store.blobs.put('a', 'file_1', bytes)
      const got = await store.blobs.get('a', 'file_1')
      assert.deepEqual(got, bytes)
      got?.fill(7)
      assert.deepEqual(await store.blobs.get('a', 'file_1'), bytes, 'a copy is handed out')
      assert.equal(await store.blobs.get('b', 'file_1'), undefined)
      assert.deepEqual(await o.all('a'), [], 'a blob is no overlay entry')
      await store.blobs.put('a', 'file_1', Buffer.from('second'))
      assert.equal((await store.blobs.get('a', 'file_1'))?.toString(), 'second')
      assert.equal(await store.blobs.drop('a', 'file_1'), true)
      assert.equal(await store.blobs.drop('a', 'file_1'), false)
      assert.equal(await store.blobs.get('a', 'file_1'), undefined)
    })

    test('a reset and an expiry remove the sandbox blobs', async (t) => {
      const { store, clock, o } = await open(t)
      await o.create('a', 'posts', post(1), 30)
      await store.blobs.put('a', 'file_1', Buffer.from('a'))
      await store.blobs.put('b', 'file_2', Buffer.from('b'))
      await o.reset('a')
      assert.equal(await store.blobs.get('a', 'file_1'), undefined)
      clock.advance(60_000)
      await store.blobs.put('c', 'file_3', Buffer.from('c'))
      assert.equal(await store.expire(clock.now() - 30_000), 1)
      assert.equal(await store.blobs.get('b', 'file_2'), undefined)
      assert.equal((await store.blobs.get('c', 'file_3'))?.toString(), 'c')
    })

    test('a queued job is claimed once it is due, earliest first, and completed by its lease', async (t) => {
      const { store } = await open(t)
      const q = store.queue
      await q.enqueue('late', 'L', 2_000)
      await q.enqueue('early', 'E', 1_000)
      await q.enqueue('future', 'F', 9_000)
      assert.deepEqual(await q.claimDue(500, 60_000, 10), [], 'nothing is due yet')
      const claimed = await q.claimDue(5_000, 60_000, 10)
      assert.deepEqual(
        claimed.map((j) => [j.id, j.payload]),
        [
          ['early', 'E'],
          ['late', 'L'],
        ],
      )
      assert.deepEqual(await q.claimDue(5_000, 60_000, 10), [], 'leased jobs are not due again')
      const early = claimed[0] as (typeof claimed)[number]
      assert.equal(await q.complete('early', 'not-the-lease'), false)
      assert.equal(await q.complete('early', ''), false)
      assert.equal(await q.complete('early', early.lease), true)
      assert.equal(await q.complete('early', early.lease), false, 'a job completes once')
      // The lease of `late` runs out unanswered (at 65 s): it is due to the next claimer, under a
      // new lease, after `future`, due since 9 s.
      const again = await q.claimDue(70_000, 60_000, 10)
      assert.deepEqual(
        again.map((j) => j.id),
        ['future', 'late'],
      )
      const late = claimed[1] as (typeof claimed)[number]
      assert.notEqual(again[1]?.lease, late.lease)
      assert.equal(
        await q.complete('late', late.lease),
        false,
        'an expired lease completes nothing',
      )
    })

    test('limit bounds a claim, and reschedule hands the job back with a new payload and due time', async (t) => {
      const { store } = await open(t)
      const q = store.queue
      for (let n = 0; n < 5; n++) await q.enqueue(`j${n}`, `p${n}`, 1_000 + n)
      const first = await q.claimDue(2_000, 60_000, 2)
      assert.deepEqual(
        first.map((j) => j.id),
        ['j0', 'j1'],
      )
      const j0 = first[0] as (typeof first)[number]
      assert.equal(await q.reschedule('j0', 'stale', 'x', 0), false)
      assert.equal(await q.reschedule('j0', j0.lease, 'p0-again', 3_000), true)
      assert.equal(await q.reschedule('j0', j0.lease, 'p0-twice', 0), false, 'the lease ended')
      assert.deepEqual(
        (await q.claimDue(2_500, 60_000, 10)).map((j) => j.id),
        ['j2', 'j3', 'j4'],
      )
      assert.deepEqual(
        (await q.claimDue(3_000, 60_000, 10)).map((j) => [j.id, j.payload]),
        [['j0', 'p0-again']],
      )
    })

    test('two claimers never get the same job', async (t) => {
      const { store } = await open(t)
      const q = store.queue
      const ids = Array.from({ length: 200 }, (_, n) => `job-${n}`)
      await Promise.all(ids.map((id, n) => q.enqueue(id, id, n)))
      const claimers = Array.from({ length: 8 }, async () => {
        const got: string[] = []
        for (;;) {
          const batch = await q.claimDue(1_000, 60_000, 7)
          if (batch.length === 0) return got
          got.push(...batch.map((j) => j.id))
        }
      })
      const all = (await Promise.all(claimers)).flat()
      assert.equal(all.length, ids.length, 'every job is claimed exactly once')
      assert.deepEqual([...new Set(all)].sort(), [...ids].sort())
    })

    test('groups take turns: a group of many due jobs does not hold back a later one', async (t) => {
      const { store } = await open(t)
      const q = store.queue
      for (let n = 0; n < 50; n++) await q.enqueue(`a${n}`, `a${n}`, 1_000 + n, 'flood')
      await q.enqueue('b0', 'b0', 2_000, 'single')
      await q.enqueue('c0', 'c0', 2_500, 'other')
      await q.enqueue('c1', 'c1', 2_600, 'other')
      // One job of each group per round, groups by their earliest due job.
      assert.deepEqual(
        (await q.claimDue(3_000, 60_000, 5)).map((j) => j.id),
        ['a0', 'b0', 'c0', 'a1', 'c1'],
      )
      // A group just served waits behind the groups due before that claim.
      await q.enqueue('d0', 'd0', 2_900, 'late')
      assert.deepEqual(
        (await q.claimDue(3_000, 60_000, 2)).map((j) => j.id),
        ['d0', 'a2'],
      )
    })

    test('a share bounds the jobs of one group a claimer holds', async (t) => {
      const { store } = await open(t)
      const q = store.queue
      for (let n = 0; n < 20; n++) await q.enqueue(`a${n}`, `a${n}`, 1_000 + n, 'flood')
      await q.enqueue('b0', 'b0', 5_000, 'single')
      const first = await q.claimDue(6_000, 60_000, 16, { max: 4, held: new Map() })
      assert.deepEqual(
        first.map((j) => j.id),
        ['a0', 'b0', 'a1', 'a2', 'a3'],
      )
      const held = new Map([['flood', 4]])
      assert.deepEqual(await q.claimDue(6_000, 60_000, 16, { max: 4, held }), [], 'flood is full')
      const a0 = first[0] as (typeof first)[number]
      assert.equal(await q.complete('a0', a0.lease), true)
      assert.deepEqual(
        (await q.claimDue(6_000, 60_000, 16, { max: 4, held: new Map([['flood', 3]]) })).map(
          (j) => j.id,
        ),
        ['a4'],
      )
      // A rescheduled job keeps its group.
      const b0 = first[1] as (typeof first)[number]
      assert.equal(await q.reschedule('b0', b0.lease, 'b0-again', 7_000), true)
      assert.deepEqual(
        (await q.claimDue(8_000, 60_000, 16, { max: 4, held: new Map([['flood', 4]]) })).map(
          (j) => [j.id, j.payload],
        ),
        [['b0', 'b0-again']],
      )
    })

    test('enqueue replaces a job of the same id, and the queue ignores sandbox resets', async (t) => {
      const { store, o } = await open(t)
      await o.create('a', 'posts', post(1), 30)
      await store.queue.enqueue('j', 'first', 5_000)
      await store.queue.enqueue('j', 'second', 1_000)
      await o.reset('a')
      assert.deepEqual(
        (await store.queue.claimDue(1_000, 60_000, 10)).map((j) => [j.id, j.payload]),
        [['j', 'second']],
      )
    })
  })
}
