/** The request model: route families, hostile categories, and what the fuzz knows of the service. */

export const RESOURCES = ['users', 'posts', 'comments', 'todos'] as const
export type ResourceName = (typeof RESOURCES)[number]

export const TEMPLATES = ['ecommerce', 'saas', 'blog', 'crm', 'healthcare'] as const

export const FAMILIES = [
  'resources',
  'nested',
  'auth',
  'session',
  'network',
  'custom',
  'images',
  'graphql',
  'health',
  'docs',
] as const
export type Family = (typeof FAMILIES)[number]

export const CATEGORIES = [
  'broken-json',
  'wrong-types',
  'deep-nesting',
  'huge-numbers',
  'unicode',
  'proto-keys',
  'traversal',
  'headers',
  'content-type',
  'oversized',
  'cookies',
  'identity',
  'jwt',
  'graphql-doc',
  'methods',
  'simulation',
  'query',
  'valid',
] as const
export type Category = (typeof CATEGORIES)[number]

export interface HostileRequest {
  family: Family
  category: Category
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  /** Set when every credential in the request is forged or garbled: a success is a failure. */
  mustFail?: string
}

/** A sandbox the fuzz must never change: it is only ever named wrongly. */
export interface Victim {
  /** Its UUID. */
  identity: string
  /** The sandbox name it is addressed by, when it has one. */
  name?: string
  accessToken: string
  refreshToken: string
  /** `resource/id` paths of records it created. */
  localPaths: string[]
}

/** A sandbox the fuzz may use freely, with records and tokens to aim at. */
export interface Playground {
  name: string
  accessToken: string
  refreshToken: string
  localIds: Record<ResourceName, string[]>
  custom: Array<{ collection: string; id: string }>
}

export interface FuzzContext {
  /** The HS256 secret the app signs with: tokens that verify yet must be refused. */
  secret: string
  victims: Victim[]
  shared: Playground
}

/** Who a request claims to be. `fixed` is a caller-chosen sandbox (the write stream's). */
export type Who = 'fresh' | 'shared' | 'none' | 'garbage' | 'near-miss'

export interface GenerateOptions {
  /** Only routes that write. */
  writesOnly?: boolean
  /** Name every request's sandbox with this header value (and never anything else). */
  identity?: string
  /** The playground whose ids and tokens the requests aim at (default: the shared one). */
  playground?: Playground
  families?: readonly Family[]
}

export type BodyKind =
  | ResourceName
  | 'login'
  | 'register'
  | 'token'
  | 'import'
  | 'network'
  | 'seed'
  | 'custom'
  | 'graphql'
  | 'none'

export interface Route {
  family: Family
  method: string
  /** With `{r}` `{id}` `{c}` `{cid}` `{seed}` `{file}` `{auth}` `{gql}` `{doc}` slots. */
  path: string
  body: BodyKind
  /** The query parameters the route reads. */
  query?: 'list' | 'export' | 'import' | 'seed' | 'avatar' | 'thumbnail' | 'graphql' | 'asset'
  write: boolean
  /** Reads `Authorization: Bearer`. */
  bearer?: boolean
}
