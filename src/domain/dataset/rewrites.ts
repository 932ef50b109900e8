import { RE2JS } from 're2js'
import { DatasetError } from './read.ts'

/**
 * json-server's `--routes routes.json` (docs/contract/db-json.md#routes-and-static-files): rewrite
 * rules applied to each request's URL before routing, in file order, each to the URL the ones
 * before it left, as json-server's express-urlrewrite chain does. `*` captures anything (`$1`,
 * `$2`… in the target), `:name` one path segment (`:name` in the target), `\?` a literal `?` (a
 * rule that names a query matches the whole URL; any other only its path, and the query is carried
 * over). Patterns compile to RE2, so no rule can take more than linear time, whatever a URL holds.
 */
export interface Rewrite {
  from: string
  to: string
  matches: (subject: string) => string[] | null
  names: string[]
  /** Which captures the `*`s are, in order: `$1` is the first. */
  stars: number[]
  withQuery: boolean
}

const MAX_RULES = 200
const MAX_RULE_LENGTH = 500

/** One pattern as RE2 text, and the names of its `:params` in capture order. */
function compile(pattern: string): { source: string; names: string[] } {
  const names: string[] = []
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string
    if (c === '*') {
      names.push('')
      source += '(.*)'
    } else if (c === ':' && /[A-Za-z_]/.test(pattern[i + 1] ?? '')) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(pattern.slice(i + 1))?.[0] as string
      names.push(name)
      source += '([^/?#&]+)'
      i += name.length
    } else if (c === '\\' && pattern[i + 1] !== undefined) {
      source += RE2JS.quote(pattern[i + 1] as string)
      i++
    } else source += RE2JS.quote(c)
  }
  return { source: `^${source}$`, names }
}

/** Reads routes.json's text; a file that is not an object of strings exits 2 naming why. */
export function readRewrites(text: string): Rewrite[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    throw new DatasetError(`not valid JSON (${(err as Error).message})`)
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new DatasetError('must be a JSON object of "pattern": "target" rules')
  }
  const entries = Object.entries(data as Record<string, unknown>)
  if (entries.length > MAX_RULES) {
    throw new DatasetError(`holds ${entries.length} rules; at most ${MAX_RULES} are allowed`)
  }
  return entries.map(([from, to]) => {
    if (typeof to !== 'string' || !from.startsWith('/') || !to.startsWith('/')) {
      throw new DatasetError(
        `the rule ${JSON.stringify(from)}: ${JSON.stringify(to)} must map a path starting with / to a string starting with /`,
      )
    }
    if (from.length > MAX_RULE_LENGTH || to.length > MAX_RULE_LENGTH) {
      throw new DatasetError(
        `the rule ${JSON.stringify(from.slice(0, 80))} is longer than ${MAX_RULE_LENGTH} characters`,
      )
    }
    const { source, names } = compile(from)
    const re = RE2JS.compile(source)
    return {
      from,
      to,
      names,
      stars: names.flatMap((name, i) => (name === '' ? [i] : [])),
      withQuery: from.includes('\\?'),
      matches(subject) {
        const m = re.matcher(subject)
        if (!m.matches()) return null
        return names.map((_, i) => m.group(i + 1) ?? '')
      },
    }
  })
}

/** Applies the rules to a URL (path and query). */
export function rewriteUrl(rules: readonly Rewrite[], url: string): string {
  let current = url
  for (const rule of rules) {
    const q = current.indexOf('?')
    const path = q < 0 ? current : current.slice(0, q)
    const query = q < 0 ? '' : current.slice(q + 1)
    const groups = rule.matches(rule.withQuery ? current : path)
    if (!groups) continue
    let target = rule.to.replace(/\$(\d+)/g, (_, n: string) => {
      const at = rule.stars[Number(n) - 1]
      return at === undefined ? '' : (groups[at] ?? '')
    })
    target = target.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => {
      const at = rule.names.indexOf(name)
      return at < 0 ? whole : (groups[at] ?? '')
    })
    if (!rule.withQuery && query !== '') target += `${target.includes('?') ? '&' : '?'}${query}`
    current = target
  }
  return current
}
