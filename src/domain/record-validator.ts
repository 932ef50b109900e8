import type { FieldError } from './errors.ts'
import type { RecordBody } from './records.ts'
import type { ResourceName } from './resources.ts'

/**
 * Checks a record body against the REST schema of its resource; field paths are data-relative.
 * HTTP owns the schemas and hands one validator to the services, which apply it to what arrives
 * another way than a route body: an imported snapshot's entries, a session profile's changes.
 */
export type RecordValidator = (resource: ResourceName, data: RecordBody) => FieldError[]
