import { STATUS_CODES } from 'node:http'

/**
 * The service's one error type. Every failure a caller can see is a `ProblemError`, sent as
 * RFC 9457 problem JSON by `http/plugins/problem.ts` and as `extensions` by GraphQL.
 */

export const ProblemCode = {
  INVALID_QUERY: 400,
  INVALID_BODY: 400,
  INVALID_ID: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  QUERY_TOO_COMPLEX: 400,
  INVALID_CURSOR: 400,
  TOO_MANY_FILES: 400,
  SIMULATED_ERROR: 500,
  UNAUTHENTICATED: 401,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_NOT_YET_VALID: 401,
  TOKEN_REVOKED: 401,
  REFRESH_TOKEN_REUSED: 401,
  INVALID_OTP: 401,
  INVALID_RESET_TOKEN: 400,
  INVALID_SANDBOX_TOKEN: 400,
  RBAC_ROLE_FORBIDDEN: 403,
  RBAC_SCOPE_FORBIDDEN: 403,
  SANDBOX_LIMIT_REACHED: 403,
  SANDBOX_READ_ONLY: 403,
  QUOTA_EXCEEDED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  /**
   * A payment transition the contract (docs/contract/payments.md#statuses) forbids (capture of a
   * succeeded intent, …).
   */
  INVALID_STATE: 409,
  /**
   * Card failures keep the processor's lower-case codes (docs/contract/payments.md#test-cards),
   * with a `decline_code`.
   */
  card_declined: 402,
  velocity_limit_exceeded: 429,
  processing_error: 500,
  PAYLOAD_TOO_LARGE: 413,
  EXPORT_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  BATCH_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PROHIBITED_FILE_TYPE: 415,
  RATE_LIMITED: 429,
  OTP_LOCKED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  STORE_UNAVAILABLE: 503,
  STORAGE_FULL: 507,
} as const
export type ProblemCode = keyof typeof ProblemCode

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
}

export const statusTitle = (status: number) => TITLES[status] ?? STATUS_CODES[status] ?? 'Error'

export type FieldError = { field: string; message: string }

export class ProblemError extends Error {
  readonly code: ProblemCode | string
  readonly status: number
  readonly title: string
  /** `/problems/<code in kebab case>`: stable, and in step with `code`. */
  readonly type: string
  readonly errors: FieldError[] | undefined
  readonly headers: Record<string, string> | undefined
  /**
   * Members a kind of problem adds to the document (`requiredRole`, `remainingAttempts`): sent
   * in the problem JSON beside the standard ones and in GraphQL's `extensions`.
   */
  readonly members: Readonly<Record<string, unknown>> | undefined

  constructor(init: {
    code: ProblemCode
    detail: string
    status?: number
    errors?: FieldError[]
    headers?: Record<string, string>
    members?: Record<string, unknown>
  }) {
    super(init.detail)
    this.code = init.code
    this.status = init.status ?? ProblemCode[init.code]
    this.title = statusTitle(this.status)
    this.type = `/problems/${init.code.toLowerCase().replaceAll('_', '-')}`
    this.errors = init.errors
    this.headers = init.headers
    this.members = init.members
  }
}

export const notFound = (what: string) =>
  new ProblemError({ code: 'NOT_FOUND', detail: `${what} does not exist` })

export const invalidId = (id: string) =>
  new ProblemError({
    code: 'INVALID_ID',
    detail: `'${id.slice(0, 80)}' is not a record id: use an integer or local-<uuid>`,
  })

export const invalidQuery = (field: string, message: string) =>
  new ProblemError({
    code: 'INVALID_QUERY',
    detail: `Query parameter '${field}' ${message}`,
    errors: [{ field, message }],
  })

export const validationFailed = (errors: FieldError[]) =>
  new ProblemError({
    code: 'VALIDATION_FAILED',
    detail: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
    errors,
  })

export const invalidBody = (detail: string) => new ProblemError({ code: 'INVALID_BODY', detail })

export const sandboxLimitReached = (resource: string, cap: number) =>
  new ProblemError({
    code: 'SANDBOX_LIMIT_REACHED',
    detail: `This sandbox already holds ${cap} created ${resource}; delete one or reset the session`,
  })

/** A value quoted in an error detail, cut short so a long one does not fill the answer. */
export const quoted = (v: string) => `'${v.length > 40 ? `${v.slice(0, 40)}…` : v}'`
