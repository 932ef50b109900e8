import type { Item } from '../../store/port.ts'
import type { Predicate } from './filter.ts'
import { readPath } from './read-path.ts'

/**
 * The search stage (docs/contract/lists-and-query-language.md#search): `q` is a case-insensitive
 * substring, never a regular expression, of the resource's text fields. Fields are joined with a
 * NUL so a match never spans two.
 */

/** The lowercased text `q` searches in a record: its string `fields`, NUL-joined. */
export function searchText(item: Item, fields: readonly string[]): string {
  return fields
    .map((f) => readPath(item, f))
    .filter((v) => typeof v === 'string')
    .join('\u0000')
    .toLowerCase()
}

/** Matches records whose `fields` hold `q`, building each record's text as it goes. */
export function textMatcher(q: string, fields: readonly string[]): Predicate {
  const needle = q.toLowerCase()
  return (item) => searchText(item, fields).includes(needle)
}

/**
 * Which of a baseline's kept search texts (by position, so by id − 1) hold `q`: one tight pass
 * over the texts, then a byte per record, because the walk that follows tests records in sorted
 * order, where a lookup is cheaper than a substring search.
 */
export function searchHits(texts: readonly string[], q: string): Uint8Array {
  const needle = q.toLowerCase()
  const hits = new Uint8Array(texts.length)
  for (let i = 0; i < texts.length; i++) if ((texts[i] as string).includes(needle)) hits[i] = 1
  return hits
}

function strings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value.toLowerCase())
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out)
  return out
}

/** Matches records holding `q` in any string value, nested ones too (custom collections). */
export function anyTextMatcher(q: string): Predicate {
  const needle = q.toLowerCase()
  return (item) => strings(item, []).some((s) => s.includes(needle))
}
