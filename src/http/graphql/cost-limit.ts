import {
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'
import type { Baseline } from '../../domain/baseline.ts'
import { DEFAULT_CREATE_CAP, DEFAULT_MAX_LIMIT } from '../../domain/limits.ts'
import { DEFAULT_LIMIT } from '../../domain/list/paginate.ts'
import { SINGULAR } from '../../domain/records.ts'
import type { ResourceName } from '../../domain/resources.ts'
import { mostChildren } from '../../domain/shape/relations.ts'

/** Estimated result nodes one operation may produce (issue 14: a 137-byte query made 176 KB). */
export const DEFAULT_MAX_COST = 10_000
/** Root fields one mutation may run: each is a write, `login` and `register` a password hash. */
export const DEFAULT_MAX_MUTATIONS = 10
/** What one `login` or `register` counts for: an scrypt hash costs as much as a large answer. */
export const PASSWORD_FIELD_COST = 1_000
const PASSWORD_FIELDS = new Set(['login', 'register'])

export interface OperationCost {
  operation: OperationDefinitionNode
  /** Result nodes in the worst case: every list as long as its `limit` allows. */
  cost: number
  /** Fields at the root once fragments are expanded, aliases each counted. */
  rootFields: number
  /** Levels of fields, introspection (`__schema`, `__type`) not counted. */
  depth: number
  /** Fields at every level once fragments are expanded. */
  fields: number
}

/**
 * How many entries a field with a `limit` argument may return, as the resolvers clamp it
 * (1..maxLimit, 10 when absent). A `limit` given by a variable counts as `maxLimit`: validation
 * is cached per document, before any variables are known.
 */
function limitOf(args: readonly ArgumentNode[] = [], maxLimit: number) {
  const arg = args.find((a) => a.name.value === 'limit')?.value
  if (!arg || arg.kind === Kind.NULL) return Math.min(DEFAULT_LIMIT, maxLimit)
  if (arg.kind !== Kind.INT) return maxLimit
  return Math.min(Math.max(Number(arg.value), 1), maxLimit)
}

/** The most entries a to-many relation can hold, by `Type.field` (`User.posts`). */
export type RelationBounds = ReadonlyMap<string, number>

/** A built-in to-many relation (`User.posts`): what it lists, and what the baseline gives it. */
export interface ToMany {
  resource: ResourceName
  /** The most children any parent has in the baseline (4 posts for a user). */
  most: number
  /** The baseline's records of `resource` (100 posts): all a sandbox could move under one parent. */
  all: number
}

const TYPE_OF: Readonly<Record<ResourceName, string>> = SINGULAR

/**
 * The built-in to-many relations by `Type.field`, worked out once, at start: the built-ins are
 * generated once and never reloaded. A relation between a built-in and a db.json's collection is
 * not counted: the file can change.
 */
export function toManyRelations(
  baseline: Baseline,
  builtins: readonly ResourceName[],
): ReadonlyMap<string, ToMany> {
  const relations = new Map<string, ToMany>()
  for (const parent of builtins) {
    for (const [key, most] of Object.entries(mostChildren(baseline, parent))) {
      const resource = key as ResourceName
      if (builtins.includes(resource))
        relations.set(`${TYPE_OF[parent]}.${key}`, {
          resource,
          most,
          all: baseline.all(resource).length,
        })
    }
  }
  return relations
}

/** Each relation's bound: its baseline's most children plus what `added` says a sandbox adds. */
export function boundsOf(
  relations: ReadonlyMap<string, ToMany>,
  added: (relation: ToMany) => number,
): RelationBounds {
  const bounds = new Map<string, number>()
  for (const [key, relation] of relations) bounds.set(key, relation.most + added(relation))
  return bounds
}

/**
 * The worst-case size of each operation's answer: a field is one node, an object field adds its
 * selection, a list field adds its selection once per entry its `limit` allows. A page (an
 * object field with a `limit`, `usersPage`) passes its limit to the lists it holds (`data`).
 * Lists with no limit of their own and outside a page (introspection) count once per
 * selection: they follow the schema, not the data. A to-many relation (`User.posts`) counts no
 * more entries than a parent can have (`bounds`) when that is less than its limit; `used`
 * collects the relations it met. Aliases count separately and fragments are expanded, each
 * costed once per page length (linear in the document's size).
 */
export function operationCosts(
  schema: GraphQLSchema,
  document: DocumentNode,
  maxLimit = DEFAULT_MAX_LIMIT,
  bounds: RelationBounds = new Map(),
  used?: Set<string>,
): OperationCost[] {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def)
  }
  // `here`: fields at this level; `fields`: at this level and below.
  type Cost = { cost: number; here: number; depth: number; fields: number }
  // A fragment costs the same wherever it is spread with the same page length: its type
  // condition fixes its parent type. `seen` holds the fragments being costed, to stop at a cycle.
  const fragmentCosts = new Map<string, Cost>()
  // A fragment's selections stand at the level it is spread at.
  const add = (total: Cost, sub: Cost) => {
    total.cost += sub.cost
    total.here += sub.here
    total.fields += sub.fields
    total.depth = Math.max(total.depth, sub.depth)
  }
  // `page`: how many entries the lists of this selection hold when they have no limit of their
  // own, undefined outside a page.
  const costOf = (
    set: SelectionSetNode | undefined,
    parent: GraphQLCompositeType | undefined,
    seen: Set<string>,
    page?: number,
  ): Cost => {
    const total = { cost: 0, here: 0, depth: 0, fields: 0 }
    if (!set) return total
    const fields = parent && 'getFields' in parent ? parent.getFields() : undefined
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const field = fields?.[sel.name.value]
        const named = field && getNamedType(field.type)
        const list = field !== undefined && isListType(getNullableType(field.type))
        const limit = field?.args.some((a) => a.name === 'limit')
          ? limitOf(sel.arguments, maxLimit)
          : undefined
        const sub = costOf(
          sel.selectionSet,
          isCompositeType(named) ? named : undefined,
          seen,
          list ? undefined : limit,
        )
        const relation = list && parent ? `${parent.name}.${sel.name.value}` : undefined
        const most = relation === undefined ? undefined : bounds.get(relation)
        if (most !== undefined) used?.add(relation as string)
        const entries = list ? Math.min(limit ?? page ?? 1, most ?? Number.POSITIVE_INFINITY) : 1
        const own =
          PASSWORD_FIELDS.has(sel.name.value) && parent === schema.getMutationType()
            ? PASSWORD_FIELD_COST
            : 1
        total.cost += own + entries * sub.cost
        total.here += 1
        total.fields += 1 + sub.fields
        // GraphiQL's schema query alone is 15 levels deep: introspection does not count.
        if (!sel.name.value.startsWith('__')) total.depth = Math.max(total.depth, 1 + sub.depth)
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent
        const sub = costOf(sel.selectionSet, isCompositeType(type) ? type : undefined, seen, page)
        add(total, sub)
      } else {
        const name = sel.name.value
        const fragment = fragments.get(name)
        // A fragment cycle is reported by graphql's own rules; here it just stops.
        if (!fragment || seen.has(name)) continue
        const key = `${name} ${page ?? ''}`
        let sub = fragmentCosts.get(key)
        if (sub === undefined) {
          const type = schema.getType(fragment.typeCondition.name.value)
          seen.add(name)
          sub = costOf(fragment.selectionSet, isCompositeType(type) ? type : undefined, seen, page)
          seen.delete(name)
          fragmentCosts.set(key, sub)
        }
        add(total, sub)
      }
    }
    return total
  }
  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  }
  return document.definitions
    .filter((def) => def.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const { cost, here, depth, fields } = costOf(
        operation.selectionSet,
        roots[operation.operation] ?? undefined,
        new Set(),
      )
      return { operation, cost, rootFields: here, depth, fields }
    })
}

