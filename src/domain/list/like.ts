import { RE2JS } from 're2js'
import { invalidQuery, quoted } from '../errors.ts'

/** `_like` patterns: SPEC §15 allows at most 200 characters. */
export const MAX_LIKE_LENGTH = 200

/** Characters that make a pattern more than a plain substring. */
const META = /[\\^$.|?*+()[\]{}]/

/**
 * A `_like` pattern as a test: a case-insensitive regular expression with RE2 semantics, so
 * matching is linear in the text whatever the pattern (`(a+)+$` cannot backtrack). Caller
 * input never reaches `new RegExp`. A pattern without metacharacters is a substring search,
 * which is what most `_like` filters are and what V8 does fastest.
 */
export function likeMatcher(param: string, pattern: string): (text: string) => boolean {
  if (pattern.length > MAX_LIKE_LENGTH) {
    throw invalidQuery(
      param,
      `must be a pattern of at most ${MAX_LIKE_LENGTH} characters, got ${pattern.length}`,
    )
  }
  if (!META.test(pattern)) {
    const needle = pattern.toLowerCase()
    return (text) => text.toLowerCase().includes(needle)
  }
  let re: RE2JS
  try {
    re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE)
  } catch (err) {
    const why = err instanceof Error ? err.message : 'it does not parse'
    throw invalidQuery(
      param,
      `must be a regular expression (RE2 syntax), got ${quoted(pattern)}: ${why}`,
    )
  }
  return (text) => re.test(text)
}
