import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { initialsOf, renderAvatar } from './avatar.ts'
import { labelOf, MAX_LABEL_CHARS } from './common.ts'
import { escapeXml, stripInvalidXmlChars } from './escape.ts'
import { contrastWithWhite, hexToRgb, hslToHex, MIN_CONTRAST, paletteFor } from './palette.ts'
import {
  CHAR_WIDTH_EM,
  estimateWidth,
  LINE_HEIGHT_EM,
  layoutThumbnail,
  renderThumbnail,
  type ThumbnailOptions,
  wrapText,
} from './thumbnail.ts'

// ---------------------------------------------------------------------------------------------
// A tiny DOM over fast-xml-parser's ordered output.

interface El {
  name: string
  attrs: Record<string, string>
  children: Array<El | string>
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
})

function toEl(node: Record<string, unknown>): El | string {
  if ('#text' in node) return String(node['#text'])
  const name = Object.keys(node).find((k) => k !== ':@') as string
  const kids = node[name] as Array<Record<string, unknown>>
  const attrs = (node[':@'] ?? {}) as Record<string, string>
  return { name, attrs, children: kids.map(toEl) }
}

/** Forbidden in XML 1.0 output: C0 controls other than tab/LF/CR, U+FFFE/U+FFFF, lone surrogates. */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what we look for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u

/** Validates the document and returns its root element. */
function parse(svg: string): El {
  const valid = XMLValidator.validate(svg)
  assert.equal(valid, true, `not well-formed: ${JSON.stringify(valid)}`)
  assert.ok(!FORBIDDEN.test(svg), 'no characters XML 1.0 forbids')
  assert.ok(!/&(?!(?:amp|lt|gt|quot|apos);)/.test(svg), 'every & starts a predefined entity')
  assert.ok(!svg.includes('<!'), 'no DOCTYPE, CDATA or comments')
  assert.ok(!svg.includes('<?'), 'no processing instructions')
  const nodes = (parser.parse(svg) as Array<Record<string, unknown>>).map(toEl)
  const roots = nodes.filter((n): n is El => typeof n !== 'string')
  assert.equal(roots.length, 1, 'one root element')
  assert.equal(nodes.length, 1, 'nothing outside the root')
  return roots[0] as El
}

/** The value, failing the test when it is missing. */
function must<T>(v: T | undefined | null): T {
  assert.ok(v !== undefined && v !== null, 'expected a value')
  return v
}

function* walk(el: El): Generator<El> {
  yield el
  for (const c of el.children) if (typeof c !== 'string') yield* walk(c)
}

function all(root: El, name: string): El[] {
  return [...walk(root)].filter((e) => e.name === name)
}

function textOf(el: El): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('')
}

/** The checks every document must pass, whatever the input. */
function assertSafe(svg: string, width: number, height: number): El {
  const root = parse(svg)
  assert.equal(root.name, 'svg')
  assert.equal(root.attrs.xmlns, 'http://www.w3.org/2000/svg')
  assert.equal(root.attrs.width, String(width))
  assert.equal(root.attrs.height, String(height))
  assert.equal(root.attrs.viewBox, `0 0 ${width} ${height}`)
  assert.equal(root.attrs.role, 'img')
  assert.ok(!/<script/i.test(svg), 'no <script')
  const ids = new Set<string>()
  for (const el of walk(root)) {
    assert.ok(
      !['script', 'foreignObject', 'image', 'use', 'a', 'style'].includes(el.name),
      `no <${el.name}>`,
    )
    for (const [name, value] of Object.entries(el.attrs)) {
      assert.ok(!/^on/i.test(name), `no event attribute ${name}`)
      assert.ok(!/href$/i.test(name), `no references: ${name}`)
      if (name === 'id') {
        assert.ok(!ids.has(value), `duplicate id ${value}`)
        ids.add(value)
      }
      if (!['aria-label', 'font-family', 'id', 'xmlns', 'version'].includes(name)) {
        for (const n of value.match(/\d*\.\d+/g) ?? []) {
          assert.ok((n.split('.')[1] ?? '').length <= 2, `at most two decimals: ${name}="${value}"`)
        }
      }
    }
  }
  for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g)) {
    assert.ok(
      ref?.startsWith('#') && ids.has(ref.slice(1)),
      `url(${ref}) points inside the document`,
    )
  }
  assert.equal(svg.match(/http/g)?.length, 1, 'no URL besides the namespace')
  const titles = all(root, 'title')
  assert.equal(titles.length, 1)
  assert.equal(textOf(must(titles[0])), root.attrs['aria-label'], 'title and aria-label agree')
  return root
}

