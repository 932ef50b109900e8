/** Operations on the four resources over GraphQL. */
import assert from 'node:assert/strict'
import {
  GQL_FIELDS,
  gqlRecord,
  type Json,
  type ListParams,
  type Obj,
  type Outcome,
  RESOURCES,
  type Resource,
  SPEC,
} from '../model.ts'
import { fullBody, patchBody, WORDS } from './data.ts'
import { expectGql } from './expect.ts'
import { GQL_SINGULAR, type Harness, type Step, type Who } from './harness.ts'
import { acceptCreated } from './rest.ts'

export const GQL_CREATE: Record<Resource, { name: string; args: Record<string, string> }> = {
  users: {
    name: 'createUser',
    args: {
      name: 'String!',
      username: 'String',
      email: 'String',
      phone: 'String',
      website: 'String',
      address: 'AddressInput',
      company: 'CompanyInput',
    },
  },
  posts: { name: 'createPost', args: { user_id: 'ID!', title: 'String!', body: 'String' } },
  comments: {
    name: 'createComment',
    args: { post_id: 'ID!', name: 'String!', email: 'String!', body: 'String!' },
  },
  todos: { name: 'createTodo', args: { user_id: 'ID!', title: 'String!', completed: 'Boolean' } },
}

export const GQL_UPDATE: Record<Resource, { name: string; args: Record<string, string> }> = {
  users: {
    name: 'updateUser',
    args: {
      name: 'String',
      username: 'String',
      email: 'String',
      phone: 'String',
      website: 'String',
      address: 'AddressInput',
      company: 'CompanyInput',
    },
  },
  posts: { name: 'updatePost', args: { user_id: 'ID', title: 'String', body: 'String' } },
  comments: {
    name: 'updateComment',
    args: { post_id: 'ID', name: 'String', email: 'String', body: 'String' },
  },
  todos: { name: 'updateTodo', args: { user_id: 'ID', title: 'String', completed: 'Boolean' } },
}

export const signature = (args: Record<string, string>) => ({
  decl: Object.entries(args)
    .map(([k, t]) => `$${k}: ${t}`)
    .join(', '),
  pass: Object.keys(args)
    .map((k) => `${k}: $${k}`)
    .join(', '),
})

/** GraphQL arguments from a REST-style body: the schema's fields only, ids as strings. */
export function gqlArgs(resource: Resource, fields: Obj, allowed: Record<string, string>): Obj {
  const out: Obj = {}
  for (const [k, v] of Object.entries(fields)) {
    if (!(k in allowed) || v === null) continue
    out[k] = SPEC[resource].fields[k] === 'ref' ? String(v) : v
  }
  return out
}

export function gqlCreate(
  h: Harness,
  w: Who,
  resource = h.rng.pick(RESOURCES),
  valid = false,
): Step {
  const rng = h.rng
  const { name, args } = GQL_CREATE[resource]
  const vars = gqlArgs(resource, fullBody(rng, resource, ++h.serial), args)
  for (const [k, t] of Object.entries(args)) if (!t.endsWith('!') && rng.chance(0.3)) delete vars[k]
  if (!valid && resource !== 'users' && rng.chance(0.08)) {
    const field = resource === 'comments' ? 'post_id' : 'user_id'
    vars[field] = rng.pick(['abc', '0', '-4'])
  }
  const { decl, pass } = signature(args)
  const source = `mutation(${decl}) { r: ${name}(${pass}) { ${GQL_FIELDS[resource]} } }`
  const tr = h.transport(w)
  return {
    who: w.index,
    label: `GraphQL ${name} ${JSON.stringify(vars)}`,
    run: async () => {
      const outcome = h.model.create(String(w.index), resource, vars)
      const res = await h.gql(w, tr, source, vars)
      h.count(`gql create ${outcome.ok ? 'ok' : outcome.code}`)
      if (!outcome.ok) return expectGql(res, outcome, null)
      assert.equal(res.statusCode, 200, res.body)
      const got = (res.json() as { data?: { r?: Obj } }).data?.r
      assert.ok(got, `no created record: ${res.body}`)
      acceptCreated(h, w, resource, got, outcome.value, (rec) => gqlRecord(resource, rec))
    },
  }
}

