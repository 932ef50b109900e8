import assert from 'node:assert/strict'
import { test } from 'node:test'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { launch, screenshotPath, watch } from './chromium.ts'

/** A gallery page of our images, checked as a browser renders them, and photographed. */
test('avatars and thumbnails render in Chromium', async (t) => {
  const server = await serveBuiltCli(t)
  const browser = await launch(t)
  const page = await browser.newPage({ viewport: { width: 1000, height: 560 } })
  const seen = watch(page, server.url)
  const api = `${server.url}/api/v1`
  const images = [
    `${api}/avatars/Bret.svg?size=160`,
    `${api}/avatars/sarah_connor.svg?size=160&rounded=false`,
    `${api}/avatars/${encodeURIComponent('Élodie Durand')}.svg?size=160`,
    `${api}/thumbnails/post-1.svg?width=440&height=260&text=${encodeURIComponent('Target out-of-the-box deliverables')}`,
    `${api}/thumbnails/${encodeURIComponent('<script>alert(1)</script>')}.svg?width=440&height=260`,
  ]
  await page.setContent(`<!doctype html>
    <body style="margin:24px;font-family:sans-serif;background:#f5f6f8">
      <div style="display:flex;gap:32px;margin-bottom:24px">${images
        .slice(0, 3)
        .map((src) => `<img src="${src}" width="160" height="160">`)
        .join('')}</div>
      <div style="display:flex;gap:32px">${images
        .slice(3)
        .map((src) => `<img src="${src}" width="440" height="260">`)
        .join('')}</div>
    </body>`)
  // A string: the function runs in the page, whose DOM types this Node project does not load.
  // A function's text, polled by calling it, not an expression evaluated at every poll (an eval
  // that a page's CSP would refuse).
  await page.waitForFunction('() => [...document.images].every((img) => img.complete)')
  const sizes = await page.$$eval('img', (imgs) =>
    imgs.map((img) => [img.naturalWidth, img.naturalHeight]),
  )
  assert.deepEqual(sizes, [
    [160, 160],
    [160, 160],
    [160, 160],
    [440, 260],
    [440, 260],
  ])
  await page.screenshot({ path: screenshotPath('images.png') })
  assert.deepEqual(seen.problems, [])
})
