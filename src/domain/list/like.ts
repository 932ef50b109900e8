import { RE2JS, RE2Set } from 're2js'
import { invalidQuery, quoted } from '../errors.ts'

/**
 * `_like` patterns: the contract (docs/contract/lists-and-query-language.md#filters) allows at most
 * 200 characters.
 */
export const MAX_LIKE_LENGTH = 200

/** Characters that make a pattern more than a plain substring. */
const META = /[\\^$.|?*+()[\]{}]/

/**
 * A `_like` pattern as a test: a case-insensitive regular expression with RE2 semantics, so
 * matching is linear in the text whatever the pattern (`(a+)+$` cannot backtrack). Caller
 * input never reaches `new RegExp`.
 */
export function likeMatcher(param: string, pattern: string): (text: string) => boolean {
  const { test, cheap } = patternTest(param, pattern)
  return cheap ? test : remembered(test)
}

/** A pattern as a test, unremembered; `cheap` when it is a substring search (no RE2 scan). */
export function patternTest(param: string, pattern: string): { test: Test; cheap: boolean } {
  const re = compilePattern(param, pattern)
  // A pattern without metacharacters is a substring search, which is what most `_like`
  // filters are and what V8 does fastest; with them, the longest literal narrows the texts.
  const literal = META.test(pattern) ? requiredLiteral(pattern) : plainLiteral(pattern)
  if (!literal) return { test: (text) => re.test(text), cheap: false }
  if (!META.test(pattern)) {
    const folds = /[sk]/.test(literal)
    return {
      test: (text) =>
        text.toLowerCase().includes(literal) || (folds && !ASCII.test(text) && re.test(text)),
      cheap: true,
    }
  }
  // A text without the pattern's required literal cannot match: most texts are dismissed by a
  // substring search, and only the rest meet the regular expression. RE2 folds the non-ASCII
  // ſ and K (Kelvin) to s and k, which toLowerCase does not: then only ASCII texts are dismissed.
  const folds = /[sk]/.test(literal)
  return {
    test: (text) =>
      (text.toLowerCase().includes(literal) || (folds && !ASCII.test(text))) && re.test(text),
    cheap: false,
  }
}

export type Test = (text: string) => boolean

/**
 * The OR of several patterns of one parameter as one automaton: each text is scanned once,
 * not once per pattern (200 patterns over 7.5 MB: 0.15 s instead of 12 s). Each pattern is
 * parsed alone first, so each error names its own pattern, and the set joins parsed patterns,
 * never their texts (`\Q` with no `\E` would quote its neighbours).
 */
export function combinedMatcher(param: string, patterns: readonly string[]): Test {
  const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE)
  for (const pattern of patterns) {
    checkLength(param, pattern)
    try {
      set.add(pattern)
    } catch (err) {
      throw notRegularExpression(param, pattern, err)
    }
  }
  try {
    set.compile()
  } catch (err) {
    const why = err instanceof Error ? err.message : 'it is too large'
    throw invalidQuery(param, `has ${patterns.length} patterns that together ${why}`)
  }
  return (text) => set.match(text).length > 0
}

function compilePattern(param: string, pattern: string): RE2JS {
  checkLength(param, pattern)
  try {
    return RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE)
  } catch (err) {
    throw notRegularExpression(param, pattern, err)
  }
}

function checkLength(param: string, pattern: string) {
  if (pattern.length > MAX_LIKE_LENGTH) {
    throw invalidQuery(
      param,
      `must be a pattern of at most ${MAX_LIKE_LENGTH} characters, got ${pattern.length}`,
    )
  }
}

function notRegularExpression(param: string, pattern: string, err: unknown) {
  const why = err instanceof Error ? err.message : 'it does not parse'
  return invalidQuery(
    param,
    `must be a regular expression (RE2 syntax), got ${quoted(pattern)}: ${why}`,
  )
}

/** Only ASCII, where case folding and toLowerCase agree (`[^\x80-\uffff]`: no control ranges). */
const ASCII = /^[^\u0080-\uffff]*$/

/** A plain pattern as the text to search for, when it is printable ASCII (RE2 folds the rest). */
const plainLiteral = (pattern: string) =>
  /^[\x20-\x7e]+$/.test(pattern) ? pattern.toLowerCase() : undefined

/**
 * The longest run of plain characters every match of `pattern` must contain, lowercased; undefined
 * when there is none worth searching for (at least 3 ASCII characters). Conservative: an
 * alternation at the top level, or anything it does not understand, gives none; groups,
 * classes, escapes and anchors end a run, and a character made optional by `?`, `*` or `{0,`
 * leaves it.
 */
export function requiredLiteral(pattern: string): string | undefined {
  const runs: string[] = []
  let run = ''
  const end = () => {
    if (run) runs.push(run)
    run = ''
  }
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string
    if (c === '|') return undefined
    if (c === '\\') {
      const next = pattern[i + 1]
      if (next === undefined) return undefined
      i++
      // Classes and assertions end a run; an escape that reads on (`\x41`, `\pL`, `\Q…\E`,
      // octal) is beyond this reading.
      if (/[dDwWsSbBAz]/.test(next)) end()
      else if (/[A-Za-z0-9]/.test(next)) return undefined
      else run += next
    } else if (c === '(' || c === '[') {
      end()
      const close = skipGroup(pattern, i)
      if (close < 0) return undefined
      i = close
    } else if (c === '*' || c === '?' || c === '{') {
      // The character before is optional (or repeated from zero): it leaves the run.
      run = run.slice(0, -1)
      end()
      if (c === '{') {
        const close = pattern.indexOf('}', i)
        if (close < 0) return undefined
        i = close
      }
    } else if (c === '+' || c === '.' || c === '^' || c === '$' || c === ')' || c === ']') end()
    else run += c
  }
  end()
  const best = runs.filter((r) => /^[\x20-\x7e]+$/.test(r)).sort((a, b) => b.length - a.length)[0]
  return best && best.length >= 3 ? best.toLowerCase() : undefined
}

/** Where the group or class opening at `open` closes; -1 when it does not. */
function skipGroup(pattern: string, open: number): number {
  let depth = 0
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') i++
    else if (c === '[') {
      // A class: `]` right after `[` or `[^` is a member, not its end.
      let j = i + 1
      if (pattern[j] === '^') j++
      if (pattern[j] === ']') j++
      for (; j < pattern.length && pattern[j] !== ']'; j++) if (pattern[j] === '\\') j++
      if (j >= pattern.length) return -1
      i = j
      if (depth === 0) return i
    } else if (c === '(') depth++
    else if (c === ')') {
      depth--
      if (depth === 0) return i
    }
  }
  return -1
}

/** Distinct texts remembered per pattern: enough for the baseline's pooled titles and names. */
export const REMEMBERED = 10_000

/**
 * A test that remembers its answers for the texts it has seen, within one request: baseline
 * fields draw from pools of a few hundred texts, so a list of 100,000 titles runs the
 * regular expression a few hundred times. Texts are not copied, and once the memory is full
 * new texts are tested without being kept.
 */
function remembered(test: (text: string) => boolean): (text: string) => boolean {
  const seen = new Map<string, boolean>()
  return (text) => {
    let hit = seen.get(text)
    if (hit === undefined) {
      hit = test(text)
      if (seen.size < REMEMBERED) seen.set(text, hit)
    }
    return hit
  }
}