export function gqlUpdate(
  h: Harness,
  w: Who,
  resource: Resource = h.rng.pick(RESOURCES),
  id = h.target(w, resource),
): Step {
  const rng = h.rng
  const { name, args } = GQL_UPDATE[resource]
  const vars: Obj = { id, ...gqlArgs(resource, patchBody(rng, resource, ++h.serial), args) }
  if (resource === 'users' && rng.chance(0.2)) vars.address = { city: rng.pick(WORDS) }
  const { decl, pass } = signature({ id: 'ID!', ...args })
  const source = `mutation(${decl}) { r: ${name}(${pass}) { ${GQL_FIELDS[resource]} } }`
  const tr = h.transport(w)
  return {
    who: w.index,
    label: `GraphQL ${name} ${JSON.stringify(vars)}`,
    run: async () => {
      const { id: _id, ...changes } = vars
      const outcome = h.model.patch(String(w.index), resource, id, changes)
      const res = await h.gql(w, tr, source, vars)
      h.count(`gql update ${outcome.ok ? 'ok' : outcome.code}`)
      if (outcome.ok) h.touched(resource, h.model.parseId(id)?.key ?? id)
      expectGql(
        res,
        outcome.ok ? { ok: true, value: gqlRecord(resource, outcome.value) } : outcome,
        null,
      )
    },
  }
}

export function gqlDelete(h: Harness, w: Who): Step {
  const resource = h.rng.pick(RESOURCES)
  const name = `delete${SPEC[resource].singular}`
  const id = h.target(w, resource)
  const tr = h.transport(w)
  return {
    who: w.index,
    label: `GraphQL ${name}(id: ${id})`,
    run: async () => {
      const outcome = h.model.remove(String(w.index), resource, id)
      const res = await h.gql(w, tr, `mutation($id: ID!) { r: ${name}(id: $id) }`, { id })
      h.count(`gql delete ${outcome.ok ? 'ok' : outcome.code}`)
      if (outcome.ok) h.touched(resource, h.model.parseId(id)?.key ?? id)
      expectGql(res, outcome.ok ? { ok: true, value: true } : outcome, null)
    },
  }
}

/** The selection of one record with its relations, and what the model says it reads. */
export function gqlRead(
  h: Harness,
  me: string,
  resource: Resource,
  rec: Obj,
  limit: number,
  completed?: boolean,
): Obj {
  const m = h.model
  const lim = { limit: String(limit) }
  const one = (r: Resource, id: Json | undefined) => {
    if (id === undefined || id === null) return null
    const got = m.get(me, r, String(id))
    return got.ok ? gqlRecord(r, got.value) : null
  }
  const many = (r: Resource, field: string, params: ListParams = lim) => {
    const out = m.list(me, r, params, { [field]: rec.id as Json })
    if (!out.ok) throw new Error(`model: relation list failed ${JSON.stringify(out)}`)
    return out.value.data.map((x) => gqlRecord(r, x))
  }
  const self = gqlRecord(resource, rec)
  switch (resource) {
    case 'users':
      return {
        ...self,
        posts: many('posts', 'user_id'),
        todos: many('todos', 'user_id', {
          ...lim,
          completed: completed === undefined ? undefined : String(completed),
        }),
      }
    case 'posts':
      return { ...self, user: one('users', rec.user_id), comments: many('comments', 'post_id') }
    case 'comments':
      return { ...self, post: one('posts', rec.post_id) }
    case 'todos':
      return { ...self, user: one('users', rec.user_id) }
  }
}

export const GQL_RELATIONS: Record<Resource, string> = {
  users: `posts(limit: $l) { ${GQL_FIELDS.posts} } todos(limit: $l, completed: $c) { ${GQL_FIELDS.todos} }`,
  posts: `user { ${GQL_FIELDS.users} } comments(limit: $l) { ${GQL_FIELDS.comments} }`,
  comments: `post { ${GQL_FIELDS.posts} }`,
  todos: `user { ${GQL_FIELDS.users} }`,
}

/** A GraphQL query: its document, variables, and what an identity (a model key) must read. */
export interface GqlQuery {
  resource: Resource
  /** The record a query of one record reads. */
  id?: string
  label: string
  source: string
  vars: Obj
  countKey: (outcome: Outcome<unknown>) => string
  /** The outcome for `me`, and the `data` an error must come with. */
  expected: (me: string) => { outcome: Outcome<unknown>; dataOnError: unknown }
}

