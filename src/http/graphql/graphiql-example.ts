import type { Shape } from './dataset-shapes.ts'

/**
 * The query GraphiQL opens with: one that runs on what this instance serves, so a newcomer's
 * first click answers data, not "Cannot query field users" when a db.json replaced them.
 */

/** Users, their posts and the posts' comments: nesting at work on the built-ins. */
export const BUILTIN_EXAMPLE = `# Users, their posts and the posts' comments, in one request.
# Writes (mutations) land in your own sandbox, like REST writes.
# Subscriptions run here too: subscription { postAdded { id title } }
query UsersWithPosts {
  users(limit: 3) {
    id
    name
    avatar
    posts(limit: 2) {
      id
      title
      comments(limit: 2) {
        name
        email
      }
    }
  }
}
`

/** The first scalar fields of a shape, `id` first, for a selection. */
const scalars = (fields: ReadonlyMap<string, Shape>, n: number, skip = 'id') => [
  'id',
  ...[...fields]
    .filter(
      ([key, shape]) =>
        key !== 'id' && key !== skip && 'scalar' in shape && shape.scalar !== 'JSON',
    )
    .slice(0, n)
    .map(([key]) => key),
]

export interface ExampleCollection {
  name: string
  list: string
  fields: ReadonlyMap<string, Shape>
  /** Children by their relation field (`postId`), which their selection leaves out. */
  embeds: ReadonlyArray<{ key: string; field: string; fields: ReadonlyMap<string, Shape> }>
}

/** A db.json's first collection with children (else its first), a page of it and of them. */
export function datasetExample(collections: readonly ExampleCollection[]): string | undefined {
  const c = collections.find((x) => x.embeds.length > 0) ?? collections[0]
  if (!c) return undefined
  const lines = scalars(c.fields, 3).map((f) => `    ${f}`)
  const child = c.embeds[0]
  if (child) {
    lines.push(
      `    ${child.key}(limit: 2) {`,
      ...scalars(child.fields, 2, child.field).map((f) => `      ${f}`),
      '    }',
    )
  }
  return `# Your db.json's ${c.name}${child ? ` and their ${child.key}` : ''}, in one request.
# Writes (mutations) land in your own sandbox, like REST writes.
query FromYourData {
  ${c.list}(limit: 3) {
${lines.join('\n')}
  }
}
`
}
