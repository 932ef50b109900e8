import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { RE2JS } from 're2js'
import { mulberry32 } from '../../lib/mulberry32.ts'
import { ProblemError } from '../errors.ts'
import { combinedMatcher, likeMatcher, requiredLiteral } from './like.ts'

/** `count` texts of one to five of `words`, drawn by `rng`, each joined by what `gap` gives. */
const phrases = (rng: () => number, words: string[], count: number, gap: () => string) =>
  Array.from({ length: count }, () =>
    Array.from(
      { length: 1 + Math.floor(rng() * 5) },
      () => words[Math.floor(rng() * words.length)],
    ).join(gap()),
  )

describe('requiredLiteral', () => {
  const cases: Array<[string, string | undefined]> = [
    ['protocol', 'protocol'],
    ['prot(o|a)col [a-z]+', 'prot'],
    ['^The', 'the'],
    ['bypass.*port$', 'bypass'],
    ['colou?r', 'colo'],
    ['ab*cdef', 'cdef'],
    ['a{0,3}bcd', 'bcd'],
    ['x+yzw', 'yzw'],
    ['a\\.b\\.com', 'a.b.com'],
    ['\\d{3}-abc', '-abc'],
    ['cat|dog', undefined],
    ['(a+)+$', undefined],
    ['[abc]def]', 'def'],
    ['ab', undefined],
    ['(?i)hello', 'hello'],
    ['caf\u00e9', undefined],
    ['\\x41bcd', undefined],
    ['\\Qa.b\\E', undefined],
    ['\\pLetter', undefined],
  ]
  for (const [pattern, want] of cases) {
    test(`${pattern} → ${want}`, () => assert.equal(requiredLiteral(pattern), want))
  }
})

describe('likeMatcher', () => {
  test('answers as RE2 does, case-insensitively, with or without the literal shortcut', () => {
    const rng = mulberry32(7)
    const words = [
      'Protocol',
      'proto',
      'col',
      'The',
      'bypass',
      'PORT',
      'ſtack',
      'Kelvin',
      'a.b',
      'é',
    ]
    const texts = phrases(rng, words, 400, () => ' ')
    texts.push('\u212aelvin', 'ſtack ſtack', 'STACK')
    const patterns = [
      'protocol',
      'prot(o|a)col',
      '^the',
      'bypass.*port$',
      'stack',
      'kelvin',
      'a\\.b',
      'col\\b',
      'é',
    ]
    for (const pattern of patterns) {
      const re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE)
      const like = likeMatcher('x_like', pattern)
      for (const text of texts) assert.equal(like(text), re.test(text), `${pattern} on ${text}`)
    }
  })

  test('a pattern that does not parse, or is too long, is 400 naming the parameter', () => {
    for (const pattern of ['(a+', '[z-a]', 'a'.repeat(201)]) {
      assert.throws(
        () => likeMatcher('title_like', pattern),
        (err: unknown) =>
          err instanceof ProblemError &&
          err.code === 'INVALID_QUERY' &&
          err.message.includes("'title_like'"),
      )
    }
  })
})

describe('combinedMatcher', () => {
  const rng = mulberry32(35)
  const words = [
    'Protocol',
    'col',
    'The',
    'bypass',
    'PORT',
    'ſtack',
    '\u212aelvin',
    'a.b',
    'é',
    'a)|(?:x',
  ]
  const texts = phrases(rng, words, 300, () => (rng() < 0.5 ? ' ' : ''))
  texts.push('', 'STACK', 'x\nport')
  const patterns = [
    'protocol',
    'prot(o|a)col',
    '^the',
    'bypass.*port$',
    'stack',
    'kelvin',
    'a\\.b',
    'col\\b',
    'é',
    '\\Qa)|(?:x',
    '(?i)COL$',
    '(?-i)PORT',
    '[^a-z ]',
  ]

  test('answers as the OR of each pattern alone, on every subset drawn', () => {
    for (let round = 0; round < 40; round++) {
      const chosen = patterns.filter(() => rng() < 0.4)
      if (chosen.length < 2) continue
      const combined = combinedMatcher('x_like', chosen)
      const alone = chosen.map((p) => RE2JS.compile(p, RE2JS.CASE_INSENSITIVE))
      for (const text of texts)
        assert.equal(
          combined(text),
          alone.some((re) => re.test(text)),
          `${chosen.join(' | ')} on ${JSON.stringify(text)}`,
        )
    }
  })

  test('a pattern that does not parse is 400 naming the parameter and that pattern', () => {
    assert.throws(
      () => combinedMatcher('title_like', ['ok', 'a)|(b', 'fine']),
      (err: unknown) =>
        err instanceof ProblemError &&
        err.code === 'INVALID_QUERY' &&
        err.message.includes("'title_like'") &&
        err.message.includes("'a)|(b'"),
    )
  })
})
