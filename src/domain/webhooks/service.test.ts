import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import type { Store } from '../../store/port.ts'
import { ProblemError } from '../errors.ts'
import type { SandboxEvent } from '../events/bus.ts'
import { MAX_EVENTS } from './event-types.ts'
import {
  createWebhookService,
  type DeliveryJob,
  WEBHOOK_LIMITS,
  type WebhookServiceDeps,
} from './service.ts'

const START = Date.parse('2030-06-15T12:00:00Z')
const URL = 'https://hooks.example/receive'

function setup(over: Partial<WebhookServiceDeps> = {}, store: Store = createMemoryStore()) {
  const clock = { now: START }
  let queued = 0
  const webhooks = createWebhookService({
    overlay: store.overlay,
    queue: store.queue,
    allowPrivate: true,
    now: () => clock.now,
    ...over,
  })
  webhooks.onQueued(() => queued++)
  /** Every job due now, taken from the queue (leased to this test). */
  const due = async () =>
    (await store.queue.claimDue(clock.now, 60_000, 1000)).map(
      (j) => JSON.parse(j.payload) as DeliveryJob,
    )
  return { webhooks, store, clock, due, queued: () => queued }
}

const event = (type: string, data: unknown = { id: 1 }): SandboxEvent => ({
  id: 'evt_1',
  type,
  resource: type.split('.')[0] as string,
  action: type.split('.').at(-1) as string,
  recordId: 1,
  data,
  timestamp: '2030-06-15T11:59:59.000Z',
})

const problem =
  (code: string, check: (err: ProblemError) => boolean = () => true) =>
  (err: unknown) => {
    assert.ok(err instanceof ProblemError, String(err))
    assert.equal(err.code, code, err.message)
    return check(err)
  }

const fieldsOf = (err: ProblemError) => err.errors?.map((e) => e.field).join()

