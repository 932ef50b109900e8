import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { RE2JS } from 're2js'
import { mulberry32 } from '../../lib/mulberry32.ts'
import { ProblemError } from '../errors.ts'
import { likeMatcher, requiredLiteral } from './like.ts'

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
    const texts = Array.from({ length: 400 }, () =>
      Array.from(
        { length: 1 + Math.floor(rng() * 5) },
        () => words[Math.floor(rng() * words.length)],
      ).join(' '),
    )
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
