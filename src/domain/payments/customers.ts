import type { Overlay } from '../../store/port.ts'
import type { EventBus } from '../events/bus.ts'
import { INTERNAL } from '../internal.ts'
import { ID_SHAPE, newId } from './ids.ts'
import { Fields, objectOf, PAYMENT_LIMITS } from './input.ts'
import { createShelf, type ListQuery, PAYMENT_CAPS } from './store.ts'

export interface Customer {
  id: string
  object: 'customer'
  email: string | null
  name: string | null
  phone: string | null
  description: string | null
  metadata: Record<string, string>
  created: number
}

const FIELDS = ['email', 'name', 'phone', 'description', 'metadata']

/**
 * The fields a customer body sets, checked (400 VALIDATION_FAILED naming every bad field); null
 * clears one, as an update may. REST refuses a body its schema refuses in these words.
 */
export function readCustomer(body: unknown) {
  const f = new Fields(objectOf(body))
  f.only(FIELDS)
  const out = {
    email: f.email('email'),
    name: f.text('name', PAYMENT_LIMITS.name),
    phone: f.text('phone', 32),
    description: f.text('description', PAYMENT_LIMITS.description),
    metadata: f.metadata(),
  }
  f.check()
  return out
}

/** The payment customers of a sandbox (docs/contract/payments.md#customers): `cus_test_…`, CRUD. */
export function createCustomerService(deps: {
  overlay: Overlay
  events?: EventBus
  now: () => number
  /** The page-size cap of lists (`--max-limit`). */
  maxLimit: number
}) {
  const { events, now } = deps
  const shelf = createShelf<Customer>(
    deps.overlay,
    INTERNAL.customers,
    PAYMENT_CAPS.customers,
    'Customer',
    ID_SHAPE.cus,
    deps.maxLimit,
  )
  const emit = (identity: string, action: string, customer: Customer) =>
    events?.emit(identity, {
      type: `customer.${action}`,
      resource: 'customers',
      action,
      recordId: customer.id,
      data: customer,
    })

  /** The fields a body sets, and whether it names one. */
  function read(body: unknown) {
    const out = readCustomer(body)
    const given = (k: string) => Object.hasOwn(objectOf(body), k)
    return { out, given }
  }

  return {
    exists: async (identity: string, id: string) => (await shelf.find(identity, id)) !== undefined,
    get: (identity: string, id: string) => shelf.get(identity, id),

    list(identity: string, query: ListQuery & { email?: string }) {
      const email = query.email?.toLowerCase()
      return shelf.list(
        identity,
        query,
        (c) => email === undefined || c.email?.toLowerCase() === email,
      )
    },

    async create(identity: string, body: unknown): Promise<Customer> {
      const { out } = read(body)
      const customer: Customer = {
        id: newId('cus'),
        object: 'customer',
        email: out.email ?? null,
        name: out.name ?? null,
        phone: out.phone ?? null,
        description: out.description ?? null,
        metadata: out.metadata ?? {},
        created: Math.floor(now() / 1000),
      }
      await shelf.create(identity, customer)
      emit(identity, 'created', customer)
      return customer
    },

    /** Sets the fields given; `metadata` merges key by key, as the processor's does. */
    async update(identity: string, id: string, body: unknown): Promise<Customer> {
      const before = await shelf.get(identity, id)
      const { out, given } = read(body)
      const pick = <K extends keyof typeof out>(k: K, old: Customer[K]) =>
        given(k) ? ((out[k] ?? null) as Customer[K]) : old
      const customer: Customer = {
        ...before,
        email: pick('email', before.email),
        name: pick('name', before.name),
        phone: pick('phone', before.phone),
        description: pick('description', before.description),
        metadata: given('metadata')
          ? { ...before.metadata, ...(out.metadata ?? {}) }
          : before.metadata,
      }
      await shelf.update(identity, customer)
      emit(identity, 'updated', customer)
      return customer
    },

    async remove(identity: string, id: string) {
      const customer = await shelf.get(identity, id)
      await shelf.remove(identity, id)
      emit(identity, 'deleted', customer)
      return { id, object: 'customer' as const, deleted: true as const }
    },
  }
}

export type CustomerService = ReturnType<typeof createCustomerService>
