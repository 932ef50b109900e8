import type { SandboxClient } from 'mock-playground'
import type { ListEnvelope, Post } from 'mock-playground/types'
import { describe } from 'vitest'
import { test } from './sandbox.ts'

const createPost = (sandbox: SandboxClient, title: string) =>
  sandbox.fetch('/api/v1/posts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 1, title }),
  })

const postTitlesLike = async (sandbox: SandboxClient, pattern: string) => {
  const res = await sandbox.fetch(`/api/v1/posts?title_like=${encodeURIComponent(pattern)}`)
  return ((await res.json()) as ListEnvelope<Post>).data.map((post) => post.title)
}

// Both tests write before either reads: had they shared a sandbox, each would see two posts.
let written = 0
let bothWritten: () => void
const bothHaveWritten = new Promise<void>((resolve) => {
  bothWritten = resolve
})
const wrote = () => {
  written += 1
  if (written === 2) bothWritten()
  return bothHaveWritten
}

describe.concurrent('a sandbox per test', () => {
  test('Alice sees only her post', async ({ sandbox, expect }) => {
    expect((await createPost(sandbox, 'Shared title? Alice')).status).toBe(200)
    await wrote()
    expect(await postTitlesLike(sandbox, '^Shared title')).toEqual(['Shared title? Alice'])
  })

  test('Bob sees only his post', async ({ sandbox, expect }) => {
    expect((await createPost(sandbox, 'Shared title? Bob')).status).toBe(200)
    await wrote()
    expect(await postTitlesLike(sandbox, '^Shared title')).toEqual(['Shared title? Bob'])
  })

  test('a new sandbox starts from the shared baseline', async ({ sandbox, expect }) => {
    const list = (await (await sandbox.fetch('/api/v1/posts?limit=1')).json()) as ListEnvelope<Post>
    expect(list.pagination.total).toBe(100)
  })
})
