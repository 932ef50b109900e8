import {
  type DocumentNode,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  Kind,
  type TypeNode,
} from 'graphql'

/**
 * graphql-jit 0.8.9 compiles a document's variable parsing by inlining each input type into its
 * parent, so a variable whose type reaches a cycle (`PostWhere.AND: [PostWhere!]`) never stops
 * compiling: the second request of `query($w: PostWhere) {…}` took the process to its heap
 * limit (zalando-incubator/graphql-jit#81, open). Those documents run in graphql-js instead;
 * every other document is still compiled.
 */

/** Input types from which a cycle of input types can be reached. */
export function recursiveInputs(schema: GraphQLSchema): Set<string> {
  const edges = new Map<string, string[]>()
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type)) continue
    edges.set(
      type.name,
      Object.values(type.getFields())
        .map((f) => getNamedType(f.type))
        .filter(isInputObjectType)
        .map((t) => t.name),
    )
  }
  const recursive = new Set<string>()
  const done = new Set<string>()
  // Depth-first; a type on the current path met again closes a cycle, and every type on the
  // path (which reaches it) is recursive. Input types are few: recursion depth is no concern.
  const visit = (name: string, path: string[]): boolean => {
    if (path.includes(name)) return true
    if (done.has(name)) return recursive.has(name)
    path.push(name)
    let reaches = false
    for (const next of edges.get(name) ?? []) if (visit(next, path)) reaches = true
    path.pop()
    done.add(name)
    if (reaches) recursive.add(name)
    return reaches
  }
  for (const name of edges.keys()) visit(name, [])
  return recursive
}

const namedOf = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : namedOf(type.type)

/** Whether one of the document's operations declares a variable of a type in `recursive`. */
export function declaresRecursiveVariable(
  document: DocumentNode,
  recursive: ReadonlySet<string>,
): boolean {
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue
    for (const v of def.variableDefinitions ?? []) if (recursive.has(namedOf(v.type))) return true
  }
  return false
}
