import type { TSchema } from 'typebox'
import { validationFailed } from '../../domain/errors.ts'
import type { RecordBody } from '../../domain/records.ts'
import type { ResourceName } from '../../domain/resources.ts'
import { type AjvError, fieldErrors } from '../plugins/problem.ts'
import { LoginBody, RegisterBody } from '../rest/auth/schemas.ts'
import { bodySchemas } from '../rest/resources/schemas.ts'
import { createAjv } from '../validators.ts'

/**
 * GraphQL arguments checked by the very schemas that validate REST bodies, so a mutation and
 * its REST twin accept and refuse the same things.
 */
const ajv = createAjv(false)
const compiled = new Map<TSchema, ReturnType<typeof ajv.compile>>()

function check<T>(schema: TSchema, body: Record<string, unknown>): T {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  // GraphQL leaves omitted arguments undefined; JSON would not have them at all.
  const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
  if (!validate(clean)) throw validationFailed(fieldErrors((validate.errors ?? []) as AjvError[]))
  return clean as T
}

const bodies = new Map<ResourceName, ReturnType<typeof bodySchemas>>()
export function recordArgs(resource: ResourceName, mode: 'create' | 'patch', args: Record<string, unknown>) {
  let schemas = bodies.get(resource)
  if (!schemas) {
    schemas = bodySchemas(resource)
    bodies.set(resource, schemas)
  }
  return check<RecordBody>(schemas[mode], args)
}

export const loginArgs = (args: Record<string, unknown>) =>
  check<{ username?: string; email?: string; password?: string }>(LoginBody, args)
export const registerArgs = (args: Record<string, unknown>) =>
  check<{ name: string; username: string; email: string; password?: string }>(RegisterBody, args)
