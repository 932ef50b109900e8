import { GraphQLError, Kind, type ValueNode } from 'graphql'
import { FORBIDDEN_KEYS } from '../../domain/merge-patch.ts'
import { valueProblem } from '../../domain/value-check.ts'

/**
 * The `JSON` scalar of a db.json's types (docs/contract/db-json.md#graphql): values whose shape the
 * file does not fix (arrays, fields whose records disagree, nested objects past the typed depth),
 * in and out. Input is refused with a prototype key anywhere in it, as REST bodies are, since merge
 * patches assign keys one by one; and past a nesting depth, since it is walked.
 */

export const JSON_SCALAR_SDL = `"Any JSON value: an object, an array, a string, a number, a boolean or null."
scalar JSON`

function refuseKey(key: string, path: string): never {
  throw new GraphQLError(`JSON value: the key ${key} at ${path || '(top)'} is not allowed`)
}

/** A variable's JSON value, checked as a REST body is (value-check.ts). */
function checked(value: unknown): unknown {
  const problem = valueProblem(value)
  if (problem) throw new GraphQLError(`JSON value: ${problem.path || '(top)'} ${problem.message}`)
  return value
}

/** A literal written in the document (the parser's bracket limit bounds its depth). */
function literal(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.NULL:
      return null
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value)
    case Kind.STRING:
    case Kind.ENUM:
      return node.value
    case Kind.BOOLEAN:
      return node.value
    case Kind.LIST:
      return node.values.map((v) => literal(v, variables))
    case Kind.OBJECT: {
      const out: Record<string, unknown> = {}
      for (const field of node.fields) {
        if (FORBIDDEN_KEYS.has(field.name.value)) refuseKey(field.name.value, '')
        out[field.name.value] = literal(field.value, variables)
      }
      return out
    }
    case Kind.VARIABLE:
      return checked(variables?.[node.name.value])
  }
}

/** What Mercurius takes as the scalar's resolver. */
export const jsonScalar = {
  serialize: (value: unknown) => value,
  parseValue: checked,
  parseLiteral: literal,
}
