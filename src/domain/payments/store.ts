import type { Item, Overlay, SwapCreate, SwapResult } from '../../store/port.ts'
import { notFound, ProblemError, quoted } from '../errors.ts'
import { type ListResult, pageOf, pageParams, paginate } from '../list/paginate.ts'

/** The sandbox's payment objects, each kind in its own internal namespace of the overlay. */

/**
 * How many of each a sandbox may hold (bounded as the create cap is,
 * docs/contract/baseline-and-overlay.md#create-cap; a reset frees them).
 */
export const PAYMENT_CAPS = {
  intents: 500,
  refunds: 500,
  customers: 100,
  sessions: 200,
} as const

export interface ListQuery {
  page?: number
  limit?: number
}

/** One kind of payment object: read, create under its cap, update, list newest first. */
export function createShelf<T extends { id: string }>(
  overlay: Overlay,
  namespace: string,
  cap: number,
  what: string,
  shape: RegExp,
  /** The page-size cap of `list` (`--max-limit`). */
  maxLimit: number,
) {
  return {
    async find(identity: string, id: string): Promise<T | undefined> {
      if (!shape.test(id)) return undefined
      const entry = await overlay.get(identity, namespace, id)
      return (entry?.item ?? undefined) as T | undefined
    },
    async get(identity: string, id: string): Promise<T> {
      const found = await this.find(identity, id)
      if (!found) throw notFound(`${what} ${quoted(id)}`)
      return found
    },
    async create(identity: string, value: T): Promise<T> {
      const stored = await overlay.create(
        identity,
        namespace,
        value as unknown as Item & { id: string },
        cap,
      )
      if (!stored) throw this.full()
      return value
    },
    full: () =>
      new ProblemError({
        code: 'SANDBOX_LIMIT_REACHED',
        detail: `This sandbox already holds ${cap} ${what}s; reset the session to start again`,
      }),
    /** `value` as a create beside another shelf's swap, under this shelf's cap. */
    beside: (value: T): SwapCreate => ({
      resource: namespace,
      item: value as unknown as Item & { id: string },
      cap,
    }),
    /**
     * Writes `after` over `before` only while `before` is what is stored, in one atomic step
     * with `also` (a create of another shelf): a transition that holds across instances.
     */
    swap(identity: string, before: T, after: T, also?: SwapCreate): Promise<SwapResult> {
      return overlay.swap(
        identity,
        namespace,
        before.id,
        before as unknown as Item,
        after as unknown as Item,
        also,
      )
    },
    async update(identity: string, value: T): Promise<T> {
      const ok = await overlay.update(
        identity,
        namespace,
        value.id,
        'created',
        value as unknown as Item,
      )
      if (!ok) throw notFound(`${what} ${quoted(value.id)}`)
      return value
    },
    async remove(identity: string, id: string): Promise<boolean> {
      return shape.test(id) && overlay.drop(identity, namespace, id)
    },
    /** Newest first, filtered, one page. */
    async list(
      identity: string,
      query: ListQuery,
      keep: (v: T) => boolean = () => true,
    ): Promise<ListResult> {
      const page = pageParams(query, maxLimit)
      const entries = await overlay.entries(identity, namespace)
      const all: T[] = []
      for (let i = entries.length - 1; i >= 0; i--) {
        const item = entries[i]?.item as T | null | undefined
        if (item && keep(item)) all.push(item)
      }
      return {
        data: pageOf(all, page) as unknown as Item[],
        pagination: paginate(page.page, page.limit, all.length),
      }
    },
  }
}

export type Shelf<T extends { id: string }> = ReturnType<typeof createShelf<T>>
