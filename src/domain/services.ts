import type { Overlay } from '../store/port.ts'
import { createAuthService } from './auth/service.ts'
import type { TokenService } from './auth/tokens.ts'
import type { Baseline } from './baseline.ts'
import { createCustomService } from './custom.ts'
import { createRecordService } from './records.ts'
import { createSessionService } from './session.ts'

/**
 * Every domain service over one overlay. REST uses them over the store's overlay; GraphQL makes
 * a set per request over a caching overlay, so a nested query reads each resource once.
 */
export function createServices(deps: {
  baseline: Baseline
  overlay: Overlay
  tokens: TokenService
  sandboxTtlMs?: number
  now?: () => number
}) {
  const { baseline, overlay, tokens, sandboxTtlMs, now } = deps
  const records = createRecordService({ baseline, overlay })
  return {
    records,
    auth: createAuthService({ baseline, overlay, records, tokens }),
    session: createSessionService({ overlay, baseline, sandboxTtlMs, now }),
    custom: createCustomService({ overlay, now }),
  }
}

export type Services = ReturnType<typeof createServices>
