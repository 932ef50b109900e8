import {
  type AnswerPath,
  answerSchemaOf,
  type Capture,
  type ClientRequest,
  clientRequest,
  referencesIn,
} from './clients.ts'
import {
  exampleOf,
  type Json,
  jsonBodyOf,
  type OpenApiDocument,
  type OperationEntry,
  operationsOf,
  resolved,
  segmentsOf,
  tagOf,
} from './document.ts'
import { type Override, overrideOf } from './overrides.ts'

/**
 * The run every client collection carries: which operations it holds, in which order, and which
 * values each answer passes on to the requests after it, so that the collection runs green from
 * top to bottom on a fresh sandbox (`newman run`, Bruno's and Insomnia's runners).
 *
 * - **Left out**: a Server-Sent Events stream (it never ends), and an alias: an operation outside
 *   `/api/v1` that repeats one under it with the same method and tag (`/auth/login`, `/graphql`,
 *   `/health`), the same handler on the same sandbox.
 * - **The root surface stays**: `/posts`, `/posts/{id}`, the nested lists and `/db` repeat paths
 *   of `/api/v1` under their own tag `root`, with json-server's answers (a bare array, 201 and
 *   `Location` for a create, `{}` for a delete; docs/contract/root-surface.md#records-and-writes),
 *   which the document now declares, so their status tests hold. Their folder creates its own
 *   records and reads, updates and deletes those.
 * - **Folders**: one per tag, in the document's order, moved only as a request in one needs an
 *   answer from another (the token) and with the folder that wipes the sandbox last.
 * - **Ids**: the `{id}` of `/api/v1/payments/intents/{id}` takes `{{paymentIntentId}}` when a
 *   request of its folder makes one: the create `POST /api/v1/payments/intents`, or an answer
 *   holding one under the list's singular name (`delivery.id` for `/webhooks/deliveries/{id}`).
 *   Other folders keep the document's example (a shared record, `/users/1/posts`), so no folder
 *   depends on the records another deletes. A record's reference fields (`post_id`, `userId`)
 *   never set one: they name another record, not the one the create made.
 * - **Tokens and placeholders**: a request that needs a Bearer token (`security:
 *   [{bearerAuth: []}]`, `/api/v1/auth/me`) sends `{{accessToken}}`, a body example
 *   `"<refresh_token>"` sends `{{refreshToken}}`: set by the answers that hold `access_token` or
 *   `refresh_token`, those of the same folder first. A route that only reads a token when sent
 *   (`[{bearerAuth: []}, {}]`: those the role matrix guards, and GraphQL) gets none: before any
 *   login `{{accessToken}}` is empty, and with role checks on a token that does not verify is
 *   401 (docs/contract/roles-and-permissions.md#enforcement), while none is a guest's read.
 * - **Order in a folder**: reads, creates, updates, actions on a record, deletes (the deepest
 *   path first), then what overrides.ts puts last; each request after those it needs values from.
 */

export interface Plan {
  folders: Array<{ name: string; description: string; requests: ClientRequest[] }>
  /** Every variable the answers set, with what sets it. */
  variables: Array<{ name: string; description: string }>
  leftOut: Array<{ method: string; path: string; reason: string }>
}

interface Node {
  request: ClientRequest
  override: Override | undefined
  index: number
  /** The operation's answer schema. */
  answer: Json | undefined
  /** Ids of the requests it runs after. */
  after: Set<string>
  /** Copies of other requests sent just before it. */
  setups: ClientRequest[]
}

const API_PREFIX = ['api', 'v1']

/** Why an operation is left out of the collections, or undefined. */
function leftOutReason(
  entry: OperationEntry,
  twins: Map<string, OperationEntry>,
): string | undefined {
  const responses = Object.entries(entry.operation.responses ?? {}).filter(([c]) => /^2/.test(c))
  const types = responses.flatMap(([, r]) => Object.keys(r.content ?? {}))
  if (types.length > 0 && types.every((t) => t === 'text/event-stream'))
    return 'Server-Sent Events streams, which never end (read them with EventSource or `curl -N`)'
  const twin = twins.get(`${entry.method} /api/v1${entry.path}`)
  if (!entry.path.startsWith('/api/') && twin && tagOf(twin.operation) === tagOf(entry.operation))
    return 'aliases of operations under `/api/v1` (the same operation on the same sandbox)'
  return undefined
}

const singular = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : /(ss|us)$/.test(word)
      ? word
      : word.replace(/s$/, '')

