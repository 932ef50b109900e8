import { isPasswordHash } from '../auth/passwords.ts'
import type { EntryWrite, Item, OverlayEntry, ReplayLimits } from '../store/port.ts'
import { INTERNAL } from './auth.ts'
import type { Baseline } from './baseline.ts'
import { CUSTOM_ID, CUSTOM_REPLAY_LIMITS, checkRecordSize, isCustomResource, newCustomId } from './custom.ts'
import { type FieldError, invalidQuery, ProblemError, validationFailed } from './errors.ts'
import { newLocalId, parseRecordId } from './record-id.ts'
import { normalizeBody, type RecordBody } from './records.ts'
import { CREATE_CAP, isResourceName, RESOURCE_NAMES, type ResourceName } from './resources.ts'

export const SNAPSHOT_VERSION = '1.0'
export const MAX_IMPORT_ENTRIES = 1000

export type SnapshotOp = 'create' | 'update' | 'delete'

export interface SnapshotEntry {
  resource: string
  op: SnapshotOp
  targetId?: string | number | null
  data?: Record<string, unknown>
  createdAt?: string
  /**
   * The scrypt hash of a registered user's password, on that user's `create`: beside `data`, so
   * it is never a field of the record, and never the password itself.
   */
  _passwordHash?: string
}

/** Checks a record body against the REST schema of its resource; field paths are data-relative. */
export type RecordValidator = (resource: ResourceName, data: RecordBody) => FieldError[]

/** Everything an import may not break: the create cap and the custom collection limits. */
export const IMPORT_LIMITS: ReplayLimits = {
  caps: { ...Object.fromEntries(RESOURCE_NAMES.map((r) => [r, CREATE_CAP])), ...CUSTOM_REPLAY_LIMITS.caps },
  groups: CUSTOM_REPLAY_LIMITS.groups ?? [],
}

/** The `resource` filter of export and import: `all`, a resource, `custom`, or `custom/<name>`. */
export function resourceFilter(raw: string | undefined) {
  const name = raw ?? 'all'
  if (name === 'all') return { name, match: (r: string) => isResourceName(r) || isCustomResource(r) }
  if (name === 'custom') return { name, match: (r: string) => isCustomResource(r) }
  if (isResourceName(name) || isCustomResource(name)) return { name, match: (r: string) => r === name }
  throw invalidQuery('resource', 'must be all, users, posts, comments, todos, custom or custom/<name>')
}

/** One overlay entry as a snapshot entry (SPEC §9); `passwordHash` is that created user's. */
export function toSnapshotEntry(e: OverlayEntry & { resource: string }, passwordHash?: string) {
  const createdAt = new Date(e.at).toISOString()
  if (e.kind === 'created') {
    const entry = { resource: e.resource, op: 'create', targetId: null, data: e.item, createdAt }
    return passwordHash === undefined ? entry : { ...entry, _passwordHash: passwordHash }
  }
  const targetId = Number(e.id)
  if (e.kind === 'updated') return { resource: e.resource, op: 'update', targetId, data: e.item, createdAt }
  return { resource: e.resource, op: 'delete', targetId, data: {}, createdAt }
}

const fail = (field: string, message: string) => validationFailed([{ field, message }])

/**
 * Turns one snapshot entry into the overlay write it stands for, or refuses it with a 400 whose
 * field names the entry (`records[499].data.title`).
 */
export function toEntryWrite(
  entry: SnapshotEntry,
  at: string,
  deps: { baseline: Baseline; validate: RecordValidator; now: () => number },
): EntryWrite {
  const { resource, op } = entry
  const data = entry.data ?? {}
  if (isCustomResource(resource)) {
    if (op !== 'create') throw fail(`${at}.op`, 'custom records are imported as create')
    const id = data.id ?? newCustomId()
    if (typeof id !== 'string' || !CUSTOM_ID.test(id))
      throw fail(`${at}.data.id`, 'must be local-<21 characters>')
    const stamp = new Date(deps.now()).toISOString()
    const { id: _id, _sandbox, createdAt, updatedAt, ...fields } = data
    const item: Item = {
      id,
      ...fields,
      createdAt: typeof createdAt === 'string' ? createdAt : stamp,
      updatedAt: typeof updatedAt === 'string' ? updatedAt : stamp,
    }
    try {
      checkRecordSize(item)
    } catch {
      throw fail(`${at}.data`, 'a custom record may hold at most 16 KB')
    }
    return { resource, id, kind: 'created', item }
  }
  if (!isResourceName(resource)) {
    throw fail(`${at}.resource`, 'must be users, posts, comments, todos or custom/<name>')
  }
  if (op !== 'delete') {
    // `id` and `_sandbox` are server-owned, as in a request body: not fields of the record.
    const { id: _id, _sandbox, ...fields } = data
    const errors = deps.validate(resource, fields)
    if (errors.length > 0)
      throw validationFailed(errors.map((e) => ({ ...e, field: `${at}.data.${e.field}` })))
  }
  if (op === 'create') {
    let id = newLocalId()
    if (data.id !== undefined) {
      const parsed = safeId(data.id)
      if (!parsed || parsed.global) throw fail(`${at}.data.id`, 'must be local-<uuid>')
      id = parsed.value
    }
    return { resource, id, kind: 'created', item: { id, ...normalizeBody(resource, data) } }
  }
  const target = safeId(entry.targetId)
  if (!target?.global || !deps.baseline.get(resource, target.value)) {
    throw fail(`${at}.targetId`, `must be the id of a global ${resource} record`)
  }
  const id = target.value
  if (op === 'delete') return { resource, id: String(id), kind: 'deleted', item: null }
  return { resource, id: String(id), kind: 'updated', item: { id, ...normalizeBody(resource, data) } }
}

/**
 * The credential write of a `users` create that carries `_passwordHash`, after the entry itself
 * was accepted as `write`; a hash anywhere else, or of another shape, is refused.
 */
export function toCredentialWrite(
  entry: SnapshotEntry,
  at: string,
  write: EntryWrite,
): EntryWrite | undefined {
  const hash = entry._passwordHash
  if (hash === undefined) return undefined
  if (entry.resource !== 'users' || write.kind !== 'created') {
    throw fail(`${at}._passwordHash`, 'only the create of a users record may carry a password hash')
  }
  if (!isPasswordHash(hash)) {
    throw fail(`${at}._passwordHash`, 'must be an scrypt hash as exported: scrypt$16384$8$1$<salt>$<key>')
  }
  return { resource: INTERNAL.credentials, id: write.id, kind: 'created', item: { id: write.id, hash } }
}

function safeId(raw: unknown) {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  try {
    return parseRecordId(raw)
  } catch {
    return undefined
  }
}

export const importLimitReached = () =>
  new ProblemError({
    code: 'SANDBOX_LIMIT_REACHED',
    detail: `The snapshot holds more than ${CREATE_CAP} created records of a resource, or breaks the custom collection limits; nothing was imported`,
  })
