import type { FastifyRequest } from 'fastify'

/**
 * A preValidation hook that drops the fields the server owns from a JSON object body before the
 * schema sees it, so a record read back with them (GET, edit, PUT) counts only its own fields
 * against the 50-field limit. The domain ignores them anyway.
 */
export const dropServerOwned =
  (keys: readonly string[]) =>
  async (req: FastifyRequest): Promise<void> => {
    const body = req.body
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return
    for (const key of keys) delete (body as Record<string, unknown>)[key]
  }

/** `id` and `_sandbox`: the server-owned fields of a users, posts, comments or todos body. */
export const dropRecordOwned = dropServerOwned(['id', '_sandbox'])