const camel = (words: string[]) =>
  words
    .map((w) =>
      w.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()),
    )
    .map((w, i) =>
      i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join('')

/** `/api/v1/payments/intents` → `paymentIntentId`: the variable holding an id of that list. */
function idVariable(prefix: string): string {
  const segments = segmentsOf(prefix)
  const words = (
    segments[0] === API_PREFIX[0] && segments[1] === API_PREFIX[1] ? segments.slice(2) : segments
  ).map((s) => singular(s.replace(/^\{|\}$/g, '')))
  return `${camel(words)}Id`
}

/** `refresh_token` → `refreshToken`: the variable holding an answer's member. */
const memberVariable = (member: string) => camel(member.split('_'))

/** The members of an object schema, through `$ref`, `allOf`, `anyOf` and `oneOf`. */
function membersOf(doc: OpenApiDocument, given: Json | undefined, depth = 0): Map<string, Json> {
  const schema = resolved(doc, given)
  const out = new Map<string, Json>()
  if (!schema || depth > 4) return out
  for (const [name, member] of Object.entries((schema.properties ?? {}) as Record<string, Json>))
    out.set(name, member)
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const branch of (schema[key] as Json[] | undefined) ?? [])
      for (const [name, member] of membersOf(doc, branch, depth + 1)) out.set(name, member)
  }
  return out
}

/** Where an answer holds the id of the record it made: `id`, else a member object's `id`. */
function idPathOf(doc: OpenApiDocument, answer: Json | undefined): string[] | undefined {
  const members = membersOf(doc, answer)
  if (members.has('id')) return ['id']
  for (const [name, member] of members) if (membersOf(doc, member).has('id')) return [name, 'id']
  return undefined
}

/** The literal prefix before each path parameter: `/a/{x}/b/{y}` → x: `/a`, y: `/a/{x}/b`. */
function prefixesOf(path: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of path.matchAll(/\/\{([^}]+)\}/g)) out.set(m[1] as string, path.slice(0, m.index))
  return out
}

const METHOD_RANK: Record<string, number> = { GET: 0, HEAD: 0, POST: 1, PUT: 2, PATCH: 2 }

/** Placeholders in an example body: a string `"<name>"` stands for the answer member `name`. */
const PLACEHOLDER = /"<([a-z][a-z0-9_]*)>"/g

export function planOf(doc: OpenApiDocument): Plan {
  const entries = operationsOf(doc)
  const byId = new Map(entries.map((e) => [`${e.method} ${e.path}`, e]))
  const leftOut: Plan['leftOut'] = []
  const kept = entries.filter((entry) => {
    const reason = leftOutReason(entry, byId)
    if (reason) leftOut.push({ method: entry.method, path: entry.path, reason })
    return reason === undefined
  })
  const nodes = nodesOf(doc, kept)
  const nodeOf = new Map(nodes.map((n) => [n.request.id, n]))
  wire(nodes, producersOf(doc, entries, nodes))

  const folders = orderFolders(doc, nodes, nodeOf)
  const ordered = folders.flatMap((f) => f.nodes.flatMap((n) => [...n.setups, n.request]))
  chain(ordered)

  const setters = new Map<string, string[]>()
  for (const request of ordered)
    for (const c of request.captures)
      setters.set(c.variable, [
        ...(setters.get(c.variable) ?? []),
        `${request.id} (\`${c.path.join('.')}\`)`,
      ])
  const descriptions = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']))
  return {
    folders: folders.map((f) => ({
      name: f.name,
      description: descriptions.get(f.name) ?? '',
      requests: f.nodes.flatMap((n) => [...n.setups, n.request]),
    })),
    variables: [...setters].map(([name, from]) => ({
      name,
      description: `Set by ${from.join(', ')}.`,
    })),
    leftOut,
  }
}

