// Mock Playground API 1.0.0: TypeScript declarations made from its OpenAPI document.
// Component schemas are types; each operation is an interface naming its parameters,
// request body and response bodies by status.

/** Any JSON value; no key may be __proto__, constructor or prototype, at any depth */
export type SafeJson = unknown

/** An RFC 9457 problem document, sent as `application/problem+json` for every error. Never carries a stack trace. */
export type Problem = {
  /** Stable URI reference of the kind of problem, in step with `code` */
  type: string
  /** The status text, e.g. `Not Found` */
  title: string
  status: number
  /** What went wrong with this request */
  detail: string
  /** Machine-readable code */
  code: "INVALID_QUERY" | "INVALID_BODY" | "INVALID_ID" | "VALIDATION_FAILED" | "MALFORMED_REQUEST" | "QUERY_TOO_COMPLEX" | "INVALID_CURSOR" | "TOO_MANY_FILES" | "SIMULATED_ERROR" | "UNAUTHENTICATED" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "INVALID_CREDENTIALS" | "TOKEN_NOT_YET_VALID" | "TOKEN_REVOKED" | "REFRESH_TOKEN_REUSED" | "INVALID_OTP" | "INVALID_RESET_TOKEN" | "INVALID_SANDBOX_TOKEN" | "RBAC_ROLE_FORBIDDEN" | "RBAC_SCOPE_FORBIDDEN" | "SANDBOX_LIMIT_REACHED" | "SANDBOX_READ_ONLY" | "QUOTA_EXCEEDED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "CONFLICT" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_STATE" | "card_declined" | "velocity_limit_exceeded" | "processing_error" | "PAYLOAD_TOO_LARGE" | "EXPORT_TOO_LARGE" | "FILE_TOO_LARGE" | "BATCH_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "PROHIBITED_FILE_TYPE" | "RATE_LIMITED" | "OTP_LOCKED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "STORE_UNAVAILABLE" | "STORAGE_FULL"
  /** The request URL */
  instance: string
  /** Same as `title` */
  error: string
  /** Same as `detail` */
  message: string
  /** One entry per invalid field (validation problems only) */
  errors?: Array<{
    /** The field, in dotted form (`address.city`, `records[3].data.title`) */
    field: string
    message: string
    [key: string]: unknown
  }>
  /** 429 only: seconds to wait, as `Retry-After` */
  retryAfter?: number
  /** `RBAC_ROLE_FORBIDDEN` only: the roles allowed to do `action` */
  requiredRole?: Array<string>
  /** `RBAC_ROLE_FORBIDDEN` only: the role the request acted as */
  currentRole?: string
  /** `RBAC_ROLE_FORBIDDEN` only: `users`, `posts`, `comments`, `todos`, `albums`, `photos`, `custom` (every collection) or `session` */
  resource?: string
  /** `RBAC_ROLE_FORBIDDEN` only: `read`, `create`, `update`, `delete`, `reset` or `import` */
  action?: string
  /** `RBAC_SCOPE_FORBIDDEN` only: the scope the request lacked (`posts:create`) */
  requiredScope?: string
  /** `RBAC_SCOPE_FORBIDDEN` only: the scopes in effect */
  currentScopes?: Array<string>
  [key: string]: unknown
}

export type Pagination = {
  /** Offset lists: the page */
  page?: number
  /** The page size used (at most 30) */
  limit: number
  /** Records matching, over all pages */
  total: number
  /** Offset lists: `ceil(total / limit)` */
  totalPages?: number
  /** Offset lists */
  hasNextPage?: boolean
  /** Offset lists */
  hasPrevPage?: boolean
  /** Cursor lists: send as `cursor` for the next page; null at the end */
  nextCursor?: string | null
  /** Cursor lists: send as `cursor` for the previous page; null at the start */
  prevCursor?: string | null
  /** Cursor lists: records follow this page */
  hasMore?: boolean
  [key: string]: unknown
}

/** A user: `name`, `username`, `email`, `phone`, `website` (strings), `address` and `company` (objects of strings). Fields a client sent beyond these are kept as sent (up to 50 fields). `_sandbox` is `created` on records created in this sandbox and `updated` on shared records this sandbox changed; it is absent otherwise. */
export type User = {
  /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
  id: number | string
  name?: string
  username?: string
  email?: string
  phone?: string
  website?: string
  address?: {
    [key: string]: string
  }
  company?: {
    [key: string]: string
  }
  /** Present only on records this sandbox created or changed */
  _sandbox?: "created" | "updated"
  [key: string]: unknown
}

/** A post: `user_id` (integer) and its alias `userId` (the same value; a write may give either or both), `title` and `body` (strings). Fields a client sent beyond these are kept as sent (up to 50 fields). `_sandbox` is `created` on records created in this sandbox and `updated` on shared records this sandbox changed; it is absent otherwise. */
export type Post = {
  /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
  id: number | string
  user_id?: number
  userId?: number
  title?: string
  body?: string
  /** Present only on records this sandbox created or changed */
  _sandbox?: "created" | "updated"
  [key: string]: unknown
}

/** A comment: `post_id` (integer) and its alias `postId` (the same value; a write may give either or both), `name`, `email` and `body` (strings). Fields a client sent beyond these are kept as sent (up to 50 fields). `_sandbox` is `created` on records created in this sandbox and `updated` on shared records this sandbox changed; it is absent otherwise. */
export type Comment = {
  /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
  id: number | string
  post_id?: number
  postId?: number
  name?: string
  email?: string
  body?: string
  /** Present only on records this sandbox created or changed */
  _sandbox?: "created" | "updated"
  [key: string]: unknown
}

/** A todo: `user_id` (integer) and its alias `userId` (the same value; a write may give either or both), `title` (string), `completed` (boolean). Fields a client sent beyond these are kept as sent (up to 50 fields). `_sandbox` is `created` on records created in this sandbox and `updated` on shared records this sandbox changed; it is absent otherwise. */
export type Todo = {
  /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
  id: number | string
  user_id?: number
  userId?: number
  title?: string
  completed?: boolean
  /** Present only on records this sandbox created or changed */
  _sandbox?: "created" | "updated"
  [key: string]: unknown
}

/** An album: `user_id` (integer) and its alias `userId` (the same value; a write may give either or both), `title` (string). Fields a client sent beyond these are kept as sent (up to 50 fields). `_sandbox` is `created` on records created in this sandbox and `updated` on shared records this sandbox changed; it is absent otherwise. */
export type Album = {
  /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
  id: number | string
  user_id?: number
  userId?: number
  title?: string
  /** Present only on records this sandbox created or changed */
  _sandbox?: "created" | "updated"
  [key: string]: unknown
}

/** A photo: `album_id` (integer) and its alias `albumId` (the same value; a write may give either or both), `title`, `url` and `thumbnailUrl` (strings). The baseline's images are this service's own thumbnails, 600 × 600 and 150 × 150, as root-relative URLs. Fields a client sent beyond these are kept as sent (up to 50 fields). `_sandbox` is `created` on records created in this sandbox and `updated` on shared records this sandbox changed; it is absent otherwise. */
export type Photo = {
  /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
  id: number | string
  album_id?: number
  albumId?: number
  title?: string
  url?: string
  thumbnailUrl?: string
  /** Present only on records this sandbox created or changed */
  _sandbox?: "created" | "updated"
  [key: string]: unknown
}

/** `GET /health`: Liveness */
export interface GetHealth {
  method: "GET"
  path: "/health"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The process is up */
    200: {
      status: "ok"
      timestamp: string
      uptimeSeconds: number
      database: {
        /** Whether the store answered */
        connected: boolean
        /** How long the store took to answer */
        latencyMs: number
        [key: string]: unknown
      }
      /** Sandboxes holding stored state; null when the store did not answer */
      activeSessions: number | null
      [key: string]: unknown
    }
  }
}

/** `GET /api/v1/health`: Liveness */
export interface GetApiV1Health {
  method: "GET"
  path: "/api/v1/health"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The process is up */
    200: {
      status: "ok"
      timestamp: string
      uptimeSeconds: number
      database: {
        /** Whether the store answered */
        connected: boolean
        /** How long the store took to answer */
        latencyMs: number
        [key: string]: unknown
      }
      /** Sandboxes holding stored state; null when the store did not answer */
      activeSessions: number | null
      [key: string]: unknown
    }
  }
}

/** `GET /ready`: Readiness */
export interface GetReady {
  method: "GET"
  path: "/ready"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** Ready to serve */
    200: {
      status: "ready"
      /** The store in use */
      store: "memory" | "sqlite" | "redis"
      [key: string]: unknown
    }
    /** `STORE_UNAVAILABLE`: the data store is not answering. */
    503: Problem
  }
}

/** `GET /api/v1/users`: List users */
export interface GetUsers {
  method: "GET"
  path: "/api/v1/users"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `username` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `username_ne`, `_gt`… or `username:op` */
    username?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `phone` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `phone_ne`, `_gt`… or `phone:op` */
    phone?: string | Array<string>
    /** Filter: records whose `website` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `website_ne`, `_gt`… or `website:op` */
    website?: string | Array<string>
    /** Filter: records whose `address.street` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.street_ne`, `_gt`… or `address.street:op` */
    "address.street"?: string | Array<string>
    /** Filter: records whose `address.city` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.city_ne`, `_gt`… or `address.city:op` */
    "address.city"?: string | Array<string>
    /** Filter: records whose `address.zipcode` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.zipcode_ne`, `_gt`… or `address.zipcode:op` */
    "address.zipcode"?: string | Array<string>
    /** Filter: records whose `company.name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.name_ne`, `_gt`… or `company.name:op` */
    "company.name"?: string | Array<string>
    /** Filter: records whose `company.catchPhrase` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.catchPhrase_ne`, `_gt`… or `company.catchPhrase:op` */
    "company.catchPhrase"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`username:ne` alike) */
    username_ne?: string | Array<string>
    /** Greater than (`username:gt` alike) */
    username_gt?: string | Array<string>
    /** Greater than or equal (`username:gte` alike) */
    username_gte?: string | Array<string>
    /** Less than (`username:lt` alike) */
    username_lt?: string | Array<string>
    /** Less than or equal (`username:lte` alike) */
    username_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`username:like` alike) */
    username_like?: string | Array<string>
    /** Any of a comma-separated list (`username:in` alike) */
    username_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`phone:ne` alike) */
    phone_ne?: string | Array<string>
    /** Greater than (`phone:gt` alike) */
    phone_gt?: string | Array<string>
    /** Greater than or equal (`phone:gte` alike) */
    phone_gte?: string | Array<string>
    /** Less than (`phone:lt` alike) */
    phone_lt?: string | Array<string>
    /** Less than or equal (`phone:lte` alike) */
    phone_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`phone:like` alike) */
    phone_like?: string | Array<string>
    /** Any of a comma-separated list (`phone:in` alike) */
    phone_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`website:ne` alike) */
    website_ne?: string | Array<string>
    /** Greater than (`website:gt` alike) */
    website_gt?: string | Array<string>
    /** Greater than or equal (`website:gte` alike) */
    website_gte?: string | Array<string>
    /** Less than (`website:lt` alike) */
    website_lt?: string | Array<string>
    /** Less than or equal (`website:lte` alike) */
    website_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`website:like` alike) */
    website_like?: string | Array<string>
    /** Any of a comma-separated list (`website:in` alike) */
    website_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.street:ne` alike) */
    "address.street_ne"?: string | Array<string>
    /** Greater than (`address.street:gt` alike) */
    "address.street_gt"?: string | Array<string>
    /** Greater than or equal (`address.street:gte` alike) */
    "address.street_gte"?: string | Array<string>
    /** Less than (`address.street:lt` alike) */
    "address.street_lt"?: string | Array<string>
    /** Less than or equal (`address.street:lte` alike) */
    "address.street_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.street:like` alike) */
    "address.street_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.street:in` alike) */
    "address.street_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.city:ne` alike) */
    "address.city_ne"?: string | Array<string>
    /** Greater than (`address.city:gt` alike) */
    "address.city_gt"?: string | Array<string>
    /** Greater than or equal (`address.city:gte` alike) */
    "address.city_gte"?: string | Array<string>
    /** Less than (`address.city:lt` alike) */
    "address.city_lt"?: string | Array<string>
    /** Less than or equal (`address.city:lte` alike) */
    "address.city_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.city:like` alike) */
    "address.city_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.city:in` alike) */
    "address.city_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.zipcode:ne` alike) */
    "address.zipcode_ne"?: string | Array<string>
    /** Greater than (`address.zipcode:gt` alike) */
    "address.zipcode_gt"?: string | Array<string>
    /** Greater than or equal (`address.zipcode:gte` alike) */
    "address.zipcode_gte"?: string | Array<string>
    /** Less than (`address.zipcode:lt` alike) */
    "address.zipcode_lt"?: string | Array<string>
    /** Less than or equal (`address.zipcode:lte` alike) */
    "address.zipcode_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.zipcode:like` alike) */
    "address.zipcode_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.zipcode:in` alike) */
    "address.zipcode_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.name:ne` alike) */
    "company.name_ne"?: string | Array<string>
    /** Greater than (`company.name:gt` alike) */
    "company.name_gt"?: string | Array<string>
    /** Greater than or equal (`company.name:gte` alike) */
    "company.name_gte"?: string | Array<string>
    /** Less than (`company.name:lt` alike) */
    "company.name_lt"?: string | Array<string>
    /** Less than or equal (`company.name:lte` alike) */
    "company.name_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.name:like` alike) */
    "company.name_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.name:in` alike) */
    "company.name_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.catchPhrase:ne` alike) */
    "company.catchPhrase_ne"?: string | Array<string>
    /** Greater than (`company.catchPhrase:gt` alike) */
    "company.catchPhrase_gt"?: string | Array<string>
    /** Greater than or equal (`company.catchPhrase:gte` alike) */
    "company.catchPhrase_gte"?: string | Array<string>
    /** Less than (`company.catchPhrase:lt` alike) */
    "company.catchPhrase_lt"?: string | Array<string>
    /** Less than or equal (`company.catchPhrase:lte` alike) */
    "company.catchPhrase_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.catchPhrase:like` alike) */
    "company.catchPhrase_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.catchPhrase:in` alike) */
    "company.catchPhrase_in"?: string | Array<string>
    /** Adds each user's `posts`, `todos` and/or `albums` as this sandbox sees them, in list order, at most 100 each. Repeat the parameter or separate names with commas. */
    _embed?: Array<"posts" | "todos" | "albums">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of users */
    200: {
      data: Array<User>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/users`: Create a user */
export interface PostUsers {
  method: "POST"
  path: "/api/v1/users"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    name?: string
    username?: string
    email?: string
    phone?: string
    website?: string
    address?: {
      [key: string]: string
    }
    company?: {
      [key: string]: string
    }
    [key: string]: unknown
  }
  responses: {
    /** The created user */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/users.csv`: List users as CSV */
export interface GetUsersCsv {
  method: "GET"
  path: "/api/v1/users.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `username` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `username_ne`, `_gt`… or `username:op` */
    username?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `phone` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `phone_ne`, `_gt`… or `phone:op` */
    phone?: string | Array<string>
    /** Filter: records whose `website` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `website_ne`, `_gt`… or `website:op` */
    website?: string | Array<string>
    /** Filter: records whose `address.street` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.street_ne`, `_gt`… or `address.street:op` */
    "address.street"?: string | Array<string>
    /** Filter: records whose `address.city` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.city_ne`, `_gt`… or `address.city:op` */
    "address.city"?: string | Array<string>
    /** Filter: records whose `address.zipcode` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.zipcode_ne`, `_gt`… or `address.zipcode:op` */
    "address.zipcode"?: string | Array<string>
    /** Filter: records whose `company.name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.name_ne`, `_gt`… or `company.name:op` */
    "company.name"?: string | Array<string>
    /** Filter: records whose `company.catchPhrase` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.catchPhrase_ne`, `_gt`… or `company.catchPhrase:op` */
    "company.catchPhrase"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`username:ne` alike) */
    username_ne?: string | Array<string>
    /** Greater than (`username:gt` alike) */
    username_gt?: string | Array<string>
    /** Greater than or equal (`username:gte` alike) */
    username_gte?: string | Array<string>
    /** Less than (`username:lt` alike) */
    username_lt?: string | Array<string>
    /** Less than or equal (`username:lte` alike) */
    username_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`username:like` alike) */
    username_like?: string | Array<string>
    /** Any of a comma-separated list (`username:in` alike) */
    username_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`phone:ne` alike) */
    phone_ne?: string | Array<string>
    /** Greater than (`phone:gt` alike) */
    phone_gt?: string | Array<string>
    /** Greater than or equal (`phone:gte` alike) */
    phone_gte?: string | Array<string>
    /** Less than (`phone:lt` alike) */
    phone_lt?: string | Array<string>
    /** Less than or equal (`phone:lte` alike) */
    phone_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`phone:like` alike) */
    phone_like?: string | Array<string>
    /** Any of a comma-separated list (`phone:in` alike) */
    phone_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`website:ne` alike) */
    website_ne?: string | Array<string>
    /** Greater than (`website:gt` alike) */
    website_gt?: string | Array<string>
    /** Greater than or equal (`website:gte` alike) */
    website_gte?: string | Array<string>
    /** Less than (`website:lt` alike) */
    website_lt?: string | Array<string>
    /** Less than or equal (`website:lte` alike) */
    website_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`website:like` alike) */
    website_like?: string | Array<string>
    /** Any of a comma-separated list (`website:in` alike) */
    website_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.street:ne` alike) */
    "address.street_ne"?: string | Array<string>
    /** Greater than (`address.street:gt` alike) */
    "address.street_gt"?: string | Array<string>
    /** Greater than or equal (`address.street:gte` alike) */
    "address.street_gte"?: string | Array<string>
    /** Less than (`address.street:lt` alike) */
    "address.street_lt"?: string | Array<string>
    /** Less than or equal (`address.street:lte` alike) */
    "address.street_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.street:like` alike) */
    "address.street_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.street:in` alike) */
    "address.street_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.city:ne` alike) */
    "address.city_ne"?: string | Array<string>
    /** Greater than (`address.city:gt` alike) */
    "address.city_gt"?: string | Array<string>
    /** Greater than or equal (`address.city:gte` alike) */
    "address.city_gte"?: string | Array<string>
    /** Less than (`address.city:lt` alike) */
    "address.city_lt"?: string | Array<string>
    /** Less than or equal (`address.city:lte` alike) */
    "address.city_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.city:like` alike) */
    "address.city_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.city:in` alike) */
    "address.city_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.zipcode:ne` alike) */
    "address.zipcode_ne"?: string | Array<string>
    /** Greater than (`address.zipcode:gt` alike) */
    "address.zipcode_gt"?: string | Array<string>
    /** Greater than or equal (`address.zipcode:gte` alike) */
    "address.zipcode_gte"?: string | Array<string>
    /** Less than (`address.zipcode:lt` alike) */
    "address.zipcode_lt"?: string | Array<string>
    /** Less than or equal (`address.zipcode:lte` alike) */
    "address.zipcode_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.zipcode:like` alike) */
    "address.zipcode_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.zipcode:in` alike) */
    "address.zipcode_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.name:ne` alike) */
    "company.name_ne"?: string | Array<string>
    /** Greater than (`company.name:gt` alike) */
    "company.name_gt"?: string | Array<string>
    /** Greater than or equal (`company.name:gte` alike) */
    "company.name_gte"?: string | Array<string>
    /** Less than (`company.name:lt` alike) */
    "company.name_lt"?: string | Array<string>
    /** Less than or equal (`company.name:lte` alike) */
    "company.name_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.name:like` alike) */
    "company.name_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.name:in` alike) */
    "company.name_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.catchPhrase:ne` alike) */
    "company.catchPhrase_ne"?: string | Array<string>
    /** Greater than (`company.catchPhrase:gt` alike) */
    "company.catchPhrase_gt"?: string | Array<string>
    /** Greater than or equal (`company.catchPhrase:gte` alike) */
    "company.catchPhrase_gte"?: string | Array<string>
    /** Less than (`company.catchPhrase:lt` alike) */
    "company.catchPhrase_lt"?: string | Array<string>
    /** Less than or equal (`company.catchPhrase:lte` alike) */
    "company.catchPhrase_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.catchPhrase:like` alike) */
    "company.catchPhrase_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.catchPhrase:in` alike) */
    "company.catchPhrase_in"?: string | Array<string>
    /** Adds each user's `posts`, `todos` and/or `albums` as this sandbox sees them, in list order, at most 100 each. Repeat the parameter or separate names with commas. */
    _embed?: Array<"posts" | "todos" | "albums">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users.xlsx`: List users as XLSX */
export interface GetUsersXlsx {
  method: "GET"
  path: "/api/v1/users.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `username` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `username_ne`, `_gt`… or `username:op` */
    username?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `phone` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `phone_ne`, `_gt`… or `phone:op` */
    phone?: string | Array<string>
    /** Filter: records whose `website` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `website_ne`, `_gt`… or `website:op` */
    website?: string | Array<string>
    /** Filter: records whose `address.street` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.street_ne`, `_gt`… or `address.street:op` */
    "address.street"?: string | Array<string>
    /** Filter: records whose `address.city` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.city_ne`, `_gt`… or `address.city:op` */
    "address.city"?: string | Array<string>
    /** Filter: records whose `address.zipcode` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.zipcode_ne`, `_gt`… or `address.zipcode:op` */
    "address.zipcode"?: string | Array<string>
    /** Filter: records whose `company.name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.name_ne`, `_gt`… or `company.name:op` */
    "company.name"?: string | Array<string>
    /** Filter: records whose `company.catchPhrase` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.catchPhrase_ne`, `_gt`… or `company.catchPhrase:op` */
    "company.catchPhrase"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`username:ne` alike) */
    username_ne?: string | Array<string>
    /** Greater than (`username:gt` alike) */
    username_gt?: string | Array<string>
    /** Greater than or equal (`username:gte` alike) */
    username_gte?: string | Array<string>
    /** Less than (`username:lt` alike) */
    username_lt?: string | Array<string>
    /** Less than or equal (`username:lte` alike) */
    username_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`username:like` alike) */
    username_like?: string | Array<string>
    /** Any of a comma-separated list (`username:in` alike) */
    username_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`phone:ne` alike) */
    phone_ne?: string | Array<string>
    /** Greater than (`phone:gt` alike) */
    phone_gt?: string | Array<string>
    /** Greater than or equal (`phone:gte` alike) */
    phone_gte?: string | Array<string>
    /** Less than (`phone:lt` alike) */
    phone_lt?: string | Array<string>
    /** Less than or equal (`phone:lte` alike) */
    phone_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`phone:like` alike) */
    phone_like?: string | Array<string>
    /** Any of a comma-separated list (`phone:in` alike) */
    phone_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`website:ne` alike) */
    website_ne?: string | Array<string>
    /** Greater than (`website:gt` alike) */
    website_gt?: string | Array<string>
    /** Greater than or equal (`website:gte` alike) */
    website_gte?: string | Array<string>
    /** Less than (`website:lt` alike) */
    website_lt?: string | Array<string>
    /** Less than or equal (`website:lte` alike) */
    website_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`website:like` alike) */
    website_like?: string | Array<string>
    /** Any of a comma-separated list (`website:in` alike) */
    website_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.street:ne` alike) */
    "address.street_ne"?: string | Array<string>
    /** Greater than (`address.street:gt` alike) */
    "address.street_gt"?: string | Array<string>
    /** Greater than or equal (`address.street:gte` alike) */
    "address.street_gte"?: string | Array<string>
    /** Less than (`address.street:lt` alike) */
    "address.street_lt"?: string | Array<string>
    /** Less than or equal (`address.street:lte` alike) */
    "address.street_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.street:like` alike) */
    "address.street_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.street:in` alike) */
    "address.street_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.city:ne` alike) */
    "address.city_ne"?: string | Array<string>
    /** Greater than (`address.city:gt` alike) */
    "address.city_gt"?: string | Array<string>
    /** Greater than or equal (`address.city:gte` alike) */
    "address.city_gte"?: string | Array<string>
    /** Less than (`address.city:lt` alike) */
    "address.city_lt"?: string | Array<string>
    /** Less than or equal (`address.city:lte` alike) */
    "address.city_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.city:like` alike) */
    "address.city_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.city:in` alike) */
    "address.city_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.zipcode:ne` alike) */
    "address.zipcode_ne"?: string | Array<string>
    /** Greater than (`address.zipcode:gt` alike) */
    "address.zipcode_gt"?: string | Array<string>
    /** Greater than or equal (`address.zipcode:gte` alike) */
    "address.zipcode_gte"?: string | Array<string>
    /** Less than (`address.zipcode:lt` alike) */
    "address.zipcode_lt"?: string | Array<string>
    /** Less than or equal (`address.zipcode:lte` alike) */
    "address.zipcode_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.zipcode:like` alike) */
    "address.zipcode_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.zipcode:in` alike) */
    "address.zipcode_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.name:ne` alike) */
    "company.name_ne"?: string | Array<string>
    /** Greater than (`company.name:gt` alike) */
    "company.name_gt"?: string | Array<string>
    /** Greater than or equal (`company.name:gte` alike) */
    "company.name_gte"?: string | Array<string>
    /** Less than (`company.name:lt` alike) */
    "company.name_lt"?: string | Array<string>
    /** Less than or equal (`company.name:lte` alike) */
    "company.name_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.name:like` alike) */
    "company.name_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.name:in` alike) */
    "company.name_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.catchPhrase:ne` alike) */
    "company.catchPhrase_ne"?: string | Array<string>
    /** Greater than (`company.catchPhrase:gt` alike) */
    "company.catchPhrase_gt"?: string | Array<string>
    /** Greater than or equal (`company.catchPhrase:gte` alike) */
    "company.catchPhrase_gte"?: string | Array<string>
    /** Less than (`company.catchPhrase:lt` alike) */
    "company.catchPhrase_lt"?: string | Array<string>
    /** Less than or equal (`company.catchPhrase:lte` alike) */
    "company.catchPhrase_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.catchPhrase:like` alike) */
    "company.catchPhrase_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.catchPhrase:in` alike) */
    "company.catchPhrase_in"?: string | Array<string>
    /** Adds each user's `posts`, `todos` and/or `albums` as this sandbox sees them, in list order, at most 100 each. Repeat the parameter or separate names with commas. */
    _embed?: Array<"posts" | "todos" | "albums">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}`: Get a user */
export interface GetUsersById {
  method: "GET"
  path: "/api/v1/users/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Adds each user's `posts`, `todos` and/or `albums` as this sandbox sees them, in list order, at most 100 each. Repeat the parameter or separate names with commas. */
    _embed?: Array<"posts" | "todos" | "albums">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The user */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /api/v1/users/{id}`: Replace a user */
