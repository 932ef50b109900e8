import type { Json } from './load.ts'

/**
 * The resources a document's paths describe (docs/contract/openapi-mock.md#inference): a
 * collection path (`GET` answering an array, bare or wrapped, and/or `POST`) with an item path
 * below it (`/{param}` with `GET`, `PUT`, `PATCH` or `DELETE`) is a resource whose records live
 * in sandboxes; `/users/{userId}/pets` lists the pets whose reference to that user matches.
 * Every other operation is answered from the document's examples and schemas, and is listed so.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
type Method = (typeof METHODS)[number]

export type CrudKind = 'list' | 'create' | 'get' | 'replace' | 'patch' | 'remove'

export interface ResourceOperation {
  method: Method
  path: string
  /** The success status the document declares (201, 204…). */
  status: number
}

export interface InferredResource {
  /** The collection path's last segment: `pets`. */
  name: string
  listPath: string
  itemPath?: string
  /** The item path's parameter: `petId`. */
  idParam?: string
  /** The record's id field: the parameter's name when records hold it, else `id`. */
  idField: string
  /** The schema of one record, when the document gives one. */
  schema?: Json
  /** The member of a list answer that holds the records (`items`), when it is not an array. */
  wrapper?: string
  /** The wrapper's other members and theirs one level down (`total`, `meta.total`, `next`). */
  wrapperMembers?: Record<string, string[]>
  operations: Partial<Record<CrudKind, ResourceOperation>>
  /** Nested lists of it: `/users/{userId}/pets` filters `field` (`userId`) on the parameter. */
  nested: Array<{ path: string; param: string; field: string }>
}

export interface Inference {
  resources: InferredResource[]
  /** Operations no resource takes: answered from examples and schemas. */
  examplesOnly: Array<{ method: string; path: string }>
}

const isParam = (segment: string) => /^\{[^}]+\}$/.test(segment)
const paramOf = (segment: string) => segment.slice(1, -1)
const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The first 2xx an operation declares, with its JSON schema. */
function success(op: Json): { status: number; schema?: Json } | undefined {
  const responses = (op.responses ?? {}) as Record<string, Json>
  const code = Object.keys(responses).find((c) => /^2(\d\d|XX)$/.test(c))
  if (!code) return undefined
  const content = (responses[code]?.content ?? {}) as Record<string, Json>
  const media = Object.keys(content).find((t) => /json/.test(t))
  const schema = media === undefined ? undefined : (content[media]?.schema as Json | undefined)
  return { status: code === '2XX' ? 200 : Number(code), ...(schema && { schema }) }
}

function bodySchema(op: Json): Json | undefined {
  const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>
  const media = Object.keys(content).find((t) => /json/.test(t))
  return media === undefined ? undefined : (content[media]?.schema as Json | undefined)
}

