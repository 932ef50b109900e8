import { ProblemError } from './errors.ts'

const TYPE_PATTERN = /^[A-Za-z0-9_*-]+(\.[A-Za-z0-9_*-]+){0,2}$/
const MAX_TYPES = 20

/** `post.*,comment.created` as a test of an event type; undefined lets every type through. */
export function typeFilter(raw: string | undefined): ((type: string) => boolean) | undefined {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return undefined
  const patterns = raw.split(',').map((p) => p.trim())
  if (patterns.length > MAX_TYPES || patterns.some((p) => !TYPE_PATTERN.test(p))) {
    throw new ProblemError({
      code: 'INVALID_QUERY',
      detail: `types must be at most ${MAX_TYPES} comma-separated event types such as post.*, comment.created or custom.*; got '${raw.slice(0, 100)}'`,
    })
  }
  const tests = patterns.map((p) => {
    const parts = p.split('.')
    return (type: string) => {
      const segments = type.split('.')
      // `post.*` is every post event; `custom.*` every custom collection's, whatever its name.
      if (parts.at(-1) === '*' && parts.length <= segments.length) {
        return parts.slice(0, -1).every((part, i) => part === '*' || part === segments[i])
      }
      return (
        parts.length === segments.length &&
        parts.every((part, i) => part === '*' || part === segments[i])
      )
    }
  })
  return (type) => tests.some((test) => test(type))
}