/** Fields one operation may select once its fragments are expanded (see `queryLimits`). */
export const DEFAULT_MAX_FIELDS = 10_000

/** The refusal of an operation whose answer may exceed the budget, `where` the estimate holds. */
function tooCostly(
  cost: number,
  maxCost: number,
  maxLimit: number,
  nodes: readonly OperationDefinitionNode[],
  where: 'any' | 'sandbox',
) {
  const relation =
    where === 'sandbox'
      ? 'a relation at most as many as a parent can have in this sandbox: the most any has in the baseline plus the records this sandbox created or changed'
      : 'a relation at most as many as a parent can have'
  return new GraphQLError(
    `The query's estimated cost is ${cost.toLocaleString('en-US')} result nodes${where === 'sandbox' ? ' in this sandbox' : ''}; the budget is ${maxCost.toLocaleString('en-US')} (a list, or a page's data, counts as many entries as its limit allows: ${Math.min(DEFAULT_LIMIT, maxLimit)} when absent, ${maxLimit} from a variable; ${relation}; login and register count ${PASSWORD_FIELD_COST.toLocaleString('en-US')} each)`,
    { nodes, extensions: { code: 'QUERY_TOO_COMPLEX' } },
  )
}

/** Operations of a document left to the caller's sandbox, and the relations they go through. */
interface Deferred {
  operations: Set<OperationDefinitionNode>
  relations: Set<string>
}

