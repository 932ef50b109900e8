/** The harness: the identities, the model, what was created, and how requests are sent. */
import assert from 'node:assert/strict'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { type ListParams, Model, type Obj, type Resource, SPEC } from '../model.ts'
import { API, HOT, IDENTITIES, UUID } from './config.ts'
import { COLLECTIONS, WORDS } from './data.ts'
import { Random } from './random.ts'

export interface Who {
  index: number
  name: string
  /** The sandbox UUID, known for UUID-named identities and learned for the others. */
  uuid: string | undefined
  isUuid: boolean
}

/** How a request names its sandbox, and which GraphQL path it posts to; chosen when an op is made. */
export type Transport = { headers: Record<string, string>; query: string; graphql?: string }
export type Step = { who: number; label: string; run: () => Promise<void> }
export type Scenario = Generator<Step, void, void>
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export const GQL_SINGULAR: Record<Resource, string> = {
  users: 'user',
  posts: 'post',
  comments: 'comment',
  todos: 'todo',
}

export class Harness {
  readonly rng: Random
  /** Choices made while checking, apart from `rng`, so checks never shift the operation sequence. */
  readonly checkRng: Random
  readonly model: Model
  readonly people: Who[] = []
  /** Every local id the service ever created, and the identity that created it. */
  readonly createdIds: Record<Resource, Array<{ id: string; owner: number }>> = {
    users: [],
    posts: [],
    comments: [],
    todos: [],
  }
  readonly customIds: Array<{ collection: string; id: string; owner: number }> = []
  readonly seenIds = new Set<string>()
  readonly registered: string[] = []
  /** (resource, id) written since the last periodic check, by anyone. */
  recent: Array<{ resource: string; id: string }> = []
  readonly history = new Map<number, string[]>()
  readonly counts = new Map<string, number>()
  lastExport: { who: number; body: unknown } | undefined
  serial = 0
  checkSeconds = 0

  readonly app: FastifyInstance
  /**
   * Where the app listens, once it does: shared reads then come over real HTTP, so that the
   * front door (which sits in the server's request listener, before `inject`) answers them.
   */
  base: string | undefined
  readonly store: string
  readonly seed: number

  constructor(
    app: FastifyInstance,
    store: string,
    seed: number,
    baseline: Record<Resource, Obj[]>,
  ) {
    this.app = app
    this.store = store
    this.seed = seed
    this.rng = new Random(seed)
    this.checkRng = new Random(seed ^ 0x5eed5eed)
    this.model = new Model(baseline)
    for (let i = 0; i < IDENTITIES; i++) {
      const isUuid = i % 5 === 0
      const uuid = isUuid ? this.rng.uuid() : undefined
      const name = uuid ?? [`model-${i}`, `ci-worker.${i}`, `team:${i}`, `Model_${i}`][i % 4]
      this.people.push({ index: i, name: name as string, uuid, isUuid })
    }
  }

  who(i: number): Who {
    return this.people[i] as Who
  }

