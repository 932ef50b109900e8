/**
 * An `operationId` for every operation of the document, which generated clients (orval,
 * openapi-generator) name their functions after: the summary in camelCase (`Get a post` →
 * `getPost`, `List the comments of a post` → `listCommentsOfPost`), prefixed `root` on the
 * root surface (`rootListPosts`). An alias whose summary another operation already took (the
 * `/auth/...` copies, `/api/v1/graphql`) is named by its method and path (`postAuthLogin`),
 * which no two operations share. A route that sets its own keeps it.
 */

type Operation = { operationId?: string; summary?: string; tags?: string[] }
type Document = { paths?: Record<string, object | undefined> }

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

/** Words that add nothing to a function's name. */
const FILLER = new Set(['a', 'an', 'the'])

/** `['list', 'posts', 'of', 'user']` → `listPostsOfUser` */
const camel = (words: string[]) =>
  words
    .map((w, i) =>
      i === 0 ? w.toLowerCase() : `${w[0]?.toUpperCase()}${w.slice(1).toLowerCase()}`,
    )
    .join('')

const wordsOf = (text: string) => text.match(/[A-Za-z0-9]+/g) ?? []

/**
 * `Update a post (JSON merge patch)` → `updatePost`: what comes before a colon or comma, less
 * parentheses, quotes and articles (`llms.txt: the API in brief` → `llmsTxt`).
 */
export function idFromSummary(summary: string): string {
  const text = (summary.split(/[:,]\s/)[0] ?? '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[`'’]/g, '')
    .replace(/\be-mail/gi, 'email')
  return camel(wordsOf(text).filter((w) => !FILLER.has(w.toLowerCase())))
}

/** `POST /auth/otp/verify` → `postAuthOtpVerify`; `GET /posts/{id}` → `getPostsById`. */
export function idFromPath(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1]
      return param ? ['by', ...wordsOf(param)] : wordsOf(segment)
    })
  return camel([method, ...words])
}

export function withOperationIds<D extends Document>(doc: D): D {
  const taken = new Set<string>()
  const unnamed: Array<[string, string, Operation]> = []
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined> | undefined)?.[method]
      if (!op) continue
      // A route's own id is kept unless an earlier route holds it (a schema spread twice).
      if (op.operationId && !taken.has(op.operationId)) taken.add(op.operationId)
      else unnamed.push([method, path, op])
    }
  for (const [method, path, op] of unnamed) {
    delete op.operationId
    const base = op.summary ? idFromSummary(op.summary) : ''
    const named = base && op.tags?.[0] === 'root' ? camel(['root', ...splitCamel(base)]) : base
    let id = named && !taken.has(named) ? named : idFromPath(method, path)
    // Two paths that differ only in punctuation (`/a.b`, `/a/b`) would share a path id.
    for (let n = 2; taken.has(id); n++) id = `${idFromPath(method, path)}${n}`
    op.operationId = id
    taken.add(id)
  }
  return doc
}

const splitCamel = (id: string) => id.split(/(?=[A-Z])/)
