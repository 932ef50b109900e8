/**
 * Names the service itself answers at the root: never a root collection, even when a db.json
 * has one so named (it stays under /api/v1 only; docs/contract/root-surface.md#paths).
 */
export const ROOT_RESERVED: ReadonlySet<string> = new Set([
  'api',
  'auth',
  'docs',
  'graphql',
  'graphiql',
  'health',
  'ready',
  'metrics',
  'assets',
  'checkout',
  'downloads',
  'llms.txt',
  'llms-full.txt',
  'openapi.json',
  'session',
  'ws',
  'db',
])

/** The collections and singulars served at the root, of all those served. */
export const rootNames = (served: Iterable<string>): ReadonlySet<string> =>
  new Set([...served].filter((name) => !ROOT_RESERVED.has(name)))

/** The first segment of a URL's path (`/posts/1?x` → `posts`), or '' at `/`. */
export function firstSegment(url: string): string {
  let end = 1
  while (end < url.length) {
    const c = url.charCodeAt(end)
    // '/', '?', '#', '.': `/posts.csv` is the posts' CSV twin.
    if (c === 47 || c === 63 || c === 35 || c === 46) break
    end++
  }
  return url.slice(1, end)
}
