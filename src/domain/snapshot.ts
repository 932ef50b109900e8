import type { EntryWrite, Item, OverlayEntry, ReplayLimits } from '../store/port.ts'
import { isPasswordHash } from './auth/passwords.ts'
import { checkProfile, SESSION_PREFIX } from './auth/profiles.ts'
import type { Baseline } from './baseline.ts'
import {
  CUSTOM_ID,
  CUSTOM_REPLAY_LIMITS,
  checkRecordSize,
  isCustomResource,
  newCustomId,
} from './custom.ts'
import { invalidQuery, ProblemError, validationFailed } from './errors.ts'
import { INTERNAL } from './internal.ts'
import { newLocalId, parseRecordId } from './record-id.ts'
import type { RecordValidator } from './record-validator.ts'
import { fieldLimitErrors, normalizeBody } from './records.ts'
import { aliasConflicts } from './reference-aliases.ts'
import { isResourceName, RESOURCE_NAMES } from './resources.ts'

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

/**
 * Everything an import may not break: the create cap (`--create-cap`), which session profiles
 * share, and the custom collection limits.
 */
export const importLimits = (createCap: number): ReplayLimits => ({
  caps: {
    ...Object.fromEntries(RESOURCE_NAMES.map((r) => [r, createCap])),
    [INTERNAL.profiles]: createCap,
    ...CUSTOM_REPLAY_LIMITS.caps,
  },
  groups: CUSTOM_REPLAY_LIMITS.groups ?? [],
})

/**
 * Session profiles travel in snapshots as resource `profiles`: they are part of what the caller
 * sees (`/auth/me`, `/session`), though the overlay keeps them out of every API list.
 */
export const PROFILES = 'profiles'
/** A stored resource's name in a snapshot. */
export const snapshotName = (resource: string) =>
  resource === INTERNAL.profiles ? PROFILES : resource

/**
 * The `resource` filter of export and import: `all`, a resource, `custom`, `custom/<name>`,
 * `profiles`, or a collection or singular resource of the db.json served (`files` tells those).
 * `match` takes a stored resource name.
 */
export function resourceFilter(raw: string | undefined, files?: { owns(name: string): boolean }) {
  const name = raw ?? 'all'
  const owned = (r: string) => files?.owns(r) === true
  if (name === 'all')
    return {
      name,
      match: (r: string) =>
        isResourceName(r) || isCustomResource(r) || r === INTERNAL.profiles || owned(r),
    }
  if (name === 'custom') return { name, match: (r: string) => isCustomResource(r) }
  if (name === PROFILES) return { name, match: (r: string) => r === INTERNAL.profiles }
  if (isResourceName(name) || isCustomResource(name) || owned(name))
    return { name, match: (r: string) => r === name }
  throw invalidQuery(
    'resource',
    `'${name.slice(0, 80)}' is not a filter: use all, ${RESOURCE_NAMES.join(', ')}, custom, custom/<name>${files ? ', a collection of the db.json' : ''} or profiles`,
  )
}

/**
 * One overlay entry as a snapshot entry (docs/contract/session.md#export); `passwordHash` is that
 * created user's.
 */
export function toSnapshotEntry(e: OverlayEntry & { resource: string }, passwordHash?: string) {
  const createdAt = new Date(e.at).toISOString()
  if (e.kind === 'created') {
    const entry = {
      resource: snapshotName(e.resource),
      op: 'create',
      targetId: null,
      data: e.item,
      createdAt,
    }
    return passwordHash === undefined ? entry : { ...entry, _passwordHash: passwordHash }
  }
  const targetId = Number(e.id)
  if (e.kind === 'updated')
    return { resource: e.resource, op: 'update', targetId, data: e.item, createdAt }
  return { resource: e.resource, op: 'delete', targetId, data: {}, createdAt }
}

const fail = (field: string, message: string) => validationFailed([{ field, message }])
/** A login name is 1 to 254 characters (the login body's limit). */
const SESSION_ID = new RegExp(`^${SESSION_PREFIX}[^]{1,254}$`)

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
  if (resource === PROFILES) return toProfileWrite(entry, at, deps.validate)
  if (!isResourceName(resource)) {
    throw fail(`${at}.resource`, `must be ${RESOURCE_NAMES.join(', ')}, custom/<name> or profiles`)
  }
  if (op !== 'delete') {
    // `id` and `_sandbox` are server-owned, as in a request body: not fields of the record.
    const { id: _id, _sandbox, ...fields } = data
    const typed = deps.validate(resource, fields)
    // Checked here, not left to normalizeBody, so that the 400 names the entry.
    const errors = typed.length > 0 ? typed : aliasConflicts(resource, fields)
    if (errors.length > 0)
      throw validationFailed(errors.map((e) => ({ ...e, field: `${at}.data.${e.field}` })))
    const tooMany = fieldLimitErrors(resource, fields, `${at}.data`)
    if (tooMany.length > 0) throw validationFailed(tooMany)
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
  return {
    resource,
    id: String(id),
    kind: 'updated',
    item: { id, ...normalizeBody(resource, data) },
  }
}

/** A session profile entry: a create of `session-<login>` under the users fields' rules. */
function toProfileWrite(entry: SnapshotEntry, at: string, validate: RecordValidator): EntryWrite {
  if (entry.op !== 'create') throw fail(`${at}.op`, 'session profiles are imported as create')
  const { id, _sandbox, ...fields } = entry.data ?? {}
  if (typeof id !== 'string' || !SESSION_ID.test(id)) {
    throw fail(`${at}.data.id`, `must be ${SESSION_PREFIX}<login name of 1 to 254 characters>`)
  }
  const item: Item = { id, ...fields }
  try {
    checkProfile(item, validate, `${at}.data`)
  } catch (err) {
    // A profile too large is the entry's fault, like any other bad entry: 400 naming it.
    if (err instanceof ProblemError && err.code === 'PAYLOAD_TOO_LARGE')
      throw fail(`${at}.data`, err.message)
    throw err
  }
  return { resource: INTERNAL.profiles, id, kind: 'created', item }
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
    throw fail(
      `${at}._passwordHash`,
      'must be an scrypt hash as exported: scrypt$16384$8$1$<salt>$<key>',
    )
  }
  return {
    resource: INTERNAL.credentials,
    id: write.id,
    kind: 'created',
    item: { id: write.id, hash },
  }
}

function safeId(raw: unknown) {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  try {
    return parseRecordId(raw)
  } catch {
    return undefined
  }
}

export const importLimitReached = (createCap: number) =>
  new ProblemError({
    code: 'SANDBOX_LIMIT_REACHED',
    detail: `The snapshot holds more than ${createCap} created records of a resource, or breaks the custom collection limits; nothing was imported`,
  })
