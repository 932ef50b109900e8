import { invalidQuery, quoted } from '../../domain/errors.ts'
import type { Condition, Operator } from '../../domain/list/filter.ts'
import { FILTER_LIMITS } from '../../domain/list/params.ts'
import { type FieldType, RESOURCES, type ResourceName } from '../../domain/resources.ts'

/**
 * GraphQL's `where` (SPEC §15): input types generated from the resources' field tables, and
 * their translation into the domain's `Condition`, which types and checks the values as it
 * does for REST filters.
 */

/** How deep `AND`/`OR` may nest: `where: {OR: [{AND: [...]}]}` is 3 levels. */
export const MAX_WHERE_DEPTH = 5
/** Operator conditions in one `where`: as many as REST allows filter parameters. */
export const MAX_WHERE_CLAUSES = FILTER_LIMITS.parameters

export const TYPE_NAMES: Readonly<Record<ResourceName, string>> = {
  users: 'User',
  posts: 'Post',
  comments: 'Comment',
  todos: 'Todo',
}

const SCALARS: Readonly<Record<FieldType, string>> = {
  id: 'ID',
  reference: 'ID',
  integer: 'Int',
  string: 'String',
  boolean: 'Boolean',
}

/** How `gt` and its kin compare a scalar's values, for the documentation. */
const ORDER: Readonly<Record<string, string>> = {
  ID: 'integer ids only, numerically',
  Int: 'numerically',
  String: 'by code unit, case-sensitive',
}

/**
 * Each operator with its one line of documentation for a scalar, or undefined when the scalar
 * does not take it: order and patterns mean nothing on true/false, and the domain refuses them.
 */
const OPERATOR_DOCS: ReadonlyArray<[Operator, (scalar: string) => string | undefined]> = [
  ['eq', (s) => (s === 'String' ? 'Equal to (exactly, case-sensitive).' : 'Equal to.')],
  ['ne', () => 'Not equal to; a record without the field matches.'],
  ['gt', (s) => ORDER[s] && `Greater than (${ORDER[s]}).`],
  ['gte', (s) => ORDER[s] && `Greater than or equal to (${ORDER[s]}).`],
  ['lt', (s) => ORDER[s] && `Less than (${ORDER[s]}).`],
  ['lte', (s) => ORDER[s] && `Less than or equal to (${ORDER[s]}).`],
  [
    'like',
    (s) =>
      s === 'Boolean'
        ? undefined
        : 'Case-insensitive regular expression, RE2 syntax, at most 200 characters.',
  ],
  ['in', () => 'Equal to any of these.'],
]

const filterName = (scalar: string) => `${scalar}Filter`

