import type { Link } from './links.ts'

/**
 * What the built-in resources are: their names, the fields `q` searches, the fields `_sort` accepts,
 * the list filters and how they relate. Everything that differs between resources is here, as
 * data.
 */

export const RESOURCE_NAMES = ['users', 'posts', 'comments', 'todos', 'albums', 'photos'] as const
export type ResourceName = (typeof RESOURCE_NAMES)[number]

export const isResourceName = (s: string): s is ResourceName =>
  (RESOURCE_NAMES as readonly string[]).includes(s)

export type FilterName = ReferenceField | 'completed'
export type ReferenceField = 'user_id' | 'post_id' | 'album_id'

/**
 * How a filter compares a field's values (docs/contract/lists-and-query-language.md#filters): `id`
 * is an integer or a `local-` id, `reference` (`user_id`) a record's integer id ≥ 1, `integer` any
 * integer, `boolean` true or false (a value of another type is a 400), `string` exactly. Fields no
 * schema types (extra and custom fields) have no entry.
 */
export type FieldType = 'id' | 'reference' | 'integer' | 'string' | 'boolean'

export interface ResourceDef {
  name: ResourceName
  /** One record's name, lower case: its events' family (`post.created`) and its messages. */
  singular: string
  /**
   * The typed scalar fields, by path (dotted for nested objects), aliases included: the one
   * source of the REST filters, `_sort`, the GraphQL `where` inputs and their documentation.
   */
  fields: Readonly<Record<string, FieldType>>
  /** Paths (dotted for nested objects) that `q` searches. */
  textFields: readonly string[]
  /** Paths `_sort` accepts: every typed field. */
  sortFields: readonly string[]
  filters: readonly FilterName[]
  /** Integer reference fields: a numeric string in a body is stored as a number. */
  references: readonly ReferenceField[]
  /**
   * The hosted original's names of the references (`user_id` → `userId`): every record holds
   * both with the same value, and every place that takes one takes the other
   * (docs/contract/baseline-and-overlay.md#reference-aliases).
   */
  aliases: Readonly<Partial<Record<ReferenceField, string>>>
}

const USER_TEXT = [
  'name',
  'username',
  'email',
  'phone',
  'website',
  'address.street',
  'address.city',
  'address.zipcode',
  'company.name',
  'company.catchPhrase',
] as const

const typed = (types: FieldType, paths: readonly string[]) =>
  Object.fromEntries(paths.map((p) => [p, types])) as Record<string, FieldType>

const FIELDS: Readonly<Record<ResourceName, Readonly<Record<string, FieldType>>>> = {
  users: { id: 'id', ...typed('string', USER_TEXT) },
  posts: { id: 'id', user_id: 'reference', userId: 'reference', title: 'string', body: 'string' },
  comments: {
    id: 'id',
    post_id: 'reference',
    postId: 'reference',
    name: 'string',
    email: 'string',
    body: 'string',
  },
  todos: {
    id: 'id',
    user_id: 'reference',
    userId: 'reference',
    title: 'string',
    completed: 'boolean',
  },
  albums: { id: 'id', user_id: 'reference', userId: 'reference', title: 'string' },
  photos: {
    id: 'id',
    album_id: 'reference',
    albumId: 'reference',
    title: 'string',
    url: 'string',
    thumbnailUrl: 'string',
  },
}

function define(
  name: ResourceName,
  def: Omit<ResourceDef, 'name' | 'fields' | 'sortFields'>,
): ResourceDef {
  return { name, fields: FIELDS[name], sortFields: Object.keys(FIELDS[name]), ...def }
}

export const RESOURCES: Readonly<Record<ResourceName, ResourceDef>> = {
  users: define('users', {
    singular: 'user',
    textFields: USER_TEXT,
    filters: [],
    references: [],
    aliases: {},
  }),
  posts: define('posts', {
    singular: 'post',
    textFields: ['title', 'body'],
    filters: ['user_id'],
    references: ['user_id'],
    aliases: { user_id: 'userId' },
  }),
  comments: define('comments', {
    singular: 'comment',
    textFields: ['name', 'email', 'body'],
    filters: ['post_id'],
    references: ['post_id'],
    aliases: { post_id: 'postId' },
  }),
  todos: define('todos', {
    singular: 'todo',
    textFields: ['title'],
    filters: ['user_id', 'completed'],
    references: ['user_id'],
    aliases: { user_id: 'userId' },
  }),
  albums: define('albums', {
    singular: 'album',
    textFields: ['title'],
    filters: ['user_id'],
    references: ['user_id'],
    aliases: { user_id: 'userId' },
  }),
  photos: define('photos', {
    singular: 'photo',
    textFields: ['title'],
    filters: ['album_id'],
    references: ['album_id'],
    aliases: { album_id: 'albumId' },
  }),
}

/**
 * How the resources relate: a user's posts, todos and albums, a post's comments, an album's
 * photos. The nested routes,
 * `_embed`/`_expand` and the GraphQL relation fields are all derived from these rows (links.ts),
 * in this order (docs/contract/baseline-and-overlay.md#nested-routes,
 * docs/contract/lists-and-query-language.md#relations).
 */
export const RESOURCE_LINKS: ReadonlyArray<Link<ResourceName, ReferenceField>> = [
  { parent: 'users', child: 'posts', field: 'user_id', embedKey: 'posts', expandKey: 'user' },
  { parent: 'users', child: 'todos', field: 'user_id', embedKey: 'todos', expandKey: 'user' },
  { parent: 'posts', child: 'comments', field: 'post_id', embedKey: 'comments', expandKey: 'post' },
  { parent: 'users', child: 'albums', field: 'user_id', embedKey: 'albums', expandKey: 'user' },
  { parent: 'albums', child: 'photos', field: 'album_id', embedKey: 'photos', expandKey: 'album' },
]
