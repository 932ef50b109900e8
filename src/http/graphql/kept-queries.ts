import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type DocumentNode, getOperationAST, Kind, parse } from 'graphql'
import { RESOURCE_NAMES, RESOURCES } from '../../domain/resources.ts'
import { createReadCache } from '../../lib/read-cache.ts'
import { isBag } from '../common/request-parts.ts'
import { keptAnswer, sendKept } from '../kept-answers.ts'

/**
 * Root fields whose answers are a function of the baseline, the identity's overlay and the
 * origin (for avatar and thumbnail URLs) alone: the records and their relations. Anything else
 * (`me`, payments, uploads, the inbox, sessions) reads tokens, clocks or other state, and is
 * answered afresh every time.
 */
const RECORD_ROOTS = new Set([
  '__typename',
  ...RESOURCE_NAMES.flatMap((r) => [r, `${r}Page`, RESOURCES[r].singular]),
])

/** Whether the operation is a query whose root selections are record fields, named plainly. */
function readsRecordsOnly(document: DocumentNode, operationName: string | undefined): boolean {
  const operation = getOperationAST(document, operationName)
  if (operation?.operation !== 'query') return false
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && RECORD_ROOTS.has(s.name.value),
  )
}

type Asked = { query: string; operationName: string | undefined; variables: string }

/** The one operation a request asks for, or undefined for a batch or anything malformed. */
function askedBy(req: FastifyRequest): Asked | undefined {
  const source = req.method === 'POST' ? req.body : req.query
  if (!isBag(source) || Array.isArray(source)) return undefined
  const { query, operationName, variables } = source
  if (typeof query !== 'string') return undefined
  if (operationName !== undefined && typeof operationName !== 'string') return undefined
  // Variables are part of the key as sent: the same values written differently only miss.
  const vars = typeof variables === 'string' ? variables : JSON.stringify(variables ?? null)
  return { query, operationName, variables: vars }
}

const pending = new WeakMap<FastifyRequest, { key: string; version: number | undefined }>()

/**
 * GraphQL queries of records answered from kept bytes (issue 22), as REST lists are: keyed by
 * origin, document, operation and variables, shared by identities that hold nothing and kept per
 * identity otherwise (kept-answers.ts). Only a caller that names no role and sends no token
 * gets them, since roles decide what a resolver may answer; an answer with errors is not kept.
 * Registered in a GraphQL path's scope, after the hooks that refuse what may not run.
 */
export function keepQueries(scope: FastifyInstance) {
  const { keptAnswers } = scope
  // Parsing costs more than the lookup it guards: a query text is judged once.
  const judged = createReadCache<boolean>({ maxEntries: 2_000, maxBytes: 8 * 1024 * 1024 })

  scope.addHook('preHandler', async (req, reply) => {
    if ((req.method !== 'POST' && req.method !== 'GET') || req.rbac !== null) return
    if (req.facts.token) return
    const asked = askedBy(req)
    if (!asked) return
    const judgedKey = `${asked.operationName ?? ''}\u0000${asked.query}`
    let plain = judged.get(judgedKey)
    if (plain === undefined) {
      try {
        plain = readsRecordsOnly(parse(asked.query), asked.operationName)
      } catch {
        plain = false // Mercurius reports the syntax error
      }
      judged.set(judgedKey, plain, judgedKey.length + 16)
    }
    if (!plain) return
    const key = `${scope.originOf(req)}\u0000graphql\u0000${judgedKey}\u0000${asked.variables}`
    const read = keptAnswers.version(req.identity)
    const version = typeof read === 'object' ? await read : read
    const hit = keptAnswers.get(req.identity, key, version)
    if (hit) return reply.send(sendKept(reply, hit, key))
    pending.set(req, { key, version })
  })

  scope.addHook('preSerialization', async (req, reply, payload) => {
    const asked = pending.get(req)
    if (!asked || reply.statusCode !== 200) return payload
    const result = payload as { errors?: unknown } | null
    if (!result || typeof result !== 'object' || result.errors !== undefined) return payload
    keptAnswers.keep(req.identity, asked.key, asked.version, keptAnswer(payload, []))
    return payload
  })
}
