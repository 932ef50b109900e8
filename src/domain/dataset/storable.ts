import { validationFailed } from '../errors.ts'
import { FORBIDDEN_KEYS } from '../merge-patch.ts'
import { MAX_FIELDS, type RecordBody } from '../records.ts'

/**
 * What keeps the fields of a db.json record from being stored: a prototype key, or more fields
 * than a record may hold. A file's records have no schema, so nothing else is checked; deeper
 * prototype keys never get this far (value-check.ts refuses them in every body, imported file
 * and cell).
 */
export function storableErrors(fields: RecordBody): Array<{ field: string; message: string }> {
  const errors = Object.keys(fields)
    .filter((k) => FORBIDDEN_KEYS.has(k))
    .map((k) => ({ field: k, message: 'is not allowed as a field name' }))
  if (Object.keys(fields).length > MAX_FIELDS)
    errors.push({ field: '(body)', message: `a record may hold at most ${MAX_FIELDS} fields` })
  return errors
}

/** A body as stored: the server-owned `id` and `_sandbox` dropped, the rest checked. */
export function storable(body: RecordBody): RecordBody {
  const { id: _id, _sandbox, ...fields } = body
  const errors = storableErrors(fields)
  if (errors.length > 0) throw validationFailed(errors)
  return fields
}
