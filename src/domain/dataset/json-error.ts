/**
 * Where a JSON text stops being JSON, as `line L, column C`. V8's `JSON.parse` messages name a
 * position on some Node versions and not on others, so this finds it by a scan of its own: one
 * pass, no recursion (a file may nest 100,000 levels), and it only runs after `JSON.parse` has
 * already refused the text.
 */
export interface JsonErrorPlace {
  /** Offset in UTF-16 code units from the start of the text. */
  offset: number
  line: number
  column: number
  /** What the scan expected there, in a few words. */
  expected: string
}

const WS = new Set([' ', '\t', '\n', '\r'])
const LITERALS = ['true', 'false', 'null']
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON forbids raw control characters in strings; this is that rule
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y

function placeOf(text: string, offset: number, expected: string): JsonErrorPlace {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++
      lineStart = i + 1
    }
  }
  return { offset, line, column: offset - lineStart + 1, expected }
}

/** The first place `text` is not JSON, or undefined when it is JSON. */
export function locateJsonError(text: string): JsonErrorPlace | undefined {
  // What may come next: a value, a key (or `}` right after `{`), `:`, `,` or the closer.
  type Want = 'value' | 'first-value' | 'key' | 'first-key' | 'colon' | 'after'
  const stack: Array<'{' | '['> = []
  let want: Want = 'value'
  let i = 0
  const fail = (expected: string) => placeOf(text, i, expected)
  const skip = () => {
    while (i < text.length && WS.has(text[i] as string)) i++
  }
  const scanString = (): boolean => {
    STRING_BODY.lastIndex = i + 1
    if (!STRING_BODY.test(text)) return false
    i = STRING_BODY.lastIndex
    return true
  }
  for (;;) {
    skip()
    const c = text[i]
    if (c === undefined) {
      return stack.length === 0 && want === 'after' ? undefined : fail('more JSON, not the end')
    }
    if (want === 'value' || want === 'first-value') {
      if (c === ']' && want === 'first-value') {
        stack.pop()
        i++
        want = 'after'
      } else if (c === '{') {
        stack.push('{')
        i++
        want = 'first-key'
      } else if (c === '[') {
        stack.push('[')
        i++
        want = 'first-value'
      } else if (c === '"') {
        if (!scanString()) return fail('a valid string')
        want = 'after'
      } else {
        const literal = LITERALS.find((l) => text.startsWith(l, i))
        if (literal) {
          i += literal.length
        } else {
          NUMBER.lastIndex = i
          if (!NUMBER.test(text))
            return fail('a value (object, array, string, number, true, false or null)')
          i = NUMBER.lastIndex
        }
        want = 'after'
      }
    } else if (want === 'key' || want === 'first-key') {
      if (c === '}' && want === 'first-key') {
        stack.pop()
        i++
        want = 'after'
      } else if (c === '"') {
        if (!scanString()) return fail('a valid string')
        want = 'colon'
      } else return fail(want === 'first-key' ? 'a "key" or }' : 'a "key"')
    } else if (want === 'colon') {
      if (c !== ':') return fail(':')
      i++
      want = 'value'
    } else {
      const top = stack[stack.length - 1]
      if (top === undefined) return fail('the end of the text')
      if (c === ',') {
        i++
        want = top === '{' ? 'key' : 'value'
      } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        stack.pop()
        i++
      } else return fail(top === '{' ? ', or }' : ', or ]')
    }
  }
}