/**
 * The second stage of the cost limit, for a query too large for some sandboxes and not for
 * others: the chain `users(limit: 1) { posts { user { posts … } } }` answers about 700 nodes in
 * a fresh sandbox and 22,222 in one that put 10 posts under user 1. Validation (`queryLimits`)
 * defers such an operation here instead of refusing it; before it runs, `check` costs it again
 * with the relations bounded by the caller's own sandbox. Documents are remembered by identity:
 * Mercurius keeps the one it validated and hands that same object to execution, and the weak
 * map lets it go when Mercurius's cache does.
 */
export function createSandboxCosts(limits: {
  maxCost: number
  maxLimit?: number
  relations: ReadonlyMap<string, ToMany>
}) {
  const maxLimit = limits.maxLimit ?? DEFAULT_MAX_LIMIT
  const deferred = new WeakMap<DocumentNode, Deferred>()
  return {
    defer(document: DocumentNode, operation: OperationDefinitionNode, relations: Set<string>) {
      const entry = deferred.get(document) ?? { operations: new Set(), relations }
      entry.operations.add(operation)
      deferred.set(document, entry)
    },

    /** Whether `document` has an operation to check against the caller's sandbox. */
    deferred: (document: DocumentNode) => deferred.has(document),

    /**
     * The refusal of `operation` (each deferred one when not known) in a sandbox where each
     * relation's resource holds `written(resource)` records the sandbox created or changed, or
     * undefined. Each resource is counted once. Read over the request's caching overlay, the
     * counts are of the very records the resolvers then list: writes of other requests cannot
     * grow the answer after the check. A mutation's own root fields can, each by one record
     * (each creates or changes at most one): they are added to every relation's bound.
     */
    async check(
      schema: GraphQLSchema,
      document: DocumentNode,
      operation: OperationDefinitionNode | null | undefined,
      written: (resource: ResourceName) => Promise<number>,
    ): Promise<GraphQLError | undefined> {
      const entry = deferred.get(document)
      if (!entry) return undefined
      const checked = operation ? [operation] : [...entry.operations]
      if (!checked.some((op) => entry.operations.has(op))) return undefined
      const counts = new Map<ResourceName, Promise<number>>()
      const reads = [...entry.relations].map(async (key) => {
        const relation = limits.relations.get(key) as ToMany
        const count = counts.get(relation.resource) ?? written(relation.resource)
        counts.set(relation.resource, count)
        return [key, relation.most + (await count)] as const
      })
      const sandbox = await Promise.all(reads)
      for (const op of checked) {
        if (!entry.operations.has(op)) continue
        const costed = (extra: number) =>
          operationCosts(
            schema,
            document,
            maxLimit,
            new Map(sandbox.map(([key, most]) => [key, most + extra])),
          ).find((c) => c.operation === op) as OperationCost
        let { cost: total, rootFields } = costed(0)
        if (op.operation === 'mutation') total = costed(rootFields).cost
        if (total > limits.maxCost)
          return tooCostly(total, limits.maxCost, maxLimit, [op], 'sandbox')
      }
      return undefined
    },
  }
}

export type SandboxCosts = ReturnType<typeof createSandboxCosts>

