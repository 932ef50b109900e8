import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { createBaseline } from '../../../src/domain/baseline.ts'
import { as } from '../../helper.ts'
import { API, type Client } from '../resources/support.ts'
import { type ExportEntry, mergedView, type Rec, type View } from './oracle.ts'

/**
 * The case table's sandbox, made through real requests: creates with fields no schema types
 * (`views`, some a number and one the string "10", a nested `meta`), updates that move records
 * in and out of filters and sorts, deletes, on the four resources, and custom collections (the
 * blog template, plus books written by POST, PATCH and DELETE).
 */

export const IDENTITY = 'query-cases'

/** The ids the scenario made, which the cases name. */
export interface Scenario {
  posts: { alpha: string; beta: string; gamma: string; epsilon: string }
  comments: { reader: string }
  todos: { fresh: string }
  users: { ada: string }
  /** Custom records: two authors of the blog template, and the books. */
  authors: [string, string]
  books: string[]
}

async function ok(res: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const r = await res
  assert.equal(r.statusCode, 200, r.body)
  return r.json() as Rec
}

export async function makeScenario(client: Client): Promise<Scenario> {
  const post = (body: object) => ok(client.post(`${API}/posts`, body))
  const alpha = await post({
    user_id: 2,
    title: 'Alpha views',
    body: 'first sandbox post',
    views: 10,
    meta: { tag: 'news', score: 5 },
  })
  const beta = await post({
    userId: 3,
    title: 'beta in lower case',
    body: 'second sandbox post',
    views: '10',
    meta: { tag: 'misc', score: 7 },
  })
  const gamma = await post({
    user_id: '1',
    title: 'Gamma rays',
    body: 'third',
    views: 250,
    published: true,
  })
  const doomed = await post({ user_id: 2, title: 'Delta, deleted', body: 'gone', views: 10 })
  const epsilon = await post({ user_id: 2, title: 'epsilon', body: 'fifth', views: 0 })
  await ok(client.delete(`${API}/posts/${doomed.id}`))
  await ok(client.patch(`${API}/posts/1`, { title: 'Zeta patched', views: 42 }))
  await ok(
    client.put(`${API}/posts/5`, { user_id: 7, title: 'aardvark replaced', body: 'new', views: 3 }),
  )
  await ok(client.patch(`${API}/posts/7`, { meta: { tag: 'news', score: 1 } }))
  await ok(client.patch(`${API}/posts/${epsilon.id}`, { views: 11, published: false }))
  await ok(client.delete(`${API}/posts/6`))
  await ok(client.delete(`${API}/posts/50`))

  const reader = await ok(
    client.post(`${API}/comments`, {
      post_id: 1,
      name: 'Sandbox reader',
      email: 'reader@example.com',
      body: 'Hello from the sandbox',
      likes: 4,
    }),
  )
  await ok(
    client.post(`${API}/comments`, {
      postId: 3,
      name: 'another reader',
      email: 'x@example.org',
      body: 'b',
      likes: 0,
    }),
  )
  await ok(client.patch(`${API}/comments/1`, { post_id: 2 }))
  await ok(client.patch(`${API}/comments/${reader.id}`, { postId: 2 }))
  await ok(client.delete(`${API}/comments/5`))
  await ok(
    client.put(`${API}/comments/10`, {
      post_id: 4,
      name: 'zzz last',
      email: 'z@example.com',
      body: 'replaced',
    }),
  )

  const fresh = await ok(
    client.post(`${API}/todos`, {
      user_id: 1,
      title: 'Sandbox todo',
      completed: false,
      priority: 2,
    }),
  )
  await ok(client.patch(`${API}/todos/1`, { completed: false }))
  await ok(client.patch(`${API}/todos/2`, { completed: true, priority: 5 }))
  await ok(client.delete(`${API}/todos/3`))

  const ada = await ok(
    client.post(`${API}/users`, {
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      phone: '555-0100',
      website: 'ada.example.com',
      address: { street: '12 St James Square', city: 'London', zipcode: 'SW1Y' },
      company: { name: 'Analytical Engines', catchPhrase: 'Poetical science' },
      age: 36,
    }),
  )
  await ok(client.patch(`${API}/users/1`, { address: { city: 'Springfield' }, website: null }))
  await ok(client.patch(`${API}/users/3`, { age: 30 }))
  await ok(client.delete(`${API}/users/10`))

  await ok(client.post(`${API}/custom/seed`, { template: 'blog' }))
  const authors = (
    (await ok(client.get(`${API}/custom/authors?limit=2`))) as unknown as { data: Rec[] }
  ).data.map((a) => a.id as string) as [string, string]
  const book = (body: object) => ok(client.post(`${API}/custom/books`, body))
  const books: Rec[] = []
  books.push(
    await book({
      title: 'Dune',
      year: 1965,
      rating: 4.5,
      authorId: authors[0],
      genre: 'scifi',
      meta: { pages: 412 },
      inPrint: true,
    }),
  )
  books.push(
    await book({
      title: 'the hobbit',
      year: 1937,
      rating: 4.7,
      authorId: authors[1],
      genre: 'fantasy',
      meta: { pages: 310 },
    }),
  )
  books.push(
    await book({
      title: 'Neuromancer',
      year: 1984,
      rating: '4.5',
      authorId: authors[0],
      genre: 'scifi',
      meta: { pages: 271 },
      inPrint: 'true',
    }),
  )
  books.push(
    await book({
      title: 'Piranesi',
      year: 2020,
      rating: 4.2,
      genre: 'fantasy',
      meta: { pages: 272 },
    }),
  )
  books.push(
    await book({
      title: 'Annihilation',
      year: 2014,
      rating: 3.9,
      authorId: 'local-nobody',
      genre: 'weird',
    }),
  )
  books.push(await book({ title: 'Lost', year: 2001 }))
  await ok(
    client.patch(`${API}/custom/books/${books[3]?.id}`, { year: 2021, authorId: authors[1] }),
  )
  await ok(client.delete(`${API}/custom/books/${books[5]?.id}`))

  return {
    posts: {
      alpha: alpha.id as string,
      beta: beta.id as string,
      gamma: gamma.id as string,
      epsilon: epsilon.id as string,
    },
    comments: { reader: reader.id as string },
    todos: { fresh: fresh.id as string },
    users: { ada: ada.id as string },
    authors,
    books: books.slice(0, 5).map((b) => b.id as string),
  }
}

const baseline = createBaseline(1)

/** The identity's merged view: the scale-1 baseline plus what its export says it wrote. */
export async function viewOf(client: Client): Promise<View> {
  const res = await client.get(`${API}/session/export`)
  assert.equal(res.statusCode, 200, res.body)
  const { records } = res.json() as { records: ExportEntry[] }
  return mergedView((r) => baseline.all(r) as readonly Rec[], records)
}

/** A fresh app's sandbox with the scenario in it, and the view the oracle reads. */
export async function prepare(app: FastifyInstance) {
  const client = as(app, IDENTITY)
  const scenario = await makeScenario(client)
  return { client, scenario, view: await viewOf(client) }
}
