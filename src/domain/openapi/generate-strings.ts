import RandExpModule from 'randexp'
import { RE2JS } from 're2js'
import { type Draw, intBetween } from './draw.ts'
import { num, type Schema } from './schema-view.ts'

// randexp is CommonJS with `module.exports = RandExp` but types a default export: under NodeNext
// TypeScript sees the module object, Node hands over the class itself.
const RandExp = ((RandExpModule as unknown as { default?: unknown }).default ??
  RandExpModule) as unknown as typeof RandExpModule.default

/** Dates are drawn from a fixed window, never from the clock, so a seed replays them. */
const FROM = Date.UTC(2022, 0, 1)
const TO = Date.UTC(2025, 11, 31)

export function dateTimeIn(rng: () => number, from = FROM, to = TO): string {
  return new Date(from + Math.floor(rng() * (to - from))).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export function uuidFrom(rng: () => number): string {
  const hex = Array.from({ length: 32 }, () => intBetween(rng, 0, 15).toString(16))
  hex[12] = '4'
  hex[16] = (8 + intBetween(rng, 0, 3)).toString(16)
  const h = hex.join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

const slug = (draw: Draw) => draw.faker.lorem.slug(2)

/** A value for a format the OpenAPI and JSON Schema specifications (or common use) name. */
export function formatValue(format: string, schema: Schema, draw: Draw): string | undefined {
  const { rng, faker } = draw
  switch (format) {
    case 'email':
    case 'idn-email':
      return faker.internet.exampleEmail().toLowerCase()
    case 'uri':
    case 'url':
    case 'iri':
      return `https://example.com/${slug(draw)}`
    case 'uri-reference':
    case 'iri-reference':
      return `/${slug(draw)}`
    case 'uri-template':
      return `https://example.com/${slug(draw)}/{id}`
    case 'date':
      return dateTimeIn(rng).slice(0, 10)
    case 'date-time':
      return dateTimeIn(rng)
    case 'time':
      return `${dateTimeIn(rng).slice(11, 19)}Z`
    case 'duration':
      return `PT${intBetween(rng, 1, 23)}H${intBetween(rng, 0, 59)}M`
    case 'uuid':
      return uuidFrom(rng)
    case 'ipv4':
      return Array.from({ length: 4 }, () => intBetween(rng, 1, 254)).join('.')
    case 'ipv6':
      return Array.from({ length: 8 }, () => intBetween(rng, 0, 0xffff).toString(16)).join(':')
    case 'hostname':
    case 'idn-hostname':
      return `${faker.internet.domainWord()}.example.com`
    case 'byte':
      return Buffer.from(faker.lorem.words(3)).toString('base64')
    case 'binary':
      return faker.string.alphanumeric(16)
    case 'password':
      return passwordFor(schema, draw)
    case 'phone':
    case 'tel':
      return faker.phone.number({ style: 'international' })
    case 'regex':
      return '^[a-z]+$'
    case 'json-pointer':
      return `/${faker.word.noun()}/0`
    case 'relative-json-pointer':
      return `0/${faker.word.noun()}`
    case 'color':
      return faker.color.rgb()
    default:
      return undefined
  }
}

export function passwordFor(schema: Schema, draw: Draw): string {
  const length = Math.min(
    Math.max(12, num(schema, 'minLength') ?? 0),
    num(schema, 'maxLength') ?? 64,
  )
  return draw.faker.internet.password({ length })
}

/**
 * A string for `pattern`, or undefined. Only a pattern RE2 compiles is generated from (one with
 * lookarounds or backreferences is not), unbounded repetition stops at 4, and the result is
 * checked with RE2 against the pattern (unanchored, as JSON Schema's) and the length bounds.
 */
export function patternValue(
  pattern: string,
  minLength: number,
  maxLength: number,
  rng: () => number,
): string | undefined {
  // Compiled per value, not cached: a baseline is generated once, at start, and the domain
  // keeps no module-level caches.
  const entry = compile(pattern)
  if (entry === null) return undefined
  const { re, gen } = entry
  gen.randInt = (a: number, b: number) => intBetween(rng, a, b)
  for (let i = 0; i < 10; i++) {
    const text = gen.gen()
    const length = [...text].length
    if (length >= minLength && length <= maxLength && re.test(text)) return text
  }
  return undefined
}

function compile(pattern: string): { re: RE2JS; gen: InstanceType<typeof RandExp> } | null {
  try {
    const re = RE2JS.compile(pattern)
    const gen = new RandExp(pattern)
    gen.max = 4
    return { re, gen }
  } catch {
    return null
  }
}

/**
 * Text within `minLength`/`maxLength` (counted in code points, as JSON Schema counts): padded
 * with more words, or cut at the limit without a trailing space.
 */
export function fitLength(text: string, minLength: number, maxLength: number, draw: Draw): string {
  let chars = [...text]
  for (let i = 0; chars.length < minLength && i < 50; i++)
    chars = [...`${chars.join('')} ${draw.faker.word.noun()}`]
  while (chars.length < minLength) chars.push('x')
  if (chars.length > maxLength) {
    chars = chars.slice(0, maxLength)
    while (chars.length > minLength && chars[chars.length - 1] === ' ') chars.pop()
  }
  return chars.join('')
}
