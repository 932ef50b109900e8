import { randomUUID } from 'node:crypto'
import { invalidId } from './errors.ts'

/** A path id: a global record's integer, or the string id of an overlay-created record. */
export type RecordId = { global: true; value: number } | { global: false; value: string }

const GLOBAL = /^[0-9]+$/
const LOCAL = /^local-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Source of the `pattern` in route schemas, so REST and the domain agree on what an id is. */
export const RECORD_ID_PATTERN =
  '^([0-9]+|local-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$'

export function parseRecordId(raw: string | number): RecordId {
  const s = String(raw)
  if (GLOBAL.test(s)) return { global: true, value: Number(s) }
  if (LOCAL.test(s)) return { global: false, value: s.toLowerCase() }
  throw invalidId(s)
}

export const newLocalId = () => `local-${randomUUID()}`