const isArray = (schema: Json | undefined) =>
  schema !== undefined &&
  (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')))

/** Members a wrapped list is commonly held in, in the order they are preferred. */
const WRAPPERS = ['items', 'data', 'results', 'records', 'content', 'values', 'list']

/** A list answer's records: the array itself, or the one array member of a wrapper object. */
function listShape(
  name: string,
  schema: Json | undefined,
): { items?: Json; wrapper?: string; members?: Record<string, string[]> } | undefined {
  if (isArray(schema)) return { ...(schema?.items ? { items: schema.items as Json } : {}) }
  const properties = (schema?.properties ?? {}) as Record<string, Json>
  const arrays = Object.keys(properties).filter((k) => isArray(properties[k]))
  const wrapper =
    WRAPPERS.find((w) => arrays.includes(w)) ?? arrays.find((a) => a === name) ?? arrays[0]
  if (wrapper === undefined) return undefined
  const items = properties[wrapper]?.items as Json | undefined
  const members = Object.fromEntries(
    Object.entries(properties)
      .filter(([k]) => k !== wrapper)
      .map(([k, p]) => [k, Object.keys((p.properties ?? {}) as Json)]),
  )
  return { wrapper, members, ...(items ? { items } : {}) }
}

/** `petId` → `id` unless records hold `petId` themselves. */
function idFieldOf(schema: Json | undefined, param: string | undefined): string {
  const properties = (schema?.properties ?? {}) as Record<string, unknown>
  if (param && param in properties) return param
  return 'id'
}

/** The field a nested path's parameter filters: `userId`, or `user_id`, as records hold it. */
function referenceField(schema: Json | undefined, param: string): string {
  const properties = (schema?.properties ?? {}) as Record<string, unknown>
  const snake = param.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
  return [param, snake].find((f) => f in properties) ?? param
}

export function inferResources(document: Json): Inference {
  const paths = (document.paths ?? {}) as Record<string, Json>
  const taken = new Set<string>()
  const take = (method: Method, path: string) => taken.add(`${method} ${path}`)
  const resources = new Map<string, InferredResource>()

  // Shallow paths first: `/pets` is the resource that `/users/{userId}/pets` then filters.
  const byDepth = Object.entries(paths).sort(
    ([a], [b]) => segmentsOf(a).length - segmentsOf(b).length,
  )
  for (const [listPath, item] of byDepth) {
    const segments = segmentsOf(listPath)
    const last = segments.at(-1)
    if (last === undefined || isParam(last)) continue
    const get = item.get as Json | undefined
    const post = item.post as Json | undefined
    const listed = get && success(get)
    const shape = listed && listShape(last, listed.schema)
    if (!shape && !post) continue

    const itemEntry = Object.entries(paths).find(([p]) => {
      const s = segmentsOf(p)
      return (
        s.length === segments.length + 1 &&
        p.startsWith(`${listPath}/`) &&
        isParam(s.at(-1) as string)
      )
    })
    // A POST with neither a list nor records below it is an action (`/pets/{petId}/adopt`).
    if (!shape && !itemEntry) continue
    const [itemPath, itemOps] = itemEntry ?? []
    const idParam = itemPath ? paramOf(segmentsOf(itemPath).at(-1) as string) : undefined
    const schema: Json | undefined =
      (itemOps?.get ? success(itemOps.get as Json)?.schema : undefined) ??
      shape?.items ??
      (post ? bodySchema(post) : undefined)
    const parentParams = segments.filter(isParam).map(paramOf)
    const operations: InferredResource['operations'] = {}
    const record = (kind: CrudKind, method: Method, path: string, op: Json | undefined) => {
      const ok = op && success(op)
      if (!op || !ok) return
      operations[kind] = { method, path, status: ok.status }
      take(method, path)
    }
    if (shape) record('list', 'get', listPath, get)
    record('create', 'post', listPath, post)
    if (itemPath && itemOps) {
      record('get', 'get', itemPath, itemOps.get as Json | undefined)
      record('replace', 'put', itemPath, itemOps.put as Json | undefined)
      record('patch', 'patch', itemPath, itemOps.patch as Json | undefined)
      record('remove', 'delete', itemPath, itemOps.delete as Json | undefined)
    }
    const existing = resources.get(last)
    if (parentParams.length > 0 && existing) {
      // `/users/{userId}/pets` beside `/pets`: a filtered list of the same records.
      const param = parentParams.at(-1) as string
      existing.nested.push({ path: listPath, param, field: referenceField(existing.schema, param) })
      continue
    }
    resources.set(last, {
      name: last,
      listPath,
      ...(itemPath && { itemPath }),
      ...(idParam && { idParam }),
      idField: idFieldOf(schema, idParam),
      ...(schema && { schema }),
      ...(shape?.wrapper && { wrapper: shape.wrapper, wrapperMembers: shape.members ?? {} }),
      operations,
      nested: [],
    })
  }

  const examplesOnly = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] && !taken.has(`${m} ${path}`)).map((method) => ({
      method: method.toUpperCase(),
      path,
    })),
  )
  return { resources: [...resources.values()], examplesOnly }
}