function title(root: El): string {
  return textOf(must(all(root, 'title')[0]))
}

/** The stop colours of the background gradient. */
function stopColours(root: El): string[] {
  const grad = must(all(root, 'linearGradient').find((g) => g.attrs.id?.endsWith('-bg')))
  return all(grad, 'stop').map((s) => must(s.attrs['stop-color']))
}

// ---------------------------------------------------------------------------------------------

const SEEDS = [
  'Bret',
  'Antonette',
  'sarah_connor',
  'mary-jane watson',
  'élodie',
  'Leanne Graham',
  'Mrs. Dennis Schulist',
  '42',
  'x',
  '',
  'محمد علي',
  '山田太郎',
  '😀🎉',
  'a b c d e f',
]

const NASTY: string[] = [
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)' x='",
  ']]>',
  '<![CDATA[x]]>',
  '&amp;',
  '&lt;&#x3c;&#60;&unknown;',
  '"double" \'single\'',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]>&x;',
  '--><!-- comment',
  `${Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('')}ctl`,
  '\ud800',
  'a\udc00b',
  '\ud800\ud800x\udfff',
  'keep\ufffe\uffffme',
  'x'.repeat(10_000),
  '<&>'.repeat(3_334),
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202eevil\u202c',
  '👩‍👩‍👧‍👦 🇫🇷 👍🏽',
  'e\u0301lodie',
]

/** What the accessible name should read for an input: the literal characters, cleaned. */
function expectedLabel(s: string): string | null {
  const clean = stripInvalidXmlChars(s).normalize('NFC').replace(/\s+/g, ' ').trim()
  const cs = [...clean]
  return cs.length <= MAX_LABEL_CHARS ? clean : null
}

describe('escapeXml', () => {
  test('escapes the five special characters', () => {
    assert.equal(
      escapeXml(`<a href="x">Tom & 'Jerry'</a>`),
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    )
    assert.equal(escapeXml('&amp;'), '&amp;amp;')
    assert.equal(escapeXml(']]>'), ']]&gt;')
  })

  test('removes what XML 1.0 forbids and keeps everything else', () => {
    const controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('')
    assert.equal(escapeXml(controls), '\t\n\r')
    assert.equal(escapeXml('a\ud800b\udc00c\ud800'), 'abc')
    assert.equal(escapeXml('\udc00\ud800'), '', 'a reversed pair is two lone surrogates')
    assert.equal(escapeXml('x\ufffe\uffffy'), 'xy')
    assert.equal(
      escapeXml('😀 é \ufffd \ue000 \u{10ffff} \u007f'),
      '😀 é \ufffd \ue000 \u{10ffff} \u007f',
    )
    assert.equal(escapeXml('plain text'), 'plain text')
    assert.equal(stripInvalidXmlChars('<\u0000&>'), '<&>')
  })
})

