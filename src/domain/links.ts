/**
 * How collections relate, as rows of a table: a `child` record's `field` holds the id of a
 * `parent` record (`posts.user_id → users`). The built-in resources declare theirs once
 * (`RESOURCE_LINKS` in resources.ts); a db.json's are inferred from its fields
 * (dataset/infer.ts). Everything relational is derived from the rows, never declared again:
 * `_embed=<embedKey>` on the parent and `_expand=<expandKey>` on the child (shape/relations.ts),
 * the nested list `/<parent>/:id/<embedKey>`, and the GraphQL fields `Parent.<embedKey>` and
 * `Child.<expandKey>`.
 */
export interface Link<Name extends string = string, Field extends string = string> {
  readonly parent: Name
  readonly child: Name
  /** The child's field holding the parent's id (`user_id`, a db.json's `postId`). */
  readonly field: Field
  /** What the parent calls its children: `_embed=comments`, `/posts/1/comments`, `Post.comments`. */
  readonly embedKey: string
  /** What the child calls its parent: `_expand=post`, `Comment.post`. */
  readonly expandKey: string
}

/** The rows where `name` is the parent: what it embeds, in table order. */
export const embedsOf = <L extends Link>(links: readonly L[], name: string): L[] =>
  links.filter((l) => l.parent === name)

/** The rows where `name` is the child: what it expands, in table order. */
export const expandsOf = <L extends Link>(links: readonly L[], name: string): L[] =>
  links.filter((l) => l.child === name)
