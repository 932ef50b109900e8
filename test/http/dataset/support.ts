import type { FastifyInstance } from 'fastify'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import type { SandboxEvent } from '../../../src/domain/events/bus.ts'
import { ok } from '../custom/support.ts'
import { API, type Client, collect } from '../resources/support.ts'

/** Shared fixtures of the db.json session and import tests; not a test file itself. */

/**
 * posts and comments replace the built-ins; tags have string ids, books start at id 0 and hold
 * nested objects, arrays, integers and booleans; profile is a singular resource.
 */
export const DB = readDataset(
  JSON.stringify({
    posts: [
      { id: 1, title: 'json-server', author: 'typicode' },
      { id: 2, title: 'second', author: 'someone' },
    ],
    comments: [
      { id: 1, body: 'some comment', postId: 1 },
      { id: 2, body: 'more', postId: 1 },
    ],
    tags: [
      { id: 'red', label: 'Red' },
      { id: 'blue', label: 'Blue' },
    ],
    books: [
      {
        id: 0,
        title: 'Dune',
        year: 1965,
        inPrint: true,
        meta: { isbn: '0441013597', pages: 412 },
        genres: ['sf'],
      },
      {
        id: 1,
        title: 'Emma',
        year: 1815,
        inPrint: false,
        meta: { isbn: '0141439580', pages: 474 },
        genres: ['classic', 'romance'],
      },
    ],
    profile: { name: 'typicode' },
  }),
)

export const COLLECTIONS = ['posts', 'comments', 'tags', 'books'] as const

/** Everything a caller sees of the file, and the built-in users beside it. */
export async function fileView(me: Client) {
  const view: Record<string, unknown> = {}
  for (const name of [...COLLECTIONS, 'users'])
    view[name] = (await collect(me, `${API}/${name}`)).data
  view.profile = ok(await me.get(`${API}/profile`))
  return view
}

/** The sandbox's identity as the service knows it (what events are published under). */
export async function identityOf(me: Client) {
  return String((await me.get(`${API}/session`)).headers['x-playground-identity'])
}

/**
 * Collects the sandbox's events until `count` have arrived, or until one of type `until` has;
 * `stop` when done.
 */
export function hear(app: FastifyInstance, identity: string, count: number | { until: string }) {
  const heard: SandboxEvent[] = []
  let done: () => void = () => {}
  const all = new Promise<SandboxEvent[]>((resolve) => {
    done = () => resolve(heard)
  })
  const stop = app.events.subscribe(identity, (e) => {
    const n = heard.push(e)
    if (typeof count === 'number' ? n === count : e.type === count.until) done()
  })
  return { all, stop }
}
