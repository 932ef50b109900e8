/**
 * How deep a GraphQL source nests its brackets (`{`, `[`, `(`), strings and comments skipped,
 * counting no further than `max + 1`. graphql's parser and validation rules recurse once per
 * level, so a list argument thousands deep overflows the stack; a scan that never recurses can
 * refuse it first. Unbalanced brackets are the parser's to report.
 */
export function nestingDepth(source: string, max: number): number {
  let depth = 0
  let deepest = 0
  const end = source.length
  for (let i = 0; i < end; i++) {
    const c = source.charCodeAt(i)
    if (c === 123 || c === 91 || c === 40) {
      // { [ (
      if (++depth > deepest) {
        deepest = depth
        if (deepest > max) return deepest
      }
    } else if (c === 125 || c === 93 || c === 41) {
      // } ] )
      if (depth > 0) depth--
    } else if (c === 35) {
      // # comment, to the end of the line
      while (i + 1 < end && source.charCodeAt(i + 1) !== 10 && source.charCodeAt(i + 1) !== 13) i++
    } else if (c === 34) {
      // "string" or """block string"""
      if (source.startsWith('""', i + 1)) {
        i = blockEnd(source, i + 3)
      } else {
        i++
        while (i < end) {
          const d = source.charCodeAt(i)
          if (d === 92) i += 2
          else if (d === 34 || d === 10 || d === 13) break
          else i++
        }
      }
    }
  }
  return deepest
}

/** Where the block string whose text starts at `from` ends (its last quote), or the end. `\"""` is an escaped quote. */
function blockEnd(source: string, from: number): number {
  let at = from
  for (;;) {
    const close = source.indexOf('"""', at)
    if (close === -1) return source.length
    if (source.charCodeAt(close - 1) !== 92) return close + 2
    at = close + 3
  }
}
