import type { TSchema } from 'typebox'
import { LoginBody, RegisterBody } from '../../domain/auth/bodies.ts'
import { type FieldError, validationFailed } from '../../domain/errors.ts'
import { bodySchemas } from '../../domain/record-schemas.ts'
import type { RecordBody } from '../../domain/records.ts'
import type { ResourceName } from '../../domain/resources.ts'
import { type AjvError, fieldErrors } from '../problem/plugin.ts'
import { createAjv } from './validators.ts'

/**
 * The REST body schemas, applied outside a route: to GraphQL arguments and to the entries of an
 * imported snapshot, so every way in accepts and refuses the same things.
 */
const ajv = createAjv(false)
const compiled = new Map<TSchema, ReturnType<typeof ajv.compile>>()

function errorsOf(schema: TSchema, body: unknown): FieldError[] {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  return validate(body) ? [] : fieldErrors((validate.errors ?? []) as AjvError[], body)
}

function check<T>(schema: TSchema, body: Record<string, unknown>): T {
  // GraphQL leaves omitted arguments undefined; JSON would not have them at all.
  const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
  const errors = errorsOf(schema, clean)
  if (errors.length > 0) throw validationFailed(errors)
  return clean as T
}

const bodies = new Map<ResourceName, ReturnType<typeof bodySchemas>>()
function schemasOf(resource: ResourceName) {
  let schemas = bodies.get(resource)
  if (!schemas) {
    schemas = bodySchemas(resource)
    bodies.set(resource, schemas)
  }
  return schemas
}

export const recordArgs = (
  resource: ResourceName,
  mode: 'create' | 'patch',
  args: Record<string, unknown>,
) => check<RecordBody>(schemasOf(resource)[mode], args)

/** A record body's problems under the create (= replace) schema of its resource. */
export const recordErrors = (resource: ResourceName, data: RecordBody): FieldError[] =>
  errorsOf(schemasOf(resource).create, data)

export const loginArgs = (args: Record<string, unknown>) => check<LoginBody>(LoginBody, args)
export const registerArgs = (args: Record<string, unknown>) =>
  check<RegisterBody>(RegisterBody, args)
