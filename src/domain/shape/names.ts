import { invalidQuery, quoted } from '../errors.ts'
import { FORBIDDEN_KEYS } from '../merge-patch.ts'

/** A list parameter as a query parser gives it: once (`a,b`), repeated (`x=a&x=b`), or absent. */
export type NameList = string | readonly string[] | undefined

/** One name of a list parameter, with the parameter it came from (for error details). */
export interface Named {
  param: string
  name: string
}

/**
 * The names of list parameters (`_embed`, `_fields` …), in the order given: comma-separated or
 * repeated, trimmed, empty and repeated names dropped (across the parameters too). More than
 * `max` distinct names, or one longer than `maxLength`: 400 naming the parameter.
 */
export function namesOf(
  params: ReadonlyArray<readonly [string, NameList]>,
  limits: { max: number; maxLength: number },
): Named[] {
  const seen = new Set<string>()
  const out: Named[] = []
  for (const [param, value] of params) {
    if (value === undefined) continue
    for (const raw of typeof value === 'string' ? [value] : value) {
      for (const part of String(raw).split(',')) {
        const name = part.trim()
        if (name === '' || seen.has(name)) continue
        if (name.length > limits.maxLength) {
          throw invalidQuery(
            param,
            `takes names of at most ${limits.maxLength} characters, got ${quoted(name)}`,
          )
        }
        if (out.length === limits.max) {
          throw invalidQuery(param, `takes at most ${limits.max} names, got more`)
        }
        seen.add(name)
        out.push({ param, name })
      }
    }
  }
  return out
}

/** A key that would reach an object's prototype if assigned: 400 naming the parameter. */
export function checkKey(param: string, key: string, value: string) {
  if (FORBIDDEN_KEYS.has(key)) {
    const where = key === value ? '' : ` (in ${quoted(value)})`
    throw invalidQuery(param, `may not name the key ${quoted(key)}${where}`)
  }
}