/**
 * Refuses, before anything runs, an operation nested deeper than `maxDepth` levels of fields
 * (10, docs/contract/graphql.md#limits) or selecting more than `maxFields` fields once its
 * fragments are expanded (fragments that spread the next one twice make 2^n fields out of a few
 * hundred bytes, and compiling such a query blocks the event loop for seconds); and, as
 * `QUERY_TOO_COMPLEX`, one whose answer may exceed `maxCost` result nodes or a mutation with more
 * than `maxMutations` root fields. One walk of the document measures all four; Mercurius caches
 * validation per document, so each distinct query is walked once.
 *
 * A to-many relation counts what a parent can hold in any sandbox: every baseline child moved
 * under it and every child a sandbox may create (`createCap`). An operation over the budget so
 * counted but within it counted with the baseline alone (what a fresh sandbox holds) is, when
 * `sandbox` is given, left to it, to be costed against the caller's sandbox before it runs (a
 * second walk, only for such documents). A subscription never is: its answers are made one per
 * event for as long as it lives, while the sandbox may grow.
 */
export function queryLimits(limits: {
  maxDepth: number
  maxFields?: number
  maxCost: number
  maxMutations: number
  /** The page-size cap (`--max-limit`): what a list may hold, so what it costs at most. */
  maxLimit?: number
  /** The built-in to-many relations (`toManyRelations`): what a relation can hold. */
  relations?: ReadonlyMap<string, ToMany>
  /** Records of each resource one sandbox may create (`--create-cap`). */
  createCap?: number
  /** Where operations within the budget for some sandboxes go (`createSandboxCosts`). */
  sandbox?: SandboxCosts
}): ValidationRule {
  const maxFields = limits.maxFields ?? DEFAULT_MAX_FIELDS
  const maxLimit = limits.maxLimit ?? DEFAULT_MAX_LIMIT
  const relations = limits.relations ?? new Map()
  const worst = boundsOf(
    relations,
    (r) => r.all - r.most + (limits.createCap ?? DEFAULT_CREATE_CAP),
  )
  const floor = boundsOf(relations, () => 0)
  return (context: ValidationContext) => {
    // All operations are measured at once, sharing what their fragments cost; each reports its
    // own errors when the visit reaches it.
    let costs: Map<OperationDefinitionNode, OperationCost> | undefined
    // Measured again only when one operation is over the budget.
    let floors: { costs: Map<OperationDefinitionNode, number>; used: Set<string> } | undefined
    return {
      OperationDefinition(operation) {
        costs ??= new Map(
          operationCosts(context.getSchema(), context.getDocument(), maxLimit, worst).map((c) => [
            c.operation,
            c,
          ]),
        )
        const { cost, rootFields, depth, fields } = costs.get(operation) as OperationCost
        const nodes = [operation]
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(`The query is ${depth} levels deep; the limit is ${limits.maxDepth}`, {
              nodes,
            }),
          )
        }
        if (fields > maxFields) {
          context.reportError(
            new GraphQLError(
              `The query selects ${fields} fields once its fragments are expanded; the limit is ${maxFields}`,
              { nodes },
            ),
          )
        }
        if (operation.operation === 'mutation' && rootFields > limits.maxMutations) {
          context.reportError(
            new GraphQLError(
              `The mutation runs ${rootFields} root fields; the limit is ${limits.maxMutations} per request`,
              { nodes, extensions: { code: 'QUERY_TOO_COMPLEX' } },
            ),
          )
        }
        if (cost > limits.maxCost) {
          if (limits.sandbox && operation.operation !== 'subscription') {
            if (!floors) {
              const used = new Set<string>()
              const all = operationCosts(
                context.getSchema(),
                context.getDocument(),
                maxLimit,
                floor,
                used,
              )
              floors = { costs: new Map(all.map((c) => [c.operation, c.cost])), used }
            }
            if ((floors.costs.get(operation) as number) <= limits.maxCost) {
              limits.sandbox.defer(context.getDocument(), operation, floors.used)
              return false
            }
          }
          context.reportError(tooCostly(cost, limits.maxCost, maxLimit, nodes, 'any'))
        }
        return false
      },
    }
  }
}
