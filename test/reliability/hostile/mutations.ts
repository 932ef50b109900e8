/** Turning a valid body hostile: broken JSON, wrong types, deep nesting, huge numbers, bad keys. */
import type { Draw } from './draw.ts'
import { bytes, type J, Obj, obj, Raw, serialize, toPayload } from './json.ts'
import type { Category } from './model.ts'
import { BAD_NUMBER_TEXT, HUGE_NUMBERS } from './numbers.ts'
import { ESCAPED_FORBIDDEN, FORBIDDEN_KEYS, TRICKY_KEYS } from './pollution.ts'
import { BAD_UTF8, UNICODE_STRINGS } from './unicode.ts'

/** Wrong-typed JSON for a field that wants a string, integer, boolean or object. */
const WRONG_TYPES: J[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  '1',
  ' 1',
  '1 ',
  'true',
  [],
  [1],
  [[]],
  ['a'],
  obj({}),
  obj({ a: 1 }),
  obj({ $gt: '' }),
  new Raw('1e309'),
  new Raw('-0'),
  new Raw('9007199254740993'),
  'x'.repeat(10_001),
]

export function createMutations(d: Draw) {
  const { rng } = d

  /** Replaces one value somewhere inside `body` (the whole body when it is not an object). */
  function replaceSomewhere(body: J, make: () => J, depth = 0): J {
    if (body instanceof Obj && body.entries.length > 0 && (depth === 0 || rng.chance(0.6))) {
      const i = rng.int(0, body.entries.length - 1)
      const entries = [...body.entries]
      const [k, v] = entries[i] as [string | Raw, J]
      entries[i] = [k, rng.chance(0.35) ? replaceSomewhere(v, make, depth + 1) : make()]
      return new Obj(entries)
    }
    if (Array.isArray(body) && body.length > 0) {
      const copy = [...body]
      const i = rng.int(0, copy.length - 1)
      copy[i] = replaceSomewhere(copy[i] as J, make, depth + 1)
      return copy
    }
    return depth === 0 ? make() : body
  }

  /** Adds an entry with `key` to a random object inside `body`. */
  function insertKey(body: J, key: string | Raw, value: J): J {
    const objects: Obj[] = []
    const walk = (v: J) => {
      if (v instanceof Obj) {
        objects.push(v)
        for (const [, x] of v.entries) walk(x)
      } else if (Array.isArray(v)) for (const x of v) walk(x)
    }
    walk(body)
    if (objects.length === 0) return new Obj([[key, value]])
    const target = rng.pick(objects)
    target.entries.splice(rng.int(0, target.entries.length), 0, [key, value])
    return body
  }

  const deepValue = (): Raw => {
    const n = rng.pick([31, 32, 33, 34, 64, 500, 5_000, 20_000])
    switch (rng.int(0, 3)) {
      case 0:
        return new Raw(`${'['.repeat(n)}${']'.repeat(n)}`)
      case 1:
        return new Raw(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`)
      case 2:
        return new Raw(`${'[{"a":'.repeat(Math.ceil(n / 2))}0${'}]'.repeat(Math.ceil(n / 2))}`)
      default:
        // Unbalanced: the parser must refuse it without walking off the stack.
        return new Raw(`${'['.repeat(n)}1`)
    }
  }

  function corrupt(textBody: string): string | Buffer {
    const at = rng.int(0, Math.max(0, textBody.length - 1))
    switch (rng.int(0, 19)) {
      case 0:
        return textBody.slice(0, at)
      case 1:
        return textBody.slice(0, at) + textBody.slice(at + 1)
      case 2:
        return (
          textBody.slice(0, at) +
          rng.pick(['{', '}', '[', ']', ',', ':', '"', '\\', "'", ' ', '\u0000', '\n']) +
          textBody.slice(at)
        )
      case 3:
        return `${textBody}${rng.pick(['garbage', '}', ']', ',', '{}', textBody, '\u0000'])}`
      case 4:
        return `\ufeff${textBody}`
      case 5:
        return textBody.replace(/"/g, "'")
      case 6:
        return textBody.replace(/}$/, ',}')
      case 7:
        return `/* comment */${textBody}`
      case 8:
        return textBody.replace(/:/, ': NaN, "x":')
      case 9:
        return textBody.replace(/"([a-z_]+)":/, '$1:')
      case 10:
        return rng.pick([
          '',
          ' ',
          '\n',
          '\t\r\n ',
          'null',
          'true',
          '0',
          '"string"',
          '[]',
          '[{}]',
          'undefined',
          '{',
          '}',
          '""',
        ])
      case 11:
        return Buffer.from(Array.from({ length: rng.int(1, 64) }, () => rng.int(0, 255)))
      case 12:
        return textBody.replace(/:\s*(-?\d+)/, `:${rng.pick(BAD_NUMBER_TEXT)}`)
      case 13:
        return `{"a":"${'\u0001'}control char unescaped"}`
      case 14:
        return Buffer.concat([
          Buffer.from('{"a":"'),
          Buffer.from(rng.pick(BAD_UTF8), 'hex'),
          Buffer.from('"}'),
        ])
      case 15:
        return textBody.replace('{', '{"dup":1,"dup":2,')
      case 16:
        return Buffer.from(textBody, 'utf16le')
      case 17:
        return `${textBody}\n${textBody}`
      case 18:
        return '{"a":"\\ud800\\u"}'
      default:
        return textBody.replace(/"([^"]*)"/, '"$1\\x41"')
    }
  }

  function mutateBody(category: Category, valid: J): string | Buffer {
    let body = valid
    switch (category) {
      case 'broken-json':
        return corrupt(serialize(body))
      case 'wrong-types':
        if (rng.chance(0.15))
          return serialize(rng.pick<J>([[], null, 1, 'x', true, [obj({})], new Raw('[1,2,3]')]))
        for (let i = rng.int(1, 3); i > 0; i--)
          body = replaceSomewhere(body, () => rng.pick(WRONG_TYPES))
        return serialize(body)
      case 'deep-nesting':
        return serialize(rng.chance(0.3) ? deepValue() : replaceSomewhere(body, deepValue))
      case 'huge-numbers':
        for (let i = rng.int(1, 3); i > 0; i--)
          body = replaceSomewhere(body, () => new Raw(rng.pick(HUGE_NUMBERS)))
        return serialize(body)
      case 'unicode': {
        if (rng.chance(0.3)) {
          body = replaceSomewhere(
            body,
            () => `${bytes(rng.pick(BAD_UTF8))}${rng.pick(['', 'tail'])}`,
          )
          return toPayload(serialize(body))
        }
        for (let i = rng.int(1, 3); i > 0; i--)
          body = replaceSomewhere(body, () => rng.pick(UNICODE_STRINGS))
        if (rng.chance(0.3)) body = insertKey(body, rng.pick(UNICODE_STRINGS), 'v')
        return serialize(body)
      }
      case 'proto-keys': {
        const key = rng.weighted<string | Raw>([
          [rng.pick(FORBIDDEN_KEYS), 5],
          [new Raw(rng.pick(ESCAPED_FORBIDDEN)), 3],
          [rng.pick(TRICKY_KEYS), 4],
        ])
        const value = rng.pick<J>([
          obj({ polluted: true }),
          obj({ prototype: obj({ polluted: true }) }),
          obj({ isAdmin: true, toString: 'x' }),
          'x',
          1,
          null,
          [obj({ polluted: 1 })],
        ])
        body = insertKey(body, key, value)
        if (rng.chance(0.2))
          body = new Obj([['constructor', obj({ prototype: obj({ polluted: true }) })]])
        return serialize(body)
      }
      case 'oversized':
        switch (rng.int(0, 5)) {
          case 0:
            return serialize(
              replaceSomewhere(body, () =>
                'z'.repeat(rng.pick([100 * 1024, 100 * 1024 + 1, 120_000])),
              ),
            )
          case 1:
            return serialize(
              new Obj(Array.from({ length: rng.pick([50, 51, 60, 5000]) }, (_, i) => [`f${i}`, i])),
            )
          case 2:
            return serialize(
              replaceSomewhere(body, () =>
                'q'.repeat(rng.pick([10_000, 10_001, 16 * 1024, 17_000])),
              ),
            )
          case 3:
            return `[${'0,'.repeat(rng.pick([40_000, 60_000]))}0]`
          case 4:
            return serialize(
              replaceSomewhere(body, () => Array.from({ length: 2000 }, () => 'abcdef')),
            )
          default:
            return serialize(insertKey(body, 'blob', 'b'.repeat(rng.int(50_000, 99_000))))
        }
      default:
        return serialize(body)
    }
  }

  return { mutateBody }
}
