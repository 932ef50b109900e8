import type { Overlay } from '../store/port.ts'
import { isInternal } from './auth.ts'

/** Whole-sandbox operations (SPEC §9). */
export function createSessionService(deps: { overlay: Overlay }) {
  const { overlay } = deps
  return {
    /**
     * Forgets everything the identity wrote: creates, updates, deletes, registered users, and
     * with them its refresh tokens. `purgedRecords` counts what the caller could see.
     */
    async reset(identity: string) {
      const entries = await overlay.all(identity)
      await overlay.reset(identity)
      const purgedRecords = entries.filter((e) => !isInternal(e.resource)).length
      return { message: 'The sandbox is reset to the shared baseline', purgedRecords }
    },
  }
}

export type SessionService = ReturnType<typeof createSessionService>