/** `IDFilter { eq: ID … in: [ID!] }`: the operators a scalar takes, typed by it. */
function filterInput(scalar: string): string {
  const members = OPERATOR_DOCS.flatMap(([op, docOf]) => {
    const doc = docOf(scalar)
    if (doc === undefined) return []
    const type = op === 'like' ? 'String' : op === 'in' ? `[${scalar}!]` : scalar
    return [`  "${doc}"\n  ${op}: ${type}`]
  })
  return `"Conditions on one ${scalar} field; several are AND."\ninput ${filterName(scalar)} {\n${members.join('\n')}\n}`
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A level of a resource's fields: a typed field, or an object holding more. */
type Level = Map<string, FieldType | Level>

function levelsOf(resource: ResourceName): Level {
  const root: Level = new Map()
  for (const [path, type] of Object.entries(RESOURCES[resource].fields)) {
    const names = path.split('.')
    let level = root
    names.forEach((name, i) => {
      // A field table GraphQL cannot spell stops the server at startup, not a client later.
      if (!NAME.test(name) || name === 'AND' || name === 'OR')
        throw new Error(`${resource}.${path}: ${name} cannot be a GraphQL where member`)
      const last = i === names.length - 1
      const here = level.get(name)
      if (last ? here !== undefined : typeof here === 'string')
        throw new Error(`${resource}.${path}: both a field and an object`)
      if (last) level.set(name, type)
      else {
        if (here === undefined) level.set(name, new Map())
        level = level.get(name) as Level
      }
    })
  }
  return root
}

/** `<Type>Where` of every resource, their nested inputs, and the scalar filters they use. */
export function whereInputs(): string {
  const scalars = new Set<string>()
  const inputs: string[] = []
  const emit = (name: string, level: Level, path: string, top: string | undefined) => {
    const members: string[] = []
    for (const [field, sub] of level) {
      if (typeof sub === 'string') {
        scalars.add(SCALARS[sub])
        members.push(`  ${field}: ${filterName(SCALARS[sub])}`)
      } else {
        const nested = `${name.slice(0, -'Where'.length)}${capital(field)}Where`
        members.push(`  ${field}: ${nested}`)
        emit(nested, sub, `${path}${field}.`, undefined)
      }
    }
    if (top) {
      members.push(`  "Every one of these holds."\n  AND: [${name}!]`)
      members.push(`  "At least one of these holds."\n  OR: [${name}!]`)
    }
    const doc = top
      ? `Conditions on ${top} records; several members are AND.`
      : `Conditions on the fields of ${path.slice(0, -1)}.`
    inputs.push(`"${doc}"\ninput ${name} {\n${members.join('\n')}\n}`)
  }
  for (const resource of Object.keys(TYPE_NAMES) as ResourceName[]) {
    const type = TYPE_NAMES[resource]
    emit(`${type}Where`, levelsOf(resource), '', type)
  }
  return [...[...scalars].sort().map(filterInput), ...inputs].join('\n\n')
}

interface Budget {
  clauses: number
  values: number
}

/** The conditions of one `where` object (AND of its members); `prefix` is the path so far. */
function conditionsOf(
  input: Record<string, unknown>,
  param: string,
  fields: Readonly<Record<string, FieldType>>,
  depth: number,
  budget: Budget,
  prefix = '',
): Condition[] {
  const out: Condition[] = []
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    const name = `${param}.${key}`
    // Hasura's `_eq: null` matching everything is a known trap: null is refused, not ignored.
    if (value === null) throw invalidQuery(name, 'is null: leave it out to set no condition')
    if (prefix === '' && (key === 'AND' || key === 'OR')) {
      if (depth >= MAX_WHERE_DEPTH)
        throw invalidQuery(name, `nests AND/OR more than ${MAX_WHERE_DEPTH} levels deep`)
      const parts = (value as Record<string, unknown>[]).map((w, i) =>
        allOf(conditionsOf(w, `${name}[${i}]`, fields, depth + 1, budget)),
      )
      out.push(key === 'AND' ? { and: parts } : { or: parts })
      continue
    }
    const path = prefix + key
    if (!Object.hasOwn(fields, path)) {
      out.push(
        ...conditionsOf(value as Record<string, unknown>, name, fields, depth, budget, `${path}.`),
      )
      continue
    }
    for (const [op, operand] of Object.entries(value as Record<string, unknown>)) {
      if (operand === undefined) continue
      const clause = `${name}.${op}`
      if (operand === null) throw invalidQuery(clause, 'is null: leave it out to set no condition')
      const values = op === 'in' ? (operand as unknown[]) : [operand]
      budget.clauses += 1
      budget.values += values.length
      if (budget.clauses > MAX_WHERE_CLAUSES)
        throw invalidQuery('where', `holds more than ${MAX_WHERE_CLAUSES} operator conditions`)
      if (budget.values > FILTER_LIMITS.values)
        throw invalidQuery(
          clause,
          `brings where past ${FILTER_LIMITS.values} values (each element of an in list counts)`,
        )
      const long = values.find((v) => typeof v === 'string' && v.length > FILTER_LIMITS.valueLength)
      if (long !== undefined)
        throw invalidQuery(
          clause,
          `takes values of at most ${FILTER_LIMITS.valueLength} characters, got ${quoted(String(long))}`,
        )
      out.push({ param: clause, path, op: op as Operator, values })
    }
  }
  return out
}

const allOf = (parts: Condition[]): Condition =>
  parts.length === 1 ? (parts[0] as Condition) : { and: parts }

/**
 * A `where` argument as the domain's condition (undefined when it sets none). Each clause's
 * `param` is where the client wrote it (`where.OR[1].address.city.like`), so a 400 names it.
 * GraphQL has checked the shape; the domain checks the values.
 */
export function toCondition(
  resource: ResourceName,
  where: Record<string, unknown> | null | undefined,
): Condition | undefined {
  if (where === undefined || where === null) return undefined
  const parts = conditionsOf(where, 'where', RESOURCES[resource].fields, 1, {
    clauses: 0,
    values: 0,
  })
  return parts.length === 0 ? undefined : allOf(parts)
}