describe('palette', () => {
  test('converts HSL to hex', () => {
    assert.equal(hslToHex({ h: 0, s: 100, l: 50 }), '#ff0000')
    assert.equal(hslToHex({ h: 120, s: 100, l: 25 }), '#008000')
    assert.equal(hslToHex({ h: 240, s: 100, l: 50 }), '#0000ff')
    assert.equal(hslToHex({ h: 360, s: 0, l: 100 }), '#ffffff')
    assert.equal(hslToHex({ h: 0, s: 0, l: 0 }), '#000000')
  })

  test('is deterministic, two or three stops, readable under white text', () => {
    for (let i = 0; i < 500; i++) {
      const seed = `seed-${i}`
      const p = paletteFor(seed)
      assert.deepEqual(paletteFor(seed), p)
      assert.ok(p.stops.length === 2 || p.stops.length === 3)
      for (const c of p.stops) {
        assert.match(c, /^#[0-9a-f]{6}$/)
        assert.ok(contrastWithWhite(hexToRgb(c)) >= MIN_CONTRAST, `${seed}: ${c} is readable`)
      }
    }
  })

  test('different seeds give different colours', () => {
    const firsts = new Set<string>()
    for (let i = 0; i < 300; i++) firsts.add(paletteFor(`user${i}`).stops.join())
    assert.ok(firsts.size >= 295, `${firsts.size} distinct palettes of 300`)
    assert.notDeepEqual(paletteFor('Bret').stops, paletteFor('Antonette').stops)
    assert.notDeepEqual(
      paletteFor('\ud800').stops,
      paletteFor('\udbff').stops,
      'lone surrogates still differ',
    )
  })
})

describe('initialsOf', () => {
  const table: Array<[string, string]> = [
    ['Bret', 'BR'],
    ['bret', 'BR'],
    ['sarah_connor', 'SC'],
    ['mary-jane watson', 'MJ'],
    ['Leanne Graham', 'LG'],
    ['  leading   spaces  ', 'LS'],
    ['a-b_c d', 'AB'],
    ['élodie', 'ÉL'],
    ['e\u0301lodie', 'ÉL'],
    ['Łukasz Żuk', 'ŁŻ'],
    ['ørjan', 'ØR'],
    ['Ñandú', 'ÑA'],
    ['Mrs. Dennis Schulist', 'MD'],
    ['john 42', 'JO'],
    ['42 john', 'JO'],
    ['x', 'X'],
    ['straße', 'ST'],
    ['ßa', 'ßA'],
    ['δημήτρης', 'ΔΗ'],
    ['иван петров', 'ИП'],
    ['山田太郎', '山田'],
    ['محمد علي', 'مع'],
    ['𝒜𝒷𝒸', '𝒜𝒷'],
    ['42', '42'],
    ['😀🎉 😎', '😀🎉'],
    ['👍🏽👍🏽', '👍🏽👍🏽'],
    ['', '?'],
    ['   ', '?'],
    ['---___', '?'],
    ['\u0000\u0001', '?'],
    ['\ud800', '?'],
    ['\ud800b', 'B'],
  ]
  for (const [seed, want] of table) {
    test(`${JSON.stringify(seed)} → ${want}`, () => assert.equal(initialsOf(seed), want))
  }
})

describe('renderAvatar', () => {
  test('is well-formed and safe for many seeds and sizes', () => {
    for (const seed of SEEDS) {
      for (const size of [16, 128, 1024, 33]) {
        for (const rounded of [true, false]) {
          const root = assertSafe(renderAvatar(seed, { size, rounded }), size, size)
          const texts = all(root, 'text')
          assert.ok(texts.length >= 1)
          for (const t of texts) assert.equal(textOf(t), initialsOf(seed))
          const g = must(all(root, 'g').find((e) => e.attrs['font-size']))
          assert.equal(Number(g.attrs['font-size']), Math.round(size * 0.4 * 100) / 100)
          assert.equal(g.attrs['text-anchor'], 'middle')
          assert.equal(must(texts.at(-1)).attrs.fill, '#ffffff')
          assert.equal(title(root), seed.trim() ? seed : 'avatar')
        }
      }
    }
  })

  test('rounded draws a circle, square draws a rect with 15 % corners', () => {
    const round = parse(renderAvatar('Bret', { size: 128, rounded: true }))
    const square = parse(renderAvatar('Bret', { size: 128, rounded: false }))
    assert.ok(all(round, 'circle').length >= 1)
    assert.equal(all(round, 'rect').length, 0)
    const c = must(all(round, 'circle')[0])
    assert.deepEqual([c.attrs.cx, c.attrs.cy, c.attrs.r], ['64', '64', '64'])
    assert.equal(all(square, 'circle').length, 0)
    const r = must(all(square, 'rect')[0])
    assert.deepEqual([r.attrs.width, r.attrs.height, r.attrs.rx], ['128', '128', '19.2'])
    assert.equal(
      all(parse(renderAvatar('Bret', { size: 100, rounded: false })), 'rect')[0]?.attrs.rx,
      '15',
    )
  })

  test('is deterministic; different seeds give different colours', () => {
    for (const seed of SEEDS) {
      assert.equal(
        renderAvatar(seed, { size: 128, rounded: true }),
        renderAvatar(seed, { size: 128, rounded: true }),
      )
    }
    const a = stopColours(parse(renderAvatar('Bret', { size: 128, rounded: true })))
    const b = stopColours(parse(renderAvatar('Antonette', { size: 128, rounded: true })))
    assert.notDeepEqual(a, b)
    assert.deepEqual(a, paletteFor('Bret').stops)
    assert.notEqual(
      renderAvatar('Bret', { size: 128, rounded: true }),
      renderAvatar('Bret', { size: 64, rounded: true }),
    )
  })

  test('injection attempts through the seed stay text', () => {
    for (const seed of NASTY) {
      const svg = renderAvatar(seed, { size: 128, rounded: true })
      const root = assertSafe(svg, 128, 128)
      const want = expectedLabel(seed)
      if (want !== null) assert.equal(title(root), want || 'avatar')
      else assert.equal(title(root), labelOf(seed))
      assert.ok([...title(root)].length <= MAX_LABEL_CHARS)
    }
    const root = parse(renderAvatar('<script>alert(1)</script>', { size: 64, rounded: false }))
    assert.equal(title(root), '<script>alert(1)</script>')
    assert.equal(root.attrs['aria-label'], '<script>alert(1)</script>')
    assert.equal(
      title(parse(renderAvatar('"><svg onload=alert(1)>', { size: 64, rounded: true }))),
      '"><svg onload=alert(1)>',
    )
    assert.equal(title(parse(renderAvatar('&amp;', { size: 64, rounded: true }))), '&amp;')
    assert.equal(title(parse(renderAvatar(']]>', { size: 64, rounded: true }))), ']]>')
  })

  test('rejects sizes that are not positive numbers', () => {
    for (const size of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.throws(() => renderAvatar('x', { size, rounded: true }), RangeError)
    }
  })
})

describe('renderThumbnail', () => {
  const SIZES: Array<[number, number]> = [
    [16, 16],
    [600, 400],
    [4096, 4096],
    [100, 2000],
    [2000, 100],
    [17, 4096],
    [333, 77],
  ]

  /** The label's lines as rendered (the white copy; the shadow must match it). */
  function renderedLines(root: El): string[] {
    const labelTexts = all(root, 'text').filter((t) => all(t, 'tspan').length > 0)
    if (labelTexts.length === 0) return []
    assert.equal(labelTexts.length, 2, 'shadow and label')
    const [shadow, label] = labelTexts.map((t) => all(t, 'tspan').map(textOf))
    assert.deepEqual(shadow, label)
    return must(label)
  }

  function caption(root: El): string {
    const t = all(root, 'text').filter((e) => e.attrs['text-anchor'] === 'end')
    assert.equal(t.length, 1)
    return textOf(must(t[0]))
  }

  function check(seed: string, opts: ThumbnailOptions): { root: El; lines: string[] } {
    const svg = renderThumbnail(seed, opts)
    const root = assertSafe(svg, opts.width, opts.height)
    const layout = layoutThumbnail(opts)
    const lines = renderedLines(root)
    assert.deepEqual(lines, layout.lines)
    const { box } = layout
    assert.ok(
      box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= opts.width &&
        box.y + box.height <= opts.height,
    )
    for (const line of lines) {
      assert.ok(estimateWidth(line, layout.fontSize) <= box.width + 1e-6, `"${line}" fits the box`)
      assert.ok(
        [...line].length * CHAR_WIDTH_EM * layout.fontSize <= box.width + 1e-6,
        'fits at 0.55 em a character',
      )
      assert.equal(line, line.trim())
    }
    assert.ok(
      lines.length * layout.fontSize * LINE_HEIGHT_EM <= box.height + 1e-6,
      'the lines fit the height',
    )
    assert.equal(caption(root), `${opts.width}×${opts.height}`)
    const g = all(root, 'g').find((e) => e.attrs['font-size'])
    if (lines.length > 0) assert.equal(Number(g?.attrs['font-size']), layout.fontSize)
    return { root, lines }
  }

  test('is well-formed at every size, with the dimensions in the caption', () => {
    for (const [width, height] of SIZES) {
      for (const seed of SEEDS) {
        const { lines } = check(seed, { width, height, text: seed })
        const clean = seed.normalize('NFC').trim()
        if (clean && !layoutThumbnail({ width, height, text: seed }).truncated)
          assert.equal(lines.join('').replace(/\s/g, ''), clean.replace(/\s/g, ''))
      }
      check('lorem', {
        width,
        height,
        text: 'Lorem ipsum dolor sit amet, '.repeat(8).slice(0, 200),
      })
    }
  })

  test('a short text fits on one line and stays centred', () => {
    const { root, lines } = check('Bret', { width: 600, height: 400, text: 'Bret' })
    assert.deepEqual(lines, ['Bret'])
    const tspan = must(all(root, 'tspan').at(-1))
    assert.equal(tspan.attrs.x, '300')
    const y = Number(tspan.attrs.y)
    assert.ok(y > 180 && y < 240, `baseline ${y} near the middle`)
    assert.ok(
      layoutThumbnail({ width: 600, height: 400, text: 'Bret' }).fontSize >= 50,
      'large type for short text',
    )
  })

  test('wraps on spaces without breaking words when it can', () => {
    const text = 'sunt aut facere repellat provident occaecati excepturi optio reprehenderit'
    const { lines } = check('post', { width: 600, height: 400, text })
    assert.ok(lines.length > 1)
    assert.equal(lines.join(' '), text)
  })

  test('ellipsises text that does not fit', () => {
    for (const [width, height] of SIZES) {
      const text = 'word '.repeat(2000)
      const { lines } = check('long', { width, height, text })
      const layout = layoutThumbnail({ width, height, text })
      assert.ok(layout.truncated)
      assert.ok(lines.at(-1)?.endsWith('…'))
      assert.ok(lines.slice(0, -1).every((l) => !l.includes('…')))
    }
    const full = 'The quick brown fox jumps over the lazy dog. '.repeat(5).trim().slice(0, 200)
    const small = check('fox', { width: 120, height: 60, text: full })
    assert.ok(small.lines.at(-1)?.endsWith('…'))
    assert.ok(full.startsWith(small.lines.slice(0, -1).join(' ')))
  })

  test('breaks words longer than a line', () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(5)
    const { lines } = check('word', { width: 300, height: 300, text: word })
    assert.ok(lines.length > 1)
    assert.equal(
      lines.join('').replace(/…$/, ''),
      word.slice(0, lines.join('').replace(/…$/, '').length),
    )
    const wrapped = wrapText('aaaaaaaaaa bb', 3 * CHAR_WIDTH_EM)
    assert.deepEqual(wrapped, ['aaa', 'aaa', 'aaa', 'a', 'bb'])
    assert.deepEqual(wrapText('a b c d e', 3 * CHAR_WIDTH_EM), ['a b', 'c d', 'e'])
    assert.deepEqual(
      wrapText('👩‍👩‍👧‍👦👩‍👩‍👧‍👦', 1),
      ['👩‍👩‍👧‍👦', '👩‍👩‍👧‍👦'],
      'never splits a cluster',
    )
  })

  test('injection attempts through seed and text stay text', () => {
    for (const nasty of NASTY) {
      const { root, lines } = check(nasty, { width: 600, height: 400, text: nasty })
      const want = expectedLabel(nasty)
      assert.equal(title(root), want === null ? labelOf(nasty) : want || '600×400')
      if (want && !layoutThumbnail({ width: 600, height: 400, text: nasty }).truncated) {
        assert.equal(lines.join(' '), want)
      }
    }
    const { root, lines } = check('x', {
      width: 600,
      height: 400,
      text: '<script>alert(1)</script>',
    })
    assert.deepEqual(lines, ['<script>alert(1)</script>'])
    assert.equal(title(root), '<script>alert(1)</script>')
    const attr = check('x', { width: 600, height: 400, text: '"><svg onload=alert(1)>' })
    assert.equal(attr.lines.join(' '), '"><svg onload=alert(1)>')
    assert.equal(attr.root.attrs['aria-label'], '"><svg onload=alert(1)>')
    assert.deepEqual(check('x', { width: 600, height: 400, text: '&amp; ]]>' }).lines, [
      '&amp; ]]>',
    ])
  })

  test('is deterministic; seeds change colours, text changes the label', () => {
    const opts = { width: 600, height: 400, text: 'Hello' }
    assert.equal(renderThumbnail('a', opts), renderThumbnail('a', opts))
    const a = parse(renderThumbnail('a', opts))
    const b = parse(renderThumbnail('b', opts))
    assert.notDeepEqual(stopColours(a), stopColours(b))
    assert.deepEqual(stopColours(a), paletteFor('a').stops)
    assert.notEqual(renderThumbnail('a', opts), renderThumbnail('a', { ...opts, text: 'Hello!' }))
  })

  test('renders empty text as a plain canvas with its caption', () => {
    const { root, lines } = check('seed', { width: 600, height: 400, text: ' \u0000 ' })
    assert.deepEqual(lines, [])
    assert.equal(title(root), '600×400')
  })

  // No clock here: a timed bound fails on a busy machine. The benchmark watches the speed.
  test('handles 10,000 characters', () => {
    for (const text of ['y'.repeat(10_000), 'ab '.repeat(3_333), '😀'.repeat(10_000)]) {
      check(text, { width: 4096, height: 4096, text })
      check(text, { width: 16, height: 16, text })
    }
  })

  test('rejects sizes that are not positive numbers', () => {
    assert.throws(() => renderThumbnail('x', { width: 0, height: 10, text: 'x' }), RangeError)
    assert.throws(
      () => renderThumbnail('x', { width: 10, height: Number.NaN, text: 'x' }),
      RangeError,
    )
  })
})
