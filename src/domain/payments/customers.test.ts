import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import { ProblemError } from '../errors.ts'
import { createEventBus, type SandboxEvent } from '../events/bus.ts'
import { createCustomerService } from './customers.ts'
import { PAYMENT_CAPS } from './store.ts'

const NOW = Date.parse('2030-06-15T12:00:00Z')

function setup() {
  const store = createMemoryStore(() => NOW)
  const events = createEventBus(undefined, () => NOW)
  const heard: SandboxEvent[] = []
  events.onEmitted((_, e) => heard.push(e))
  const customers = createCustomerService({
    overlay: store.overlay,
    events,
    now: () => NOW,
    maxLimit: 30,
  })
  return { customers, heard }
}

const problem = (code: string, fields?: string) => (err: unknown) =>
  err instanceof ProblemError &&
  err.code === code &&
  (fields === undefined || err.errors?.map((e) => e.field).join() === fields)

test('a customer is created with what was given, nulls for the rest, and announced', async () => {
  const { customers, heard } = setup()
  const made = await customers.create('a', { email: 'Ann@Example.com', metadata: { tier: 2 } })
  assert.match(made.id, /^cus_test_[A-Za-z0-9]{24}$/)
  assert.deepEqual(made, {
    id: made.id,
    object: 'customer',
    email: 'Ann@Example.com',
    name: null,
    phone: null,
    description: null,
    metadata: { tier: '2' },
    created: NOW / 1000,
  })
  assert.deepEqual(await customers.get('a', made.id), made)
  assert.equal(await customers.exists('a', made.id), true)
  assert.equal(await customers.exists('b', made.id), false)
  assert.deepEqual(
    heard.map((e) => [e.type, e.resource, e.recordId]),
    [['customer.created', 'customers', made.id]],
  )
})

test('bad fields are refused all at once, and nothing is stored', async () => {
  const { customers } = setup()
  await assert.rejects(
    customers.create('a', { email: 'nope', phone: 'x'.repeat(33), nickname: 'n' }),
    problem('VALIDATION_FAILED', 'nickname,email,phone'),
  )
  assert.equal((await customers.list('a', {})).data.length, 0)
})

test('an update sets what is given, clears what is null, keeps the rest, merges metadata', async () => {
  const { customers, heard } = setup()
  const made = await customers.create('a', {
    email: 'a@example.com',
    name: 'Ann',
    phone: '+1 555',
    metadata: { a: '1', b: '2' },
  })
  const changed = await customers.update('a', made.id, {
    name: 'Anne',
    phone: null,
    metadata: { b: '3', c: '4' },
  })
  assert.deepEqual(changed, {
    ...made,
    name: 'Anne',
    phone: null,
    metadata: { a: '1', b: '3', c: '4' },
  })
  assert.deepEqual(await customers.get('a', made.id), changed)
  assert.deepEqual((await customers.update('a', made.id, {})).metadata, { a: '1', b: '3', c: '4' })
  assert.equal(heard.at(-1)?.type, 'customer.updated')
  await assert.rejects(
    customers.update('a', made.id, { email: 5 }),
    problem('VALIDATION_FAILED', 'email'),
  )
  await assert.rejects(customers.update('b', made.id, { name: 'x' }), problem('NOT_FOUND'))
})

test('a removed customer is gone, and says so', async () => {
  const { customers, heard } = setup()
  const made = await customers.create('a', {})
  assert.deepEqual(await customers.remove('a', made.id), {
    id: made.id,
    object: 'customer',
    deleted: true,
  })
  await assert.rejects(customers.get('a', made.id), problem('NOT_FOUND'))
  await assert.rejects(customers.remove('a', made.id), problem('NOT_FOUND'))
  assert.deepEqual(
    heard.map((e) => e.type),
    ['customer.created', 'customer.deleted'],
  )
})

test('lists newest first, by e-mail whatever its case', async () => {
  const { customers } = setup()
  const ann = await customers.create('a', { email: 'Ann@Example.com' })
  const bob = await customers.create('a', { email: 'bob@example.com' })
  const ann2 = await customers.create('a', { email: 'ann@example.com' })
  const ids = async (q: Parameters<typeof customers.list>[1]) =>
    (await customers.list('a', q)).data.map((c) => c.id)
  assert.deepEqual(await ids({}), [ann2.id, bob.id, ann.id])
  assert.deepEqual(await ids({ email: 'ANN@example.COM' }), [ann2.id, ann.id])
  assert.deepEqual(await ids({ email: 'carol@example.com' }), [])
})

test(`a sandbox holds at most ${PAYMENT_CAPS.customers} customers; a removal frees a place`, async () => {
  const { customers } = setup()
  const made = []
  for (let i = 0; i < PAYMENT_CAPS.customers; i++) made.push(await customers.create('a', {}))
  await assert.rejects(customers.create('a', {}), problem('SANDBOX_LIMIT_REACHED'))
  // Another sandbox is not touched by this one's cap.
  await customers.create('b', {})
  await customers.remove('a', made[0]?.id as string)
  await customers.create('a', {})
})
