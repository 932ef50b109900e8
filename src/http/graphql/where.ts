import { invalidQuery, quoted } from '../../domain/errors.ts'
import type { Condition, Operator } from '../../domain/list/filter.ts'
import { FILTER_LIMITS } from '../../domain/list/params.ts'
import { SINGULAR } from '../../domain/records.ts'
import { type FieldType, RESOURCES, type ResourceName } from '../../domain/resources.ts'

/**
 * GraphQL's `where` (docs/contract/graphql.md#where-and-pages): input types generated from the
 * resources' field tables, and their translation into the domain's `Condition`, which types and
 * checks the values as it does for REST filters.
 */

/** How deep `AND`/`OR` may nest: `where: {OR: [{AND: [...]}]}` is 3 levels. */
export const MAX_WHERE_DEPTH = 5
/** Operator conditions in one `where`: as many as REST allows filter parameters. */
export const MAX_WHERE_CLAUSES = FILTER_LIMITS.parameters

export const TYPE_NAMES: Readonly<Record<ResourceName, string>> = SINGULAR

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

/** Whether GraphQL can spell `name` as a where member. */
export const isWhereMember = (name: string) => NAME.test(name) && name !== 'AND' && name !== 'OR'

/**
 * The levels of a field table. A built-in table GraphQL cannot spell stops the server at startup,
 * not a client later (`strict`); a db.json's fields it cannot spell, or that are a value in one
 * record and an object in another, are left out of `where` (REST's filters still reach them).
 */
function levelsOf(label: string, fields: Readonly<Record<string, FieldType>>, strict: boolean) {
  const root: Level = new Map()
  for (const [path, type] of Object.entries(fields)) {
    const names = path.split('.')
    const bad = names.find((n) => !isWhereMember(n) || n.startsWith('__'))
    if (bad !== undefined) {
      if (strict) throw new Error(`${label}.${path}: ${bad} cannot be a GraphQL where member`)
      continue
    }
    let level = root
    for (const [i, name] of names.entries()) {
      const last = i === names.length - 1
      const here = level.get(name)
      if (last ? here !== undefined : typeof here === 'string') {
        if (strict) throw new Error(`${label}.${path}: both a field and an object`)
        break
      }
      if (last) level.set(name, type)
      else {
        if (here === undefined) level.set(name, new Map())
        level = level.get(name) as Level
      }
    }
  }
  return root
}

/** What a `<Type>Where` is generated from. */
export interface WhereSource {
  type: string
  fields: Readonly<Record<string, FieldType>>
  /** Built-in tables must be spellable; a db.json's are taken as far as they are. */
  strict: boolean
}

/**
 * `<Type>Where` of each source and their nested inputs. `claim` gives a nested input its name
 * (a db.json's may need another than `<Type><Field>Where`); the scalar filters they use are
 * `filterInputs()`, emitted once per schema.
 */
export function whereInputs(
  sources: readonly WhereSource[],
  claim: (name: string) => string = (name) => name,
): string {
  const inputs: string[] = []
  const emit = (name: string, level: Level, path: string, top: string | undefined) => {
    const members: string[] = []
    for (const [field, sub] of level) {
      if (typeof sub === 'string') {
        members.push(`  ${field}: ${filterName(SCALARS[sub])}`)
      } else {
        const nested = claim(`${name.slice(0, -'Where'.length)}${capital(field)}Where`)
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
  for (const { type, fields, strict } of sources) {
    emit(`${type}Where`, levelsOf(type, fields, strict), '', type)
  }
  return inputs.join('\n\n')
}

/** The operator inputs of every scalar a field table may hold (`IDFilter`, `IntFilter`, …). */
export const filterInputs = () =>
  [...new Set(Object.values(SCALARS))].sort().map(filterInput).join('\n\n')

/** The built-in resources' where inputs, as the static schema holds them. */
export const builtinWhereInputs = () =>
  whereInputs(
    (Object.keys(TYPE_NAMES) as ResourceName[]).map((resource) => ({
      type: TYPE_NAMES[resource],
      fields: RESOURCES[resource].fields,
      strict: true,
    })),
  )

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
  fields: Readonly<Record<string, FieldType>>,
  where: Record<string, unknown> | null | undefined,
): Condition | undefined {
  if (where === undefined || where === null) return undefined
  const parts = conditionsOf(where, 'where', fields, 1, { clauses: 0, values: 0 })
  return parts.length === 0 ? undefined : allOf(parts)
}
