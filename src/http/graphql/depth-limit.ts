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
 */
export function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def)
    }
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0
      let deepest = 0
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue
          deepest = Math.max(deepest, 1 + depthOf(sel.selectionSet, seen))
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(sel.selectionSet, seen))
        } else {
          const name = sel.name.value
          const fragment = fragments.get(name)
          // A fragment cycle is reported by graphql's own rules; here it just stops.
          if (!fragment || seen.has(name)) continue
          deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...seen, name])))
        }
      }
      return deepest
    }
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set())
        if (depth > max) {
          context.reportError(
            new GraphQLError(`The query is ${depth} levels deep; the limit is ${max}`, {
              nodes: [node as ASTNode],
            }),
          )
        }
      },
    }
  }
}