export interface PutUsersById {
  method: "PUT"
  path: "/api/v1/users/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    name?: string
    username?: string
    email?: string
    phone?: string
    website?: string
    address?: {
      [key: string]: string
    }
    company?: {
      [key: string]: string
    }
    [key: string]: unknown
  }
  responses: {
    /** The user as replaced */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /api/v1/users/{id}`: Update a user (JSON merge patch) */
export interface PatchUsersById {
  method: "PATCH"
  path: "/api/v1/users/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    name?: string | null
    username?: string | null
    email?: string | null
    phone?: string | null
    website?: string | null
    address?: ({
      [key: string]: string | null
    }) | null
    company?: ({
      [key: string]: string | null
    }) | null
    [key: string]: unknown
  }
  responses: {
    /** The user as patched */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/users/{id}`: Delete a user */
export interface DeleteUsersById {
  method: "DELETE"
  path: "/api/v1/users/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
      id: number | string
      resource: "users" | "posts" | "comments" | "todos" | "albums" | "photos"
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/posts`: List posts */
export interface GetPosts {
  method: "GET"
  path: "/api/v1/posts"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of posts */
    200: {
      data: Array<Post>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/posts`: Create a post */
export interface PostPosts {
  method: "POST"
  path: "/api/v1/posts"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    body?: string
    [key: string]: unknown
  }
  responses: {
    /** The created post */
    200: Post
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/posts.csv`: List posts as CSV */
export interface GetPostsCsv {
  method: "GET"
  path: "/api/v1/posts.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/posts.xlsx`: List posts as XLSX */
export interface GetPostsXlsx {
  method: "GET"
  path: "/api/v1/posts.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/posts/{id}`: Get a post */
export interface GetPostsById {
  method: "GET"
  path: "/api/v1/posts/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The post */
    200: Post
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /api/v1/posts/{id}`: Replace a post */
export interface PutPostsById {
  method: "PUT"
  path: "/api/v1/posts/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    body?: string
    [key: string]: unknown
  }
  responses: {
    /** The post as replaced */
    200: Post
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /api/v1/posts/{id}`: Update a post (JSON merge patch) */
export interface PatchPostsById {
  method: "PATCH"
  path: "/api/v1/posts/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: (number | string) | null
    userId?: (number | string) | null
    title?: string | null
    body?: string | null
    [key: string]: unknown
  }
  responses: {
    /** The post as patched */
    200: Post
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/posts/{id}`: Delete a post */
export interface DeletePostsById {
  method: "DELETE"
  path: "/api/v1/posts/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
      id: number | string
      resource: "users" | "posts" | "comments" | "todos" | "albums" | "photos"
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/comments`: List comments */
export interface GetComments {
  method: "GET"
  path: "/api/v1/comments"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `post_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `post_id_ne`, `_gt`… or `post_id:op` */
    post_id?: string | Array<string>
    /** Filter: records whose `postId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `postId_ne`, `_gt`… or `postId:op` */
    postId?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`post_id:ne` alike) */
    post_id_ne?: string | Array<string>
    /** Greater than (`post_id:gt` alike) */
    post_id_gt?: string | Array<string>
    /** Greater than or equal (`post_id:gte` alike) */
    post_id_gte?: string | Array<string>
    /** Less than (`post_id:lt` alike) */
    post_id_lt?: string | Array<string>
    /** Less than or equal (`post_id:lte` alike) */
    post_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`post_id:in` alike) */
    post_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`postId:ne` alike) */
    postId_ne?: string | Array<string>
    /** Greater than (`postId:gt` alike) */
    postId_gt?: string | Array<string>
    /** Greater than or equal (`postId:gte` alike) */
    postId_gte?: string | Array<string>
    /** Less than (`postId:lt` alike) */
    postId_lt?: string | Array<string>
    /** Less than or equal (`postId:lte` alike) */
    postId_lte?: string | Array<string>
    /** Any of a comma-separated list (`postId:in` alike) */
    postId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of comments */
    200: {
      data: Array<Comment>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/comments`: Create a comment */
export interface PostComments {
  method: "POST"
  path: "/api/v1/comments"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    post_id?: number | string
    postId?: number | string
    name?: string
    email?: string
    body?: string
    [key: string]: unknown
  }
  responses: {
    /** The created comment */
    200: Comment
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/comments.csv`: List comments as CSV */
export interface GetCommentsCsv {
  method: "GET"
  path: "/api/v1/comments.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `post_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `post_id_ne`, `_gt`… or `post_id:op` */
    post_id?: string | Array<string>
    /** Filter: records whose `postId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `postId_ne`, `_gt`… or `postId:op` */
    postId?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`post_id:ne` alike) */
    post_id_ne?: string | Array<string>
    /** Greater than (`post_id:gt` alike) */
    post_id_gt?: string | Array<string>
    /** Greater than or equal (`post_id:gte` alike) */
    post_id_gte?: string | Array<string>
    /** Less than (`post_id:lt` alike) */
    post_id_lt?: string | Array<string>
    /** Less than or equal (`post_id:lte` alike) */
    post_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`post_id:in` alike) */
    post_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`postId:ne` alike) */
    postId_ne?: string | Array<string>
    /** Greater than (`postId:gt` alike) */
    postId_gt?: string | Array<string>
    /** Greater than or equal (`postId:gte` alike) */
    postId_gte?: string | Array<string>
    /** Less than (`postId:lt` alike) */
    postId_lt?: string | Array<string>
    /** Less than or equal (`postId:lte` alike) */
    postId_lte?: string | Array<string>
    /** Any of a comma-separated list (`postId:in` alike) */
    postId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/comments.xlsx`: List comments as XLSX */
export interface GetCommentsXlsx {
  method: "GET"
  path: "/api/v1/comments.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `post_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `post_id_ne`, `_gt`… or `post_id:op` */
    post_id?: string | Array<string>
    /** Filter: records whose `postId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `postId_ne`, `_gt`… or `postId:op` */
    postId?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`post_id:ne` alike) */
    post_id_ne?: string | Array<string>
    /** Greater than (`post_id:gt` alike) */
    post_id_gt?: string | Array<string>
    /** Greater than or equal (`post_id:gte` alike) */
    post_id_gte?: string | Array<string>
    /** Less than (`post_id:lt` alike) */
    post_id_lt?: string | Array<string>
    /** Less than or equal (`post_id:lte` alike) */
    post_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`post_id:in` alike) */
    post_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`postId:ne` alike) */
    postId_ne?: string | Array<string>
    /** Greater than (`postId:gt` alike) */
    postId_gt?: string | Array<string>
    /** Greater than or equal (`postId:gte` alike) */
    postId_gte?: string | Array<string>
    /** Less than (`postId:lt` alike) */
    postId_lt?: string | Array<string>
    /** Less than or equal (`postId:lte` alike) */
    postId_lte?: string | Array<string>
    /** Any of a comma-separated list (`postId:in` alike) */
    postId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/comments/{id}`: Get a comment */
export interface GetCommentsById {
  method: "GET"
  path: "/api/v1/comments/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The comment */
    200: Comment
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /api/v1/comments/{id}`: Replace a comment */
export interface PutCommentsById {
  method: "PUT"
  path: "/api/v1/comments/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    post_id?: number | string
    postId?: number | string
    name?: string
    email?: string
    body?: string
    [key: string]: unknown
  }
  responses: {
    /** The comment as replaced */
    200: Comment
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /api/v1/comments/{id}`: Update a comment (JSON merge patch) */
export interface PatchCommentsById {
  method: "PATCH"
  path: "/api/v1/comments/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    post_id?: (number | string) | null
    postId?: (number | string) | null
    name?: string | null
    email?: string | null
    body?: string | null
    [key: string]: unknown
  }
  responses: {
    /** The comment as patched */
    200: Comment
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/comments/{id}`: Delete a comment */
export interface DeleteCommentsById {
  method: "DELETE"
  path: "/api/v1/comments/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
      id: number | string
      resource: "users" | "posts" | "comments" | "todos" | "albums" | "photos"
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/todos`: List todos */
export interface GetTodos {
  method: "GET"
  path: "/api/v1/todos"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of todos */
    200: {
      data: Array<Todo>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/todos`: Create a todo */
export interface PostTodos {
  method: "POST"
  path: "/api/v1/todos"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    completed?: boolean
    [key: string]: unknown
  }
  responses: {
    /** The created todo */
    200: Todo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/todos.csv`: List todos as CSV */
export interface GetTodosCsv {
  method: "GET"
  path: "/api/v1/todos.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/todos.xlsx`: List todos as XLSX */
export interface GetTodosXlsx {
  method: "GET"
  path: "/api/v1/todos.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/todos/{id}`: Get a todo */
export interface GetTodosById {
  method: "GET"
  path: "/api/v1/todos/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The todo */
    200: Todo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /api/v1/todos/{id}`: Replace a todo */
export interface PutTodosById {
  method: "PUT"
  path: "/api/v1/todos/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    completed?: boolean
    [key: string]: unknown
  }
  responses: {
    /** The todo as replaced */
    200: Todo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /api/v1/todos/{id}`: Update a todo (JSON merge patch) */
export interface PatchTodosById {
  method: "PATCH"
  path: "/api/v1/todos/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: (number | string) | null
    userId?: (number | string) | null
    title?: string | null
    completed?: boolean | null
    [key: string]: unknown
  }
  responses: {
    /** The todo as patched */
    200: Todo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/todos/{id}`: Delete a todo */
export interface DeleteTodosById {
  method: "DELETE"
  path: "/api/v1/todos/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
      id: number | string
      resource: "users" | "posts" | "comments" | "todos" | "albums" | "photos"
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/albums`: List albums */
export interface GetAlbums {
  method: "GET"
  path: "/api/v1/albums"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of albums */
    200: {
      data: Array<Album>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/albums`: Create a album */
export interface PostAlbums {
  method: "POST"
  path: "/api/v1/albums"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    [key: string]: unknown
  }
  responses: {
    /** The created album */
    200: Album
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/albums.csv`: List albums as CSV */
export interface GetAlbumsCsv {
  method: "GET"
  path: "/api/v1/albums.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/albums.xlsx`: List albums as XLSX */
export interface GetAlbumsXlsx {
  method: "GET"
  path: "/api/v1/albums.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/albums/{id}`: Get a album */
export interface GetAlbumsById {
  method: "GET"
  path: "/api/v1/albums/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The album */
    200: Album
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /api/v1/albums/{id}`: Replace a album */
export interface PutAlbumsById {
  method: "PUT"
  path: "/api/v1/albums/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    [key: string]: unknown
  }
  responses: {
    /** The album as replaced */
    200: Album
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /api/v1/albums/{id}`: Update a album (JSON merge patch) */
export interface PatchAlbumsById {
  method: "PATCH"
  path: "/api/v1/albums/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: (number | string) | null
    userId?: (number | string) | null
    title?: string | null
    [key: string]: unknown
  }
  responses: {
    /** The album as patched */
    200: Album
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/albums/{id}`: Delete a album */
export interface DeleteAlbumsById {
  method: "DELETE"
  path: "/api/v1/albums/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
      id: number | string
      resource: "users" | "posts" | "comments" | "todos" | "albums" | "photos"
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/photos`: List photos */
export interface GetPhotos {
  method: "GET"
  path: "/api/v1/photos"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `album_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `album_id_ne`, `_gt`… or `album_id:op` */
    album_id?: string | Array<string>
    /** Filter: records whose `albumId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `albumId_ne`, `_gt`… or `albumId:op` */
    albumId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`album_id:ne` alike) */
    album_id_ne?: string | Array<string>
    /** Greater than (`album_id:gt` alike) */
    album_id_gt?: string | Array<string>
    /** Greater than or equal (`album_id:gte` alike) */
    album_id_gte?: string | Array<string>
    /** Less than (`album_id:lt` alike) */
    album_id_lt?: string | Array<string>
    /** Less than or equal (`album_id:lte` alike) */
    album_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`album_id:in` alike) */
    album_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`albumId:ne` alike) */
    albumId_ne?: string | Array<string>
    /** Greater than (`albumId:gt` alike) */
    albumId_gt?: string | Array<string>
    /** Greater than or equal (`albumId:gte` alike) */
    albumId_gte?: string | Array<string>
    /** Less than (`albumId:lt` alike) */
    albumId_lt?: string | Array<string>
    /** Less than or equal (`albumId:lte` alike) */
    albumId_lte?: string | Array<string>
    /** Any of a comma-separated list (`albumId:in` alike) */
    albumId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of photos */
    200: {
      data: Array<Photo>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/photos`: Create a photo */
export interface PostPhotos {
  method: "POST"
  path: "/api/v1/photos"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    album_id?: number | string
    albumId?: number | string
    title?: string
    url?: string
    thumbnailUrl?: string
    [key: string]: unknown
  }
  responses: {
    /** The created photo */
    200: Photo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/photos.csv`: List photos as CSV */
export interface GetPhotosCsv {
  method: "GET"
  path: "/api/v1/photos.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `album_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `album_id_ne`, `_gt`… or `album_id:op` */
    album_id?: string | Array<string>
    /** Filter: records whose `albumId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `albumId_ne`, `_gt`… or `albumId:op` */
    albumId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`album_id:ne` alike) */
    album_id_ne?: string | Array<string>
    /** Greater than (`album_id:gt` alike) */
    album_id_gt?: string | Array<string>
    /** Greater than or equal (`album_id:gte` alike) */
    album_id_gte?: string | Array<string>
    /** Less than (`album_id:lt` alike) */
    album_id_lt?: string | Array<string>
    /** Less than or equal (`album_id:lte` alike) */
    album_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`album_id:in` alike) */
    album_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`albumId:ne` alike) */
    albumId_ne?: string | Array<string>
    /** Greater than (`albumId:gt` alike) */
    albumId_gt?: string | Array<string>
    /** Greater than or equal (`albumId:gte` alike) */
    albumId_gte?: string | Array<string>
    /** Less than (`albumId:lt` alike) */
    albumId_lt?: string | Array<string>
    /** Less than or equal (`albumId:lte` alike) */
    albumId_lte?: string | Array<string>
    /** Any of a comma-separated list (`albumId:in` alike) */
    albumId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/photos.xlsx`: List photos as XLSX */
export interface GetPhotosXlsx {
  method: "GET"
  path: "/api/v1/photos.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `album_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `album_id_ne`, `_gt`… or `album_id:op` */
    album_id?: string | Array<string>
    /** Filter: records whose `albumId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `albumId_ne`, `_gt`… or `albumId:op` */
    albumId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`album_id:ne` alike) */
    album_id_ne?: string | Array<string>
    /** Greater than (`album_id:gt` alike) */
    album_id_gt?: string | Array<string>
    /** Greater than or equal (`album_id:gte` alike) */
    album_id_gte?: string | Array<string>
    /** Less than (`album_id:lt` alike) */
    album_id_lt?: string | Array<string>
    /** Less than or equal (`album_id:lte` alike) */
    album_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`album_id:in` alike) */
    album_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`albumId:ne` alike) */
    albumId_ne?: string | Array<string>
    /** Greater than (`albumId:gt` alike) */
    albumId_gt?: string | Array<string>
    /** Greater than or equal (`albumId:gte` alike) */
    albumId_gte?: string | Array<string>
    /** Less than (`albumId:lt` alike) */
    albumId_lt?: string | Array<string>
    /** Less than or equal (`albumId:lte` alike) */
    albumId_lte?: string | Array<string>
    /** Any of a comma-separated list (`albumId:in` alike) */
    albumId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/photos/{id}`: Get a photo */
export interface GetPhotosById {
  method: "GET"
  path: "/api/v1/photos/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The photo */
    200: Photo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /api/v1/photos/{id}`: Replace a photo */
export interface PutPhotosById {
  method: "PUT"
  path: "/api/v1/photos/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    album_id?: number | string
    albumId?: number | string
    title?: string
    url?: string
    thumbnailUrl?: string
    [key: string]: unknown
  }
  responses: {
    /** The photo as replaced */
    200: Photo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /api/v1/photos/{id}`: Update a photo (JSON merge patch) */
export interface PatchPhotosById {
  method: "PATCH"
  path: "/api/v1/photos/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: {
    album_id?: (number | string) | null
    albumId?: (number | string) | null
    title?: string | null
    url?: string | null
    thumbnailUrl?: string | null
    [key: string]: unknown
  }
  responses: {
    /** The photo as patched */
    200: Photo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/photos/{id}`: Delete a photo */
export interface DeletePhotosById {
  method: "DELETE"
  path: "/api/v1/photos/{id}"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      /** An integer for a shared record, `local-<uuid>` for one created in this sandbox */
      id: number | string
      resource: "users" | "posts" | "comments" | "todos" | "albums" | "photos"
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}/posts`: List the posts of a user */
export interface GetUsersByIdPosts {
  method: "GET"
  path: "/api/v1/users/{id}/posts"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of the user's posts */
    200: {
      data: Array<Post>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}/posts.csv`: List the posts of a user as CSV */
export interface GetUsersByIdPostsCsv {
  method: "GET"
  path: "/api/v1/users/{id}/posts.csv"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}/posts.xlsx`: List the posts of a user as XLSX */
export interface GetUsersByIdPostsXlsx {
  method: "GET"
  path: "/api/v1/users/{id}/posts.xlsx"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}/todos`: List the todos of a user */
export interface GetUsersByIdTodos {
  method: "GET"
  path: "/api/v1/users/{id}/todos"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of the user's todos */
    200: {
      data: Array<Todo>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}/todos.csv`: List the todos of a user as CSV */
export interface GetUsersByIdTodosCsv {
  method: "GET"
  path: "/api/v1/users/{id}/todos.csv"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}/todos.xlsx`: List the todos of a user as XLSX */
export interface GetUsersByIdTodosXlsx {
  method: "GET"
  path: "/api/v1/users/{id}/todos.xlsx"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/posts/{id}/comments`: List the comments of a post */
export interface GetPostsByIdComments {
  method: "GET"
  path: "/api/v1/posts/{id}/comments"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of the post's comments */
    200: {
      data: Array<Comment>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/posts/{id}/comments.csv`: List the comments of a post as CSV */
export interface GetPostsByIdCommentsCsv {
  method: "GET"
  path: "/api/v1/posts/{id}/comments.csv"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/posts/{id}/comments.xlsx`: List the comments of a post as XLSX */
export interface GetPostsByIdCommentsXlsx {
  method: "GET"
  path: "/api/v1/posts/{id}/comments.xlsx"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}/albums`: List the albums of a user */
export interface GetUsersByIdAlbums {
  method: "GET"
  path: "/api/v1/users/{id}/albums"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of the user's albums */
    200: {
      data: Array<Album>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}/albums.csv`: List the albums of a user as CSV */
export interface GetUsersByIdAlbumsCsv {
  method: "GET"
  path: "/api/v1/users/{id}/albums.csv"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/users/{id}/albums.xlsx`: List the albums of a user as XLSX */
export interface GetUsersByIdAlbumsXlsx {
  method: "GET"
  path: "/api/v1/users/{id}/albums.xlsx"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/albums/{id}/photos`: List the photos of a album */
export interface GetAlbumsByIdPhotos {
  method: "GET"
  path: "/api/v1/albums/{id}/photos"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of the album's photos */
    200: {
      data: Array<Photo>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/albums/{id}/photos.csv`: List the photos of a album as CSV */
export interface GetAlbumsByIdPhotosCsv {
  method: "GET"
  path: "/api/v1/albums/{id}/photos.csv"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/albums/{id}/photos.xlsx`: List the photos of a album as XLSX */
export interface GetAlbumsByIdPhotosXlsx {
  method: "GET"
  path: "/api/v1/albums/{id}/photos.xlsx"
  params: {
    /** An integer or local-<uuid> */
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/auth/login`: Log in */
export interface PostAuthLogin {
  method: "POST"
  path: "/api/v1/auth/login"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** Tokens and the user */
    200: {
      /** JWT (HS256) for `Authorization: Bearer`; lives `--access-ttl` (900 s) unless the request asks otherwise (`X-Simulate-JWT-Expiry`, `_jwt_expiry`, `token_ttl`, `expiresIn`) */
      access_token: string
      /** JWT for `POST /auth/refresh`; lives `--refresh-ttl` (7 days) unless `X-Simulate-Refresh-Expiry` / `_refresh_expiry` say otherwise; usable once: a second use revokes its whole family */
      refresh_token: string
      token_type: "Bearer"
      /** Seconds the access token lives (900 by default; negative: already expired) */
      expires_in: number
      /** When the access token expires */
      expires_at: string
      user: User
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `INVALID_CREDENTIALS`: wrong password for a user registered with one, or a deleted user. */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/auth/register`: Register a user */
export interface PostAuthRegister {
  method: "POST"
  path: "/api/v1/auth/register"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    name: string
    username: string
    email: string
    password?: string
    /** Access-token lifetime. Seconds, or a duration such as `30s`, `5m`, `2h`, `1d`; −1 h … 30 d; negative issues an already expired token. */
    token_ttl?: number | string
    /** Access-token lifetime (as `token_ttl`). Seconds, or a duration such as `30s`, `5m`, `2h`, `1d`; −1 h … 30 d; negative issues an already expired token. */
    expiresIn?: number | string
    /** Access-token lifetime (as `token_ttl`). Seconds, or a duration such as `30s`, `5m`, `2h`, `1d`; −1 h … 30 d; negative issues an already expired token. */
    expires_in?: number | string
    [key: string]: unknown
  }
  responses: {
    /** Tokens and the new user */
    200: {
      /** JWT (HS256) for `Authorization: Bearer`; lives `--access-ttl` (900 s) unless the request asks otherwise (`X-Simulate-JWT-Expiry`, `_jwt_expiry`, `token_ttl`, `expiresIn`) */
      access_token: string
      /** JWT for `POST /auth/refresh`; lives `--refresh-ttl` (7 days) unless `X-Simulate-Refresh-Expiry` / `_refresh_expiry` say otherwise; usable once: a second use revokes its whole family */
      refresh_token: string
      token_type: "Bearer"
      /** Seconds the access token lives (900 by default; negative: already expired) */
      expires_in: number
      /** When the access token expires */
      expires_at: string
      user: User
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. */
    403: Problem
    /** `CONFLICT`: the username or e-mail is taken in this sandbox; `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/auth/refresh`: Refresh the tokens */
export interface PostAuthRefresh {
  method: "POST"
  path: "/api/v1/auth/refresh"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** A new token pair */
    200: {
      /** JWT (HS256) for `Authorization: Bearer`; lives `--access-ttl` (900 s) unless the request asks otherwise (`X-Simulate-JWT-Expiry`, `_jwt_expiry`, `token_ttl`, `expiresIn`) */
      access_token: string
      /** JWT for `POST /auth/refresh`; lives `--refresh-ttl` (7 days) unless `X-Simulate-Refresh-Expiry` / `_refresh_expiry` say otherwise; usable once: a second use revokes its whole family */
      refresh_token: string
      token_type: "Bearer"
      /** Seconds the access token lives (900 by default; negative: already expired) */
      expires_in: number
      /** When the access token expires */
      expires_at: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `INVALID_TOKEN` (malformed, wrongly signed, not a refresh token, revoked by a sandbox reset), `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` (issued with a clock skew ahead), `REFRESH_TOKEN_REUSED` (already used: its whole family is revoked now) or `TOKEN_REVOKED` (its family was revoked). */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/auth/logout`: Log out */
export interface PostAuthLogout {
  method: "POST"
  path: "/api/v1/auth/logout"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** The refresh token is revoked */
    200: {
      message: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `INVALID_TOKEN` (malformed, wrongly signed, not a refresh token, revoked by a sandbox reset), `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` (issued with a clock skew ahead), `REFRESH_TOKEN_REUSED` (already used: its whole family is revoked now) or `TOKEN_REVOKED` (its family was revoked). */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/auth/forgot-password`: Ask for a password-reset e-mail */
export interface PostAuthForgotPassword {
  method: "POST"
  path: "/api/v1/auth/forgot-password"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    email: string
    [key: string]: unknown
  }
  responses: {
    /** The same answer whether or not the e-mail is known */
    200: {
      message: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/auth/reset-password`: Set a new password with a reset token */
export interface PostAuthResetPassword {
  method: "POST"
  path: "/api/v1/auth/reset-password"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** The password is set */
    200: {
      message: string
      [key: string]: unknown
    }
    /** `INVALID_RESET_TOKEN`: wrong, used or expired token; or an invalid body. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/auth/otp/request`: Send a one-time code */
export interface PostAuthOtpRequest {
  method: "POST"
  path: "/api/v1/auth/otp/request"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** Where the code went */
    200: {
      message: string
      channel: "email" | "sms"
      /** Seconds the code lives (300) */
      expires_in: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/auth/otp/verify`: Log in with a one-time code */
export interface PostAuthOtpVerify {
  method: "POST"
  path: "/api/v1/auth/otp/verify"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** Tokens and the user */
    200: {
      /** JWT (HS256) for `Authorization: Bearer`; lives `--access-ttl` (900 s) unless the request asks otherwise (`X-Simulate-JWT-Expiry`, `_jwt_expiry`, `token_ttl`, `expiresIn`) */
      access_token: string
      /** JWT for `POST /auth/refresh`; lives `--refresh-ttl` (7 days) unless `X-Simulate-Refresh-Expiry` / `_refresh_expiry` say otherwise; usable once: a second use revokes its whole family */
      refresh_token: string
      token_type: "Bearer"
      /** Seconds the access token lives (900 by default; negative: already expired) */
      expires_in: number
      /** When the access token expires */
      expires_at: string
      user: User
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `INVALID_OTP`: no live code for that recipient, or a wrong one (`remainingAttempts`). */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/auth/roles`: Roles and personas */
export interface GetAuthRoles {
  method: "GET"
  path: "/api/v1/auth/roles"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The roles */
    200: {
      roles: Array<{
        /** A persona role */
        name: "admin" | "editor" | "viewer" | "guest"
        description: string
        /** What the role's tokens carry: a description of its row of the matrix, which never refuses what the row allows */
        scopes: Array<string>
        /** Log in with the username or e-mail and this password (or `<role>123`) at `POST /auth/login` */
        persona: {
          username: string
          email: string
          password: string
          [key: string]: unknown
        }
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/auth/permissions`: The permission matrix */
export interface GetAuthPermissions {
  method: "GET"
  path: "/api/v1/auth/permissions"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The matrix, and what the caller may do */
    200: {
      /** The matrix: what each role may do to each resource */
      roles: {
        /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
        admin: {
          users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          [key: string]: unknown
        }
        /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
        editor: {
          users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          [key: string]: unknown
        }
        /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
        viewer: {
          users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          [key: string]: unknown
        }
        /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
        guest: {
          users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          [key: string]: unknown
        }
        [key: string]: unknown
      }
      /** A persona role */
      role?: "admin" | "editor" | "viewer" | "guest"
      /** The scopes in effect */
      scopes?: Array<string>
      /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
      allowed?: {
        users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        [key: string]: unknown
      }
      [key: string]: unknown
    }
    /** `INVALID_QUERY`: a `_role` that is not a role, or a malformed `_scopes`. */
    400: Problem
    /** A Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/auth/me`: The current user */
export interface GetAuthMe {
  method: "GET"
  path: "/api/v1/auth/me"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The user or session profile */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** Not authenticated: `UNAUTHENTICATED`, `INVALID_TOKEN`, `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` or `TOKEN_REVOKED`. */
    401: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PATCH /api/v1/auth/me`: Update the current user */
export interface PatchAuthMe {
  method: "PATCH"
  path: "/api/v1/auth/me"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    name?: string | null
    username?: string | null
    email?: string | null
    phone?: string | null
    website?: string | null
    address?: ({
      [key: string]: string | null
    }) | null
    company?: ({
      [key: string]: string | null
    }) | null
    [key: string]: unknown
  }
  responses: {
    /** The user or session profile as patched */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** Not authenticated: `UNAUTHENTICATED`, `INVALID_TOKEN`, `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` or `TOKEN_REVOKED`. */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /auth/login`: Log in (alias of `/api/v1/auth/login`) */
export interface PostAuthLoginAlias {
  method: "POST"
  path: "/auth/login"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** Tokens and the user */
    200: {
      /** JWT (HS256) for `Authorization: Bearer`; lives `--access-ttl` (900 s) unless the request asks otherwise (`X-Simulate-JWT-Expiry`, `_jwt_expiry`, `token_ttl`, `expiresIn`) */
      access_token: string
      /** JWT for `POST /auth/refresh`; lives `--refresh-ttl` (7 days) unless `X-Simulate-Refresh-Expiry` / `_refresh_expiry` say otherwise; usable once: a second use revokes its whole family */
      refresh_token: string
      token_type: "Bearer"
      /** Seconds the access token lives (900 by default; negative: already expired) */
      expires_in: number
      /** When the access token expires */
      expires_at: string
      user: User
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `INVALID_CREDENTIALS`: wrong password for a user registered with one, or a deleted user. */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /auth/register`: Register a user (alias of `/api/v1/auth/register`) */
export interface PostAuthRegisterAlias {
  method: "POST"
  path: "/auth/register"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    name: string
    username: string
    email: string
    password?: string
    /** Access-token lifetime. Seconds, or a duration such as `30s`, `5m`, `2h`, `1d`; −1 h … 30 d; negative issues an already expired token. */
    token_ttl?: number | string
    /** Access-token lifetime (as `token_ttl`). Seconds, or a duration such as `30s`, `5m`, `2h`, `1d`; −1 h … 30 d; negative issues an already expired token. */
    expiresIn?: number | string
    /** Access-token lifetime (as `token_ttl`). Seconds, or a duration such as `30s`, `5m`, `2h`, `1d`; −1 h … 30 d; negative issues an already expired token. */
    expires_in?: number | string
    [key: string]: unknown
  }
  responses: {
    /** Tokens and the new user */
    200: {
      /** JWT (HS256) for `Authorization: Bearer`; lives `--access-ttl` (900 s) unless the request asks otherwise (`X-Simulate-JWT-Expiry`, `_jwt_expiry`, `token_ttl`, `expiresIn`) */
      access_token: string
      /** JWT for `POST /auth/refresh`; lives `--refresh-ttl` (7 days) unless `X-Simulate-Refresh-Expiry` / `_refresh_expiry` say otherwise; usable once: a second use revokes its whole family */
      refresh_token: string
      token_type: "Bearer"
      /** Seconds the access token lives (900 by default; negative: already expired) */
      expires_in: number
      /** When the access token expires */
      expires_at: string
      user: User
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. */
    403: Problem
    /** `CONFLICT`: the username or e-mail is taken in this sandbox; `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /auth/refresh`: Refresh the tokens (alias of `/api/v1/auth/refresh`) */
export interface PostAuthRefreshAlias {
  method: "POST"
  path: "/auth/refresh"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** A new token pair */
    200: {
      /** JWT (HS256) for `Authorization: Bearer`; lives `--access-ttl` (900 s) unless the request asks otherwise (`X-Simulate-JWT-Expiry`, `_jwt_expiry`, `token_ttl`, `expiresIn`) */
      access_token: string
      /** JWT for `POST /auth/refresh`; lives `--refresh-ttl` (7 days) unless `X-Simulate-Refresh-Expiry` / `_refresh_expiry` say otherwise; usable once: a second use revokes its whole family */
      refresh_token: string
      token_type: "Bearer"
      /** Seconds the access token lives (900 by default; negative: already expired) */
      expires_in: number
      /** When the access token expires */
      expires_at: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `INVALID_TOKEN` (malformed, wrongly signed, not a refresh token, revoked by a sandbox reset), `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` (issued with a clock skew ahead), `REFRESH_TOKEN_REUSED` (already used: its whole family is revoked now) or `TOKEN_REVOKED` (its family was revoked). */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /auth/logout`: Log out (alias of `/api/v1/auth/logout`) */
export interface PostAuthLogoutAlias {
  method: "POST"
  path: "/auth/logout"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** The refresh token is revoked */
    200: {
      message: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `INVALID_TOKEN` (malformed, wrongly signed, not a refresh token, revoked by a sandbox reset), `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` (issued with a clock skew ahead), `REFRESH_TOKEN_REUSED` (already used: its whole family is revoked now) or `TOKEN_REVOKED` (its family was revoked). */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /auth/forgot-password`: Ask for a password-reset e-mail (alias of `/api/v1/auth/forgot-password`) */
export interface PostAuthForgotPasswordAlias {
  method: "POST"
  path: "/auth/forgot-password"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    email: string
    [key: string]: unknown
  }
  responses: {
    /** The same answer whether or not the e-mail is known */
    200: {
      message: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /auth/reset-password`: Set a new password with a reset token (alias of `/api/v1/auth/reset-password`) */
export interface PostAuthResetPasswordAlias {
  method: "POST"
  path: "/auth/reset-password"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** The password is set */
    200: {
      message: string
      [key: string]: unknown
    }
    /** `INVALID_RESET_TOKEN`: wrong, used or expired token; or an invalid body. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /auth/otp/request`: Send a one-time code (alias of `/api/v1/auth/otp/request`) */
export interface PostAuthOtpRequestAlias {
  method: "POST"
  path: "/auth/otp/request"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** Where the code went */
    200: {
      message: string
      channel: "email" | "sms"
      /** Seconds the code lives (300) */
      expires_in: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /auth/otp/verify`: Log in with a one-time code (alias of `/api/v1/auth/otp/verify`) */
export interface PostAuthOtpVerifyAlias {
  method: "POST"
  path: "/auth/otp/verify"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** Tokens and the user */
    200: {
      /** JWT (HS256) for `Authorization: Bearer`; lives `--access-ttl` (900 s) unless the request asks otherwise (`X-Simulate-JWT-Expiry`, `_jwt_expiry`, `token_ttl`, `expiresIn`) */
      access_token: string
      /** JWT for `POST /auth/refresh`; lives `--refresh-ttl` (7 days) unless `X-Simulate-Refresh-Expiry` / `_refresh_expiry` say otherwise; usable once: a second use revokes its whole family */
      refresh_token: string
      token_type: "Bearer"
      /** Seconds the access token lives (900 by default; negative: already expired) */
      expires_in: number
      /** When the access token expires */
      expires_at: string
      user: User
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `INVALID_OTP`: no live code for that recipient, or a wrong one (`remainingAttempts`). */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /auth/roles`: Roles and personas (alias of `/api/v1/auth/roles`) */
export interface GetAuthRolesAlias {
  method: "GET"
  path: "/auth/roles"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The roles */
    200: {
      roles: Array<{
        /** A persona role */
        name: "admin" | "editor" | "viewer" | "guest"
        description: string
        /** What the role's tokens carry: a description of its row of the matrix, which never refuses what the row allows */
        scopes: Array<string>
        /** Log in with the username or e-mail and this password (or `<role>123`) at `POST /auth/login` */
        persona: {
          username: string
          email: string
          password: string
          [key: string]: unknown
        }
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /auth/permissions`: The permission matrix (alias of `/api/v1/auth/permissions`) */
export interface GetAuthPermissionsAlias {
  method: "GET"
  path: "/auth/permissions"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The matrix, and what the caller may do */
    200: {
      /** The matrix: what each role may do to each resource */
      roles: {
        /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
        admin: {
          users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          [key: string]: unknown
        }
        /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
        editor: {
          users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          [key: string]: unknown
        }
        /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
        viewer: {
          users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          [key: string]: unknown
        }
        /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
        guest: {
          users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
          [key: string]: unknown
        }
        [key: string]: unknown
      }
      /** A persona role */
      role?: "admin" | "editor" | "viewer" | "guest"
      /** The scopes in effect */
      scopes?: Array<string>
      /** For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import. */
      allowed?: {
        users: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        posts: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        comments: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        todos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        albums: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        photos: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        custom: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        session: Array<"read" | "create" | "update" | "delete" | "reset" | "import">
        [key: string]: unknown
      }
      [key: string]: unknown
    }
    /** `INVALID_QUERY`: a `_role` that is not a role, or a malformed `_scopes`. */
    400: Problem
    /** A Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /auth/me`: The current user (alias of `/api/v1/auth/me`) */
export interface GetAuthMeAlias {
  method: "GET"
  path: "/auth/me"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The user or session profile */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** Not authenticated: `UNAUTHENTICATED`, `INVALID_TOKEN`, `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` or `TOKEN_REVOKED`. */
    401: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PATCH /auth/me`: Update the current user (alias of `/api/v1/auth/me`) */
export interface PatchAuthMeAlias {
  method: "PATCH"
  path: "/auth/me"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    name?: string | null
    username?: string | null
    email?: string | null
    phone?: string | null
    website?: string | null
    address?: ({
      [key: string]: string | null
    }) | null
    company?: ({
      [key: string]: string | null
    }) | null
    [key: string]: unknown
  }
  responses: {
    /** The user or session profile as patched */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** Not authenticated: `UNAUTHENTICATED`, `INVALID_TOKEN`, `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` or `TOKEN_REVOKED`. */
    401: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/session`: What this sandbox holds */
export interface GetSession {
  method: "GET"
  path: "/api/v1/session"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** Counts of created, updated and deleted records, and the limits */
    200: {
      /** The identity (UUID) this request used */
      identityId: string
      totalCreatedRecords: number
      /** Created records a sandbox may hold per resource */
      maxQuotaPerResource: number
      resources: {
        users: number
        posts: number
        comments: number
        todos: number
        albums: number
        photos: number
        [key: string]: unknown
      }
      changes: {
        users: {
          created: number
          updated: number
          deleted: number
          [key: string]: unknown
        }
        posts: {
          created: number
          updated: number
          deleted: number
          [key: string]: unknown
        }
        comments: {
          created: number
          updated: number
          deleted: number
          [key: string]: unknown
        }
        todos: {
          created: number
          updated: number
          deleted: number
          [key: string]: unknown
        }
        albums: {
          created: number
          updated: number
          deleted: number
          [key: string]: unknown
        }
        photos: {
          created: number
          updated: number
          deleted: number
          [key: string]: unknown
        }
        [key: string]: unknown
      }
      customCollections: number
      /** Session profiles held: names no user has that logged in here (at most `limits.maxProfiles`) */
      profiles: number
      /** Days of inactivity after which the sandbox is forgotten */
      expiresInDays: number
      limits: {
        maxCustomCollections: number
        maxRecordsPerCollection: number
        maxCustomRecordBytes: number
        maxImportEntries: number
        maxProfiles: number
        [key: string]: unknown
      }
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/session/export`: Export the sandbox */
export interface GetSessionExport {
  method: "GET"
  path: "/api/v1/session/export"
  params: Record<string, never>
  query: {
    /** all (default), users, posts, comments, todos, albums, photos, custom, custom/<name>, profiles, or a collection or singular resource of the db.json served */
    resource?: string
  }
  body: undefined
  responses: {
    /** The snapshot */
    200: {
      version: "1.0"
      exportedAt: string
      identityId: string
      /** The `resource` filter applied */
      targetResource: string
      stats: {
        totalRecords: number
        creates: number
        updates: number
        deletes: number
        [key: string]: unknown
      }
      /** Oldest first */
      records: Array<{
        /** `users`, `posts`, `comments`, `todos`, `albums`, `photos`, `custom/<name>`, `profiles` (session profiles), or a collection or singular resource of the db.json served, by its name */
        resource: string
        op: "create" | "update" | "delete"
        /** The shared record an update or delete is about (a db.json's id as the file types it); null for a create and for a db.json's singular resource */
        targetId: number | string | null
        /** The record with its id; `{}` for a delete */
        data: {
          [key: string]: unknown
        }
        createdAt: string
        /** On a users create only: the scrypt hash of the registered user's password, as exported (never the password) */
        _passwordHash?: string
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/session/snapshot`: Export the sandbox */
export interface GetSessionSnapshot {
  method: "GET"
  path: "/api/v1/session/snapshot"
  params: Record<string, never>
  query: {
    /** all (default), users, posts, comments, todos, albums, photos, custom, custom/<name>, profiles, or a collection or singular resource of the db.json served */
    resource?: string
  }
  body: undefined
  responses: {
    /** The snapshot */
    200: {
      version: "1.0"
      exportedAt: string
      identityId: string
      /** The `resource` filter applied */
      targetResource: string
      stats: {
        totalRecords: number
        creates: number
        updates: number
        deletes: number
        [key: string]: unknown
      }
      /** Oldest first */
      records: Array<{
        /** `users`, `posts`, `comments`, `todos`, `albums`, `photos`, `custom/<name>`, `profiles` (session profiles), or a collection or singular resource of the db.json served, by its name */
        resource: string
        op: "create" | "update" | "delete"
        /** The shared record an update or delete is about (a db.json's id as the file types it); null for a create and for a db.json's singular resource */
        targetId: number | string | null
        /** The record with its id; `{}` for a delete */
        data: {
          [key: string]: unknown
        }
        createdAt: string
        /** On a users create only: the scrypt hash of the registered user's password, as exported (never the password) */
        _passwordHash?: string
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/session/snapshot`: Import a snapshot */
export interface PostSessionSnapshot {
  method: "POST"
  path: "/api/v1/session/snapshot"
  params: Record<string, never>
  query: {
    /** `replace` (default) clears the sandbox (or only `resource`) first; `merge` applies on top, a create whose id exists overwriting it */
    strategy?: "replace" | "merge"
    /** all (default), users, posts, comments, todos, albums, photos, custom, custom/<name>, profiles, or a collection or singular resource of the db.json served */
    resource?: string
  }
  body: {
    /** Snapshot format version: "1.0" */
    version: string
    records: Array<{
      resource: string
      op: "create" | "update" | "delete"
      targetId?: number | string | null
      data?: {
        [key: string]: SafeJson
      }
      createdAt?: string
      /** On a users create only: the scrypt hash of the registered user's password, as exported (never the password) */
      _passwordHash?: string
      [key: string]: unknown
    }>
    [key: string]: unknown
  }
  responses: {
    /** What was imported */
    200: {
      message: string
      importedRecords: number
      strategy: "replace" | "merge"
      affectedResources: Array<string>
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/session/import`: Import a snapshot */
export interface PostSessionImport {
  method: "POST"
  path: "/api/v1/session/import"
  params: Record<string, never>
  query: {
    /** `replace` (default) clears the sandbox (or only `resource`) first; `merge` applies on top, a create whose id exists overwriting it */
    strategy?: "replace" | "merge"
    /** all (default), users, posts, comments, todos, albums, photos, custom, custom/<name>, profiles, or a collection or singular resource of the db.json served */
    resource?: string
  }
  body: {
    /** Snapshot format version: "1.0" */
    version: string
    records: Array<{
      resource: string
      op: "create" | "update" | "delete"
      targetId?: number | string | null
      data?: {
        [key: string]: SafeJson
      }
      createdAt?: string
      /** On a users create only: the scrypt hash of the registered user's password, as exported (never the password) */
      _passwordHash?: string
      [key: string]: unknown
    }>
    [key: string]: unknown
  }
  responses: {
    /** What was imported */
    200: {
      message: string
      importedRecords: number
      strategy: "replace" | "merge"
      affectedResources: Array<string>
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/session/reset`: Reset the sandbox */
export interface DeleteSessionReset {
  method: "DELETE"
  path: "/api/v1/session/reset"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was purged */
    200: {
      message: string
      purgedRecords: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/session/share`: Make a share link */
export interface PostSessionShare {
  method: "POST"
  path: "/api/v1/session/share"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    /** `read` (default): reads work, every write answers 403 `SANDBOX_READ_ONLY`; `write`: the holder may change the sandbox too */
    mode?: "read" | "write"
  }
  responses: {
    /** The link */
    200: {
      /** The link’s id: `DELETE /session/share/{id}` revokes it */
      id: string
      /** The sandbox shared, as this request is shown it */
      identityId: string
      /** The token: <uuid>.<r|w><43 base64url characters>, as POST /api/v1/session/share made it */
      signedToken: string
      /** The landing page opened on the sandbox */
      shareUrl: string
      /** A QR code of `shareUrl`, as SVG */
      qrSvgUrl: string
      mode: "read" | "write"
      createdAt: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link. */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/session/share/qr.svg`: A share link as a QR code */
export interface GetSessionShareQrSvg {
  method: "GET"
  path: "/api/v1/session/share/qr.svg"
  params: Record<string, never>
  query: {
    /** A `signedToken` from `POST /session/share` */
    token: string
  }
  body: undefined
  responses: {
    /** The QR code */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `DELETE /api/v1/session/share/{id}`: Revoke a share link */
export interface DeleteSessionShareById {
  method: "DELETE"
  path: "/api/v1/session/share/{id}"
  params: {
    /** The link’s `id`, as `POST /session/share` answered it */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was revoked */
    200: {
      message: string
      id: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link. */
    403: Problem
    /** `NOT_FOUND`: the sandbox holds no live link of that id. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/session/stats`: What this sandbox changed, per resource */
export interface GetSessionStats {
  method: "GET"
  path: "/api/v1/session/stats"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The statistics */
    200: {
      identity: {
        id: string
        /** The first write among what the sandbox holds; null while it holds nothing */
        createdAt: string | null
        /** The last write, from which the inactivity TTL counts (reads store nothing) */
        lastSeenAt: string | null
        inactivityTtlDays: number
        [key: string]: unknown
      }
      summary: {
        totalOverlays: number
        creates: number
        updates: number
        deletes: number
        [key: string]: unknown
      }
      /** `users`, `posts`, `comments`, `todos`, `albums`, `photos` always; `custom/<name>` for each custom collection holding records */
      byResource: {
        [key: string]: {
          created: number
          updated: number
          deleted: number
          total: number
          /** Created records against the cap: `3 / 30` */
          quotaUsed: string
          [key: string]: unknown
        }
      }
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/session/network`: The network profile */
export interface GetSessionNetwork {
  method: "GET"
  path: "/api/v1/session/network"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The profile (defaults when none is set) */
    200: {
      /** Whether this sandbox has a profile at all */
      active: boolean
      preset: string | null
      /** Milliseconds */
      latency: {
        min: number
        max: number
        [key: string]: unknown
      }
      errorRate: number
      errorStatus: number
      offline: boolean
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /api/v1/session/network`: Set the network profile */
export interface PutSessionNetwork {
  method: "PUT"
  path: "/api/v1/session/network"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    preset?: "fast-3g" | "slow-3g" | "flaky" | "offline"
    latency?: {
      min?: number
      max?: number
      [key: string]: unknown
    }
    errorRate?: number
    errorStatus?: number
    offline?: boolean
  }
  responses: {
    /** The profile now in force */
    200: {
      /** Whether this sandbox has a profile at all */
      active: boolean
      preset: string | null
      /** Milliseconds */
      latency: {
        min: number
        max: number
        [key: string]: unknown
      }
      errorRate: number
      errorStatus: number
      offline: boolean
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `DELETE /api/v1/session/network`: Clear the network profile */
export interface DeleteSessionNetwork {
  method: "DELETE"
  path: "/api/v1/session/network"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The defaults, now in force */
    200: {
      /** Whether this sandbox has a profile at all */
      active: boolean
      preset: string | null
      /** Milliseconds */
      latency: {
        min: number
        max: number
        [key: string]: unknown
      }
      errorRate: number
      errorStatus: number
      offline: boolean
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/custom`: List your collections */
export interface GetCustom {
  method: "GET"
  path: "/api/v1/custom"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** Every collection of this sandbox, with its record count */
    200: {
      totalCollections: number
      collections: Array<{
        name: string
        /** Relative to /api/v1 */
        endpoint: string
        count: number
        /** When a record of it last changed (ISO 8601) */
        lastUpdated: string
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/custom/seed`: Seed collections from a template */
export interface PostCustomSeed {
  method: "POST"
  path: "/api/v1/custom/seed"
  params: Record<string, never>
  query: {
    /** One of ecommerce, saas, blog, crm, healthcare */
    template?: string
  }
  body: {
    /** One of ecommerce, saas, blog, crm, healthcare */
    template?: string
    [key: string]: unknown
  }
  responses: {
    /** The collections seeded */
    200: {
      message: string
      template: string
      collections: Array<string>
      totalSeeded: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: seeding would exceed 20 collections. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/custom/{collection}`: List the records of a collection */
export interface GetCustomByCollection {
  method: "GET"
  path: "/api/v1/custom/{collection}"
  params: {
    /** Collection name */
    collection: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: every string value */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. Any field, dotted paths too (`stock.warehouse`) */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** `<collection>:<field>`: adds, under `<collection>`, its records whose `<field>` is this record's id (newest first, at most 100). Repeat the parameter or separate names with commas. */
    _embed?: string | Array<string>
    /** `<field>:<collection>`: adds the record of `<collection>` whose id is in `<field>` (null when none), under `<field>` less an `Id`/`_id` suffix (`customerId` → `customer`). Repeat the parameter or separate names with commas. */
    _expand?: string | Array<string>
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** A page of records */
    200: {
      data: Array<{
        /** `local-` and 21 URL-safe characters */
        id: string
        [key: string]: unknown
      }>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/custom/{collection}`: Add a record (creating the collection) */
export interface PostCustomByCollection {
  method: "POST"
  path: "/api/v1/custom/{collection}"
  params: {
    /** Collection name */
    collection: string
  }
  query: Record<string, never>
  body: {
    [key: string]: SafeJson
  }
  responses: {
    /** The record as stored */
    200: {
      /** `local-` and 21 URL-safe characters */
      id: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body, or the record (over 16 KB), is too large. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/custom/{collection}`: Delete a whole collection */
export interface DeleteCustomByCollection {
  method: "DELETE"
  path: "/api/v1/custom/{collection}"
  params: {
    /** Collection name */
    collection: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      collection: string
      deletedRecords: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/custom/{collection}.csv`: List the records of a collection as CSV */
export interface GetCustomByCollectionCsv {
  method: "GET"
  path: "/api/v1/custom/{collection}.csv"
  params: {
    /** Collection name */
    collection: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: every string value */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. Any field, dotted paths too (`stock.warehouse`) */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** `<collection>:<field>`: adds, under `<collection>`, its records whose `<field>` is this record's id (newest first, at most 100). Repeat the parameter or separate names with commas. */
    _embed?: string | Array<string>
    /** `<field>:<collection>`: adds the record of `<collection>` whose id is in `<field>` (null when none), under `<field>` less an `Id`/`_id` suffix (`customerId` → `customer`). Repeat the parameter or separate names with commas. */
    _expand?: string | Array<string>
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/custom/{collection}.xlsx`: List the records of a collection as XLSX */
export interface GetCustomByCollectionXlsx {
  method: "GET"
  path: "/api/v1/custom/{collection}.xlsx"
  params: {
    /** Collection name */
    collection: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Alias of `limit` (json-server); `limit` wins when both are sent */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server); the page-size cap of 30 applies */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: every string value */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. Any field, dotted paths too (`stock.warehouse`) */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** `<collection>:<field>`: adds, under `<collection>`, its records whose `<field>` is this record's id (newest first, at most 100). Repeat the parameter or separate names with commas. */
    _embed?: string | Array<string>
    /** `<field>:<collection>`: adds the record of `<collection>` whose id is in `<field>` (null when none), under `<field>` less an `Id`/`_id` suffix (`customerId` → `customer`). Repeat the parameter or separate names with commas. */
    _expand?: string | Array<string>
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/custom/{collection}/{id}`: Get a record */
export interface GetCustomByCollectionById {
  method: "GET"
  path: "/api/v1/custom/{collection}/{id}"
  params: {
    /** Collection name */
    collection: string
    /** local-<21 URL-safe characters> */
    id: string
  }
  query: {
    /** `<collection>:<field>`: adds, under `<collection>`, its records whose `<field>` is this record's id (newest first, at most 100). Repeat the parameter or separate names with commas. */
    _embed?: string | Array<string>
    /** `<field>:<collection>`: adds the record of `<collection>` whose id is in `<field>` (null when none), under `<field>` less an `Id`/`_id` suffix (`customerId` → `customer`). Repeat the parameter or separate names with commas. */
    _expand?: string | Array<string>
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The record */
    200: {
      /** `local-` and 21 URL-safe characters */
      id: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /api/v1/custom/{collection}/{id}`: Replace a record */
export interface PutCustomByCollectionById {
  method: "PUT"
  path: "/api/v1/custom/{collection}/{id}"
  params: {
    /** Collection name */
    collection: string
    /** local-<21 URL-safe characters> */
    id: string
  }
  query: Record<string, never>
  body: {
    [key: string]: SafeJson
  }
  responses: {
    /** The record as replaced */
    200: {
      /** `local-` and 21 URL-safe characters */
      id: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body, or the record (over 16 KB), is too large. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /api/v1/custom/{collection}/{id}`: Update a record (JSON merge patch) */
export interface PatchCustomByCollectionById {
  method: "PATCH"
  path: "/api/v1/custom/{collection}/{id}"
  params: {
    /** Collection name */
    collection: string
    /** local-<21 URL-safe characters> */
    id: string
  }
  query: Record<string, never>
  body: {
    [key: string]: SafeJson
  }
  responses: {
    /** The record as patched */
    200: {
      /** `local-` and 21 URL-safe characters */
      id: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body, or the record (over 16 KB), is too large. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/custom/{collection}/{id}`: Delete a record */
export interface DeleteCustomByCollectionById {
  method: "DELETE"
  path: "/api/v1/custom/{collection}/{id}"
  params: {
    /** Collection name */
    collection: string
    /** local-<21 URL-safe characters> */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      id: string
      collection: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `NOT_FOUND`: unknown, or deleted in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/users/import`: Import users from CSV, XLSX or JSON */
export interface PostUsersImport {
  method: "POST"
  path: "/api/v1/users/import"
  params: Record<string, never>
  query: {
    /** `merge` (default): rows apply on top of the sandbox; `replace`: the resource (or collection) is reset to the shared baseline first */
    strategy?: string
  }
  body: unknown
  responses: {
    /** What was imported */
    200: {
      message: string
      /** The resource or custom collection imported into */
      resource: string
      totalImported: number
      created: number
      updated: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/posts/import`: Import posts from CSV, XLSX or JSON */
export interface PostPostsImport {
  method: "POST"
  path: "/api/v1/posts/import"
  params: Record<string, never>
  query: {
    /** `merge` (default): rows apply on top of the sandbox; `replace`: the resource (or collection) is reset to the shared baseline first */
    strategy?: string
  }
  body: unknown
  responses: {
    /** What was imported */
    200: {
      message: string
      /** The resource or custom collection imported into */
      resource: string
      totalImported: number
      created: number
      updated: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/comments/import`: Import comments from CSV, XLSX or JSON */
export interface PostCommentsImport {
  method: "POST"
  path: "/api/v1/comments/import"
  params: Record<string, never>
  query: {
    /** `merge` (default): rows apply on top of the sandbox; `replace`: the resource (or collection) is reset to the shared baseline first */
    strategy?: string
  }
  body: unknown
  responses: {
    /** What was imported */
    200: {
      message: string
      /** The resource or custom collection imported into */
      resource: string
      totalImported: number
      created: number
      updated: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/todos/import`: Import todos from CSV, XLSX or JSON */
export interface PostTodosImport {
  method: "POST"
  path: "/api/v1/todos/import"
  params: Record<string, never>
  query: {
    /** `merge` (default): rows apply on top of the sandbox; `replace`: the resource (or collection) is reset to the shared baseline first */
    strategy?: string
  }
  body: unknown
  responses: {
    /** What was imported */
    200: {
      message: string
      /** The resource or custom collection imported into */
      resource: string
      totalImported: number
      created: number
      updated: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/albums/import`: Import albums from CSV, XLSX or JSON */
export interface PostAlbumsImport {
  method: "POST"
  path: "/api/v1/albums/import"
  params: Record<string, never>
  query: {
    /** `merge` (default): rows apply on top of the sandbox; `replace`: the resource (or collection) is reset to the shared baseline first */
    strategy?: string
  }
  body: unknown
  responses: {
    /** What was imported */
    200: {
      message: string
      /** The resource or custom collection imported into */
      resource: string
      totalImported: number
      created: number
      updated: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/photos/import`: Import photos from CSV, XLSX or JSON */
export interface PostPhotosImport {
  method: "POST"
  path: "/api/v1/photos/import"
  params: Record<string, never>
  query: {
    /** `merge` (default): rows apply on top of the sandbox; `replace`: the resource (or collection) is reset to the shared baseline first */
    strategy?: string
  }
  body: unknown
  responses: {
    /** What was imported */
    200: {
      message: string
      /** The resource or custom collection imported into */
      resource: string
      totalImported: number
      created: number
      updated: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/custom/{collection}/import`: Import the collection from CSV, XLSX or JSON */
export interface PostCustomByCollectionImport {
  method: "POST"
  path: "/api/v1/custom/{collection}/import"
  params: {
    /** Collection name */
    collection: string
  }
  query: {
    /** `merge` (default): rows apply on top of the sandbox; `replace`: the resource (or collection) is reset to the shared baseline first */
    strategy?: string
  }
  body: unknown
  responses: {
    /** What was imported */
    200: {
      message: string
      /** The resource or custom collection imported into */
      resource: string
      totalImported: number
      created: number
      updated: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/avatars/{file}`: An avatar with initials */
export interface GetAvatarsByFile {
  method: "GET"
  path: "/api/v1/avatars/{file}"
  params: {
    /** `<seed>.svg`, or the seed alone (`Bret`, the original's path): any seed of up to 200 characters, such as a username */
    file: string
  }
  query: {
    /** Width and height in pixels */
    size?: number
    /** A circle (default), or a rounded square when false */
    rounded?: "true" | "false" | "1" | "0"
  }
  body: undefined
  responses: {
    /** The avatar */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/thumbnails/{file}`: A placeholder thumbnail */
export interface GetThumbnailsByFile {
  method: "GET"
  path: "/api/v1/thumbnails/{file}"
  params: {
    /** `<seed>.svg`, or the seed alone (`Bret`, the original's path): any seed of up to 200 characters, such as a username */
    file: string
  }
  query: {
    /** Pixels */
    width?: number
    /** Pixels */
    height?: number
    /** The caption (default: the seed), wrapped and ellipsised to fit */
    text?: string
    /** A second, smaller line under the caption, ellipsised to one line */
    subtitle?: string
    /** Same as subtitle (the original's name); subtitle wins when both are sent */
    desc?: string
    /** Same as subtitle (the original's name); subtitle and desc win */
    description?: string
  }
  body: undefined
  responses: {
    /** The thumbnail */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/stream`: Your sandbox’s events, live (Server-Sent Events) */
export interface GetStream {
  method: "GET"
  path: "/api/v1/stream"
  params: Record<string, never>
  query: {
    /** Comma-separated event types to receive, `*` as a wildcard segment: `post.*,comment.created`, `custom.*`. Default: every event. */
    types?: string
    /** As the `Last-Event-ID` header: replay what came after this event */
    lastEventId?: string
  }
  body: undefined
  responses: {
    /** The event stream (it stays open) */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/stream/notifications`: Your sandbox’s events, live (Server-Sent Events) */
export interface GetStreamNotifications {
  method: "GET"
  path: "/api/v1/stream/notifications"
  params: Record<string, never>
  query: {
    /** Comma-separated event types to receive, `*` as a wildcard segment: `post.*,comment.created`, `custom.*`. Default: every event. */
    types?: string
    /** As the `Last-Event-ID` header: replay what came after this event */
    lastEventId?: string
  }
  body: undefined
  responses: {
    /** The event stream (it stays open) */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/emails/send`: Send an e-mail (to the mock inbox) */
export interface PostEmailsSend {
  method: "POST"
  path: "/api/v1/emails/send"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    /** The recipient: contains @, 3 to 254 characters */
    to: string
    /** At most 998 characters */
    subject?: string
    /** The plain text body, at most 100 KB */
    text?: string
    /** The HTML body, at most 100 KB */
    html?: string
    /** One of welcome-verification, password-reset, invoice-receipt, 2fa-code */
    template?: string
    /** What the template shows (at most 50 keys; `GET /emails/templates` lists the keys each reads). `otp_code` and `reset_token` are also set on the item. */
    data?: {
      [key: string]: SafeJson
    }
    [key: string]: unknown
  }
  responses: {
    /** The e-mail as stored */
    200: {
      email: {
        /** `msg_<uuid>` for an e-mail, `sms_<uuid>` for an SMS */
        id: string
        type: "email" | "sms"
        to: string
        /** Default `no-reply@playground.test` (e-mail) or `Playground` (SMS) */
        from: string
        /** E-mails only */
        subject?: string
        /** The plain text (an SMS: its message) */
        text?: string
        /** E-mails only */
        html?: string
        /** The template it was rendered from */
        template?: string
        /** The one-time code it carries */
        otp_code?: string
        /** The password reset token it carries */
        reset_token?: string
        created_at: string
        [key: string]: unknown
      }
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/emails/templates`: List the e-mail templates */
export interface GetEmailsTemplates {
  method: "GET"
  path: "/api/v1/emails/templates"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** Every template, with the data keys it reads */
    200: {
      templates: Array<{
        name: string
        description: string
        /** The `data` keys the template reads */
        data: Array<{
          name: string
          description: string
          [key: string]: unknown
        }>
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/emails/otp`: The newest one-time code */
export interface GetEmailsOtp {
  method: "GET"
  path: "/api/v1/emails/otp"
  params: Record<string, never>
  query: {
    /** The recipient (e-mail or phone); any recipient when absent */
    to?: string
  }
  body: undefined
  responses: {
    /** The code, whom it was sent to, and the subject */
    200: {
      otp: string
      recipient: string
      /** null for an SMS */
      subject: string | null
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no one-time code was sent (to `to`). */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/sms/send`: Send an SMS (to the mock inbox) */
export interface PostSmsSend {
  method: "POST"
  path: "/api/v1/sms/send"
  params: Record<string, never>
  query: Record<string, never>
  body: unknown
  responses: {
    /** The SMS as stored */
    200: {
      sms: {
        /** `msg_<uuid>` for an e-mail, `sms_<uuid>` for an SMS */
        id: string
        type: "email" | "sms"
        to: string
        /** Default `no-reply@playground.test` (e-mail) or `Playground` (SMS) */
        from: string
        /** E-mails only */
        subject?: string
        /** The plain text (an SMS: its message) */
        text?: string
        /** E-mails only */
        html?: string
        /** The template it was rendered from */
        template?: string
        /** The one-time code it carries */
        otp_code?: string
        /** The password reset token it carries */
        reset_token?: string
        created_at: string
        [key: string]: unknown
      }
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/inbox`: List the inbox */
export interface GetInbox {
  method: "GET"
  path: "/api/v1/inbox"
  params: Record<string, never>
  query: {
    /** Only e-mails or only SMS */
    type?: "email" | "sms"
    /** Only items to this recipient (e-mail addresses ignore case, phone numbers punctuation) */
    to?: string
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
  }
  body: undefined
  responses: {
    /** A page of items */
    200: {
      data: Array<{
        /** `msg_<uuid>` for an e-mail, `sms_<uuid>` for an SMS */
        id: string
        type: "email" | "sms"
        to: string
        /** Default `no-reply@playground.test` (e-mail) or `Playground` (SMS) */
        from: string
        /** E-mails only */
        subject?: string
        /** The plain text (an SMS: its message) */
        text?: string
        /** E-mails only */
        html?: string
        /** The template it was rendered from */
        template?: string
        /** The one-time code it carries */
        otp_code?: string
        /** The password reset token it carries */
        reset_token?: string
        created_at: string
        [key: string]: unknown
      }>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `DELETE /api/v1/inbox`: Empty the inbox */
export interface DeleteInbox {
  method: "DELETE"
  path: "/api/v1/inbox"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** How many items were deleted */
    200: {
      message: string
      deleted: number
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/inbox/{id}`: Get an inbox item */
export interface GetInboxById {
  method: "GET"
  path: "/api/v1/inbox/{id}"
  params: {
    /** `msg_<uuid>` (e-mail) or `sms_<uuid>` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The item */
    200: {
      /** `msg_<uuid>` for an e-mail, `sms_<uuid>` for an SMS */
      id: string
      type: "email" | "sms"
      to: string
      /** Default `no-reply@playground.test` (e-mail) or `Playground` (SMS) */
      from: string
      /** E-mails only */
      subject?: string
      /** The plain text (an SMS: its message) */
      text?: string
      /** E-mails only */
      html?: string
      /** The template it was rendered from */
      template?: string
      /** The one-time code it carries */
      otp_code?: string
      /** The password reset token it carries */
      reset_token?: string
      created_at: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such item in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/uploads`: Upload a file */
export interface PostUploads {
  method: "POST"
  path: "/api/v1/uploads"
  params: Record<string, never>
  query: Record<string, never>
  body: string
  responses: {
    /** The file as stored */
    200: {
      file: {
        /** `file_<token>` */
        id: string
        /** The name as stored: its last path segment, without control characters, at most 200 characters */
        filename: string
        /** The type read from the bytes (magic numbers), else from the extension for text types, else `application/octet-stream`; never the type the client declared */
        mimetype: string
        sizeBytes: number
        category: "general" | "avatars" | "documents" | "products"
        /** Where the content is served (`GET /uploads/{id}/content`) */
        url: string
        /** Same as `url` */
        secure_url: string
        /** `<category>/<id>` */
        public_id: string
        /** The extension of the type read (`png`, `pdf`), or null when unknown */
        format: string | null
        /** For PNG, JPEG, GIF, WebP and SVG; null otherwise */
        dimensions: {
          width: number
          height: number
          [key: string]: unknown
        } | null
        description: string | null
        tags: Array<string>
        created_at: string
        _sandbox: "created"
        [key: string]: unknown
      }
      data: {
        /** `file_<token>` */
        id: string
        /** The name as stored: its last path segment, without control characters, at most 200 characters */
        filename: string
        /** The type read from the bytes (magic numbers), else from the extension for text types, else `application/octet-stream`; never the type the client declared */
        mimetype: string
        sizeBytes: number
        category: "general" | "avatars" | "documents" | "products"
        /** Where the content is served (`GET /uploads/{id}/content`) */
        url: string
        /** Same as `url` */
        secure_url: string
        /** `<category>/<id>` */
        public_id: string
        /** The extension of the type read (`png`, `pdf`), or null when unknown */
        format: string | null
        /** For PNG, JPEG, GIF, WebP and SVG; null otherwise */
        dimensions: {
          width: number
          height: number
          [key: string]: unknown
        } | null
        description: string | null
        tags: Array<string>
        created_at: string
        _sandbox: "created"
        [key: string]: unknown
      }
      [key: string]: unknown
    }
    /** `VALIDATION_FAILED` naming the field (no `file`, a bad `category` …), `TOO_MANY_FILES` (one file per request here; several go to `/uploads/bulk`), or `INVALID_BODY` for a malformed form. */
    400: Problem
    /** `QUOTA_EXCEEDED`: the sandbox already holds 15 files. `SANDBOX_READ_ONLY` for a read-only share link. */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `FILE_TOO_LARGE`: the file is over 5 MB. Refused as soon as the limit is passed: the rest of the body is not read, and the connection is closed. */
    413: Problem
    /** `PROHIBITED_FILE_TYPE`: an executable or a script, by extension or content. `UNSUPPORTED_MEDIA_TYPE`: the body is not `multipart/form-data`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/uploads`: List uploaded files */
export interface GetUploads {
  method: "GET"
  path: "/api/v1/uploads"
  params: Record<string, never>
  query: {
    /** Only files of this category */
    category?: "general" | "avatars" | "documents" | "products"
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
  }
  body: undefined
  responses: {
    /** A page of files */
    200: {
      data: Array<{
        /** `file_<token>` */
        id: string
        /** The name as stored: its last path segment, without control characters, at most 200 characters */
        filename: string
        /** The type read from the bytes (magic numbers), else from the extension for text types, else `application/octet-stream`; never the type the client declared */
        mimetype: string
        sizeBytes: number
        category: "general" | "avatars" | "documents" | "products"
        /** Where the content is served (`GET /uploads/{id}/content`) */
        url: string
        /** Same as `url` */
        secure_url: string
        /** `<category>/<id>` */
        public_id: string
        /** The extension of the type read (`png`, `pdf`), or null when unknown */
        format: string | null
        /** For PNG, JPEG, GIF, WebP and SVG; null otherwise */
        dimensions: {
          width: number
          height: number
          [key: string]: unknown
        } | null
        description: string | null
        tags: Array<string>
        created_at: string
        _sandbox: "created"
        [key: string]: unknown
      }>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/uploads/bulk`: Upload several files */
export interface PostUploadsBulk {
  method: "POST"
  path: "/api/v1/uploads/bulk"
  params: Record<string, never>
  query: Record<string, never>
  body: string
  responses: {
    /** What became of each file, in the order sent */
    200: {
      /** true when every file was stored */
      success: boolean
      summary: {
        total: number
        successful: number
        failed: number
        [key: string]: unknown
      }
      results: Array<{
        filename: string
        status: "success" | "rejected"
        file?: {
          /** `file_<token>` */
          id: string
          /** The name as stored: its last path segment, without control characters, at most 200 characters */
          filename: string
          /** The type read from the bytes (magic numbers), else from the extension for text types, else `application/octet-stream`; never the type the client declared */
          mimetype: string
          sizeBytes: number
          category: "general" | "avatars" | "documents" | "products"
          /** Where the content is served (`GET /uploads/{id}/content`) */
          url: string
          /** Same as `url` */
          secure_url: string
          /** `<category>/<id>` */
          public_id: string
          /** The extension of the type read (`png`, `pdf`), or null when unknown */
          format: string | null
          /** For PNG, JPEG, GIF, WebP and SVG; null otherwise */
          dimensions: {
            width: number
            height: number
            [key: string]: unknown
          } | null
          description: string | null
          tags: Array<string>
          created_at: string
          _sandbox: "created"
          [key: string]: unknown
        }
        /** `FILE_TOO_LARGE`, `PROHIBITED_FILE_TYPE` or `QUOTA_EXCEEDED` */
        code?: string
        error?: string
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** `TOO_MANY_FILES`: more than 10 files. `VALIDATION_FAILED` naming the field (no `files`, a bad `category` …), or `INVALID_BODY` for a malformed form. */
    400: Problem
    /** `QUOTA_EXCEEDED`: the sandbox already holds 15 files. `SANDBOX_READ_ONLY` for a read-only share link. */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `BATCH_TOO_LARGE`: the files add up to more than 25 MB. Refused as soon as the limit is passed: the rest of the body is not read, and the connection is closed. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: the body is not `multipart/form-data`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/uploads/{id}`: Get a file */
export interface GetUploadsById {
  method: "GET"
  path: "/api/v1/uploads/{id}"
  params: {
    /** `file_<token>` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The file */
    200: {
      /** `file_<token>` */
      id: string
      /** The name as stored: its last path segment, without control characters, at most 200 characters */
      filename: string
      /** The type read from the bytes (magic numbers), else from the extension for text types, else `application/octet-stream`; never the type the client declared */
      mimetype: string
      sizeBytes: number
      category: "general" | "avatars" | "documents" | "products"
      /** Where the content is served (`GET /uploads/{id}/content`) */
      url: string
      /** Same as `url` */
      secure_url: string
      /** `<category>/<id>` */
      public_id: string
      /** The extension of the type read (`png`, `pdf`), or null when unknown */
      format: string | null
      /** For PNG, JPEG, GIF, WebP and SVG; null otherwise */
      dimensions: {
        width: number
        height: number
        [key: string]: unknown
      } | null
      description: string | null
      tags: Array<string>
      created_at: string
      _sandbox: "created"
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such file in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `DELETE /api/v1/uploads/{id}`: Delete a file */
export interface DeleteUploadsById {
  method: "DELETE"
  path: "/api/v1/uploads/{id}"
  params: {
    /** `file_<token>` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      id: string
      resource: "uploads"
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such file in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/uploads/{id}/content`: Download a file's content */
export interface GetUploadsByIdContent {
  method: "GET"
  path: "/api/v1/uploads/{id}/content"
  params: {
    /** `file_<token>` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The bytes as uploaded */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such file in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/webhooks`: Create a webhook */
export interface PostWebhooks {
  method: "POST"
  path: "/api/v1/webhooks"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    /** An http:// or https:// URL, at most 2048 characters. Any host by default, a local server included; never a link-local or cloud metadata address (169.254.0.0/16, fe80::/10), checked on the resolved address when connecting; with WEBHOOK_ALLOW_PRIVATE=0, no loopback or private address either. Redirects are not followed. */
    url: string
    /** 1 to 50 event types: exact (`post.created`), a family (`post.*`, `custom.*`, `custom.products.*`) or `*`. Plural forms (`posts.created`) are accepted and stored singular. Families: user, post, comment, todo, album, photo, custom, session, auth, inbox, file, payment_intent, charge, checkout, customer, test. */
    events: Array<string>
    /** The signing secret, 1 to 256 printable ASCII characters; a `whsec_…` is generated when absent */
    secret?: string
    /** A label, at most 100 characters */
    name?: string | null
    /** Whether events are delivered (default true); test pings are sent either way */
    isActive?: boolean
    [key: string]: unknown
  }
  responses: {
    /** The webhook, with its secret */
    200: {
      /** `wh_<uuid>` */
      id: string
      url: string
      name: string | null
      /** As stored: lower case, singular */
      events: Array<string>
      /** What signs the deliveries */
      secret: string
      isActive: boolean
      createdAt: string
      updatedAt: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already has 10 webhooks. */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/webhooks`: List the webhooks */
export interface GetWebhooks {
  method: "GET"
  path: "/api/v1/webhooks"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** Every webhook */
    200: {
      data: Array<{
        /** `wh_<uuid>` */
        id: string
        url: string
        name: string | null
        /** As stored: lower case, singular */
        events: Array<string>
        /** What signs the deliveries */
        secret: string
        isActive: boolean
        createdAt: string
        updatedAt: string
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/webhooks/deliveries`: The delivery log */
export interface GetWebhooksDeliveries {
  method: "GET"
  path: "/api/v1/webhooks/deliveries"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The deliveries */
    200: {
      data: Array<{
        /** `del_<uuid>`, also the body’s `id` and `X-Playground-Delivery` */
        id: string
        webhookId: string
        /** Where the latest attempt went */
        webhookUrl: string
        event: string
        /** Attempts made (at most 4); 0 while the first is pending */
        attempt: number
        /** The receiver’s HTTP status; 0 for no answer */
        status: number
        /** A 2xx answer */
        success: boolean
        durationMs: number
        requestHeaders: {
          [key: string]: string
        }
        /** The raw body, `{id, event, timestamp, data, object: "event", type, created}` */
        requestBody: string
        /** The first 1000 characters of the answer */
        responseBody: string | null
        /** Why the latest attempt failed */
        error: string | null
        /** When the latest attempt began */
        timestamp: string
        /** When the next attempt is due; null when none is */
        nextRetryAt: string | null
        /** Every attempt made so far, oldest first (the fields above repeat the latest); empty while the first is pending */
        attempts: Array<{
          attempt: number
          /** The receiver’s HTTP status; 0 for no answer */
          status: number
          success: boolean
          durationMs: number
          /** The first 1000 characters of the answer */
          responseBody: string | null
          /** Why the attempt failed */
          error: string | null
          /** When the attempt began */
          timestamp: string
          [key: string]: unknown
        }>
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/webhooks/deliveries/{id}/redeliver`: Redeliver */
export interface PostWebhooksDeliveriesByIdRedeliver {
  method: "POST"
  path: "/api/v1/webhooks/deliveries/{id}/redeliver"
  params: {
    /** `del_<uuid>` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The new delivery, queued */
    200: {
      message: string
      delivery: {
        /** `del_<uuid>`, also the body’s `id` and `X-Playground-Delivery` */
        id: string
        webhookId: string
        /** Where the latest attempt went */
        webhookUrl: string
        event: string
        /** Attempts made (at most 4); 0 while the first is pending */
        attempt: number
        /** The receiver’s HTTP status; 0 for no answer */
        status: number
        /** A 2xx answer */
        success: boolean
        durationMs: number
        requestHeaders: {
          [key: string]: string
        }
        /** The raw body, `{id, event, timestamp, data, object: "event", type, created}` */
        requestBody: string
        /** The first 1000 characters of the answer */
        responseBody: string | null
        /** Why the latest attempt failed */
        error: string | null
        /** When the latest attempt began */
        timestamp: string
        /** When the next attempt is due; null when none is */
        nextRetryAt: string | null
        /** Every attempt made so far, oldest first (the fields above repeat the latest); empty while the first is pending */
        attempts: Array<{
          attempt: number
          /** The receiver’s HTTP status; 0 for no answer */
          status: number
          success: boolean
          durationMs: number
          /** The first 1000 characters of the answer */
          responseBody: string | null
          /** Why the attempt failed */
          error: string | null
          /** When the attempt began */
          timestamp: string
          [key: string]: unknown
        }>
        [key: string]: unknown
      }
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such delivery in the log, or its webhook was deleted. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/webhooks/{id}`: Get a webhook */
export interface GetWebhooksById {
  method: "GET"
  path: "/api/v1/webhooks/{id}"
  params: {
    /** `wh_<uuid>` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The webhook */
    200: {
      /** `wh_<uuid>` */
      id: string
      url: string
      name: string | null
      /** As stored: lower case, singular */
      events: Array<string>
      /** What signs the deliveries */
      secret: string
      isActive: boolean
      createdAt: string
      updatedAt: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such webhook in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PATCH /api/v1/webhooks/{id}`: Change a webhook */
export interface PatchWebhooksById {
  method: "PATCH"
  path: "/api/v1/webhooks/{id}"
  params: {
    /** `wh_<uuid>` */
    id: string
  }
  query: Record<string, never>
  body: {
    /** An http:// or https:// URL, at most 2048 characters. Any host by default, a local server included; never a link-local or cloud metadata address (169.254.0.0/16, fe80::/10), checked on the resolved address when connecting; with WEBHOOK_ALLOW_PRIVATE=0, no loopback or private address either. Redirects are not followed. */
    url?: string
    /** 1 to 50 event types: exact (`post.created`), a family (`post.*`, `custom.*`, `custom.products.*`) or `*`. Plural forms (`posts.created`) are accepted and stored singular. Families: user, post, comment, todo, album, photo, custom, session, auth, inbox, file, payment_intent, charge, checkout, customer, test. */
    events?: Array<string>
    /** The signing secret, 1 to 256 printable ASCII characters; a `whsec_…` is generated when absent */
    secret?: string
    /** A label, at most 100 characters */
    name?: string | null
    /** Whether events are delivered (default true); test pings are sent either way */
    isActive?: boolean
    [key: string]: unknown
  }
  responses: {
    /** The webhook as changed */
    200: {
      /** `wh_<uuid>` */
      id: string
      url: string
      name: string | null
      /** As stored: lower case, singular */
      events: Array<string>
      /** What signs the deliveries */
      secret: string
      isActive: boolean
      createdAt: string
      updatedAt: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such webhook in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/webhooks/{id}`: Delete a webhook */
export interface DeleteWebhooksById {
  method: "DELETE"
  path: "/api/v1/webhooks/{id}"
  params: {
    /** `wh_<uuid>` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      message: string
      id: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such webhook in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/webhooks/{id}/deliveries`: A webhook’s deliveries */
export interface GetWebhooksByIdDeliveries {
  method: "GET"
  path: "/api/v1/webhooks/{id}/deliveries"
  params: {
    /** `wh_<uuid>` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The deliveries */
    200: {
      data: Array<{
        /** `del_<uuid>`, also the body’s `id` and `X-Playground-Delivery` */
        id: string
        webhookId: string
        /** Where the latest attempt went */
        webhookUrl: string
        event: string
        /** Attempts made (at most 4); 0 while the first is pending */
        attempt: number
        /** The receiver’s HTTP status; 0 for no answer */
        status: number
        /** A 2xx answer */
        success: boolean
        durationMs: number
        requestHeaders: {
          [key: string]: string
        }
        /** The raw body, `{id, event, timestamp, data, object: "event", type, created}` */
        requestBody: string
        /** The first 1000 characters of the answer */
        responseBody: string | null
        /** Why the latest attempt failed */
        error: string | null
        /** When the latest attempt began */
        timestamp: string
        /** When the next attempt is due; null when none is */
        nextRetryAt: string | null
        /** Every attempt made so far, oldest first (the fields above repeat the latest); empty while the first is pending */
        attempts: Array<{
          attempt: number
          /** The receiver’s HTTP status; 0 for no answer */
          status: number
          success: boolean
          durationMs: number
          /** The first 1000 characters of the answer */
          responseBody: string | null
          /** Why the attempt failed */
          error: string | null
          /** When the attempt began */
          timestamp: string
          [key: string]: unknown
        }>
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such webhook in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/webhooks/{id}/test`: Send a test ping */
export interface PostWebhooksByIdTest {
  method: "POST"
  path: "/api/v1/webhooks/{id}/test"
  params: {
    /** `wh_<uuid>` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The queued delivery */
    200: {
      message: string
      delivery: {
        /** `del_<uuid>`, also the body’s `id` and `X-Playground-Delivery` */
        id: string
        webhookId: string
        /** Where the latest attempt went */
        webhookUrl: string
        event: string
        /** Attempts made (at most 4); 0 while the first is pending */
        attempt: number
        /** The receiver’s HTTP status; 0 for no answer */
        status: number
        /** A 2xx answer */
        success: boolean
        durationMs: number
        requestHeaders: {
          [key: string]: string
        }
        /** The raw body, `{id, event, timestamp, data, object: "event", type, created}` */
        requestBody: string
        /** The first 1000 characters of the answer */
        responseBody: string | null
        /** Why the latest attempt failed */
        error: string | null
        /** When the latest attempt began */
        timestamp: string
        /** When the next attempt is due; null when none is */
        nextRetryAt: string | null
        /** Every attempt made so far, oldest first (the fields above repeat the latest); empty while the first is pending */
        attempts: Array<{
          attempt: number
          /** The receiver’s HTTP status; 0 for no answer */
          status: number
          success: boolean
          durationMs: number
          /** The first 1000 characters of the answer */
          responseBody: string | null
          /** Why the attempt failed */
          error: string | null
          /** When the attempt began */
          timestamp: string
          [key: string]: unknown
        }>
        [key: string]: unknown
      }
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such webhook in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/payments/intents`: Create a payment intent */
export interface PostPaymentsIntents {
  method: "POST"
  path: "/api/v1/payments/intents"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    /** What to charge, in minor units (1234 = 12.34) */
    amount: number
    /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
    currency: string
    /** `manual`: a success waits in `requires_capture` for `POST …/capture` */
    capture_method?: ("automatic" | "manual") | null
    /** A `cus_test_…` of this sandbox */
    customer?: string | null
    /** Where the `invoice-receipt` e-mail of a success goes (the mock inbox) */
    receipt_email?: string | null
    description?: string | null
    /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
    metadata?: ({
      [key: string]: string | number | boolean
    }) | null
  }
  responses: {
    /** The intent */
    200: {
      /** `pi_test_…` */
      id: string
      object: "payment_intent"
      /** What is asked, in minor units (1234 = 12.34) */
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      status: "requires_payment_method" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled" | "refunded" | "partially_refunded"
      capture_method: "automatic" | "manual"
      /** `pi_…_secret_…` */
      client_secret: string
      customer: string | null
      receipt_email: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      amount_capturable: number
      amount_received: number
      amount_refunded: number
      payment_method: {
        [key: string]: unknown
      } | null
      last_payment_error: {
        type: "card_error"
        code: string
        decline_code: string
        message: string
        [key: string]: unknown
      } | null
      next_action: {
        [key: string]: unknown
      } | null
      cancellation_reason: string | null
      canceled_at: number | null
      /** Unix seconds */
      created: number
      livemode: false
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/payments/intents`: List payment intents */
export interface GetPaymentsIntents {
  method: "GET"
  path: "/api/v1/payments/intents"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Only this customer’s intents */
    customer?: string
    status?: "requires_payment_method" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled" | "refunded" | "partially_refunded"
  }
  body: undefined
  responses: {
    /** A page of intents */
    200: {
      data: Array<{
        /** `pi_test_…` */
        id: string
        object: "payment_intent"
        /** What is asked, in minor units (1234 = 12.34) */
        amount: number
        /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
        currency: string
        status: "requires_payment_method" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled" | "refunded" | "partially_refunded"
        capture_method: "automatic" | "manual"
        /** `pi_…_secret_…` */
        client_secret: string
        customer: string | null
        receipt_email: string | null
        description: string | null
        /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
        metadata: {
          [key: string]: string
        }
        amount_capturable: number
        amount_received: number
        amount_refunded: number
        payment_method: {
          [key: string]: unknown
        } | null
        last_payment_error: {
          type: "card_error"
          code: string
          decline_code: string
          message: string
          [key: string]: unknown
        } | null
        next_action: {
          [key: string]: unknown
        } | null
        cancellation_reason: string | null
        canceled_at: number | null
        /** Unix seconds */
        created: number
        livemode: false
        [key: string]: unknown
      }>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/payments/intents/{id}`: Get a payment intent */
export interface GetPaymentsIntentsById {
  method: "GET"
  path: "/api/v1/payments/intents/{id}"
  params: {
    /** `pi_test_…` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The intent */
    200: {
      /** `pi_test_…` */
      id: string
      object: "payment_intent"
      /** What is asked, in minor units (1234 = 12.34) */
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      status: "requires_payment_method" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled" | "refunded" | "partially_refunded"
      capture_method: "automatic" | "manual"
      /** `pi_…_secret_…` */
      client_secret: string
      customer: string | null
      receipt_email: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      amount_capturable: number
      amount_received: number
      amount_refunded: number
      payment_method: {
        [key: string]: unknown
      } | null
      last_payment_error: {
        type: "card_error"
        code: string
        decline_code: string
        message: string
        [key: string]: unknown
      } | null
      next_action: {
        [key: string]: unknown
      } | null
      cancellation_reason: string | null
      canceled_at: number | null
      /** Unix seconds */
      created: number
      livemode: false
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such payment intent in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/payments/intents/{id}/confirm`: Confirm a payment intent with a card */
export interface PostPaymentsIntentsByIdConfirm {
  method: "POST"
  path: "/api/v1/payments/intents/{id}/confirm"
  params: {
    /** `pi_test_…` */
    id: string
  }
  query: Record<string, never>
  body: {
    /** A test card: `4242424242424242` Succeeds; `5555555555554444` Succeeds; `378282246310005` Succeeds; `4000000000000341` 3-D Secure challenge: requires_action until confirm-3ds passes or fails; `4000000000000317` 3-D Secure, frictionless: succeeds without a challenge; `4000000000000002` Declined (generic_decline); `4000000000000127` Declined (insufficient_funds); `4000000000000069` Declined (expired_card); `4000000000000119` Declined (incorrect_cvc); `4000000000000128` Declined (postal_code_invalid); `4000000000000005` Declined (fraudulent); `4000000000000036` Declined (stolen_card); `4000000000000013` 429 velocity_limit_exceeded; `4000000000000110` 500 processing_error. Any other number passing the Luhn check succeeds. */
    payment_method: {
      type?: "card"
      /** The card number, 12 to 19 digits passing the Luhn check; `number` and `cardNumber` are accepted too */
      card_number?: string | number
      number?: string | number
      cardNumber?: string | number
      /** 1–12 (or `expMonth`) */
      exp_month?: number
      expMonth?: number
      /** Four digits or two (or `expYear`); a past expiry declines */
      exp_year?: number
      expYear?: number
      /** 3 or 4 digits; `000` declines */
      cvc: string | number
      /** `99999` declines (or `postalCode`) */
      postal_code?: string | null
      postalCode?: string | null
      [key: string]: unknown
    }
  }
  responses: {
    /** The intent after the confirm */
    200: {
      /** `pi_test_…` */
      id: string
      object: "payment_intent"
      /** What is asked, in minor units (1234 = 12.34) */
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      status: "requires_payment_method" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled" | "refunded" | "partially_refunded"
      capture_method: "automatic" | "manual"
      /** `pi_…_secret_…` */
      client_secret: string
      customer: string | null
      receipt_email: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      amount_capturable: number
      amount_received: number
      amount_refunded: number
      payment_method: {
        [key: string]: unknown
      } | null
      last_payment_error: {
        type: "card_error"
        code: string
        decline_code: string
        message: string
        [key: string]: unknown
      } | null
      next_action: {
        [key: string]: unknown
      } | null
      cancellation_reason: string | null
      canceled_at: number | null
      /** Unix seconds */
      created: number
      livemode: false
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `card_declined`: the card was declined; `decline_code` says why (`generic_decline`, `insufficient_funds`, `expired_card`, `incorrect_cvc`, `postal_code_invalid`, `fraudulent`, `stolen_card`, `3ds_failed`) and `payment_intent` is the intent, back in `requires_payment_method` with `last_payment_error`. */
    402: Problem
    /** `NOT_FOUND`: no such payment intent in this sandbox. */
    404: Problem
    /** `INVALID_STATE`: the intent (or session) is not in a status this step starts from; `current_status` and `allowed_statuses` say which. `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `velocity_limit_exceeded` (card `4000000000000013`), with `decline_code` and `payment_intent`; or a simulated or enforced `RATE_LIMITED`. */
    429: Problem
    /** `processing_error` (card `4000000000000110`), with `decline_code` and `payment_intent`. */
    500: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/payments/intents/{id}/confirm-3ds`: Answer the 3-D Secure challenge of a payment intent */
export interface PostPaymentsIntentsByIdConfirm3ds {
  method: "POST"
  path: "/api/v1/payments/intents/{id}/confirm-3ds"
  params: {
    /** `pi_test_…` */
    id: string
  }
  query: Record<string, never>
  body: {
    /** What the cardholder did (default pass) */
    challenge_response?: ("pass" | "fail") | null
  }
  responses: {
    /** The intent after the challenge */
    200: {
      /** `pi_test_…` */
      id: string
      object: "payment_intent"
      /** What is asked, in minor units (1234 = 12.34) */
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      status: "requires_payment_method" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled" | "refunded" | "partially_refunded"
      capture_method: "automatic" | "manual"
      /** `pi_…_secret_…` */
      client_secret: string
      customer: string | null
      receipt_email: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      amount_capturable: number
      amount_received: number
      amount_refunded: number
      payment_method: {
        [key: string]: unknown
      } | null
      last_payment_error: {
        type: "card_error"
        code: string
        decline_code: string
        message: string
        [key: string]: unknown
      } | null
      next_action: {
        [key: string]: unknown
      } | null
      cancellation_reason: string | null
      canceled_at: number | null
      /** Unix seconds */
      created: number
      livemode: false
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `card_declined`: the card was declined; `decline_code` says why (`generic_decline`, `insufficient_funds`, `expired_card`, `incorrect_cvc`, `postal_code_invalid`, `fraudulent`, `stolen_card`, `3ds_failed`) and `payment_intent` is the intent, back in `requires_payment_method` with `last_payment_error`. */
    402: Problem
    /** `NOT_FOUND`: no such payment intent in this sandbox. */
    404: Problem
    /** `INVALID_STATE`: the intent (or session) is not in a status this step starts from; `current_status` and `allowed_statuses` say which. `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/payments/intents/{id}/capture`: Capture an authorised payment intent */
export interface PostPaymentsIntentsByIdCapture {
  method: "POST"
  path: "/api/v1/payments/intents/{id}/capture"
  params: {
    /** `pi_test_…` */
    id: string
  }
  query: Record<string, never>
  body: {
    /** At most the amount authorised (default: all of it), in minor units (1234 = 12.34) */
    amount_to_capture?: number
  }
  responses: {
    /** The captured intent */
    200: {
      /** `pi_test_…` */
      id: string
      object: "payment_intent"
      /** What is asked, in minor units (1234 = 12.34) */
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      status: "requires_payment_method" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled" | "refunded" | "partially_refunded"
      capture_method: "automatic" | "manual"
      /** `pi_…_secret_…` */
      client_secret: string
      customer: string | null
      receipt_email: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      amount_capturable: number
      amount_received: number
      amount_refunded: number
      payment_method: {
        [key: string]: unknown
      } | null
      last_payment_error: {
        type: "card_error"
        code: string
        decline_code: string
        message: string
        [key: string]: unknown
      } | null
      next_action: {
        [key: string]: unknown
      } | null
      cancellation_reason: string | null
      canceled_at: number | null
      /** Unix seconds */
      created: number
      livemode: false
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such payment intent in this sandbox. */
    404: Problem
    /** `INVALID_STATE`: the intent (or session) is not in a status this step starts from; `current_status` and `allowed_statuses` say which. `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/payments/intents/{id}/cancel`: Cancel a payment intent */
export interface PostPaymentsIntentsByIdCancel {
  method: "POST"
  path: "/api/v1/payments/intents/{id}/cancel"
  params: {
    /** `pi_test_…` */
    id: string
  }
  query: Record<string, never>
  body: {
    cancellation_reason?: ("duplicate" | "fraudulent" | "requested_by_customer" | "abandoned") | null
  }
  responses: {
    /** The canceled intent */
    200: {
      /** `pi_test_…` */
      id: string
      object: "payment_intent"
      /** What is asked, in minor units (1234 = 12.34) */
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      status: "requires_payment_method" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled" | "refunded" | "partially_refunded"
      capture_method: "automatic" | "manual"
      /** `pi_…_secret_…` */
      client_secret: string
      customer: string | null
      receipt_email: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      amount_capturable: number
      amount_received: number
      amount_refunded: number
      payment_method: {
        [key: string]: unknown
      } | null
      last_payment_error: {
        type: "card_error"
        code: string
        decline_code: string
        message: string
        [key: string]: unknown
      } | null
      next_action: {
        [key: string]: unknown
      } | null
      cancellation_reason: string | null
      canceled_at: number | null
      /** Unix seconds */
      created: number
      livemode: false
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such payment intent in this sandbox. */
    404: Problem
    /** `INVALID_STATE`: the intent (or session) is not in a status this step starts from; `current_status` and `allowed_statuses` say which. `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/payments/charge`: Charge a card in one step */
export interface PostPaymentsCharge {
  method: "POST"
  path: "/api/v1/payments/charge"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    /** What to charge, in minor units (1234 = 12.34) */
    amount: number
    /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
    currency: string
    /** `manual`: a success waits in `requires_capture` for `POST …/capture` */
    capture_method?: ("automatic" | "manual") | null
    /** A `cus_test_…` of this sandbox */
    customer?: string | null
    /** Where the `invoice-receipt` e-mail of a success goes (the mock inbox) */
    receipt_email?: string | null
    description?: string | null
    /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
    metadata?: ({
      [key: string]: string | number | boolean
    }) | null
    /** A test card: `4242424242424242` Succeeds; `5555555555554444` Succeeds; `378282246310005` Succeeds; `4000000000000341` 3-D Secure challenge: requires_action until confirm-3ds passes or fails; `4000000000000317` 3-D Secure, frictionless: succeeds without a challenge; `4000000000000002` Declined (generic_decline); `4000000000000127` Declined (insufficient_funds); `4000000000000069` Declined (expired_card); `4000000000000119` Declined (incorrect_cvc); `4000000000000128` Declined (postal_code_invalid); `4000000000000005` Declined (fraudulent); `4000000000000036` Declined (stolen_card); `4000000000000013` 429 velocity_limit_exceeded; `4000000000000110` 500 processing_error. Any other number passing the Luhn check succeeds. */
    payment_method: {
      type?: "card"
      /** The card number, 12 to 19 digits passing the Luhn check; `number` and `cardNumber` are accepted too */
      card_number?: string | number
      number?: string | number
      cardNumber?: string | number
      /** 1–12 (or `expMonth`) */
      exp_month?: number
      expMonth?: number
      /** Four digits or two (or `expYear`); a past expiry declines */
      exp_year?: number
      expYear?: number
      /** 3 or 4 digits; `000` declines */
      cvc: string | number
      /** `99999` declines (or `postalCode`) */
      postal_code?: string | null
      postalCode?: string | null
      [key: string]: unknown
    }
  }
  responses: {
    /** The intent after the confirm */
    200: {
      /** `pi_test_…` */
      id: string
      object: "payment_intent"
      /** What is asked, in minor units (1234 = 12.34) */
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      status: "requires_payment_method" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled" | "refunded" | "partially_refunded"
      capture_method: "automatic" | "manual"
      /** `pi_…_secret_…` */
      client_secret: string
      customer: string | null
      receipt_email: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      amount_capturable: number
      amount_received: number
      amount_refunded: number
      payment_method: {
        [key: string]: unknown
      } | null
      last_payment_error: {
        type: "card_error"
        code: string
        decline_code: string
        message: string
        [key: string]: unknown
      } | null
      next_action: {
        [key: string]: unknown
      } | null
      cancellation_reason: string | null
      canceled_at: number | null
      /** Unix seconds */
      created: number
      livemode: false
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `card_declined`: the card was declined; `decline_code` says why (`generic_decline`, `insufficient_funds`, `expired_card`, `incorrect_cvc`, `postal_code_invalid`, `fraudulent`, `stolen_card`, `3ds_failed`) and `payment_intent` is the intent, back in `requires_payment_method` with `last_payment_error`. */
    402: Problem
    /** `INVALID_STATE`: the intent (or session) is not in a status this step starts from; `current_status` and `allowed_statuses` say which. `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `velocity_limit_exceeded` (card `4000000000000013`), with `decline_code` and `payment_intent`; or a simulated or enforced `RATE_LIMITED`. */
    429: Problem
    /** `processing_error` (card `4000000000000110`), with `decline_code` and `payment_intent`. */
    500: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/payments/refunds`: Refund a payment intent */
export interface PostPaymentsRefunds {
  method: "POST"
  path: "/api/v1/payments/refunds"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    /** A `pi_test_…` that succeeded */
    payment_intent: string
    /** At most what was captured and not yet refunded (default: all of it), in minor units (1234 = 12.34) */
    amount?: number
    reason?: ("duplicate" | "fraudulent" | "requested_by_customer") | null
    /** Accepted, and not kept */
    metadata?: unknown
  }
  responses: {
    /** The refund */
    200: {
      /** `re_test_…` */
      id: string
      object: "refund"
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      payment_intent: string
      reason: string | null
      status: "succeeded"
      created: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `INVALID_STATE`: the intent (or session) is not in a status this step starts from; `current_status` and `allowed_statuses` say which. `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/payments/refunds`: List refunds */
export interface GetPaymentsRefunds {
  method: "GET"
  path: "/api/v1/payments/refunds"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    payment_intent?: string
  }
  body: undefined
  responses: {
    /** A page of refunds */
    200: {
      data: Array<{
        /** `re_test_…` */
        id: string
        object: "refund"
        amount: number
        /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
        currency: string
        payment_intent: string
        reason: string | null
        status: "succeeded"
        created: number
        [key: string]: unknown
      }>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/payments/refunds/{id}`: Get a refund */
export interface GetPaymentsRefundsById {
  method: "GET"
  path: "/api/v1/payments/refunds/{id}"
  params: {
    /** `re_test_…` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The refund */
    200: {
      /** `re_test_…` */
      id: string
      object: "refund"
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      payment_intent: string
      reason: string | null
      status: "succeeded"
      created: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such refund in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/payments/test-cards`: List the test cards */
export interface GetPaymentsTestCards {
  method: "GET"
  path: "/api/v1/payments/test-cards"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** The table */
    200: {
      data: Array<{
        number: string
        brand: string
        description: string
        [key: string]: unknown
      }>
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/checkout/sessions`: Create a checkout session */
export interface PostCheckoutSessions {
  method: "POST"
  path: "/api/v1/checkout/sessions"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    /** One currency for all; at most 99999999 in all */
    line_items: Array<{
      name: string
      /** Unit price, in minor units (1234 = 12.34) */
      amount: number
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      /** Default 1 */
      quantity?: number | null
    }>
    /** Only `payment` (`null` says the same) */
    mode: "payment" | null
    /** Gets the receipt of the payment (the mock inbox) */
    customer_email?: string | null
    /** Absolute http(s) URL the page sends the browser to after paying; `{CHECKOUT_SESSION_ID}` becomes the id */
    success_url: string
    /** Absolute http(s) URL of the page's "Cancel" link */
    cancel_url: string
    /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
    metadata?: ({
      [key: string]: string | number | boolean
    }) | null
  }
  responses: {
    /** The session */
    200: {
      /** `cs_test_…` */
      id: string
      object: "checkout.session"
      /** The hosted test checkout page of this session, served by this service (it names the sandbox in `_sandbox`) */
      url: string
      status: "open" | "complete" | "expired"
      payment_status: "unpaid" | "paid"
      mode: "payment"
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      amount_subtotal: number
      amount_total: number
      line_items: Array<{
        [key: string]: unknown
      }>
      customer_email: string | null
      success_url: string
      cancel_url: string
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      payment_intent: string | null
      created: number
      /** 24 h after `created` */
      expires_at: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/checkout/sessions`: List checkout sessions */
export interface GetCheckoutSessions {
  method: "GET"
  path: "/api/v1/checkout/sessions"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
  }
  body: undefined
  responses: {
    /** A page of sessions */
    200: {
      data: Array<{
        /** `cs_test_…` */
        id: string
        object: "checkout.session"
        /** The hosted test checkout page of this session, served by this service (it names the sandbox in `_sandbox`) */
        url: string
        status: "open" | "complete" | "expired"
        payment_status: "unpaid" | "paid"
        mode: "payment"
        /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
        currency: string
        amount_subtotal: number
        amount_total: number
        line_items: Array<{
          [key: string]: unknown
        }>
        customer_email: string | null
        success_url: string
        cancel_url: string
        /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
        metadata: {
          [key: string]: string
        }
        payment_intent: string | null
        created: number
        /** 24 h after `created` */
        expires_at: number
        [key: string]: unknown
      }>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/checkout/sessions/{id}`: Get a checkout session */
export interface GetCheckoutSessionsById {
  method: "GET"
  path: "/api/v1/checkout/sessions/{id}"
  params: {
    /** `cs_test_…` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The session */
    200: {
      /** `cs_test_…` */
      id: string
      object: "checkout.session"
      /** The hosted test checkout page of this session, served by this service (it names the sandbox in `_sandbox`) */
      url: string
      status: "open" | "complete" | "expired"
      payment_status: "unpaid" | "paid"
      mode: "payment"
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      amount_subtotal: number
      amount_total: number
      line_items: Array<{
        [key: string]: unknown
      }>
      customer_email: string | null
      success_url: string
      cancel_url: string
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      payment_intent: string | null
      created: number
      /** 24 h after `created` */
      expires_at: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such checkout session in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/checkout/sessions/{id}/complete`: Pay a checkout session (what the hosted page does) */
export interface PostCheckoutSessionsByIdComplete {
  method: "POST"
  path: "/api/v1/checkout/sessions/{id}/complete"
  params: {
    /** `cs_test_…` */
    id: string
  }
  query: Record<string, never>
  body: {
    /** Default `4242424242424242` */
    card?: string | ({
      type?: "card"
      /** The card number, 12 to 19 digits passing the Luhn check; `number` and `cardNumber` are accepted too */
      card_number?: string | number
      number?: string | number
      cardNumber?: string | number
      /** 1–12 (or `expMonth`) */
      exp_month?: number
      expMonth?: number
      /** Four digits or two (or `expYear`); a past expiry declines */
      exp_year?: number
      expYear?: number
      /** 3 or 4 digits; `000` declines */
      cvc: string | number
      /** `99999` declines (or `postalCode`) */
      postal_code?: string | null
      postalCode?: string | null
      [key: string]: unknown
    }) | null
    /** Answers the 3-D Secure challenge of a card that asks for one */
    challenge_response?: ("pass" | "fail") | null
  }
  responses: {
    /** The session */
    200: {
      /** `cs_test_…` */
      id: string
      object: "checkout.session"
      /** The hosted test checkout page of this session, served by this service (it names the sandbox in `_sandbox`) */
      url: string
      status: "open" | "complete" | "expired"
      payment_status: "unpaid" | "paid"
      mode: "payment"
      /** ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted */
      currency: string
      amount_subtotal: number
      amount_total: number
      line_items: Array<{
        [key: string]: unknown
      }>
      customer_email: string | null
      success_url: string
      cancel_url: string
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      payment_intent: string | null
      created: number
      /** 24 h after `created` */
      expires_at: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `card_declined`: the card was declined; `decline_code` says why (`generic_decline`, `insufficient_funds`, `expired_card`, `incorrect_cvc`, `postal_code_invalid`, `fraudulent`, `stolen_card`, `3ds_failed`) and `payment_intent` is the intent, back in `requires_payment_method` with `last_payment_error`. */
    402: Problem
    /** `NOT_FOUND`: no such checkout session in this sandbox. */
    404: Problem
    /** `INVALID_STATE`: the intent (or session) is not in a status this step starts from; `current_status` and `allowed_statuses` say which. `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `velocity_limit_exceeded` (card `4000000000000013`), with `decline_code` and `payment_intent`; or a simulated or enforced `RATE_LIMITED`. */
    429: Problem
    /** `processing_error` (card `4000000000000110`), with `decline_code` and `payment_intent`. */
    500: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /api/v1/payments/customers`: Create a customer */
export interface PostPaymentsCustomers {
  method: "POST"
  path: "/api/v1/payments/customers"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    email?: string | null
    name?: string | null
    phone?: string | null
    description?: string | null
    /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
    metadata?: ({
      [key: string]: string | number | boolean
    }) | null
  }
  responses: {
    /** The customer */
    200: {
      /** `cus_test_…` */
      id: string
      object: "customer"
      email: string | null
      name: string | null
      phone: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      created: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/payments/customers`: List customers */
export interface GetPaymentsCustomers {
  method: "GET"
  path: "/api/v1/payments/customers"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Case-insensitive */
    email?: string
  }
  body: undefined
  responses: {
    /** A page of customers */
    200: {
      data: Array<{
        /** `cus_test_…` */
        id: string
        object: "customer"
        email: string | null
        name: string | null
        phone: string | null
        description: string | null
        /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
        metadata: {
          [key: string]: string
        }
        created: number
        [key: string]: unknown
      }>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/payments/customers/{id}`: Get a customer */
export interface GetPaymentsCustomersById {
  method: "GET"
  path: "/api/v1/payments/customers/{id}"
  params: {
    /** `cus_test_…` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The customer */
    200: {
      /** `cus_test_…` */
      id: string
      object: "customer"
      email: string | null
      name: string | null
      phone: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      created: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such customer in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PATCH /api/v1/payments/customers/{id}`: Update a customer */
export interface PatchPaymentsCustomersById {
  method: "PATCH"
  path: "/api/v1/payments/customers/{id}"
  params: {
    /** `cus_test_…` */
    id: string
  }
  query: Record<string, never>
  body: {
    email?: string | null
    name?: string | null
    phone?: string | null
    description?: string | null
    /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
    metadata?: ({
      [key: string]: string | number | boolean
    }) | null
  }
  responses: {
    /** The customer */
    200: {
      /** `cus_test_…` */
      id: string
      object: "customer"
      email: string | null
      name: string | null
      phone: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      created: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such customer in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/payments/customers/{id}`: Delete a customer */
export interface DeletePaymentsCustomersById {
  method: "DELETE"
  path: "/api/v1/payments/customers/{id}"
  params: {
    /** `cus_test_…` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      id: string
      object: "customer"
      deleted: true
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such customer in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/customers`: Create a customer */
export interface PostCustomers {
  method: "POST"
  path: "/api/v1/customers"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    email?: string | null
    name?: string | null
    phone?: string | null
    description?: string | null
    /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
    metadata?: ({
      [key: string]: string | number | boolean
    }) | null
  }
  responses: {
    /** The customer */
    200: {
      /** `cus_test_…` */
      id: string
      object: "customer"
      email: string | null
      name: string | null
      phone: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      created: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /api/v1/customers`: List customers */
export interface GetCustomers {
  method: "GET"
  path: "/api/v1/customers"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10); above 30 it is clamped to 30 */
    limit?: number
    /** Case-insensitive */
    email?: string
  }
  body: undefined
  responses: {
    /** A page of customers */
    200: {
      data: Array<{
        /** `cus_test_…` */
        id: string
        object: "customer"
        email: string | null
        name: string | null
        phone: string | null
        description: string | null
        /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
        metadata: {
          [key: string]: string
        }
        created: number
        [key: string]: unknown
      }>
      pagination: Pagination
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/customers/{id}`: Get a customer */
export interface GetCustomersById {
  method: "GET"
  path: "/api/v1/customers/{id}"
  params: {
    /** `cus_test_…` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** The customer */
    200: {
      /** `cus_test_…` */
      id: string
      object: "customer"
      email: string | null
      name: string | null
      phone: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      created: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such customer in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PATCH /api/v1/customers/{id}`: Update a customer */
export interface PatchCustomersById {
  method: "PATCH"
  path: "/api/v1/customers/{id}"
  params: {
    /** `cus_test_…` */
    id: string
  }
  query: Record<string, never>
  body: {
    email?: string | null
    name?: string | null
    phone?: string | null
    description?: string | null
    /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
    metadata?: ({
      [key: string]: string | number | boolean
    }) | null
  }
  responses: {
    /** The customer */
    200: {
      /** `cus_test_…` */
      id: string
      object: "customer"
      email: string | null
      name: string | null
      phone: string | null
      description: string | null
      /** Up to 50 keys of at most 40 characters; values are strings of at most 500 (numbers and booleans are kept as text) */
      metadata: {
        [key: string]: string
      }
      created: number
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such customer in this sandbox. */
    404: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /api/v1/customers/{id}`: Delete a customer */
export interface DeleteCustomersById {
  method: "DELETE"
  path: "/api/v1/customers/{id}"
  params: {
    /** `cus_test_…` */
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** What was deleted */
    200: {
      id: string
      object: "customer"
      deleted: true
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `NOT_FOUND`: no such customer in this sandbox. */
    404: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/messages`: List chat messages */
export interface GetMessages {
  method: "GET"
  path: "/api/v1/messages"
  params: Record<string, never>
  query: {
    /** Only this room: 1 to 64 letters, digits, _, . and -, starting with a letter or digit (such as general or support). Default: every room */
    room?: string
    /** Case-insensitive substring of the text or the sender name */
    q?: string
    /** Page size (default 20, at most 100) */
    limit?: number
    /** Empty for the newest page, then `pagination.nextCursor` for older messages; bound to the room and q it was made with */
    cursor?: string
  }
  body: undefined
  responses: {
    /** A page of messages, newest first */
    200: {
      data: Array<{
        /** `chat_<uuid>` */
        id: string
        room: string
        /** `usr_…` for a socket (its `connected` frame names it), `api` for `POST /messages`, `bot_assistant` for the support bot */
        sender_id: string
        sender_name: string
        text: string
        created_at: string
        [key: string]: unknown
      }>
      pagination: {
        limit: number
        /** Messages matching, over all pages */
        total: number
        /** Send as `cursor` for the older messages; null at the end */
        nextCursor: string | null
        /** Older messages follow this page */
        hasMore: boolean
        [key: string]: unknown
      }
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /api/v1/messages`: Send a chat message */
export interface PostMessages {
  method: "POST"
  path: "/api/v1/messages"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    /** 1 to 64 letters, digits, _, . and -, starting with a letter or digit (such as general or support) */
    room: string
    /** 1 to 50 characters, trimmed, no control characters */
    sender_name: string
    /** Non-blank, at most 2000 characters */
    text: string
    [key: string]: unknown
  }
  responses: {
    /** The message as stored */
    200: {
      /** `chat_<uuid>` */
      id: string
      room: string
      /** `usr_…` for a socket (its `connected` frame names it), `api` for `POST /messages`, `bot_assistant` for the support bot */
      sender_id: string
      sender_name: string
      text: string
      created_at: string
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `POST /graphql`: Run a GraphQL operation */
export interface PostGraphql {
  method: "POST"
  path: "/graphql"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    query?: string
    persisted?: boolean
    operationName?: string | null
    variables?: {
      [key: string]: unknown
    } | null
    extensions?: {
      [key: string]: unknown
    }
    [key: string]: unknown
  }
  responses: {
    /** Default Response */
    "2XX": {
      data?: {
        [key: string]: unknown
      } | null
      errors?: Array<{
        message: string
        locations?: Array<{
          line?: number
          column?: number
          [key: string]: unknown
        }>
        path?: Array<string>
        extensions?: {
          code?: string
          [key: string]: unknown
        }
        [key: string]: unknown
      }>
      extensions?: {
        [key: string]: unknown
      }
      [key: string]: unknown
    }
  }
}

/** `GET /graphql`: Run a GraphQL query given in the URL */
export interface GetGraphql {
  method: "GET"
  path: "/graphql"
  params: Record<string, never>
  query: {
    query?: string
    persisted?: boolean
    operationName?: string | null
    variables?: string
    extensions?: string
  }
  body: undefined
  responses: {
    /** Default Response */
    "2XX": {
      data?: {
        [key: string]: unknown
      } | null
      errors?: Array<{
        message: string
        locations?: Array<{
          line?: number
          column?: number
          [key: string]: unknown
        }>
        path?: Array<string>
        extensions?: {
          code?: string
          [key: string]: unknown
        }
        [key: string]: unknown
      }>
      extensions?: {
        [key: string]: unknown
      }
      [key: string]: unknown
    }
  }
}

/** `POST /api/v1/graphql`: Run a GraphQL operation (alias of `/graphql`) */
export interface PostApiV1Graphql {
  method: "POST"
  path: "/api/v1/graphql"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    query?: string
    persisted?: boolean
    operationName?: string | null
    variables?: {
      [key: string]: unknown
    } | null
    extensions?: {
      [key: string]: unknown
    }
    [key: string]: unknown
  }
  responses: {
    /** Default Response */
    "2XX": {
      data?: {
        [key: string]: unknown
      } | null
      errors?: Array<{
        message: string
        locations?: Array<{
          line?: number
          column?: number
          [key: string]: unknown
        }>
        path?: Array<string>
        extensions?: {
          code?: string
          [key: string]: unknown
        }
        [key: string]: unknown
      }>
      extensions?: {
        [key: string]: unknown
      }
      [key: string]: unknown
    }
  }
}

/** `GET /api/v1/graphql`: Run a GraphQL query given in the URL (alias of `/graphql`) */
export interface GetApiV1Graphql {
  method: "GET"
  path: "/api/v1/graphql"
  params: Record<string, never>
  query: {
    query?: string
    persisted?: boolean
    operationName?: string | null
    variables?: string
    extensions?: string
  }
  body: undefined
  responses: {
    /** Default Response */
    "2XX": {
      data?: {
        [key: string]: unknown
      } | null
      errors?: Array<{
        message: string
        locations?: Array<{
          line?: number
          column?: number
          [key: string]: unknown
        }>
        path?: Array<string>
        extensions?: {
          code?: string
          [key: string]: unknown
        }
        [key: string]: unknown
      }>
      extensions?: {
        [key: string]: unknown
      }
      [key: string]: unknown
    }
  }
}

/** `GET /api/v1/downloads/openapi.json`: The OpenAPI document, as a file */
export interface GetDownloadsOpenapiJson {
  method: "GET"
  path: "/api/v1/downloads/openapi.json"
  params: Record<string, never>
  query: {
    /** `3.0` for OpenAPI 3.0.3, for tools that read nothing newer */
    version?: "3.1" | "3.0"
  }
  body: undefined
  responses: {
    /** The OpenAPI document */
    200: {
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/downloads/postman.json`: A Postman collection (v2.1) */
export interface GetDownloadsPostmanJson {
  method: "GET"
  path: "/api/v1/downloads/postman.json"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** A Postman Collection v2.1 */
    200: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/downloads/insomnia.json`: An Insomnia export (format 4) */
export interface GetDownloadsInsomniaJson {
  method: "GET"
  path: "/api/v1/downloads/insomnia.json"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** An Insomnia export, format 4 */
    200: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/downloads/bruno.json`: A Bruno collection */
export interface GetDownloadsBrunoJson {
  method: "GET"
  path: "/api/v1/downloads/bruno.json"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** A Bruno collection */
    200: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /api/v1/downloads/mock-playground.d.ts`: TypeScript declarations */
export interface GetDownloadsMockPlaygroundDTs {
  method: "GET"
  path: "/api/v1/downloads/mock-playground.d.ts"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** TypeScript declarations */
    200: string
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /llms.txt`: llms.txt: the API in brief, for coding assistants */
export interface GetLlmsTxt {
  method: "GET"
  path: "/llms.txt"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** Markdown */
    200: string
  }
}

/** `GET /llms-full.txt`: llms-full.txt: every endpoint in Markdown */
export interface GetLlmsFullTxt {
  method: "GET"
  path: "/llms-full.txt"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** Markdown */
    200: string
  }
}

/** `GET /users`: List users */
export interface GetUsersAlias {
  method: "GET"
  path: "/users"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `username` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `username_ne`, `_gt`… or `username:op` */
    username?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `phone` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `phone_ne`, `_gt`… or `phone:op` */
    phone?: string | Array<string>
    /** Filter: records whose `website` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `website_ne`, `_gt`… or `website:op` */
    website?: string | Array<string>
    /** Filter: records whose `address.street` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.street_ne`, `_gt`… or `address.street:op` */
    "address.street"?: string | Array<string>
    /** Filter: records whose `address.city` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.city_ne`, `_gt`… or `address.city:op` */
    "address.city"?: string | Array<string>
    /** Filter: records whose `address.zipcode` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.zipcode_ne`, `_gt`… or `address.zipcode:op` */
    "address.zipcode"?: string | Array<string>
    /** Filter: records whose `company.name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.name_ne`, `_gt`… or `company.name:op` */
    "company.name"?: string | Array<string>
    /** Filter: records whose `company.catchPhrase` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.catchPhrase_ne`, `_gt`… or `company.catchPhrase:op` */
    "company.catchPhrase"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`username:ne` alike) */
    username_ne?: string | Array<string>
    /** Greater than (`username:gt` alike) */
    username_gt?: string | Array<string>
    /** Greater than or equal (`username:gte` alike) */
    username_gte?: string | Array<string>
    /** Less than (`username:lt` alike) */
    username_lt?: string | Array<string>
    /** Less than or equal (`username:lte` alike) */
    username_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`username:like` alike) */
    username_like?: string | Array<string>
    /** Any of a comma-separated list (`username:in` alike) */
    username_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`phone:ne` alike) */
    phone_ne?: string | Array<string>
    /** Greater than (`phone:gt` alike) */
    phone_gt?: string | Array<string>
    /** Greater than or equal (`phone:gte` alike) */
    phone_gte?: string | Array<string>
    /** Less than (`phone:lt` alike) */
    phone_lt?: string | Array<string>
    /** Less than or equal (`phone:lte` alike) */
    phone_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`phone:like` alike) */
    phone_like?: string | Array<string>
    /** Any of a comma-separated list (`phone:in` alike) */
    phone_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`website:ne` alike) */
    website_ne?: string | Array<string>
    /** Greater than (`website:gt` alike) */
    website_gt?: string | Array<string>
    /** Greater than or equal (`website:gte` alike) */
    website_gte?: string | Array<string>
    /** Less than (`website:lt` alike) */
    website_lt?: string | Array<string>
    /** Less than or equal (`website:lte` alike) */
    website_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`website:like` alike) */
    website_like?: string | Array<string>
    /** Any of a comma-separated list (`website:in` alike) */
    website_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.street:ne` alike) */
    "address.street_ne"?: string | Array<string>
    /** Greater than (`address.street:gt` alike) */
    "address.street_gt"?: string | Array<string>
    /** Greater than or equal (`address.street:gte` alike) */
    "address.street_gte"?: string | Array<string>
    /** Less than (`address.street:lt` alike) */
    "address.street_lt"?: string | Array<string>
    /** Less than or equal (`address.street:lte` alike) */
    "address.street_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.street:like` alike) */
    "address.street_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.street:in` alike) */
    "address.street_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.city:ne` alike) */
    "address.city_ne"?: string | Array<string>
    /** Greater than (`address.city:gt` alike) */
    "address.city_gt"?: string | Array<string>
    /** Greater than or equal (`address.city:gte` alike) */
    "address.city_gte"?: string | Array<string>
    /** Less than (`address.city:lt` alike) */
    "address.city_lt"?: string | Array<string>
    /** Less than or equal (`address.city:lte` alike) */
    "address.city_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.city:like` alike) */
    "address.city_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.city:in` alike) */
    "address.city_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.zipcode:ne` alike) */
    "address.zipcode_ne"?: string | Array<string>
    /** Greater than (`address.zipcode:gt` alike) */
    "address.zipcode_gt"?: string | Array<string>
    /** Greater than or equal (`address.zipcode:gte` alike) */
    "address.zipcode_gte"?: string | Array<string>
    /** Less than (`address.zipcode:lt` alike) */
    "address.zipcode_lt"?: string | Array<string>
    /** Less than or equal (`address.zipcode:lte` alike) */
    "address.zipcode_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.zipcode:like` alike) */
    "address.zipcode_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.zipcode:in` alike) */
    "address.zipcode_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.name:ne` alike) */
    "company.name_ne"?: string | Array<string>
    /** Greater than (`company.name:gt` alike) */
    "company.name_gt"?: string | Array<string>
    /** Greater than or equal (`company.name:gte` alike) */
    "company.name_gte"?: string | Array<string>
    /** Less than (`company.name:lt` alike) */
    "company.name_lt"?: string | Array<string>
    /** Less than or equal (`company.name:lte` alike) */
    "company.name_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.name:like` alike) */
    "company.name_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.name:in` alike) */
    "company.name_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.catchPhrase:ne` alike) */
    "company.catchPhrase_ne"?: string | Array<string>
    /** Greater than (`company.catchPhrase:gt` alike) */
    "company.catchPhrase_gt"?: string | Array<string>
    /** Greater than or equal (`company.catchPhrase:gte` alike) */
    "company.catchPhrase_gte"?: string | Array<string>
    /** Less than (`company.catchPhrase:lt` alike) */
    "company.catchPhrase_lt"?: string | Array<string>
    /** Less than or equal (`company.catchPhrase:lte` alike) */
    "company.catchPhrase_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.catchPhrase:like` alike) */
    "company.catchPhrase_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.catchPhrase:in` alike) */
    "company.catchPhrase_in"?: string | Array<string>
    /** Adds each user's `posts`, `todos` and/or `albums` as this sandbox sees them, in list order, at most 100 each. Repeat the parameter or separate names with commas. */
    _embed?: Array<"posts" | "todos" | "albums">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<User>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /users`: Create a user */
export interface PostUsersAlias {
  method: "POST"
  path: "/users"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    name?: string
    username?: string
    email?: string
    phone?: string
    website?: string
    address?: {
      [key: string]: string
    }
    company?: {
      [key: string]: string
    }
    [key: string]: unknown
  }
  responses: {
    /** The created user */
    201: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /users.csv`: List users as CSV */
export interface GetUsersCsvAlias {
  method: "GET"
  path: "/users.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `username` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `username_ne`, `_gt`… or `username:op` */
    username?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `phone` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `phone_ne`, `_gt`… or `phone:op` */
    phone?: string | Array<string>
    /** Filter: records whose `website` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `website_ne`, `_gt`… or `website:op` */
    website?: string | Array<string>
    /** Filter: records whose `address.street` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.street_ne`, `_gt`… or `address.street:op` */
    "address.street"?: string | Array<string>
    /** Filter: records whose `address.city` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.city_ne`, `_gt`… or `address.city:op` */
    "address.city"?: string | Array<string>
    /** Filter: records whose `address.zipcode` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.zipcode_ne`, `_gt`… or `address.zipcode:op` */
    "address.zipcode"?: string | Array<string>
    /** Filter: records whose `company.name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.name_ne`, `_gt`… or `company.name:op` */
    "company.name"?: string | Array<string>
    /** Filter: records whose `company.catchPhrase` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.catchPhrase_ne`, `_gt`… or `company.catchPhrase:op` */
    "company.catchPhrase"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`username:ne` alike) */
    username_ne?: string | Array<string>
    /** Greater than (`username:gt` alike) */
    username_gt?: string | Array<string>
    /** Greater than or equal (`username:gte` alike) */
    username_gte?: string | Array<string>
    /** Less than (`username:lt` alike) */
    username_lt?: string | Array<string>
    /** Less than or equal (`username:lte` alike) */
    username_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`username:like` alike) */
    username_like?: string | Array<string>
    /** Any of a comma-separated list (`username:in` alike) */
    username_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`phone:ne` alike) */
    phone_ne?: string | Array<string>
    /** Greater than (`phone:gt` alike) */
    phone_gt?: string | Array<string>
    /** Greater than or equal (`phone:gte` alike) */
    phone_gte?: string | Array<string>
    /** Less than (`phone:lt` alike) */
    phone_lt?: string | Array<string>
    /** Less than or equal (`phone:lte` alike) */
    phone_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`phone:like` alike) */
    phone_like?: string | Array<string>
    /** Any of a comma-separated list (`phone:in` alike) */
    phone_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`website:ne` alike) */
    website_ne?: string | Array<string>
    /** Greater than (`website:gt` alike) */
    website_gt?: string | Array<string>
    /** Greater than or equal (`website:gte` alike) */
    website_gte?: string | Array<string>
    /** Less than (`website:lt` alike) */
    website_lt?: string | Array<string>
    /** Less than or equal (`website:lte` alike) */
    website_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`website:like` alike) */
    website_like?: string | Array<string>
    /** Any of a comma-separated list (`website:in` alike) */
    website_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.street:ne` alike) */
    "address.street_ne"?: string | Array<string>
    /** Greater than (`address.street:gt` alike) */
    "address.street_gt"?: string | Array<string>
    /** Greater than or equal (`address.street:gte` alike) */
    "address.street_gte"?: string | Array<string>
    /** Less than (`address.street:lt` alike) */
    "address.street_lt"?: string | Array<string>
    /** Less than or equal (`address.street:lte` alike) */
    "address.street_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.street:like` alike) */
    "address.street_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.street:in` alike) */
    "address.street_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.city:ne` alike) */
    "address.city_ne"?: string | Array<string>
    /** Greater than (`address.city:gt` alike) */
    "address.city_gt"?: string | Array<string>
    /** Greater than or equal (`address.city:gte` alike) */
    "address.city_gte"?: string | Array<string>
    /** Less than (`address.city:lt` alike) */
    "address.city_lt"?: string | Array<string>
    /** Less than or equal (`address.city:lte` alike) */
    "address.city_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.city:like` alike) */
    "address.city_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.city:in` alike) */
    "address.city_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.zipcode:ne` alike) */
    "address.zipcode_ne"?: string | Array<string>
    /** Greater than (`address.zipcode:gt` alike) */
    "address.zipcode_gt"?: string | Array<string>
    /** Greater than or equal (`address.zipcode:gte` alike) */
    "address.zipcode_gte"?: string | Array<string>
    /** Less than (`address.zipcode:lt` alike) */
    "address.zipcode_lt"?: string | Array<string>
    /** Less than or equal (`address.zipcode:lte` alike) */
    "address.zipcode_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.zipcode:like` alike) */
    "address.zipcode_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.zipcode:in` alike) */
    "address.zipcode_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.name:ne` alike) */
    "company.name_ne"?: string | Array<string>
    /** Greater than (`company.name:gt` alike) */
    "company.name_gt"?: string | Array<string>
    /** Greater than or equal (`company.name:gte` alike) */
    "company.name_gte"?: string | Array<string>
    /** Less than (`company.name:lt` alike) */
    "company.name_lt"?: string | Array<string>
    /** Less than or equal (`company.name:lte` alike) */
    "company.name_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.name:like` alike) */
    "company.name_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.name:in` alike) */
    "company.name_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.catchPhrase:ne` alike) */
    "company.catchPhrase_ne"?: string | Array<string>
    /** Greater than (`company.catchPhrase:gt` alike) */
    "company.catchPhrase_gt"?: string | Array<string>
    /** Greater than or equal (`company.catchPhrase:gte` alike) */
    "company.catchPhrase_gte"?: string | Array<string>
    /** Less than (`company.catchPhrase:lt` alike) */
    "company.catchPhrase_lt"?: string | Array<string>
    /** Less than or equal (`company.catchPhrase:lte` alike) */
    "company.catchPhrase_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.catchPhrase:like` alike) */
    "company.catchPhrase_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.catchPhrase:in` alike) */
    "company.catchPhrase_in"?: string | Array<string>
    /** Adds each user's `posts`, `todos` and/or `albums` as this sandbox sees them, in list order, at most 100 each. Repeat the parameter or separate names with commas. */
    _embed?: Array<"posts" | "todos" | "albums">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users.xlsx`: List users as XLSX */
export interface GetUsersXlsxAlias {
  method: "GET"
  path: "/users.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, name, username, email, phone, website, address.street, address.city, address.zipcode, company.name, company.catchPhrase */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `username` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `username_ne`, `_gt`… or `username:op` */
    username?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `phone` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `phone_ne`, `_gt`… or `phone:op` */
    phone?: string | Array<string>
    /** Filter: records whose `website` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `website_ne`, `_gt`… or `website:op` */
    website?: string | Array<string>
    /** Filter: records whose `address.street` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.street_ne`, `_gt`… or `address.street:op` */
    "address.street"?: string | Array<string>
    /** Filter: records whose `address.city` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.city_ne`, `_gt`… or `address.city:op` */
    "address.city"?: string | Array<string>
    /** Filter: records whose `address.zipcode` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `address.zipcode_ne`, `_gt`… or `address.zipcode:op` */
    "address.zipcode"?: string | Array<string>
    /** Filter: records whose `company.name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.name_ne`, `_gt`… or `company.name:op` */
    "company.name"?: string | Array<string>
    /** Filter: records whose `company.catchPhrase` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `company.catchPhrase_ne`, `_gt`… or `company.catchPhrase:op` */
    "company.catchPhrase"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`username:ne` alike) */
    username_ne?: string | Array<string>
    /** Greater than (`username:gt` alike) */
    username_gt?: string | Array<string>
    /** Greater than or equal (`username:gte` alike) */
    username_gte?: string | Array<string>
    /** Less than (`username:lt` alike) */
    username_lt?: string | Array<string>
    /** Less than or equal (`username:lte` alike) */
    username_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`username:like` alike) */
    username_like?: string | Array<string>
    /** Any of a comma-separated list (`username:in` alike) */
    username_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`phone:ne` alike) */
    phone_ne?: string | Array<string>
    /** Greater than (`phone:gt` alike) */
    phone_gt?: string | Array<string>
    /** Greater than or equal (`phone:gte` alike) */
    phone_gte?: string | Array<string>
    /** Less than (`phone:lt` alike) */
    phone_lt?: string | Array<string>
    /** Less than or equal (`phone:lte` alike) */
    phone_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`phone:like` alike) */
    phone_like?: string | Array<string>
    /** Any of a comma-separated list (`phone:in` alike) */
    phone_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`website:ne` alike) */
    website_ne?: string | Array<string>
    /** Greater than (`website:gt` alike) */
    website_gt?: string | Array<string>
    /** Greater than or equal (`website:gte` alike) */
    website_gte?: string | Array<string>
    /** Less than (`website:lt` alike) */
    website_lt?: string | Array<string>
    /** Less than or equal (`website:lte` alike) */
    website_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`website:like` alike) */
    website_like?: string | Array<string>
    /** Any of a comma-separated list (`website:in` alike) */
    website_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.street:ne` alike) */
    "address.street_ne"?: string | Array<string>
    /** Greater than (`address.street:gt` alike) */
    "address.street_gt"?: string | Array<string>
    /** Greater than or equal (`address.street:gte` alike) */
    "address.street_gte"?: string | Array<string>
    /** Less than (`address.street:lt` alike) */
    "address.street_lt"?: string | Array<string>
    /** Less than or equal (`address.street:lte` alike) */
    "address.street_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.street:like` alike) */
    "address.street_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.street:in` alike) */
    "address.street_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.city:ne` alike) */
    "address.city_ne"?: string | Array<string>
    /** Greater than (`address.city:gt` alike) */
    "address.city_gt"?: string | Array<string>
    /** Greater than or equal (`address.city:gte` alike) */
    "address.city_gte"?: string | Array<string>
    /** Less than (`address.city:lt` alike) */
    "address.city_lt"?: string | Array<string>
    /** Less than or equal (`address.city:lte` alike) */
    "address.city_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.city:like` alike) */
    "address.city_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.city:in` alike) */
    "address.city_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`address.zipcode:ne` alike) */
    "address.zipcode_ne"?: string | Array<string>
    /** Greater than (`address.zipcode:gt` alike) */
    "address.zipcode_gt"?: string | Array<string>
    /** Greater than or equal (`address.zipcode:gte` alike) */
    "address.zipcode_gte"?: string | Array<string>
    /** Less than (`address.zipcode:lt` alike) */
    "address.zipcode_lt"?: string | Array<string>
    /** Less than or equal (`address.zipcode:lte` alike) */
    "address.zipcode_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`address.zipcode:like` alike) */
    "address.zipcode_like"?: string | Array<string>
    /** Any of a comma-separated list (`address.zipcode:in` alike) */
    "address.zipcode_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.name:ne` alike) */
    "company.name_ne"?: string | Array<string>
    /** Greater than (`company.name:gt` alike) */
    "company.name_gt"?: string | Array<string>
    /** Greater than or equal (`company.name:gte` alike) */
    "company.name_gte"?: string | Array<string>
    /** Less than (`company.name:lt` alike) */
    "company.name_lt"?: string | Array<string>
    /** Less than or equal (`company.name:lte` alike) */
    "company.name_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.name:like` alike) */
    "company.name_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.name:in` alike) */
    "company.name_in"?: string | Array<string>
    /** Not equal (repeat to exclude each) (`company.catchPhrase:ne` alike) */
    "company.catchPhrase_ne"?: string | Array<string>
    /** Greater than (`company.catchPhrase:gt` alike) */
    "company.catchPhrase_gt"?: string | Array<string>
    /** Greater than or equal (`company.catchPhrase:gte` alike) */
    "company.catchPhrase_gte"?: string | Array<string>
    /** Less than (`company.catchPhrase:lt` alike) */
    "company.catchPhrase_lt"?: string | Array<string>
    /** Less than or equal (`company.catchPhrase:lte` alike) */
    "company.catchPhrase_lte"?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`company.catchPhrase:like` alike) */
    "company.catchPhrase_like"?: string | Array<string>
    /** Any of a comma-separated list (`company.catchPhrase:in` alike) */
    "company.catchPhrase_in"?: string | Array<string>
    /** Adds each user's `posts`, `todos` and/or `albums` as this sandbox sees them, in list order, at most 100 each. Repeat the parameter or separate names with commas. */
    _embed?: Array<"posts" | "todos" | "albums">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}`: Get a user */
export interface GetUsersByIdAlias {
  method: "GET"
  path: "/users/{id}"
  params: {
    id: string
  }
  query: {
    /** Adds each user's `posts`, `todos` and/or `albums` as this sandbox sees them, in list order, at most 100 each. Repeat the parameter or separate names with commas. */
    _embed?: Array<"posts" | "todos" | "albums">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The user */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /users/{id}`: Replace a user */
export interface PutUsersByIdAlias {
  method: "PUT"
  path: "/users/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    name?: string
    username?: string
    email?: string
    phone?: string
    website?: string
    address?: {
      [key: string]: string
    }
    company?: {
      [key: string]: string
    }
    [key: string]: unknown
  }
  responses: {
    /** The user as replaced */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /users/{id}`: Update a user (JSON merge patch) */
export interface PatchUsersByIdAlias {
  method: "PATCH"
  path: "/users/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    name?: string | null
    username?: string | null
    email?: string | null
    phone?: string | null
    website?: string | null
    address?: ({
      [key: string]: string | null
    }) | null
    company?: ({
      [key: string]: string | null
    }) | null
    [key: string]: unknown
  }
  responses: {
    /** The user as patched */
    200: User
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /users/{id}`: Delete a user */
export interface DeleteUsersByIdAlias {
  method: "DELETE"
  path: "/users/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** Deleted: `{}`, as json-server answers */
    200: {
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /posts`: List posts */
export interface GetPostsAlias {
  method: "GET"
  path: "/posts"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Post>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /posts`: Create a post */
export interface PostPostsAlias {
  method: "POST"
  path: "/posts"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    body?: string
    [key: string]: unknown
  }
  responses: {
    /** The created post */
    201: Post
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /posts.csv`: List posts as CSV */
export interface GetPostsCsvAlias {
  method: "GET"
  path: "/posts.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /posts.xlsx`: List posts as XLSX */
export interface GetPostsXlsxAlias {
  method: "GET"
  path: "/posts.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /posts/{id}`: Get a post */
export interface GetPostsByIdAlias {
  method: "GET"
  path: "/posts/{id}"
  params: {
    id: string
  }
  query: {
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The post */
    200: Post
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /posts/{id}`: Replace a post */
export interface PutPostsByIdAlias {
  method: "PUT"
  path: "/posts/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    body?: string
    [key: string]: unknown
  }
  responses: {
    /** The post as replaced */
    200: Post
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /posts/{id}`: Update a post (JSON merge patch) */
export interface PatchPostsByIdAlias {
  method: "PATCH"
  path: "/posts/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: (number | string) | null
    userId?: (number | string) | null
    title?: string | null
    body?: string | null
    [key: string]: unknown
  }
  responses: {
    /** The post as patched */
    200: Post
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /posts/{id}`: Delete a post */
export interface DeletePostsByIdAlias {
  method: "DELETE"
  path: "/posts/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** Deleted: `{}`, as json-server answers */
    200: {
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /comments`: List comments */
export interface GetCommentsAlias {
  method: "GET"
  path: "/comments"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `post_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `post_id_ne`, `_gt`… or `post_id:op` */
    post_id?: string | Array<string>
    /** Filter: records whose `postId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `postId_ne`, `_gt`… or `postId:op` */
    postId?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`post_id:ne` alike) */
    post_id_ne?: string | Array<string>
    /** Greater than (`post_id:gt` alike) */
    post_id_gt?: string | Array<string>
    /** Greater than or equal (`post_id:gte` alike) */
    post_id_gte?: string | Array<string>
    /** Less than (`post_id:lt` alike) */
    post_id_lt?: string | Array<string>
    /** Less than or equal (`post_id:lte` alike) */
    post_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`post_id:in` alike) */
    post_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`postId:ne` alike) */
    postId_ne?: string | Array<string>
    /** Greater than (`postId:gt` alike) */
    postId_gt?: string | Array<string>
    /** Greater than or equal (`postId:gte` alike) */
    postId_gte?: string | Array<string>
    /** Less than (`postId:lt` alike) */
    postId_lt?: string | Array<string>
    /** Less than or equal (`postId:lte` alike) */
    postId_lte?: string | Array<string>
    /** Any of a comma-separated list (`postId:in` alike) */
    postId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Comment>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /comments`: Create a comment */
export interface PostCommentsAlias {
  method: "POST"
  path: "/comments"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    post_id?: number | string
    postId?: number | string
    name?: string
    email?: string
    body?: string
    [key: string]: unknown
  }
  responses: {
    /** The created comment */
    201: Comment
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /comments.csv`: List comments as CSV */
export interface GetCommentsCsvAlias {
  method: "GET"
  path: "/comments.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `post_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `post_id_ne`, `_gt`… or `post_id:op` */
    post_id?: string | Array<string>
    /** Filter: records whose `postId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `postId_ne`, `_gt`… or `postId:op` */
    postId?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`post_id:ne` alike) */
    post_id_ne?: string | Array<string>
    /** Greater than (`post_id:gt` alike) */
    post_id_gt?: string | Array<string>
    /** Greater than or equal (`post_id:gte` alike) */
    post_id_gte?: string | Array<string>
    /** Less than (`post_id:lt` alike) */
    post_id_lt?: string | Array<string>
    /** Less than or equal (`post_id:lte` alike) */
    post_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`post_id:in` alike) */
    post_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`postId:ne` alike) */
    postId_ne?: string | Array<string>
    /** Greater than (`postId:gt` alike) */
    postId_gt?: string | Array<string>
    /** Greater than or equal (`postId:gte` alike) */
    postId_gte?: string | Array<string>
    /** Less than (`postId:lt` alike) */
    postId_lt?: string | Array<string>
    /** Less than or equal (`postId:lte` alike) */
    postId_lte?: string | Array<string>
    /** Any of a comma-separated list (`postId:in` alike) */
    postId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /comments.xlsx`: List comments as XLSX */
export interface GetCommentsXlsxAlias {
  method: "GET"
  path: "/comments.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `post_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `post_id_ne`, `_gt`… or `post_id:op` */
    post_id?: string | Array<string>
    /** Filter: records whose `postId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `postId_ne`, `_gt`… or `postId:op` */
    postId?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`post_id:ne` alike) */
    post_id_ne?: string | Array<string>
    /** Greater than (`post_id:gt` alike) */
    post_id_gt?: string | Array<string>
    /** Greater than or equal (`post_id:gte` alike) */
    post_id_gte?: string | Array<string>
    /** Less than (`post_id:lt` alike) */
    post_id_lt?: string | Array<string>
    /** Less than or equal (`post_id:lte` alike) */
    post_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`post_id:in` alike) */
    post_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`postId:ne` alike) */
    postId_ne?: string | Array<string>
    /** Greater than (`postId:gt` alike) */
    postId_gt?: string | Array<string>
    /** Greater than or equal (`postId:gte` alike) */
    postId_gte?: string | Array<string>
    /** Less than (`postId:lt` alike) */
    postId_lt?: string | Array<string>
    /** Less than or equal (`postId:lte` alike) */
    postId_lte?: string | Array<string>
    /** Any of a comma-separated list (`postId:in` alike) */
    postId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /comments/{id}`: Get a comment */
export interface GetCommentsByIdAlias {
  method: "GET"
  path: "/comments/{id}"
  params: {
    id: string
  }
  query: {
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The comment */
    200: Comment
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /comments/{id}`: Replace a comment */
export interface PutCommentsByIdAlias {
  method: "PUT"
  path: "/comments/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    post_id?: number | string
    postId?: number | string
    name?: string
    email?: string
    body?: string
    [key: string]: unknown
  }
  responses: {
    /** The comment as replaced */
    200: Comment
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /comments/{id}`: Update a comment (JSON merge patch) */
export interface PatchCommentsByIdAlias {
  method: "PATCH"
  path: "/comments/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    post_id?: (number | string) | null
    postId?: (number | string) | null
    name?: string | null
    email?: string | null
    body?: string | null
    [key: string]: unknown
  }
  responses: {
    /** The comment as patched */
    200: Comment
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /comments/{id}`: Delete a comment */
export interface DeleteCommentsByIdAlias {
  method: "DELETE"
  path: "/comments/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** Deleted: `{}`, as json-server answers */
    200: {
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /todos`: List todos */
export interface GetTodosAlias {
  method: "GET"
  path: "/todos"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Todo>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /todos`: Create a todo */
export interface PostTodosAlias {
  method: "POST"
  path: "/todos"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    completed?: boolean
    [key: string]: unknown
  }
  responses: {
    /** The created todo */
    201: Todo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /todos.csv`: List todos as CSV */
export interface GetTodosCsvAlias {
  method: "GET"
  path: "/todos.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /todos.xlsx`: List todos as XLSX */
export interface GetTodosXlsxAlias {
  method: "GET"
  path: "/todos.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /todos/{id}`: Get a todo */
export interface GetTodosByIdAlias {
  method: "GET"
  path: "/todos/{id}"
  params: {
    id: string
  }
  query: {
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The todo */
    200: Todo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /todos/{id}`: Replace a todo */
export interface PutTodosByIdAlias {
  method: "PUT"
  path: "/todos/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    completed?: boolean
    [key: string]: unknown
  }
  responses: {
    /** The todo as replaced */
    200: Todo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /todos/{id}`: Update a todo (JSON merge patch) */
export interface PatchTodosByIdAlias {
  method: "PATCH"
  path: "/todos/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: (number | string) | null
    userId?: (number | string) | null
    title?: string | null
    completed?: boolean | null
    [key: string]: unknown
  }
  responses: {
    /** The todo as patched */
    200: Todo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /todos/{id}`: Delete a todo */
export interface DeleteTodosByIdAlias {
  method: "DELETE"
  path: "/todos/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** Deleted: `{}`, as json-server answers */
    200: {
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /albums`: List albums */
export interface GetAlbumsAlias {
  method: "GET"
  path: "/albums"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Album>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /albums`: Create a album */
export interface PostAlbumsAlias {
  method: "POST"
  path: "/albums"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    [key: string]: unknown
  }
  responses: {
    /** The created album */
    201: Album
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /albums.csv`: List albums as CSV */
export interface GetAlbumsCsvAlias {
  method: "GET"
  path: "/albums.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /albums.xlsx`: List albums as XLSX */
export interface GetAlbumsXlsxAlias {
  method: "GET"
  path: "/albums.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `user_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `user_id_ne`, `_gt`… or `user_id:op` */
    user_id?: string | Array<string>
    /** Filter: records whose `userId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `userId_ne`, `_gt`… or `userId:op` */
    userId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`user_id:ne` alike) */
    user_id_ne?: string | Array<string>
    /** Greater than (`user_id:gt` alike) */
    user_id_gt?: string | Array<string>
    /** Greater than or equal (`user_id:gte` alike) */
    user_id_gte?: string | Array<string>
    /** Less than (`user_id:lt` alike) */
    user_id_lt?: string | Array<string>
    /** Less than or equal (`user_id:lte` alike) */
    user_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`user_id:in` alike) */
    user_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`userId:ne` alike) */
    userId_ne?: string | Array<string>
    /** Greater than (`userId:gt` alike) */
    userId_gt?: string | Array<string>
    /** Greater than or equal (`userId:gte` alike) */
    userId_gte?: string | Array<string>
    /** Less than (`userId:lt` alike) */
    userId_lt?: string | Array<string>
    /** Less than or equal (`userId:lte` alike) */
    userId_lte?: string | Array<string>
    /** Any of a comma-separated list (`userId:in` alike) */
    userId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /albums/{id}`: Get a album */
export interface GetAlbumsByIdAlias {
  method: "GET"
  path: "/albums/{id}"
  params: {
    id: string
  }
  query: {
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The album */
    200: Album
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /albums/{id}`: Replace a album */
export interface PutAlbumsByIdAlias {
  method: "PUT"
  path: "/albums/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: number | string
    userId?: number | string
    title?: string
    [key: string]: unknown
  }
  responses: {
    /** The album as replaced */
    200: Album
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /albums/{id}`: Update a album (JSON merge patch) */
export interface PatchAlbumsByIdAlias {
  method: "PATCH"
  path: "/albums/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    user_id?: (number | string) | null
    userId?: (number | string) | null
    title?: string | null
    [key: string]: unknown
  }
  responses: {
    /** The album as patched */
    200: Album
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /albums/{id}`: Delete a album */
export interface DeleteAlbumsByIdAlias {
  method: "DELETE"
  path: "/albums/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** Deleted: `{}`, as json-server answers */
    200: {
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /photos`: List photos */
export interface GetPhotosAlias {
  method: "GET"
  path: "/photos"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `album_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `album_id_ne`, `_gt`… or `album_id:op` */
    album_id?: string | Array<string>
    /** Filter: records whose `albumId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `albumId_ne`, `_gt`… or `albumId:op` */
    albumId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`album_id:ne` alike) */
    album_id_ne?: string | Array<string>
    /** Greater than (`album_id:gt` alike) */
    album_id_gt?: string | Array<string>
    /** Greater than or equal (`album_id:gte` alike) */
    album_id_gte?: string | Array<string>
    /** Less than (`album_id:lt` alike) */
    album_id_lt?: string | Array<string>
    /** Less than or equal (`album_id:lte` alike) */
    album_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`album_id:in` alike) */
    album_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`albumId:ne` alike) */
    albumId_ne?: string | Array<string>
    /** Greater than (`albumId:gt` alike) */
    albumId_gt?: string | Array<string>
    /** Greater than or equal (`albumId:gte` alike) */
    albumId_gte?: string | Array<string>
    /** Less than (`albumId:lt` alike) */
    albumId_lt?: string | Array<string>
    /** Less than or equal (`albumId:lte` alike) */
    albumId_lte?: string | Array<string>
    /** Any of a comma-separated list (`albumId:in` alike) */
    albumId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Photo>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `POST /photos`: Create a photo */
export interface PostPhotosAlias {
  method: "POST"
  path: "/photos"
  params: Record<string, never>
  query: Record<string, never>
  body: {
    album_id?: number | string
    albumId?: number | string
    title?: string
    url?: string
    thumbnailUrl?: string
    [key: string]: unknown
  }
  responses: {
    /** The created photo */
    201: Photo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** `SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it. With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox. */
    409: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `GET /photos.csv`: List photos as CSV */
export interface GetPhotosCsvAlias {
  method: "GET"
  path: "/photos.csv"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `album_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `album_id_ne`, `_gt`… or `album_id:op` */
    album_id?: string | Array<string>
    /** Filter: records whose `albumId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `albumId_ne`, `_gt`… or `albumId:op` */
    albumId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`album_id:ne` alike) */
    album_id_ne?: string | Array<string>
    /** Greater than (`album_id:gt` alike) */
    album_id_gt?: string | Array<string>
    /** Greater than or equal (`album_id:gte` alike) */
    album_id_gte?: string | Array<string>
    /** Less than (`album_id:lt` alike) */
    album_id_lt?: string | Array<string>
    /** Less than or equal (`album_id:lte` alike) */
    album_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`album_id:in` alike) */
    album_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`albumId:ne` alike) */
    albumId_ne?: string | Array<string>
    /** Greater than (`albumId:gt` alike) */
    albumId_gt?: string | Array<string>
    /** Greater than or equal (`albumId:gte` alike) */
    albumId_gte?: string | Array<string>
    /** Less than (`albumId:lt` alike) */
    albumId_lt?: string | Array<string>
    /** Less than or equal (`albumId:lte` alike) */
    albumId_lte?: string | Array<string>
    /** Any of a comma-separated list (`albumId:in` alike) */
    albumId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /photos.xlsx`: List photos as XLSX */
export interface GetPhotosXlsxAlias {
  method: "GET"
  path: "/photos.xlsx"
  params: Record<string, never>
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `album_id` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `album_id_ne`, `_gt`… or `album_id:op` */
    album_id?: string | Array<string>
    /** Filter: records whose `albumId` equals this (a positive integer id for `eq` and `in`; comparisons take any integer); the operators are `albumId_ne`, `_gt`… or `albumId:op` */
    albumId?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`album_id:ne` alike) */
    album_id_ne?: string | Array<string>
    /** Greater than (`album_id:gt` alike) */
    album_id_gt?: string | Array<string>
    /** Greater than or equal (`album_id:gte` alike) */
    album_id_gte?: string | Array<string>
    /** Less than (`album_id:lt` alike) */
    album_id_lt?: string | Array<string>
    /** Less than or equal (`album_id:lte` alike) */
    album_id_lte?: string | Array<string>
    /** Any of a comma-separated list (`album_id:in` alike) */
    album_id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`albumId:ne` alike) */
    albumId_ne?: string | Array<string>
    /** Greater than (`albumId:gt` alike) */
    albumId_gt?: string | Array<string>
    /** Greater than or equal (`albumId:gte` alike) */
    albumId_gte?: string | Array<string>
    /** Less than (`albumId:lt` alike) */
    albumId_lt?: string | Array<string>
    /** Less than or equal (`albumId:lte` alike) */
    albumId_lte?: string | Array<string>
    /** Any of a comma-separated list (`albumId:in` alike) */
    albumId_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /photos/{id}`: Get a photo */
export interface GetPhotosByIdAlias {
  method: "GET"
  path: "/photos/{id}"
  params: {
    id: string
  }
  query: {
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
  }
  body: undefined
  responses: {
    /** The photo */
    200: Photo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `PUT /photos/{id}`: Replace a photo */
export interface PutPhotosByIdAlias {
  method: "PUT"
  path: "/photos/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    album_id?: number | string
    albumId?: number | string
    title?: string
    url?: string
    thumbnailUrl?: string
    [key: string]: unknown
  }
  responses: {
    /** The photo as replaced */
    200: Photo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `PATCH /photos/{id}`: Update a photo (JSON merge patch) */
export interface PatchPhotosByIdAlias {
  method: "PATCH"
  path: "/photos/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: {
    album_id?: (number | string) | null
    albumId?: (number | string) | null
    title?: string | null
    url?: string | null
    thumbnailUrl?: string | null
    [key: string]: unknown
  }
  responses: {
    /** The photo as patched */
    200: Photo
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`. */
    415: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
    /** `STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working. */
    507: Problem
  }
}

/** `DELETE /photos/{id}`: Delete a photo */
export interface DeletePhotosByIdAlias {
  method: "DELETE"
  path: "/photos/{id}"
  params: {
    id: string
  }
  query: Record<string, never>
  body: undefined
  responses: {
    /** Deleted: `{}`, as json-server answers */
    200: {
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}/posts`: List the posts of a user */
export interface GetUsersByIdPostsAlias {
  method: "GET"
  path: "/users/{id}/posts"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Post>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}/posts.csv`: List the posts of a user as CSV */
export interface GetUsersByIdPostsCsvAlias {
  method: "GET"
  path: "/users/{id}/posts.csv"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}/posts.xlsx`: List the posts of a user as XLSX */
export interface GetUsersByIdPostsXlsxAlias {
  method: "GET"
  path: "/users/{id}/posts.xlsx"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds each post's `comments` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"comments">
    /** Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}/todos`: List the todos of a user */
export interface GetUsersByIdTodosAlias {
  method: "GET"
  path: "/users/{id}/todos"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Todo>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}/todos.csv`: List the todos of a user as CSV */
export interface GetUsersByIdTodosCsvAlias {
  method: "GET"
  path: "/users/{id}/todos.csv"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}/todos.xlsx`: List the todos of a user as XLSX */
export interface GetUsersByIdTodosXlsxAlias {
  method: "GET"
  path: "/users/{id}/todos.xlsx"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title, completed */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `completed` equals this (`true` or `false`); the operators are `completed_ne`, `_gt`… or `completed:op` */
    completed?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`completed:ne` alike) */
    completed_ne?: string | Array<string>
    /** Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /posts/{id}/comments`: List the comments of a post */
export interface GetPostsByIdCommentsAlias {
  method: "GET"
  path: "/posts/{id}/comments"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Comment>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /posts/{id}/comments.csv`: List the comments of a post as CSV */
export interface GetPostsByIdCommentsCsvAlias {
  method: "GET"
  path: "/posts/{id}/comments.csv"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /posts/{id}/comments.xlsx`: List the comments of a post as XLSX */
export interface GetPostsByIdCommentsXlsxAlias {
  method: "GET"
  path: "/posts/{id}/comments.xlsx"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: name, email, body */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, post_id, postId, name, email, body */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `name` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `name_ne`, `_gt`… or `name:op` */
    name?: string | Array<string>
    /** Filter: records whose `email` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `email_ne`, `_gt`… or `email:op` */
    email?: string | Array<string>
    /** Filter: records whose `body` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `body_ne`, `_gt`… or `body:op` */
    body?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`name:ne` alike) */
    name_ne?: string | Array<string>
    /** Greater than (`name:gt` alike) */
    name_gt?: string | Array<string>
    /** Greater than or equal (`name:gte` alike) */
    name_gte?: string | Array<string>
    /** Less than (`name:lt` alike) */
    name_lt?: string | Array<string>
    /** Less than or equal (`name:lte` alike) */
    name_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`name:like` alike) */
    name_like?: string | Array<string>
    /** Any of a comma-separated list (`name:in` alike) */
    name_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`email:ne` alike) */
    email_ne?: string | Array<string>
    /** Greater than (`email:gt` alike) */
    email_gt?: string | Array<string>
    /** Greater than or equal (`email:gte` alike) */
    email_gte?: string | Array<string>
    /** Less than (`email:lt` alike) */
    email_lt?: string | Array<string>
    /** Less than or equal (`email:lte` alike) */
    email_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`email:like` alike) */
    email_like?: string | Array<string>
    /** Any of a comma-separated list (`email:in` alike) */
    email_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`body:ne` alike) */
    body_ne?: string | Array<string>
    /** Greater than (`body:gt` alike) */
    body_gt?: string | Array<string>
    /** Greater than or equal (`body:gte` alike) */
    body_gte?: string | Array<string>
    /** Less than (`body:lt` alike) */
    body_lt?: string | Array<string>
    /** Less than or equal (`body:lte` alike) */
    body_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`body:like` alike) */
    body_like?: string | Array<string>
    /** Any of a comma-separated list (`body:in` alike) */
    body_in?: string | Array<string>
    /** Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"post">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}/albums`: List the albums of a user */
export interface GetUsersByIdAlbumsAlias {
  method: "GET"
  path: "/users/{id}/albums"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Album>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}/albums.csv`: List the albums of a user as CSV */
export interface GetUsersByIdAlbumsCsvAlias {
  method: "GET"
  path: "/users/{id}/albums.csv"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /users/{id}/albums.xlsx`: List the albums of a user as XLSX */
export interface GetUsersByIdAlbumsXlsxAlias {
  method: "GET"
  path: "/users/{id}/albums.xlsx"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, user_id, userId, title */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Adds each album's `photos` as this sandbox sees them, in list order, at most 100. Repeat the parameter or separate names with commas. */
    _embed?: Array<"photos">
    /** Adds the album's `user` (the record `user_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"user">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /albums/{id}/photos`: List the photos of a album */
export interface GetAlbumsByIdPhotosAlias {
  method: "GET"
  path: "/albums/{id}/photos"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** Every matching record, or the slice asked */
    200: Array<Photo>
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /albums/{id}/photos.csv`: List the photos of a album as CSV */
export interface GetAlbumsByIdPhotosCsvAlias {
  method: "GET"
  path: "/albums/{id}/photos.csv"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a CSV attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /albums/{id}/photos.xlsx`: List the photos of a album as XLSX */
export interface GetAlbumsByIdPhotosXlsxAlias {
  method: "GET"
  path: "/albums/{id}/photos.xlsx"
  params: {
    id: string
  }
  query: {
    /** Page number, from 1 (default 1); a page past the end has empty `data` */
    page?: number
    /** Page size (default 10), at most 10000 */
    limit?: number
    /** Alias of `page` (json-server); `page` wins when both are sent */
    _page?: number
    /** Page size with `_page` (default 10), or alone the first records; at most 10000 */
    _limit?: number
    /** Slice start, 0-based (DummyJSON), with `limit`; not with `page` */
    skip?: number
    /** Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page` */
    _start?: number
    /** Slice end, exclusive (json-server) */
    _end?: number
    /** Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change */
    cursor?: string
    /** Alias of `cursor` */
    _cursor?: string
    /** Case-insensitive substring search (never a regular expression) over the text fields: title */
    q?: string
    /** Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order. One of id, album_id, albumId, title, url, thumbnailUrl */
    _sort?: string
    /** `asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise) */
    _order?: string
    /** `json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same */
    _format?: string
    /** Alias of `_format` */
    format?: string
    /** Filter: records whose `id` equals this (an integer, or a local-<uuid> for `eq`, `ne`, `in`); the operators are `id_ne`, `_gt`… or `id:op` */
    id?: string | Array<string>
    /** Filter: records whose `title` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `title_ne`, `_gt`… or `title:op` */
    title?: string | Array<string>
    /** Filter: records whose `url` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `url_ne`, `_gt`… or `url:op` */
    url?: string | Array<string>
    /** Filter: records whose `thumbnailUrl` equals this (compared exactly (`_like` for case-insensitive patterns)); the operators are `thumbnailUrl_ne`, `_gt`… or `thumbnailUrl:op` */
    thumbnailUrl?: string | Array<string>
    /** Not equal (repeat to exclude each) (`id:ne` alike) */
    id_ne?: string | Array<string>
    /** Greater than (`id:gt` alike) */
    id_gt?: string | Array<string>
    /** Greater than or equal (`id:gte` alike) */
    id_gte?: string | Array<string>
    /** Less than (`id:lt` alike) */
    id_lt?: string | Array<string>
    /** Less than or equal (`id:lte` alike) */
    id_lte?: string | Array<string>
    /** Any of a comma-separated list (`id:in` alike) */
    id_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`title:ne` alike) */
    title_ne?: string | Array<string>
    /** Greater than (`title:gt` alike) */
    title_gt?: string | Array<string>
    /** Greater than or equal (`title:gte` alike) */
    title_gte?: string | Array<string>
    /** Less than (`title:lt` alike) */
    title_lt?: string | Array<string>
    /** Less than or equal (`title:lte` alike) */
    title_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`title:like` alike) */
    title_like?: string | Array<string>
    /** Any of a comma-separated list (`title:in` alike) */
    title_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`url:ne` alike) */
    url_ne?: string | Array<string>
    /** Greater than (`url:gt` alike) */
    url_gt?: string | Array<string>
    /** Greater than or equal (`url:gte` alike) */
    url_gte?: string | Array<string>
    /** Less than (`url:lt` alike) */
    url_lt?: string | Array<string>
    /** Less than or equal (`url:lte` alike) */
    url_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`url:like` alike) */
    url_like?: string | Array<string>
    /** Any of a comma-separated list (`url:in` alike) */
    url_in?: string | Array<string>
    /** Not equal (repeat to exclude each) (`thumbnailUrl:ne` alike) */
    thumbnailUrl_ne?: string | Array<string>
    /** Greater than (`thumbnailUrl:gt` alike) */
    thumbnailUrl_gt?: string | Array<string>
    /** Greater than or equal (`thumbnailUrl:gte` alike) */
    thumbnailUrl_gte?: string | Array<string>
    /** Less than (`thumbnailUrl:lt` alike) */
    thumbnailUrl_lt?: string | Array<string>
    /** Less than or equal (`thumbnailUrl:lte` alike) */
    thumbnailUrl_lte?: string | Array<string>
    /** Case-insensitive RE2 regular expression, at most 200 characters (`thumbnailUrl:like` alike) */
    thumbnailUrl_like?: string | Array<string>
    /** Any of a comma-separated list (`thumbnailUrl:in` alike) */
    thumbnailUrl_in?: string | Array<string>
    /** Adds the photo's `album` (the record `album_id` names; null when it is not in this sandbox's view). Repeat the parameter or separate names with commas. */
    _expand?: Array<"album">
    /** Only these fields; a dot path keeps the nested shape (`address.city` → `{address: {city}}`). `id`, `_sandbox` and the keys `_embed`/`_expand` add are always kept; a name no record holds selects nothing. At most 50 names of 100 characters. Repeat the parameter or separate names with commas. */
    _fields?: string | Array<string>
    /** DummyJSON's name for `_fields`; given with `_fields`, the two select their union. */
    select?: string | Array<string>
    /** react-admin: a field and an order as JSON, `["title","ASC"]` */
    sort?: string
    /** react-admin: the first and last index as JSON, `[0,24]` */
    range?: string
    /** react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here */
    embed?: string
    /** react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR) */
    filter?: string
  }
  body: undefined
  responses: {
    /** The list as a XLSX attachment */
    200: string
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
    /** No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers */
    404: {
      [key: string]: unknown
    }
    /** `PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit. */
    413: Problem
    /** `RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`). */
    429: Problem
    /** `STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile). */
    503: Problem
  }
}

/** `GET /db`: Every collection of the caller's view, as json-server's /db */
export interface GetDb {
  method: "GET"
  path: "/db"
  params: Record<string, never>
  query: Record<string, never>
  body: undefined
  responses: {
    /** Collection names to their records; singular names to their object */
    200: {
      [key: string]: unknown
    }
    /** Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`. */
    400: Problem
    /** With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`. */
    401: Problem
    /** With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`). */
    403: Problem
  }
}

/** Every operation, by its interface name. */
export interface Operations {
  GetHealth: GetHealth
  GetApiV1Health: GetApiV1Health
  GetReady: GetReady
  GetUsers: GetUsers
  PostUsers: PostUsers
  GetUsersCsv: GetUsersCsv
  GetUsersXlsx: GetUsersXlsx
  GetUsersById: GetUsersById
  PutUsersById: PutUsersById
  PatchUsersById: PatchUsersById
  DeleteUsersById: DeleteUsersById
  GetPosts: GetPosts
  PostPosts: PostPosts
  GetPostsCsv: GetPostsCsv
  GetPostsXlsx: GetPostsXlsx
  GetPostsById: GetPostsById
  PutPostsById: PutPostsById
  PatchPostsById: PatchPostsById
  DeletePostsById: DeletePostsById
  GetComments: GetComments
  PostComments: PostComments
  GetCommentsCsv: GetCommentsCsv
  GetCommentsXlsx: GetCommentsXlsx
  GetCommentsById: GetCommentsById
  PutCommentsById: PutCommentsById
  PatchCommentsById: PatchCommentsById
  DeleteCommentsById: DeleteCommentsById
  GetTodos: GetTodos
  PostTodos: PostTodos
  GetTodosCsv: GetTodosCsv
  GetTodosXlsx: GetTodosXlsx
  GetTodosById: GetTodosById
  PutTodosById: PutTodosById
  PatchTodosById: PatchTodosById
  DeleteTodosById: DeleteTodosById
  GetAlbums: GetAlbums
  PostAlbums: PostAlbums
  GetAlbumsCsv: GetAlbumsCsv
  GetAlbumsXlsx: GetAlbumsXlsx
  GetAlbumsById: GetAlbumsById
  PutAlbumsById: PutAlbumsById
  PatchAlbumsById: PatchAlbumsById
  DeleteAlbumsById: DeleteAlbumsById
  GetPhotos: GetPhotos
  PostPhotos: PostPhotos
  GetPhotosCsv: GetPhotosCsv
  GetPhotosXlsx: GetPhotosXlsx
  GetPhotosById: GetPhotosById
  PutPhotosById: PutPhotosById
  PatchPhotosById: PatchPhotosById
  DeletePhotosById: DeletePhotosById
  GetUsersByIdPosts: GetUsersByIdPosts
  GetUsersByIdPostsCsv: GetUsersByIdPostsCsv
  GetUsersByIdPostsXlsx: GetUsersByIdPostsXlsx
  GetUsersByIdTodos: GetUsersByIdTodos
  GetUsersByIdTodosCsv: GetUsersByIdTodosCsv
  GetUsersByIdTodosXlsx: GetUsersByIdTodosXlsx
  GetPostsByIdComments: GetPostsByIdComments
  GetPostsByIdCommentsCsv: GetPostsByIdCommentsCsv
  GetPostsByIdCommentsXlsx: GetPostsByIdCommentsXlsx
  GetUsersByIdAlbums: GetUsersByIdAlbums
  GetUsersByIdAlbumsCsv: GetUsersByIdAlbumsCsv
  GetUsersByIdAlbumsXlsx: GetUsersByIdAlbumsXlsx
  GetAlbumsByIdPhotos: GetAlbumsByIdPhotos
  GetAlbumsByIdPhotosCsv: GetAlbumsByIdPhotosCsv
  GetAlbumsByIdPhotosXlsx: GetAlbumsByIdPhotosXlsx
  PostAuthLogin: PostAuthLogin
  PostAuthRegister: PostAuthRegister
  PostAuthRefresh: PostAuthRefresh
  PostAuthLogout: PostAuthLogout
  PostAuthForgotPassword: PostAuthForgotPassword
  PostAuthResetPassword: PostAuthResetPassword
  PostAuthOtpRequest: PostAuthOtpRequest
  PostAuthOtpVerify: PostAuthOtpVerify
  GetAuthRoles: GetAuthRoles
  GetAuthPermissions: GetAuthPermissions
  GetAuthMe: GetAuthMe
  PatchAuthMe: PatchAuthMe
  PostAuthLoginAlias: PostAuthLoginAlias
  PostAuthRegisterAlias: PostAuthRegisterAlias
  PostAuthRefreshAlias: PostAuthRefreshAlias
  PostAuthLogoutAlias: PostAuthLogoutAlias
  PostAuthForgotPasswordAlias: PostAuthForgotPasswordAlias
  PostAuthResetPasswordAlias: PostAuthResetPasswordAlias
  PostAuthOtpRequestAlias: PostAuthOtpRequestAlias
  PostAuthOtpVerifyAlias: PostAuthOtpVerifyAlias
  GetAuthRolesAlias: GetAuthRolesAlias
  GetAuthPermissionsAlias: GetAuthPermissionsAlias
  GetAuthMeAlias: GetAuthMeAlias
  PatchAuthMeAlias: PatchAuthMeAlias
  GetSession: GetSession
  GetSessionExport: GetSessionExport
  GetSessionSnapshot: GetSessionSnapshot
  PostSessionSnapshot: PostSessionSnapshot
  PostSessionImport: PostSessionImport
  DeleteSessionReset: DeleteSessionReset
  PostSessionShare: PostSessionShare
  GetSessionShareQrSvg: GetSessionShareQrSvg
  DeleteSessionShareById: DeleteSessionShareById
  GetSessionStats: GetSessionStats
  GetSessionNetwork: GetSessionNetwork
  PutSessionNetwork: PutSessionNetwork
  DeleteSessionNetwork: DeleteSessionNetwork
  GetCustom: GetCustom
  PostCustomSeed: PostCustomSeed
  GetCustomByCollection: GetCustomByCollection
  PostCustomByCollection: PostCustomByCollection
  DeleteCustomByCollection: DeleteCustomByCollection
  GetCustomByCollectionCsv: GetCustomByCollectionCsv
  GetCustomByCollectionXlsx: GetCustomByCollectionXlsx
  GetCustomByCollectionById: GetCustomByCollectionById
  PutCustomByCollectionById: PutCustomByCollectionById
  PatchCustomByCollectionById: PatchCustomByCollectionById
  DeleteCustomByCollectionById: DeleteCustomByCollectionById
  PostUsersImport: PostUsersImport
  PostPostsImport: PostPostsImport
  PostCommentsImport: PostCommentsImport
  PostTodosImport: PostTodosImport
  PostAlbumsImport: PostAlbumsImport
  PostPhotosImport: PostPhotosImport
  PostCustomByCollectionImport: PostCustomByCollectionImport
  GetAvatarsByFile: GetAvatarsByFile
  GetThumbnailsByFile: GetThumbnailsByFile
  GetStream: GetStream
  GetStreamNotifications: GetStreamNotifications
  PostEmailsSend: PostEmailsSend
  GetEmailsTemplates: GetEmailsTemplates
  GetEmailsOtp: GetEmailsOtp
  PostSmsSend: PostSmsSend
  GetInbox: GetInbox
  DeleteInbox: DeleteInbox
  GetInboxById: GetInboxById
  PostUploads: PostUploads
  GetUploads: GetUploads
  PostUploadsBulk: PostUploadsBulk
  GetUploadsById: GetUploadsById
  DeleteUploadsById: DeleteUploadsById
  GetUploadsByIdContent: GetUploadsByIdContent
  PostWebhooks: PostWebhooks
  GetWebhooks: GetWebhooks
  GetWebhooksDeliveries: GetWebhooksDeliveries
  PostWebhooksDeliveriesByIdRedeliver: PostWebhooksDeliveriesByIdRedeliver
  GetWebhooksById: GetWebhooksById
  PatchWebhooksById: PatchWebhooksById
  DeleteWebhooksById: DeleteWebhooksById
  GetWebhooksByIdDeliveries: GetWebhooksByIdDeliveries
  PostWebhooksByIdTest: PostWebhooksByIdTest
  PostPaymentsIntents: PostPaymentsIntents
  GetPaymentsIntents: GetPaymentsIntents
  GetPaymentsIntentsById: GetPaymentsIntentsById
  PostPaymentsIntentsByIdConfirm: PostPaymentsIntentsByIdConfirm
  PostPaymentsIntentsByIdConfirm3ds: PostPaymentsIntentsByIdConfirm3ds
  PostPaymentsIntentsByIdCapture: PostPaymentsIntentsByIdCapture
  PostPaymentsIntentsByIdCancel: PostPaymentsIntentsByIdCancel
  PostPaymentsCharge: PostPaymentsCharge
  PostPaymentsRefunds: PostPaymentsRefunds
  GetPaymentsRefunds: GetPaymentsRefunds
  GetPaymentsRefundsById: GetPaymentsRefundsById
  GetPaymentsTestCards: GetPaymentsTestCards
  PostCheckoutSessions: PostCheckoutSessions
  GetCheckoutSessions: GetCheckoutSessions
  GetCheckoutSessionsById: GetCheckoutSessionsById
  PostCheckoutSessionsByIdComplete: PostCheckoutSessionsByIdComplete
  PostPaymentsCustomers: PostPaymentsCustomers
  GetPaymentsCustomers: GetPaymentsCustomers
  GetPaymentsCustomersById: GetPaymentsCustomersById
  PatchPaymentsCustomersById: PatchPaymentsCustomersById
  DeletePaymentsCustomersById: DeletePaymentsCustomersById
  PostCustomers: PostCustomers
  GetCustomers: GetCustomers
  GetCustomersById: GetCustomersById
  PatchCustomersById: PatchCustomersById
  DeleteCustomersById: DeleteCustomersById
  GetMessages: GetMessages
  PostMessages: PostMessages
  PostGraphql: PostGraphql
  GetGraphql: GetGraphql
  PostApiV1Graphql: PostApiV1Graphql
  GetApiV1Graphql: GetApiV1Graphql
  GetDownloadsOpenapiJson: GetDownloadsOpenapiJson
  GetDownloadsPostmanJson: GetDownloadsPostmanJson
  GetDownloadsInsomniaJson: GetDownloadsInsomniaJson
  GetDownloadsBrunoJson: GetDownloadsBrunoJson
  GetDownloadsMockPlaygroundDTs: GetDownloadsMockPlaygroundDTs
  GetLlmsTxt: GetLlmsTxt
  GetLlmsFullTxt: GetLlmsFullTxt
  GetUsersAlias: GetUsersAlias
  PostUsersAlias: PostUsersAlias
  GetUsersCsvAlias: GetUsersCsvAlias
  GetUsersXlsxAlias: GetUsersXlsxAlias
  GetUsersByIdAlias: GetUsersByIdAlias
  PutUsersByIdAlias: PutUsersByIdAlias
  PatchUsersByIdAlias: PatchUsersByIdAlias
  DeleteUsersByIdAlias: DeleteUsersByIdAlias
  GetPostsAlias: GetPostsAlias
  PostPostsAlias: PostPostsAlias
  GetPostsCsvAlias: GetPostsCsvAlias
  GetPostsXlsxAlias: GetPostsXlsxAlias
  GetPostsByIdAlias: GetPostsByIdAlias
  PutPostsByIdAlias: PutPostsByIdAlias
  PatchPostsByIdAlias: PatchPostsByIdAlias
  DeletePostsByIdAlias: DeletePostsByIdAlias
  GetCommentsAlias: GetCommentsAlias
  PostCommentsAlias: PostCommentsAlias
  GetCommentsCsvAlias: GetCommentsCsvAlias
  GetCommentsXlsxAlias: GetCommentsXlsxAlias
  GetCommentsByIdAlias: GetCommentsByIdAlias
  PutCommentsByIdAlias: PutCommentsByIdAlias
  PatchCommentsByIdAlias: PatchCommentsByIdAlias
  DeleteCommentsByIdAlias: DeleteCommentsByIdAlias
  GetTodosAlias: GetTodosAlias
  PostTodosAlias: PostTodosAlias
  GetTodosCsvAlias: GetTodosCsvAlias
  GetTodosXlsxAlias: GetTodosXlsxAlias
  GetTodosByIdAlias: GetTodosByIdAlias
  PutTodosByIdAlias: PutTodosByIdAlias
  PatchTodosByIdAlias: PatchTodosByIdAlias
  DeleteTodosByIdAlias: DeleteTodosByIdAlias
  GetAlbumsAlias: GetAlbumsAlias
  PostAlbumsAlias: PostAlbumsAlias
  GetAlbumsCsvAlias: GetAlbumsCsvAlias
  GetAlbumsXlsxAlias: GetAlbumsXlsxAlias
  GetAlbumsByIdAlias: GetAlbumsByIdAlias
  PutAlbumsByIdAlias: PutAlbumsByIdAlias
  PatchAlbumsByIdAlias: PatchAlbumsByIdAlias
  DeleteAlbumsByIdAlias: DeleteAlbumsByIdAlias
  GetPhotosAlias: GetPhotosAlias
  PostPhotosAlias: PostPhotosAlias
  GetPhotosCsvAlias: GetPhotosCsvAlias
  GetPhotosXlsxAlias: GetPhotosXlsxAlias
  GetPhotosByIdAlias: GetPhotosByIdAlias
  PutPhotosByIdAlias: PutPhotosByIdAlias
  PatchPhotosByIdAlias: PatchPhotosByIdAlias
  DeletePhotosByIdAlias: DeletePhotosByIdAlias
  GetUsersByIdPostsAlias: GetUsersByIdPostsAlias
  GetUsersByIdPostsCsvAlias: GetUsersByIdPostsCsvAlias
  GetUsersByIdPostsXlsxAlias: GetUsersByIdPostsXlsxAlias
  GetUsersByIdTodosAlias: GetUsersByIdTodosAlias
  GetUsersByIdTodosCsvAlias: GetUsersByIdTodosCsvAlias
  GetUsersByIdTodosXlsxAlias: GetUsersByIdTodosXlsxAlias
  GetPostsByIdCommentsAlias: GetPostsByIdCommentsAlias
  GetPostsByIdCommentsCsvAlias: GetPostsByIdCommentsCsvAlias
  GetPostsByIdCommentsXlsxAlias: GetPostsByIdCommentsXlsxAlias
  GetUsersByIdAlbumsAlias: GetUsersByIdAlbumsAlias
  GetUsersByIdAlbumsCsvAlias: GetUsersByIdAlbumsCsvAlias
  GetUsersByIdAlbumsXlsxAlias: GetUsersByIdAlbumsXlsxAlias
  GetAlbumsByIdPhotosAlias: GetAlbumsByIdPhotosAlias
  GetAlbumsByIdPhotosCsvAlias: GetAlbumsByIdPhotosCsvAlias
  GetAlbumsByIdPhotosXlsxAlias: GetAlbumsByIdPhotosXlsxAlias
  GetDb: GetDb
}
