import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  type FieldError,
  invalidBody,
  type ProblemCode,
  ProblemError,
  quoted,
  validationFailed,
} from '../../domain/errors.ts'
import { StoreUnavailableError } from '../../store/port.ts'
import { sendProblem } from './problem-json.ts'

export type AjvError = {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
  propertyName?: string
}

/** The field an Ajv error is about, in dotted form (`address.city`). */
function fieldOf(e: AjvError): string {
  // `/records/499/data/title` → `records[499].data.title`
  const path = e.instancePath
    .split('/')
    .slice(1)
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg}`))
    .join('')
    .replace(/^\./, '')
  const name =
    e.propertyName ??
    (e.params.missingProperty as string | undefined) ??
    (e.params.propertyName as string | undefined)
  if (name !== undefined) return path ? `${path}.${name}` : name
  return path || '(body)'
}

/** Keywords about the value itself, whose message then names the value received. */
const ABOUT_VALUE = new Set([
  'type',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'multipleOf',
])

/** Fields whose value an answer never repeats, even to the caller who sent it. */
const SECRET = /pass(word)?|secret|token|cvc|card|otp|code$/i

/** The value at an Ajv instance path (`/records/3/op`) of the validated input. */
function valueAt(input: unknown, path: string): unknown {
  let value = input
  for (const segment of path.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~')
    if (!Object.hasOwn(value, key)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** A received value as a message shows it: scalars as they are, containers by kind. */
function shown(value: unknown): string | undefined {
  if (typeof value === 'string') return quoted(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  return undefined
}

function messageOf(e: AjvError, input: unknown): string {
  if (e.keyword === 'propertyNames' || e.keyword === 'not') return 'is a forbidden key'
  const message =
    e.keyword === 'anyOf' || e.keyword === 'type'
      ? (e.message ?? 'has the wrong type')
      : (e.message ?? 'is invalid')
  const got =
    ABOUT_VALUE.has(e.keyword) && !SECRET.test(e.instancePath)
      ? shown(valueAt(input, e.instancePath))
      : undefined
  return got === undefined ? message : `${message}, got ${got}`
}

/**
 * A value outside a fixed set (`_sort=nope`) fails once per allowed value (`const`) or once
 * (`enum`): one message per field that names the refused value, when `input` holds it, and
 * every allowed one.
 */
function refusals(errors: AjvError[], input: unknown): Map<string, string> {
  const allowed = new Map<string, unknown[]>()
  for (const e of errors) {
    if (e.keyword === 'const')
      allowed.set(e.instancePath, [...(allowed.get(e.instancePath) ?? []), e.params.allowedValue])
    else if (e.keyword === 'enum') allowed.set(e.instancePath, e.params.allowedValues as unknown[])
  }
  const messages = new Map<string, string>()
  for (const [path, values] of allowed) {
    const raw = valueAt(input, path)
    const got =
      typeof raw === 'string' || typeof raw === 'number' ? `, got ${quoted(String(raw))}` : ''
    messages.set(path, `must be one of ${values.join(', ')}${got}`)
  }
  return messages
}

/** Field errors of an Ajv failure; `input` is the validated object, for naming refused values. */
export function fieldErrors(errors: AjvError[], input?: unknown): FieldError[] {
  // Either of two names (`refreshToken` or `refresh_token`) missing: each error names the other,
  // rather than reading as if both were required.
  const union = errors.find((e) => e.keyword === 'anyOf')
  const required = errors.filter((e) => e.keyword === 'required')
  if (
    union &&
    required.length > 1 &&
    required.length === errors.length - 1 &&
    required.every((e) => e.instancePath === union.instancePath)
  ) {
    const names = required.map(fieldOf)
    return names.map((field) => ({
      field,
      message: `is required (or ${names.filter((n) => n !== field).join(' or ')})`,
    }))
  }
  const byField = new Map<string, string>()
  const oneOf = refusals(errors, input)
  // "must match a schema in anyOf" says nothing the branch errors have not said better.
  const specific = errors.filter((e) => e.keyword !== 'anyOf')
  for (const e of specific.length > 0 ? specific : errors) {
    const field = fieldOf(e)
    // A union reports each branch; the first message is the clearest.
    if (!byField.has(field)) byField.set(field, oneOf.get(e.instancePath) ?? messageOf(e, input))
  }
  return [...byField].map(([field, message]) => ({ field, message }))
}

const FASTIFY_CODES: Record<string, ProblemCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_BODY',
}

const FORBIDDEN_PROTOTYPE = 'Object contains forbidden prototype property'

/** Turns anything thrown while handling a request into the problem the caller sees. */
export function toProblem(
  err: FastifyError & { validation?: AjvError[] },
  request?: {
    query?: unknown
    body?: unknown
    params?: unknown
    headers?: Record<string, string | string[] | undefined>
  },
): ProblemError {
  if (err instanceof ProblemError) return err
  if (err instanceof StoreUnavailableError) {
    return new ProblemError({
      code: 'STORE_UNAVAILABLE',
      detail: 'The data store is not answering; try again shortly',
    })
  }
  if (err.validation) {
    // The part of the request validated, so that each message names the value received.
    const input =
      err.validationContext === 'body'
        ? request?.body
        : err.validationContext === 'params'
          ? request?.params
          : err.validationContext === 'querystring'
            ? request?.query
            : undefined
    const errors = fieldErrors(err.validation, input)
    switch (err.validationContext) {
      case 'body': {
        const root = err.validation.find((e) => e.instancePath === '' && e.keyword === 'type')
        return root ? invalidBody('The body must be a JSON object') : validationFailed(errors)
      }
      case 'params':
        // A malformed id is INVALID_ID; any other path segment (a collection name) is a field.
        if (errors.every((e) => e.field === 'id')) {
          return new ProblemError({
            code: 'INVALID_ID',
            detail: 'The id in the path is malformed',
            errors,
          })
        }
        return validationFailed(errors)
      default:
        return new ProblemError({
          code: 'INVALID_QUERY',
          detail: errors.map((e) => `${e.field} ${e.message}`).join('; '),
          errors,
        })
    }
  }
  // secure-json-parse (Mercurius parses GET `variables` with it) refuses `__proto__` with a
  // plain SyntaxError and no code: its fixed message is the only mark it leaves.
  if (err instanceof SyntaxError && err.message === FORBIDDEN_PROTOTYPE) {
    return validationFailed([{ field: '__proto__', message: 'is a forbidden key' }])
  }
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = String(request?.headers?.['content-type'] ?? '(none)').split(';')[0]
    return new ProblemError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: `The body's Content-Type ${quoted(type ?? '')} is not accepted here; send the body as JSON with Content-Type: application/json`,
    })
  }
  const mapped = err.code ? FASTIFY_CODES[err.code] : undefined
  if (mapped) return new ProblemError({ code: mapped, detail: err.message })
  if (
    err instanceof SyntaxError ||
    (err.statusCode === 400 && err.code?.startsWith('FST_ERR_CTP'))
  ) {
    return invalidBody('The body is not valid JSON')
  }
  const status = err.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return new ProblemError({
      code: status === 404 ? 'NOT_FOUND' : 'INVALID_QUERY',
      status,
      detail: err.message,
    })
  }
  return new ProblemError({ code: 'INTERNAL', detail: 'Something went wrong on our side' })
}

async function problemPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const problem = toProblem(err, req)
    // Callers never see a stack trace; the log keeps the real error.
    if (problem.status >= 500) req.log.error({ err }, 'request failed')
    return sendProblem(req, reply, problem)
  })
  app.setNotFoundHandler((req, reply) =>
    sendProblem(
      req,
      reply,
      new ProblemError({
        code: 'NOT_FOUND',
        detail: `No route for ${req.method} ${req.url.split('?')[0]}`,
      }),
    ),
  )
}

export default fp(problemPlugin, { name: 'problem' })
