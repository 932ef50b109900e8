import type { FastifyRequest } from 'fastify'
import { isBag } from './request-parts.ts'

/**
 * A preValidation hook that drops the fields the server owns from a JSON object body before the
 * schema sees it, so a record read back with them (GET, edit, PUT) counts only its own fields
 * against the 50-field limit. The domain ignores them anyway.
 */
export const dropServerOwned =
  (keys: readonly string[]) =>
  async (req: FastifyRequest): Promise<void> => {
    const body = req.body
    if (!isBag(body) || Array.isArray(body)) return
    for (const key of keys) delete body[key]
  }

/** `id` and `_sandbox`: the server-owned fields of a users, posts, comments or todos body. */
export const dropRecordOwned = dropServerOwned(['id', '_sandbox'])
