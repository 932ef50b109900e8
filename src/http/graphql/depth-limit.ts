import {
  type ASTNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/**
 * Refuses operations nested deeper than `max` fields (SPEC §12: 10). Introspection fields
 * (`__schema`, `__type`) are not counted: GraphiQL's schema query alone is 15 levels deep.
 *
 * Also refuses operations that select more than `maxFields` fields once their fragments are
 * expanded: fragments that spread the next one twice make 2^n fields out of a few hundred bytes,
 * and compiling such a query (`jit`) blocks the event loop for seconds.
 */
export function depthLimit(max: number, maxFields = 10_000): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def)
    }
    type Cost = { depth: number; fields: number }
    // A fragment costs the same wherever it is spread: computing it once keeps the walk linear.
    const fragmentCosts = new Map<string, Cost>()
    const costOf = (set: SelectionSetNode | undefined, seen: Set<string>): Cost => {
      const cost = { depth: 0, fields: 0 }
      if (!set) return cost
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          const sub = costOf(sel.selectionSet, seen)
          cost.fields += 1 + sub.fields
          if (!sel.name.value.startsWith('__')) cost.depth = Math.max(cost.depth, 1 + sub.depth)
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          const sub = costOf(sel.selectionSet, seen)
          cost.fields += sub.fields
          cost.depth = Math.max(cost.depth, sub.depth)
        } else {
          const name = sel.name.value
          const fragment = fragments.get(name)
          // A fragment cycle is reported by graphql's own rules; here it just stops.
          if (!fragment || seen.has(name)) continue
          let sub = fragmentCosts.get(name)
          if (sub === undefined) {
            sub = costOf(fragment.selectionSet, new Set([...seen, name]))
            fragmentCosts.set(name, sub)
          }
          cost.fields += sub.fields
          cost.depth = Math.max(cost.depth, sub.depth)
        }
      }
      return cost
    }
    return {
      OperationDefinition(node) {
        const { depth, fields } = costOf(node.selectionSet, new Set())
        const nodes = [node as ASTNode]
        if (depth > max) {
          context.reportError(
            new GraphQLError(`The query is ${depth} levels deep; the limit is ${max}`, { nodes }),
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
      },
    }
  }
}