  count(key: string) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1)
  }

  /**
   * How a request names its sandbox: any of the ways the contract
   * (docs/contract/addresses-and-identity.md#naming-a-sandbox) allows.
   */
  transport(w: Who): Transport {
    const rng = this.rng
    const roll = rng.next()
    const name = w.isUuid && rng.chance(0.3) ? w.name.toUpperCase() : w.name
    const graphql = rng.chance(0.8) ? '/graphql' : `${API}/graphql`
    if (roll < 0.5) return { headers: { 'x-playground-identity': name }, query: '', graphql }
    if (roll < 0.65) return { headers: { 'x-pg-identity': name }, query: '', graphql }
    if (roll < 0.85 || !w.isUuid)
      return { headers: {}, query: `_sandbox=${encodeURIComponent(name)}`, graphql }
    return { headers: { cookie: `pg_identity=${name}` }, query: '', graphql }
  }

  /** Every answer names the caller's sandbox, the same UUID each time, distinct per identity. */
  checkIdentity(w: Who, res: LightMyRequestResponse) {
    const header = res.headers['x-playground-identity']
    assert.equal(typeof header, 'string', 'X-Playground-Identity header')
    assert.match(header as string, UUID)
    if (w.uuid === undefined) {
      const clash = this.people.find((p) => p.uuid === header)
      assert.equal(clash, undefined, `identity ${w.name} answered as ${clash?.name}'s sandbox`)
      w.uuid = header as string
    }
    assert.equal(header, w.uuid.toLowerCase(), `sandbox of ${w.name}`)
  }

  /** A read over real HTTP when the app listens, else through `inject`; answered alike. */
  async read(opts: {
    method: 'GET' | 'POST'
    url: string
    headers: Record<string, string>
    payload?: string
  }): Promise<LightMyRequestResponse> {
    if (this.base === undefined) return this.app.inject(opts)
    const res = await fetch(`${this.base}${opts.url}`, {
      method: opts.method,
      headers: opts.headers,
      body: opts.payload,
    })
    const body = await res.text()
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body,
      payload: body,
      json: () => JSON.parse(body),
    } as LightMyRequestResponse
  }

  async rest(w: Who, tr: Transport, method: Method, path: string, payload?: unknown) {
    const url = tr.query ? `${path}${path.includes('?') ? '&' : '?'}${tr.query}` : path
    const res = await this.app.inject({
      method,
      url,
      headers: tr.headers,
      ...(payload !== undefined && { payload: payload as object }),
    })
    this.checkIdentity(w, res)
    return res
  }

  async gql(w: Who, tr: Transport, source: string, variables: Record<string, unknown>) {
    const path = tr.graphql ?? '/graphql'
    const url = tr.query ? `${path}?${tr.query}` : path
    const res = await this.app.inject({
      method: 'POST',
      url,
      headers: { ...tr.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: source, variables }),
    })
    this.checkIdentity(w, res)
    return res
  }

  /** A write the periodic check should look at from every identity. */
  touched(resource: string, id: string | number) {
    this.recent.push({ resource, id: String(id) })
  }

  /** Picks a path id for a record operation, of every kind that matters for isolation. */
  target(w: Who, resource: Resource): string {
    const rng = this.rng
    const mine = [...this.model.sandbox(String(w.index)).entries(resource)]
      .filter(([, e]) => e.kind === 'created')
      .map(([id]) => id)
    const foreign = this.createdIds[resource].filter((c) => c.owner !== w.index)
    const kind = rng.weighted({
      mine: 35,
      global: 35,
      foreign: 12,
      gone: 5,
      unknown: 4,
      fresh: 4,
      invalid: 3,
    })
    const count = this.model.baseline[resource].length
    if (kind === 'mine' && mine.length) return rng.pick(mine)
    if (kind === 'foreign' && foreign.length) return rng.pick(foreign).id
    if (kind === 'gone') {
      const gone = this.createdIds[resource].filter(
        (c) => c.owner === w.index && !mine.includes(c.id),
      )
      if (gone.length) return rng.pick(gone).id
    }
    if (kind === 'unknown') return String(rng.int(count + 1, count + 500))
    if (kind === 'fresh') return `local-${rng.uuid()}`
    if (kind === 'invalid')
      return rng.pick(['abc', 'local-123', '12a', '-1', '1.5', 'local-zzzzzzzz'])
    return String(rng.int(1, count))
  }

  customTarget(w: Who, collection: string): string {
    const rng = this.rng
    const mine = [...this.model.sandbox(String(w.index)).entries(`custom/${collection}`).keys()]
    const roll = rng.next()
    if (roll < 0.7 && mine.length) return rng.pick(mine)
    const foreign = this.customIds.filter((c) => c.owner !== w.index)
    if (roll < 0.9 && foreign.length) return rng.pick(foreign).id
    return rng.customId()
  }

  collectionFor(w: Who): string {
    const held = this.model.sandbox(String(w.index)).collections()
    if (held.length && this.rng.chance(0.5)) return this.rng.pick(held)
    return this.rng.pick(w.index < HOT ? COLLECTIONS : COLLECTIONS.slice(0, 4))
  }

  /** A `q` needle: a piece of a word (regex characters included) or of a baseline text. */
  needle(resource: Resource | undefined): string {
    const rng = this.rng
    if (resource && rng.chance(0.4)) {
      const rec = rng.pick(this.model.baseline[resource])
      const texts = Object.values(rec).filter((v): v is string => typeof v === 'string')
      if (texts.length) {
        const t = rng.pick(texts)
        const start = rng.int(0, Math.max(0, t.length - 4))
        return rng.mixCase(t.slice(start, start + rng.int(3, 6)))
      }
    }
    const word = rng.pick(WORDS)
    const start = rng.int(0, Math.max(0, word.length - 4))
    return rng.mixCase(word.slice(start, start + rng.int(4, word.length)))
  }

  listParams(resource: Resource | undefined, sortable: readonly string[]): ListParams {
    const rng = this.rng
    const p: ListParams = {}
    if (rng.chance(0.5)) {
      const limit = rng.pick(['1', '5', '10', '30', '31', '100'])
      if (rng.chance(0.15)) p._limit = limit
      else p.limit = limit
      if (rng.chance(0.05)) p._limit = '2'
    }
    if (rng.chance(0.4)) {
      const page = String(rng.int(1, 12))
      if (rng.chance(0.15)) p._page = page
      else p.page = page
    }
    if (rng.chance(0.3)) p.q = this.needle(resource)
    if (rng.chance(0.35)) {
      p._sort = rng.pick(sortable)
      if (rng.chance(0.7)) p._order = rng.pick(['asc', 'desc', 'DESC', 'Asc'])
    }
    const filters = resource ? Object.keys(SPEC[resource].filters) : []
    if (filters.length > 0 && rng.chance(0.3)) {
      // Only the resource's own filters: since docs/contract/lists-and-query-language.md#filters
      // any other parameter filters too, on a field its records lack (test/http/resources and
      // src/domain/list hold those cases).
      const field = rng.pick(filters)
      if (field === 'completed') p.completed = rng.pick(['true', 'false'])
      else (p as Record<string, string>)[field] = String(rng.int(1, field === 'post_id' ? 110 : 12))
    }
    if (rng.chance(0.12)) {
      const bad = rng.pick(['page', 'limit', '_sort', '_order', 'filter'] as const)
      if (bad === 'page') p.page = rng.pick(['0', 'abc', '-1', '2.5'])
      else if (bad === 'limit') p.limit = rng.pick(['0', 'x', '1.5'])
      else if (bad === '_sort' && resource) p._sort = rng.pick(['nope', 'tag', 'views'])
      else if (bad === '_order') p._order = rng.pick(['up', 'descending', ''])
      else if (bad === 'filter' && resource === 'todos')
        p.completed = rng.pick(['yes', '1', 'TRUE'])
      else if (bad === 'filter' && resource === 'comments') p.post_id = rng.pick(['x', '1.5'])
      else if (bad === 'filter' && (resource === 'posts' || resource === 'todos'))
        p.user_id = rng.pick(['abc', '-2', '3x'])
    }
    return p
  }
}
