/**
 * What the four resources are: their names, the fields `q` searches, the fields `_sort` accepts
 * and the list filters. Everything that differs between resources is here, as data.
 */

export const RESOURCE_NAMES = ['users', 'posts', 'comments', 'todos'] as const
export type ResourceName = (typeof RESOURCE_NAMES)[number]

export const isResourceName = (s: string): s is ResourceName =>
  (RESOURCE_NAMES as readonly string[]).includes(s)

export type FilterName = 'user_id' | 'post_id' | 'completed'

export interface ResourceDef {
  name: ResourceName
  /** Paths (dotted for nested objects) that `q` searches. */
  textFields: readonly string[]
  /** Paths `_sort` accepts. */
  sortFields: readonly string[]
  filters: readonly FilterName[]
  /** Integer reference fields: a numeric string in a body is stored as a number. */
  references: readonly ('user_id' | 'post_id')[]
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

export const RESOURCES: Readonly<Record<ResourceName, ResourceDef>> = {
  users: {
    name: 'users',
    textFields: USER_TEXT,
    sortFields: ['id', ...USER_TEXT],
    filters: [],
    references: [],
  },
  posts: {
    name: 'posts',
    textFields: ['title', 'body'],
    sortFields: ['id', 'user_id', 'title', 'body'],
    filters: ['user_id'],
    references: ['user_id'],
  },
  comments: {
    name: 'comments',
    textFields: ['name', 'email', 'body'],
    sortFields: ['id', 'post_id', 'name', 'email', 'body'],
    filters: ['post_id'],
    references: ['post_id'],
  },
  todos: {
    name: 'todos',
    textFields: ['title'],
    sortFields: ['id', 'user_id', 'title', 'completed'],
    filters: ['user_id', 'completed'],
    references: ['user_id'],
  },
}

/** The live created records one identity may hold per resource (SPEC §4). */
export const CREATE_CAP = 30
