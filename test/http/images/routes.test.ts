import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { renderAvatar } from '../../../src/svg/avatar.ts'
import { renderThumbnail } from '../../../src/svg/thumbnail.ts'
import { appPerSuite, build } from '../../helper.ts'

const API = '/api/v1'
/** Every element and attribute name of a document, parsed: what a browser would act on. */
function names(svg: string): { elements: Set<string>; attributes: Set<string> } {
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(svg)
  const elements = new Set<string>()
  const attributes = new Set<string>()
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@')) attributes.add(key.slice(1).toLowerCase())
      else {
        if (key !== '#text') elements.add(key.toLowerCase())
        walk(value)
      }
    }
  }
  walk(doc)
  return { elements, attributes }
}

const attrs = (svg: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg).svg as Record<
    string,
    unknown
  >

describe('avatars and thumbnails over HTTP', () => {
  const shared = appPerSuite()
  test('serve the renderer’s SVG with the caching and security headers', async () => {
    const app = await shared()
    const res = await app.inject({ method: 'GET', url: `${API}/avatars/Bret.svg` })
    assert.equal(res.statusCode, 200)
    assert.equal(res.body, renderAvatar('Bret', { size: 128, rounded: true }))
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/)
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(res.headers['x-content-type-options'], 'nosniff')
    assert.equal(
      res.headers['content-security-policy'],
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    assert.ok(res.headers.etag)
    const again = await app.inject({
      method: 'GET',
      url: `${API}/avatars/Bret.svg`,
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    assert.equal(again.statusCode, 304)
    assert.equal(again.body, '')
    const thumb = await app.inject({ method: 'GET', url: `${API}/thumbnails/post-1.svg` })
    assert.equal(thumb.body, renderThumbnail('post-1', { width: 600, height: 400, text: 'post-1' }))
  })

  test('apply every parameter and default of docs/contract/avatars-and-thumbnails.md', async () => {
    const app = await shared()
    const cases: Array<[string, string]> = [
      [`${API}/avatars/Bret.svg`, renderAvatar('Bret', { size: 128, rounded: true })],
      [`${API}/avatars/Bret.svg?size=16`, renderAvatar('Bret', { size: 16, rounded: true })],
      [
        `${API}/avatars/Bret.svg?size=1024&rounded=false`,
        renderAvatar('Bret', { size: 1024, rounded: false }),
      ],
      [`${API}/avatars/Bret.svg?rounded=0`, renderAvatar('Bret', { size: 128, rounded: false })],
      [`${API}/avatars/Bret.svg?rounded=1`, renderAvatar('Bret', { size: 128, rounded: true })],
      [
        `${API}/avatars/sarah_connor.svg`,
        renderAvatar('sarah_connor', { size: 128, rounded: true }),
      ],
      [
        `${API}/thumbnails/x.svg?width=16&height=4096`,
        renderThumbnail('x', { width: 16, height: 4096, text: 'x' }),
      ],
      [
        `${API}/thumbnails/x.svg?text=${encodeURIComponent('Hello world')}`,
        renderThumbnail('x', { width: 600, height: 400, text: 'Hello world' }),
      ],
    ]
    for (const [url, expected] of cases) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.body, expected, url)
      assert.equal(XMLValidator.validate(res.body), true, url)
    }
    const big = attrs(
      (await app.inject({ method: 'GET', url: `${API}/avatars/a.svg?size=300` })).body,
    )
    assert.equal(big.width, '300')
    assert.match((await app.inject({ method: 'GET', url: `${API}/avatars/Bret.svg` })).body, />BR</)
    assert.match(
      (await app.inject({ method: 'GET', url: `${API}/avatars/sarah_connor.svg` })).body,
      />SC</,
    )
  })

  test('the same URL always yields the same bytes, across apps', async (t) => {
    const one = await build(t)
    const two = await build(t)
    const url = `${API}/thumbnails/seed-42.svg?width=320&height=200&text=Determinism`
    const [a, b] = await Promise.all([
      one.inject({ method: 'GET', url }),
      two.inject({ method: 'GET', url }),
    ])
    assert.equal(a.body, b.body)
    assert.equal(a.headers.etag, b.headers.etag)
  })

  test('bad values are 400 problem JSON', async () => {
    const app = await shared()
    for (const url of [
      `${API}/avatars/a.svg?size=15`,
      `${API}/avatars/a.svg?size=1025`,
      `${API}/avatars/a.svg?size=big`,
      `${API}/avatars/a.svg?rounded=yes`,
      `${API}/thumbnails/a.svg?width=15`,
      `${API}/thumbnails/a.svg?height=4097`,
      `${API}/thumbnails/a.svg?text=${'x'.repeat(201)}`,
      `${API}/avatars/${'s'.repeat(201)}.svg`,
    ]) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 400, url)
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/, url)
    }
    const png = await app.inject({ method: 'GET', url: `${API}/avatars/a.png` })
    assert.equal(png.statusCode, 400)
    assert.equal(
      png.json().detail,
      "file: must be <seed>.svg or <seed>: only SVG is drawn, got 'a.png'",
    )
  })

  test("the original's paths: no .svg suffix, and a thumbnail's second line", async () => {
    const app = await shared()
    const get = async (url: string) =>
      (await app.inject({ method: 'GET', url: `${API}${url}` })).body
    assert.equal(await get('/avatars/Bret'), await get('/avatars/Bret.svg'))
    assert.equal(
      await get('/avatars/Bret?size=64'),
      renderAvatar('Bret', { size: 64, rounded: true }),
    )
    assert.equal(await get('/thumbnails/post-1'), await get('/thumbnails/post-1.svg'))
    const second = renderThumbnail('p', {
      width: 600,
      height: 400,
      text: 'Title',
      subtitle: 'Second line',
    })
    assert.match(second, />Second line<\/text>/)
    for (const name of ['subtitle', 'desc', 'description'])
      assert.equal(await get(`/thumbnails/p.svg?text=Title&${name}=Second%20line`), second, name)
    // subtitle wins over desc, desc over description.
    assert.equal(
      await get('/thumbnails/p.svg?text=Title&subtitle=Second%20line&desc=x&description=y'),
      second,
    )
    // Without one, the bytes are those of before: cached thumbnails stay right.
    assert.doesNotMatch(await get('/thumbnails/p.svg?text=Title'), /Second/)
    const long = await get(`/thumbnails/p.svg?width=200&height=120&subtitle=${'word '.repeat(30)}`)
    assert.match(long, /…<\/text>/)
    assert.equal(XMLValidator.validate(long), true)
  })

  test('injection through the seed and the text comes back escaped, as well-formed XML', async () => {
    const app = await shared()
    const hostile = [
      '<script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      "it's ]]> & <b>",
      'nul\u0000bell\u0007esc\u001b',
      '..%2F..%2Fetc%2Fpasswd',
      'x'.repeat(200),
    ].map(encodeURIComponent)
    // Already encoded: invalid UTF-8, an encoded lone surrogate, an encoded NUL and slash.
    hostile.push('%ED%A0%80lone', '%FF%FE', '%00%2F..%2F', 'caf%C3%A9')
    for (const value of hostile) {
      const seedUrl = `${API}/avatars/${value}.svg`
      const textUrl = `${API}/thumbnails/t.svg?text=${value}`
      for (const url of [seedUrl, textUrl]) {
        const res = await app.inject({ method: 'GET', url })
        if (res.statusCode === 400) continue // refused outright is as safe as escaped
        assert.equal(res.statusCode, 200, url)
        assert.equal(XMLValidator.validate(res.body), true, url)
        const found = names(res.body)
        assert.ok(!found.elements.has('script') && !found.elements.has('b'), url)
        assert.deepEqual(
          [...found.attributes].filter((a) => a.startsWith('on')),
          [],
          url,
        )
      }
    }
  })
})
