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
import { DEFAULT_MAX_LIMIT } from '../../domain/limits.ts'
import { DEFAULT_LIMIT } from '../../domain/list/paginate.ts'
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

const TYPE_OF: Readonly<Record<ResourceName, string>> = {
  users: 'User',
  posts: 'Post',
  comments: 'Comment',
  todos: 'Todo',
}

/**
 * What each built-in to-many relation can return: the most children any parent has in the
 * baseline, plus what one sandbox may create (`createCap`, every created child under the same
 * parent). Worked out once, at start: the built-ins are generated once and never reloaded. A
 * relation between a built-in and a db.json's collection is not counted: the file can change.
 * Updates that move baseline children to one parent (PATCH user_id) are not counted either: with
 * the default create cap (30, the page-size cap) the bound is never below a list's limit anyway.
 */
export function relationBounds(
  baseline: Baseline,
  builtins: readonly ResourceName[],
  createCap: number,
): RelationBounds {
  const bounds = new Map<string, number>()
  for (const parent of builtins) {
    for (const [key, most] of Object.entries(mostChildren(baseline, parent))) {
      if (builtins.includes(key as ResourceName))
        bounds.set(`${TYPE_OF[parent]}.${key}`, most + createCap)
    }
  }
  return bounds
}

/**
 * The worst-case size of each operation's answer: a field is one node, an object field adds its
 * selection, a list field adds its selection once per entry its `limit` allows. A page (an
 * object field with a `limit`, `usersPage`) passes its limit to the lists it holds (`data`).
 * Lists with no limit of their own and outside a page (introspection) count once per
 * selection: they follow the schema, not the data. A to-many relation (`User.posts`) counts no
 * more entries than a parent can have (`bounds`) when that is less than its limit. Aliases
 * count separately and fragments are expanded, each costed once per page length (linear in the
 * document's size).
 */
export function operationCosts(
  schema: GraphQLSchema,
  document: DocumentNode,
  maxLimit = DEFAULT_MAX_LIMIT,
  bounds: RelationBounds = new Map(),
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
        const most = list && parent ? bounds.get(`${parent.name}.${sel.name.value}`) : undefined
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

/**
 * Refuses, before anything runs, an operation nested deeper than `maxDepth` levels of fields
 * (SPEC §12: 10) or selecting more than `maxFields` fields once its fragments are expanded
 * (fragments that spread the next one twice make 2^n fields out of a few hundred bytes, and
 * compiling such a query blocks the event loop for seconds); and, as `QUERY_TOO_COMPLEX`, one
 * whose answer may exceed `maxCost` result nodes or a mutation with more than `maxMutations`
 * root fields. One walk of the document measures all four; Mercurius caches validation per
 * document, so each distinct query is walked once.
 */
export function queryLimits(limits: {
  maxDepth: number
  maxFields?: number
  maxCost: number
  maxMutations: number
  /** The page-size cap (`--max-limit`): what a list may hold, so what it costs at most. */
  maxLimit?: number
  /** What each to-many relation can hold (`relationBounds`), when less than its limit. */
  relationBounds?: RelationBounds
}): ValidationRule {
  const maxFields = limits.maxFields ?? DEFAULT_MAX_FIELDS
  const maxLimit = limits.maxLimit ?? DEFAULT_MAX_LIMIT
  return (context: ValidationContext) => {
    // All operations are measured at once, sharing what their fragments cost; each reports its
    // own errors when the visit reaches it.
    let costs: Map<OperationDefinitionNode, OperationCost> | undefined
    return {
      OperationDefinition(operation) {
        costs ??= new Map(
          operationCosts(
            context.getSchema(),
            context.getDocument(),
            maxLimit,
            limits.relationBounds,
          ).map((c) => [c.operation, c]),
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
        const options = { nodes, extensions: { code: 'QUERY_TOO_COMPLEX' } }
        if (operation.operation === 'mutation' && rootFields > limits.maxMutations) {
          context.reportError(
            new GraphQLError(
              `The mutation runs ${rootFields} root fields; the limit is ${limits.maxMutations} per request`,
              options,
            ),
          )
        }
        if (cost > limits.maxCost) {
          context.reportError(
            new GraphQLError(
              `The query's estimated cost is ${cost.toLocaleString('en-US')} result nodes; the budget is ${limits.maxCost.toLocaleString('en-US')} (a list, or a page's data, counts as many entries as its limit allows: ${Math.min(DEFAULT_LIMIT, maxLimit)} when absent, ${maxLimit} from a variable; a relation at most as many as a parent can have; login and register count ${PASSWORD_FIELD_COST.toLocaleString('en-US')} each)`,
              options,
            ),
          )
        }
        return false
      },
    }
  }
}