/** What the collection's description adds: how it runs, and what it leaves out. */
export function runNotes(plan: Plan): string {
  const lines = [
    'Run it from top to bottom on a fresh sandbox (set `identity`): each request tests the status ' +
      'the OpenAPI document promises and passes the ids and tokens of its answer on to the ' +
      'requests after it; the requests that wipe the sandbox come last.',
    '',
    'Only the routes that require a Bearer token send `accessToken`; those that read one when ' +
      'sent (the routes roles guard, GraphQL) send none, and say so.',
  ]
  // The root surface: paths outside /api/v1 with their own tag and answers.
  for (const folder of plan.folders.filter((f) =>
    f.requests.every((r) => !r.path.startsWith('/api/')),
  ))
    lines.push(
      '',
      `The folder \`${folder.name}\` holds paths outside \`/api/v1\` with answers of their own ` +
        '(the root surface); it reads, updates and deletes the records it creates.',
    )
  const reasons = [...new Set(plan.leftOut.map((o) => o.reason))]
  if (reasons.length > 0) lines.push('', 'Left out:')
  for (const reason of reasons) {
    const ops = plan.leftOut.filter((o) => o.reason === reason)
    lines.push(`- ${reason}: ${ops.map((o) => `\`${o.method} ${o.path}\``).join(', ')}`)
  }
  return lines.join('\n')
}

/** A node per operation kept, its override applied and the copies sent before it made. */
function nodesOf(doc: OpenApiDocument, kept: OperationEntry[]): Node[] {
  const byId = new Map(kept.map((e) => [`${e.method} ${e.path}`, e]))
  const nodes: Node[] = kept.map((entry, index) => {
    const override = overrideOf(`${entry.method} ${entry.path}`)
    const request = clientRequest(doc, entry, tagOf(entry.operation))
    applyOverride(doc, request, entry, override, byId)
    return {
      request,
      override,
      index,
      answer: answerSchemaOf(doc, entry),
      after: new Set(override?.after ?? []),
      setups: [],
    }
  })
  const nodeOf = new Map(nodes.map((n) => [n.request.id, n]))
  for (const node of nodes) {
    for (const target of node.override?.before ?? []) nodeOf.get(target)?.after.add(node.request.id)
    const setup = node.override?.setup
    const entry = setup && byId.get(setup.request)
    if (!setup || !entry) continue
    const copy = clientRequest(doc, entry, node.request.folder)
    copy.id = `${setup.request} before ${node.request.id}`
    copy.name = `${copy.name} (for “${node.request.name}”)`
    copy.captures = Object.entries(setup.captures).map(([variable, path]) => ({ variable, path }))
    node.setups.push(copy)
    if (setup.after) node.after.add(setup.after)
  }
  return nodes
}

/** A request whose answer may set a variable, where in the answer, and the node it runs with. */
interface Producer {
  request: ClientRequest
  node: Node
  path: AnswerPath
}

/**
 * Who may set each variable, in two kinds. `ids`: the id of a record the run makes, which a
 * path's `{id}` takes: a create's `id` (or its member object's, `file.id`) and an id an answer
 * holds under a list's singular name (`delivery.id` for `/webhooks/deliveries/{id}`). `members`:
 * any member of an answer by its name (`access_token` → `accessToken`), which the Bearer token
 * and a `"<name>"` placeholder take. A record's reference fields (`post_id` and its alias
 * `postId`, docs/contract/baseline-and-overlay.md#resources-and-fields) are members, never ids:
 * they name another record, in the examples a shared one, not one this run made. What
 * overrides.ts captures by name is both.
 */
interface Producers {
  ids: Map<string, Producer[]>
  members: Map<string, Producer[]>
}

function producersOf(doc: OpenApiDocument, entries: OperationEntry[], nodes: Node[]): Producers {
  const producers: Producers = { ids: new Map(), members: new Map() }
  const produce = (kind: keyof Producers, variable: string, p: Producer) => {
    const list = producers[kind].get(variable) ?? []
    if (!list.some((q) => q.request === p.request)) list.push(p)
    producers[kind].set(variable, list)
  }
  const named = (variable: string, p: Producer) => {
    produce('ids', variable, p)
    produce('members', variable, p)
  }
  const lists = new Set<string>()
  for (const e of entries) for (const prefix of prefixesOf(e.path).values()) lists.add(prefix)
  for (const node of nodes) {
    const { request, answer } = node
    for (const setup of node.setups)
      for (const c of setup.captures) named(c.variable, { request: setup, node, path: c.path })
    for (const [variable, path] of Object.entries(node.override?.captures ?? {}))
      named(variable, { request, node, path })
    const members = membersOf(doc, answer)
    for (const [member] of members)
      produce('members', memberVariable(member), { request, node, path: [member] })
    if (request.method === 'POST' && lists.has(request.path)) {
      const path = idPathOf(doc, answer)
      if (path) produce('ids', idVariable(request.path), { request, node, path })
    }
    for (const [member, schema] of members) {
      for (const list of lists) {
        const last = segmentsOf(list).at(-1) ?? ''
        if (!last.startsWith('{') && singular(last) === member && membersOf(doc, schema).has('id'))
          produce('ids', idVariable(list), { request, node, path: [member, 'id'] })
      }
    }
  }
  return producers
}

/**
 * What each request sends, and which answers set it: an id in its path from a request of its
 * folder that makes such a record (else the document's example stays), the token and a
 * placeholder from an answer member of its folder first, else from anywhere, and any other
 * `{{…}}` likewise from an id first. Each producer chosen captures the value; the request runs
 * after the first. A request's captures are in the order of their variables' names: each sets
 * its own variable, so their order means nothing, and so the collections do not change when a
 * request of another folder happens to ask for a value first.
 */
function wire(nodes: Node[], producers: Producers) {
  const capturing = new Map<ClientRequest, Capture[]>()
  const all = nodes.flatMap((n) => [
    ...n.setups.map((s) => ({ request: s, node: n })),
    { request: n.request, node: n },
  ])
  for (const { request, node } of all) {
    const pick = (kind: keyof Producers, variable: string, anyFolder: boolean): boolean => {
      const candidates = (producers[kind].get(variable) ?? []).filter((p) => p.request !== request)
      const own = candidates.filter((p) => p.request.folder === request.folder)
      const chosen = own.length > 0 ? own : anyFolder ? candidates : []
      if (chosen.length === 0) return false
      for (const p of chosen) {
        const list = capturing.get(p.request) ?? []
        if (!list.some((c) => c.variable === variable)) list.push({ variable, path: p.path })
        capturing.set(p.request, list)
      }
      // The copies sent before a request run with it, so its own need no ordering.
      const first = chosen[0] as Producer
      if (first.node !== node) node.after.add(first.node.request.id)
      return true
    }
    for (const [param, prefix] of prefixesOf(request.path)) {
      const variable = idVariable(prefix)
      const p = request.pathParams.find((q) => q.name === param)
      if (p && pick('ids', variable, false)) p.value = `{{${variable}}}`
    }
    if (request.body) {
      request.body.text = request.body.text.replace(PLACEHOLDER, (whole, member: string) =>
        pick('members', memberVariable(member), true) ? `"{{${memberVariable(member)}}}"` : whole,
      )
    }
    if (request.bearer && !pick('members', 'accessToken', true))
      throw new Error(`${request.id} wants a Bearer token, and no answer holds access_token`)
    const values = [
      ...request.query.map((q) => q.value),
      ...(request.body ? [request.body.text] : []),
    ]
    for (const variable of values.flatMap(referencesIn)) {
      if (!pick('ids', variable, true) && !pick('members', variable, true))
        throw new Error(`${request.id} sends {{${variable}}}, which no answer sets`)
    }
  }
  for (const [request, captures] of capturing)
    for (const c of captures)
      if (!request.captures.some((d) => d.variable === c.variable)) request.captures.push(c)
  for (const { request } of all)
    request.captures.sort((a, b) =>
      a.variable < b.variable ? -1 : a.variable > b.variable ? 1 : 0,
    )
}

/**
 * In the run order, each value a request sends is the one the last answer before it set: that
 * answer is noted in `uses` (Insomnia reads it there) and in the request's description.
 */
function chain(ordered: ClientRequest[]) {
  const last = new Map<string, ClientRequest>()
  for (const request of ordered) {
    const sent = new Set([
      ...request.pathParams.flatMap((p) => referencesIn(p.value)),
      ...request.query.filter((q) => q.sent).flatMap((q) => referencesIn(q.value)),
      ...(request.body ? referencesIn(request.body.text) : []),
      ...(request.bearer ? ['accessToken'] : []),
    ])
    for (const variable of sent) {
      const from = last.get(variable)
      const capture = from?.captures.find((c) => c.variable === variable)
      if (!from || !capture)
        throw new Error(`${request.id} runs before an answer sets {{${variable}}}`)
      request.uses.push({ variable, from: from.id, path: capture.path })
    }
    for (const c of request.captures) last.set(c.variable, request)
  }
  const names = new Map(ordered.map((r) => [r.id, r.name]))
  for (const request of ordered) {
    const notes = [
      ...request.uses.map(
        (u) => `Sends \`{{${u.variable}}}\` from the answer of “${names.get(u.from)}”.`,
      ),
      ...request.captures.map(
        (c) => `Its answer sets \`{{${c.variable}}}\` (\`${c.path.join('.')}\`).`,
      ),
    ]
    if (notes.length > 0) request.description = `${request.description}\n\n${notes.join('\n')}`
  }
}

