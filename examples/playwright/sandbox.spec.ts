import type { ListEnvelope, Post } from 'mock-playground/types'
import { expect, test } from './fixtures.ts'

// Two tests at once, on two workers, each writing before it reads: whichever reads last does so
// after both wrote, so a shared sandbox would show it two drafts.
for (const author of ['Ada', 'Grace']) {
  test(`${author}'s page shows ${author}'s draft, and only hers`, async ({ sandbox, page }) => {
    const title = `Draft by ${author}`
    const created = await sandbox.fetch('/api/v1/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 1, title }),
    })
    expect(created.status).toBe(200)

    await page.goto('/')
    await expect(page.locator('#activity .entry')).toHaveText([new RegExp(title)])
    await expect(page.locator('[data-total="created"]')).toHaveText('1')

    // What the front end's own code would fetch, from the page: the same sandbox.
    const drafts = await page.evaluate(async () => {
      const res = await fetch('/api/v1/posts?title_like=^Draft by')
      return (await res.json()) as ListEnvelope<Post>
    })
    expect(drafts.data.map((post) => post.title)).toEqual([title])
  })
}