describe('creating webhooks', () => {
  test('a webhook gets an id, a generated secret, and is active', async () => {
    const { webhooks } = setup()
    const hook = await webhooks.create('a', {
      url: URL,
      events: ['posts.created', 'post.created', 'Comment.*'],
    })
    assert.match(hook.id, /^wh_[0-9a-f-]{36}$/)
    assert.match(hook.secret, /^whsec_[0-9a-f]{48}$/)
    assert.deepEqual(
      { ...hook, id: '', secret: '' },
      {
        id: '',
        secret: '',
        url: URL,
        name: null,
        events: ['post.created', 'comment.*'],
        isActive: true,
        createdAt: '2030-06-15T12:00:00.000Z',
        updatedAt: '2030-06-15T12:00:00.000Z',
      },
    )
    assert.notEqual((await webhooks.create('a', { url: URL, events: ['*'] })).secret, hook.secret)
    assert.deepEqual(await webhooks.get('a', hook.id), hook)
    await assert.rejects(webhooks.get('b', hook.id), problem('NOT_FOUND'))
  })

  test('everything among the events makes them just *', async () => {
    const { webhooks } = setup()
    const hook = await webhooks.create('a', { url: URL, events: ['post.created', '*', 'todo.*'] })
    assert.deepEqual(hook.events, ['*'])
  })

  test('the secret, name and activity given are kept', async () => {
    const { webhooks } = setup()
    const hook = await webhooks.create('a', {
      url: URL,
      events: ['*'],
      secret: 'my-shared_secret!',
      name: 'CI',
      isActive: false,
    })
    assert.deepEqual([hook.secret, hook.name, hook.isActive], ['my-shared_secret!', 'CI', false])
  })

  // [what, allowPrivate, url]
  const badUrls: Array<[string, boolean, unknown]> = [
    ['no URL', true, undefined],
    ['not a URL', true, 'hooks.example/receive'],
    ['another scheme', true, 'ftp://hooks.example/'],
    ['javascript:', true, 'javascript:alert(1)'],
    ['a URL too long', true, `https://hooks.example/${'x'.repeat(WEBHOOK_LIMITS.url)}`],
    ['the cloud metadata address', true, 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata address in hex', true, 'http://0xa9fea9fe/'],
    ['the metadata address as one number', true, 'http://2852039166/'],
    ['the metadata address mapped in IPv6', true, 'http://[::ffff:169.254.169.254]/'],
    ['an IPv6 link-local address', true, 'http://[fe80::1]:8080/'],
    ['loopback, with private addresses off', false, 'http://127.0.0.1:3000/hook'],
    ['loopback in short, with private addresses off', false, 'http://127.1/'],
    ['a private range, with private addresses off', false, 'http://192.168.1.10/'],
    ['IPv6 loopback, with private addresses off', false, 'http://[::1]/'],
  ]
  for (const [what, allowPrivate, url] of badUrls) {
    test(`refuses ${what}`, async () => {
      const { webhooks } = setup({ allowPrivate })
      await assert.rejects(
        webhooks.create('a', { url, events: ['*'] }),
        problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'url'),
      )
      assert.deepEqual(await webhooks.list('a'), [])
    })
  }

  test('loopback is a developer’s receiver, allowed unless private addresses are off', async () => {
    const { webhooks } = setup({ allowPrivate: true })
    await webhooks.create('a', { url: 'http://127.0.0.1:3000/hook', events: ['*'] })
    // A name is judged where it connects (addresses.ts), not here.
    const off = setup({ allowPrivate: false }).webhooks
    await off.create('a', { url: 'http://localhost:3000/hook', events: ['*'] })
  })

  // [what, the body's changes, the fields refused]
  const badFields: Array<[string, Record<string, unknown>, string]> = [
    ['no events', { events: [] }, 'events'],
    ['events that are no array', { events: 'post.created' }, 'events'],
    [`more than ${MAX_EVENTS} events`, { events: Array(MAX_EVENTS + 1).fill('*') }, 'events'],
    ['an unknown family', { events: ['post.created', 'invoice.paid'] }, 'events[1]'],
    ['an event that is no string', { events: [5] }, 'events[0]'],
    ['a secret with a space', { secret: 'two words' }, 'secret'],
    ['an empty secret', { secret: '' }, 'secret'],
    ['a secret past 256 characters', { secret: 'x'.repeat(257) }, 'secret'],
    ['a secret not ASCII', { secret: 'sécret' }, 'secret'],
    ['a name past 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['isActive as text', { isActive: 'yes' }, 'isActive'],
    ['an unknown field', { active: true }, 'active'],
  ]
  for (const [what, changes, fields] of badFields) {
    test(`refuses ${what}`, async () => {
      const { webhooks } = setup()
      await assert.rejects(
        webhooks.create('a', { url: URL, events: ['*'], ...changes }),
        problem('VALIDATION_FAILED', (e) => fieldsOf(e) === fields),
      )
    })
  }

  test('a db.json’s collections are families too, singular', async () => {
    const { webhooks } = setup({ files: () => new Map([['tags', 'tag']]) })
    const hook = await webhooks.create('a', { url: URL, events: ['tags.created', 'tag.*'] })
    assert.deepEqual(hook.events, ['tag.created', 'tag.*'])
    await assert.rejects(
      setup().webhooks.create('a', { url: URL, events: ['tag.created'] }),
      problem('VALIDATION_FAILED'),
    )
  })

  test(`a sandbox holds at most ${WEBHOOK_LIMITS.perSandbox}; a deletion frees a place`, async () => {
    const { webhooks } = setup()
    const hooks = []
    for (let i = 0; i < WEBHOOK_LIMITS.perSandbox; i++)
      hooks.push(await webhooks.create('a', { url: URL, events: ['*'] }))
    await assert.rejects(
      webhooks.create('a', { url: URL, events: ['*'] }),
      problem('SANDBOX_LIMIT_REACHED'),
    )
    await webhooks.create('b', { url: URL, events: ['*'] })
    await webhooks.remove('a', hooks[0]?.id as string)
    await webhooks.create('a', { url: URL, events: ['*'] })
    assert.equal((await webhooks.list('a')).length, WEBHOOK_LIMITS.perSandbox)
  })
})

describe('changing and removing webhooks', () => {
  test('an update sets only what it names, checked as a create is', async () => {
    const { webhooks, clock } = setup()
    const hook = await webhooks.create('a', { url: URL, events: ['post.created'], name: 'x' })
    clock.now += 5000
    const changed = await webhooks.update('a', hook.id, { events: ['users.*'], name: null })
    assert.deepEqual(changed, {
      ...hook,
      events: ['user.*'],
      name: null,
      updatedAt: '2030-06-15T12:00:05.000Z',
    })
    assert.deepEqual(await webhooks.get('a', hook.id), changed)
    await assert.rejects(
      webhooks.update('a', hook.id, { url: 'http://169.254.169.254/' }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'url'),
    )
    await assert.rejects(webhooks.update('a', 'wh_nope', { name: 'y' }), problem('NOT_FOUND'))
  })

  test('a removed webhook is gone; removing it again is a 404', async () => {
    const { webhooks } = setup()
    const one = await webhooks.create('a', { url: URL, events: ['*'] })
    const two = await webhooks.create('a', { url: URL, events: ['*'] })
    assert.deepEqual(
      (await webhooks.list('a')).map((h) => h.id),
      [one.id, two.id],
    )
    await webhooks.remove('a', one.id)
    assert.deepEqual(
      (await webhooks.list('a')).map((h) => h.id),
      [two.id],
    )
    await assert.rejects(webhooks.remove('a', one.id), problem('NOT_FOUND'))
    assert.equal(await webhooks.find('a', one.id), undefined)
  })
})

describe('dispatching events', () => {
  test('queues one delivery per active webhook that subscribes, in its sandbox’s group', async () => {
    const { webhooks, due, queued } = setup()
    const posts = await webhooks.create('a', { url: URL, events: ['post.*'] })
    const all = await webhooks.create('a', { url: URL, events: ['*'] })
    await webhooks.create('a', { url: URL, events: ['comment.created'] })
    await webhooks.create('a', { url: URL, events: ['*'], isActive: false })
    await webhooks.create('b', { url: URL, events: ['*'] })

    assert.equal(await webhooks.dispatch('a', event('post.created', { id: 7, title: 't' })), 2)
    assert.equal(queued(), 2)
    const jobs = await due()
    assert.deepEqual(
      jobs.map((j) => [j.identity, j.webhookId, j.event, j.attempt]).sort(),
      [
        ['a', posts.id, 'post.created', 0],
        ['a', all.id, 'post.created', 0],
      ].sort(),
    )
    for (const job of jobs) {
      assert.deepEqual(JSON.parse(job.body), {
        id: job.deliveryId,
        event: 'post.created',
        timestamp: '2030-06-15T11:59:59.000Z',
        data: { id: 7, title: 't' },
        // The envelope: the event's own time in seconds, not the clock's at enqueueing.
        object: 'event',
        type: 'post.created',
        created: Date.parse('2030-06-15T11:59:59.000Z') / 1000,
      })
      const logged = await webhooks.delivery('a', job.deliveryId)
      assert.equal(logged?.requestBody, job.body)
      assert.deepEqual(
        [logged?.attempt, logged?.status, logged?.success, logged?.nextRetryAt, logged?.attempts],
        [0, 0, false, '2030-06-15T12:00:00.000Z', []],
      )
    }
  })

  test('an event nobody subscribes to queues nothing', async () => {
    const { webhooks, due } = setup()
    await webhooks.create('a', { url: URL, events: ['post.created'] })
    assert.equal(await webhooks.dispatch('a', event('post.updated')), 0)
    assert.equal(await webhooks.dispatch('a', event('posts.created')), 0)
    assert.equal(await webhooks.dispatch('c', event('post.created')), 0)
    assert.deepEqual(await due(), [])
  })

  test('a sandbox’s first webhook hears the very next event; one made by another instance too', async () => {
    const store = createMemoryStore()
    const first = setup({}, store)
    // The service knows which sandboxes hold webhooks from its start: this one has none yet.
    assert.equal(await first.webhooks.dispatch('a', event('post.created')), 0)
    await first.webhooks.create('a', { url: URL, events: ['*'] })
    assert.equal(await first.webhooks.dispatch('a', event('post.created')), 1)
    // Another service started after it over the same store reads the sandbox from the store.
    const second = setup({}, store)
    assert.equal(await second.webhooks.dispatch('a', event('post.created')), 1)
  })

  test(`the log keeps the last ${WEBHOOK_LIMITS.log} deliveries, newest first`, async () => {
    const { webhooks } = setup()
    await webhooks.create('a', { url: URL, events: ['*'] })
    for (let i = 0; i < WEBHOOK_LIMITS.log + 5; i++)
      await webhooks.dispatch('a', event('post.created', { n: i }))
    const log = await webhooks.deliveries('a')
    assert.equal(log.length, WEBHOOK_LIMITS.log)
    assert.deepEqual(
      log.map((d) => JSON.parse(d.requestBody).data.n),
      Array.from({ length: WEBHOOK_LIMITS.log }, (_, i) => WEBHOOK_LIMITS.log + 4 - i),
    )
  })

  test('the log of one webhook holds only its deliveries; an unknown webhook’s is a 404', async () => {
    const { webhooks } = setup()
    const posts = await webhooks.create('a', { url: URL, events: ['post.*'] })
    await webhooks.create('a', { url: URL, events: ['todo.*'] })
    await webhooks.dispatch('a', event('post.created'))
    await webhooks.dispatch('a', event('todo.created'))
    assert.deepEqual(
      (await webhooks.deliveries('a', posts.id)).map((d) => d.event),
      ['post.created'],
    )
    assert.equal((await webhooks.deliveries('a')).length, 2)
    await assert.rejects(webhooks.deliveries('a', 'wh_nope'), problem('NOT_FOUND'))
  })
})

describe('test pings and redeliveries', () => {
  test('a test ping goes to the webhook whatever it subscribes to, active or not', async () => {
    const { webhooks, due } = setup()
    const hook = await webhooks.create('a', { url: URL, events: ['post.created'], isActive: false })
    const ping = await webhooks.test('a', hook.id)
    assert.equal(ping.event, 'test.ping')
    assert.deepEqual(JSON.parse(ping.requestBody).data, {
      webhookId: hook.id,
      message: 'A test delivery from Mock Playground',
    })
    assert.deepEqual(
      (await due()).map((j) => j.deliveryId),
      [ping.id],
    )
  })

  test('a redelivery is a new delivery of the same event and data', async () => {
    const { webhooks, clock } = setup()
    await webhooks.create('a', { url: URL, events: ['*'] })
    await webhooks.dispatch('a', event('post.deleted', { id: 3 }))
    const [old] = await webhooks.deliveries('a')
    clock.now += 1000
    const again = await webhooks.redeliver('a', old?.id as string)
    assert.notEqual(again.id, old?.id)
    assert.equal(again.event, 'post.deleted')
    const body = JSON.parse(again.requestBody)
    assert.deepEqual([body.id, body.data], [again.id, { id: 3 }])
    assert.equal(body.timestamp, '2030-06-15T12:00:01.000Z')
    await assert.rejects(webhooks.redeliver('a', 'del_nope'), problem('NOT_FOUND'))
    await assert.rejects(webhooks.redeliver('b', old?.id as string), problem('NOT_FOUND'))
  })

  test(`${WEBHOOK_LIMITS.manualPerMinute} a minute per sandbox, then 429 saying when to come back`, async () => {
    const { webhooks, clock } = setup()
    const hook = await webhooks.create('a', { url: URL, events: ['*'] })
    const other = await webhooks.create('b', { url: URL, events: ['*'] })
    for (let i = 0; i < WEBHOOK_LIMITS.manualPerMinute; i++) {
      await webhooks.test('a', hook.id)
      clock.now += 1000
    }
    // The first was 10 s ago: it leaves the window in 50 s.
    await assert.rejects(
      webhooks.test('a', hook.id),
      problem('RATE_LIMITED', (e) => e.status === 429 && e.headers?.['retry-after'] === '50'),
    )
    const [logged] = await webhooks.deliveries('a')
    await assert.rejects(webhooks.redeliver('a', logged?.id as string), problem('RATE_LIMITED'))
    await webhooks.test('b', other.id)
    clock.now += 50_000
    await webhooks.test('a', hook.id)
    await assert.rejects(webhooks.test('a', hook.id), problem('RATE_LIMITED'))
  })
})
