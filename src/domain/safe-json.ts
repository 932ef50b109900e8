import { Type } from 'typebox'
import { FORBIDDEN_KEYS } from './merge-patch.ts'

/** An object's keys: none of the prototype-polluting ones. */
export const NoForbiddenKeys = { not: { enum: [...FORBIDDEN_KEYS] } }

/**
 * Any JSON value whose objects, at any depth, carry no prototype-polluting key. Shared by id so
 * that both validators and the OpenAPI document resolve the recursion (ADR 0003).
 */
export const SafeJsonSchema = {
  $id: 'SafeJson',
  description: 'Any JSON value; no key may be __proto__, constructor or prototype',
  propertyNames: NoForbiddenKeys,
  additionalProperties: { $ref: 'SafeJson#' },
  items: { $ref: 'SafeJson#' },
}

/** A reference to `SafeJsonSchema`, which each validator and the document register. */
export const SafeJson = Type.Unsafe<unknown>({ $ref: 'SafeJson#' })
