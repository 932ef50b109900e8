import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { crc32, deflateSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { tempDir } from '../helper.ts'
import { openLanding, screenshotPath } from './chromium.ts'

/** A PNG a browser can draw: `width` × `height` pixels of one colour. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'latin1')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
    return Buffer.concat([head, data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  // Each row: filter byte 0, then RGB.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4f)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Uploads as a terminal would, into the sandbox `identity`; the problem's detail on a refusal. */
async function uploadFrom(base: string, identity: string, name: string, bytes: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([bytes]), name)
  const res = await fetch(`${base}/api/v1/uploads`, {
    method: 'POST',
    headers: { 'x-playground-identity': identity },
    body: form,
  })
  const body = (await res.json()) as { detail?: string; file?: { id: string } }
  return { status: res.status, detail: body.detail ?? '', id: body.file?.id ?? '' }
}

/** The files the section lists, newest first. */
const listed = (page: Page) =>
  page
    .locator('#upload-list .file')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-name')))

test('the uploads example: pick, drop, see dimensions and thumbnail, refusals explained, live list, delete', {
  timeout: 120_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const { page, seen } = await openLanding(t, {
    origin: server.url,
    path: '/#uploads',
    viewport: { width: 1280, height: 900 },
  })
  await page.locator('#upload-list[data-state="empty"]').waitFor({ state: 'attached' })
  await page.locator('#activity[data-live="on"]').waitFor({ state: 'attached' })
  const identity = String(await page.locator('#identity').textContent()).trim()
  const quota = page.locator('#upload-quota')
  assert.equal(await quota.textContent(), '0 / 15')

  // The picker: a PNG into "avatars", listed with its type, size, dimensions and thumbnail.
  const image = png(64, 32)
  await page.locator('#upload-category').selectOption('avatars')
  await page
    .locator('#upload-file')
    .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: image })
  const pixel = page.locator('#upload-list .file[data-name="pixel.png"]')
  await pixel.waitFor()
  await page
    .locator('#upload-status.status-ok')
    .getByText('Uploaded pixel.png (image/png, 64 × 32).')
    .waitFor()
  assert.equal(await pixel.locator('.file-dims').textContent(), '64 × 32')
  assert.equal(await pixel.locator('.file-type').textContent(), 'image/png')
  assert.equal(await pixel.locator('.file-category').textContent(), 'avatars')
  assert.equal(await pixel.locator('.file-size').textContent(), `${image.length} B`)
  await quota.getByText('1 / 15').waitFor()
  // Drawn: the browser decoded the bytes the thumbnail's URL served. A function's text, not an
  // expression: Playwright evaluates a function once and polls by calling it, where an expression
  // is evaluated at every poll, and the page's CSP refuses an eval that the page itself runs.
  await page.waitForFunction(`() => {
    const img = document.querySelector('#upload-list .file[data-name="pixel.png"] img.file-thumb')
    return img !== null && img.complete && img.naturalWidth === 64 && img.naturalHeight === 32
  }`)
  // The link serves the bytes as stored.
  const href = String(await pixel.locator('a.file-name').getAttribute('href'))
  assert.match(href, /^\/api\/v1\/uploads\/file_[0-9a-f]{32}\/content\?_sandbox=/)
  const served = await page.evaluate(async (url) => {
    const res = await fetch(url)
    return { type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength }
  }, href)
  assert.deepEqual(served, { type: 'image/png', size: image.length })

  // Dropped on the zone: a PDF, listed without dimensions and without a thumbnail.
  const dropped = await page.evaluateHandle(`(() => {
    const data = new DataTransfer()
    const pdf = '%PDF-1.4\\n1 0 obj <<>> endobj\\ntrailer <<>>\\n%%EOF\\n'
    data.items.add(new File([pdf], 'report.pdf', { type: 'application/pdf' }))
    return data
  })()`)
  await page.locator('#upload-drop').dispatchEvent('dragover', { dataTransfer: dropped })
  await page.locator('#upload-drop').dispatchEvent('drop', { dataTransfer: dropped })
  const report = page.locator('#upload-list .file[data-name="report.pdf"]')
  await report.waitFor()
  assert.equal(await report.locator('.file-type').textContent(), 'application/pdf')
  assert.equal(await report.locator('.file-dims').count(), 0)
  assert.equal(await report.locator('img').count(), 0)
  assert.equal(await report.locator('.file-icon').textContent(), 'pdf')

  // Refusals show the API's own detail: a script (415) and a file over 5 MB (413).
  const script = Buffer.from('#!/bin/sh\necho hello\n')
  const prohibited = await uploadFrom(server.url, 'refusal-probe', 'setup.sh', script)
  assert.equal(prohibited.status, 415)
  await page.locator('#upload-file').setInputFiles({
    name: 'setup.sh',
    mimeType: 'text/x-sh',
    buffer: script,
  })
  await page
    .locator('#upload-status.status-error')
    .getByText(`Refused setup.sh: ${prohibited.detail} [PROHIBITED_FILE_TYPE]`)
    .waitFor()
  // From disk: the browser reads the path itself, rather than take 5 MB over the protocol.
  const big = join(tempDir(t), 'big.bin')
  writeFileSync(big, Buffer.alloc(5 * 1024 * 1024 + 1))
  await page.locator('#upload-file').setInputFiles(big)
  await page
    .locator('#upload-status.status-error')
    .getByText(/^Refused big\.bin: .*5 MB.* \[FILE_TOO_LARGE\]$/)
    .waitFor()
  assert.deepEqual(await listed(page), ['report.pdf', 'pixel.png'], 'nothing refused is stored')

  // A terminal uploads into the same sandbox: the list hears it through the page's event stream.
  const terminal = await uploadFrom(server.url, identity, 'terminal.png', png(8, 8))
  assert.equal(terminal.status, 200)
  await page.locator(`#upload-list .file[data-id="${terminal.id}"]`).waitFor()
  await quota.getByText('3 / 15').waitFor()
  await page.locator('#uploads').screenshot({ path: screenshotPath('landing-uploads.png') })

  // Filled to the quota, the picker's next file is refused with 403 and the problem's detail.
  for (let i = 0; i < 12; i++) {
    assert.equal((await uploadFrom(server.url, identity, `f${i}.png`, png(2, 2))).status, 200)
  }
  await page.locator('#upload-quota.pill-full').getByText('15 / 15').waitFor()
  const full = await uploadFrom(server.url, identity, 'one-more.png', png(2, 2))
  assert.equal(full.status, 403)
  await page
    .locator('#upload-file')
    .setInputFiles({ name: 'one-more.png', mimeType: 'image/png', buffer: png(2, 2) })
  await page
    .locator('#upload-status.status-error')
    .getByText(`Refused one-more.png: ${full.detail} [QUOTA_EXCEEDED]`)
    .waitFor()

  // Delete frees the slot; the API agrees the file is gone.
  await pixel.getByRole('button', { name: 'Delete pixel.png' }).click()
  await pixel.waitFor({ state: 'detached' })
  await page.locator('#upload-status.status-ok').getByText('Deleted pixel.png').waitFor()
  await quota.getByText('14 / 15').waitFor()
  const left = await fetch(`${server.url}/api/v1/uploads?limit=30`, {
    headers: { 'x-playground-identity': identity },
  })
  const names = ((await left.json()) as { data: Array<{ filename: string }> }).data.map(
    (f) => f.filename,
  )
  assert.equal(names.length, 14)
  assert.ok(!names.includes('pixel.png'))

  // The three refusals logged their status in the console, as Chromium does for any failed fetch.
  const failed = seen.problems.filter((p) => /status of (403|413|415)/.test(p))
  assert.equal(failed.length, 3, seen.problems.join('\n'))
  assert.deepEqual(
    seen.problems.filter((p) => !failed.includes(p)),
    [],
  )
  assert.deepEqual(seen.foreign, [])
})