/** The override's query values and body members applied to the request. */
function applyOverride(
  doc: OpenApiDocument,
  request: ClientRequest,
  entry: OperationEntry,
  override: Override | undefined,
  byId: Map<string, OperationEntry>,
) {
  if (!override) return
  for (const [name, value] of Object.entries(override.query ?? {})) {
    const q = request.query.find((p) => p.name === name)
    if (q) Object.assign(q, { value, sent: true })
  }
  if (override.rows) {
    const parent = entry.path.slice(0, entry.path.lastIndexOf('/'))
    const create = byId.get(`POST ${parent}`)
    const json = create && jsonBodyOf(create.operation)
    const record = json && exampleOf(doc, json.media)
    if (record !== undefined)
      request.body = { mediaType: 'application/json', text: JSON.stringify([record], null, 2) }
  }
  if (override.body && request.body) {
    const value = JSON.parse(request.body.text) as Json
    request.body.text = JSON.stringify({ ...value, ...override.body }, null, 2)
  }
}

/** Rank of a request in its folder: reads, creates, updates, actions on a record, deletes. */
function rankOf(node: Node): number[] {
  const { method, path } = node.request
  const end = node.override?.order === 'run-end' ? 2 : node.override?.order === 'folder-end' ? 1 : 0
  const onRecord = node.request.pathParams.some((p) => referencesIn(p.value).length > 0)
  const rank =
    method === 'DELETE' ? 4 : method === 'POST' && onRecord ? 3 : (METHOD_RANK[method] ?? 3)
  // Deletes take the deepest path first: a record before its collection.
  const depth = method === 'DELETE' ? -segmentsOf(path).length : 0
  return [end, rank, depth, node.index]
}