/** One record with its relations, of every kind of id a caller may send. */
export function gqlGetQuery(h: Harness, w: Who): GqlQuery {
  const rng = h.rng
  const resource = rng.pick(RESOURCES)
  const id = h.target(w, resource)
  const limit = rng.pick([3, 10, 30, 50])
  const completed = rng.chance(0.3) ? rng.chance(0.5) : undefined
  const decl = { users: ', $l: Int, $c: Boolean', posts: ', $l: Int', comments: '', todos: '' }[
    resource
  ]
  const source = `query($id: ID!${decl}) { r: ${GQL_SINGULAR[resource]}(id: $id) { ${GQL_FIELDS[resource]} ${GQL_RELATIONS[resource]} } }`
  const vars: Obj = {
    id,
    ...(resource === 'users' || resource === 'posts' ? { l: limit } : {}),
    ...(resource === 'users' && completed !== undefined && { c: completed }),
  }
  return {
    resource,
    id,
    label: `GraphQL ${GQL_SINGULAR[resource]}(id: ${id}) with relations, limit ${limit}`,
    source,
    vars,
    countKey: (o) => `gql get ${o.ok ? 'ok' : o.code}`,
    expected: (me) => {
      const found = h.model.get(me, resource, id)
      if (!found.ok && found.code === 'NOT_FOUND')
        return { outcome: { ok: true, value: null }, dataOnError: null }
      return {
        outcome: found.ok
          ? { ok: true, value: gqlRead(h, me, resource, found.value, limit, completed) }
          : found,
        dataOnError: { r: null },
      }
    },
  }
}

export function gqlGet(h: Harness, w: Who): Step {
  return gqlStep(h, w, gqlGetQuery(h, w))
}

/** Runs a query as `w` and checks it against the model. */
function gqlStep(h: Harness, w: Who, q: GqlQuery): Step {
  const tr = h.transport(w)
  return {
    who: w.index,
    label: q.label,
    run: async () => {
      const { outcome, dataOnError } = q.expected(String(w.index))
      const res = await h.gql(w, tr, q.source, q.vars)
      h.count(q.countKey(outcome))
      expectGql(res, outcome, dataOnError)
    },
  }
}

/** A list with random list arguments, some of them invalid. */
export function gqlListQuery(h: Harness): GqlQuery {
  const rng = h.rng
  const resource = rng.pick(RESOURCES)
  const sortable = SPEC[resource].sort.filter((f) => f !== 'id')
  const params = h.listParams(resource, sortable)
  // GraphQL has no `_page`/`_limit` aliases, and types page and limit as Int.
  delete params._page
  delete params._limit
  for (const k of ['page', 'limit'] as const)
    if (params[k] !== undefined && !/^-?[0-9]+$/.test(params[k])) delete params[k]
  if (params._order === '') delete params._order
  if (params.completed !== undefined && !['true', 'false'].includes(params.completed))
    delete params.completed
  const filters = SPEC[resource].filters
  const types: Record<string, string> = {
    q: 'String',
    _sort: 'String',
    _order: 'String',
    page: 'Int',
    limit: 'Int',
  }
  for (const f of Object.keys(filters)) types[f] = f === 'completed' ? 'Boolean' : 'ID'
  const vars: Obj = {}
  for (const [k, v] of Object.entries(params)) {
    if (!(k in types) || v === undefined) continue
    vars[k] = types[k] === 'Int' ? Number(v) : types[k] === 'Boolean' ? v === 'true' : (v as string)
  }
  for (const k of Object.keys(params)) if (!(k in types)) delete params[k as keyof ListParams]
  const { decl, pass } = signature(types)
  return {
    resource,
    label: `GraphQL ${resource} ${JSON.stringify(vars)}`,
    source: `query(${decl}) { r: ${resource}(${pass}) { ${GQL_FIELDS[resource]} } }`,
    vars,
    countKey: (o) => `gql list ${o.ok ? 'ok' : o.code}`,
    expected: (me) => {
      const outcome = h.model.list(me, resource, params)
      return {
        outcome: outcome.ok
          ? { ok: true, value: outcome.value.data.map((r) => gqlRecord(resource, r)) }
          : outcome,
        dataOnError: null,
      }
    },
  }
}

export function gqlList(h: Harness, w: Who): Step {
  return gqlStep(h, w, gqlListQuery(h))
}