const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number)
  return 0
}

/** Folders in the document's order, each after those it needs answers from; its requests too. */
function orderFolders(doc: OpenApiDocument, nodes: Node[], nodeOf: Map<string, Node>) {
  const tagOrder = new Map((doc.tags ?? []).map((t, i) => [t.name, i]))
  const folderNames = [...new Set(nodes.map((n) => n.request.folder))]
  const folderKey = (name: string) => {
    const members = nodes.filter((n) => n.request.folder === name)
    const end = members.some((n) => n.override?.order === 'run-end') ? 1 : 0
    return [end, tagOrder.get(name) ?? tagOrder.size, Math.min(...members.map((n) => n.index))]
  }
  const needs = new Map(folderNames.map((f) => [f, new Set<string>()]))
  for (const node of nodes) {
    for (const id of node.after) {
      const other = nodeOf.get(id)
      if (other && other.request.folder !== node.request.folder)
        needs.get(node.request.folder)?.add(other.request.folder)
    }
  }
  // Each folder in the document's order, preceded by those it needs that are not placed yet.
  const folders: string[] = []
  const place = (name: string, path: string[]) => {
    if (folders.includes(name)) return
    if (path.includes(name))
      throw new Error(`folders need each other: ${[...path, name].join(' → ')}`)
    for (const other of needs.get(name) ?? []) place(other, [...path, name])
    folders.push(name)
  }
  for (const name of folderNames.sort((a, b) => compare(folderKey(a), folderKey(b))))
    place(name, [])
  return folders.map((name) => {
    const members = nodes.filter((n) => n.request.folder === name)
    const ids = new Set(members.map((n) => n.request.id))
    const ordered = topological(
      members.map((n) => n.request.id),
      (id) => new Set([...(nodeOf.get(id)?.after ?? [])].filter((a) => ids.has(a))),
      (id) => rankOf(nodeOf.get(id) as Node),
    )
    return { name, nodes: ordered.map((id) => nodeOf.get(id) as Node) }
  })
}

/** Kahn's sort: of the items whose prerequisites are placed, the one of least key goes next. */
function topological(
  items: string[],
  prerequisites: (item: string) => Set<string>,
  key: (item: string) => number[],
): string[] {
  const placed = new Set<string>()
  const out: string[] = []
  while (out.length < items.length) {
    const ready = items.filter(
      (i) =>
        !placed.has(i) && [...prerequisites(i)].every((p) => placed.has(p) || !items.includes(p)),
    )
    if (ready.length === 0)
      throw new Error(`a cycle among ${items.filter((i) => !placed.has(i)).join(', ')}`)
    const next = ready.sort((a, b) => compare(key(a), key(b)))[0] as string
    placed.add(next)
    out.push(next)
  }
  return out
}
