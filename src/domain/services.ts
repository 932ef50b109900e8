import type { Blobs, Overlay, WriteVersions } from '../store/port.ts'
import { createOtp } from './auth/otp.ts'
import { createRecovery } from './auth/recovery.ts'
import { createAuthService } from './auth/service.ts'
import type { TokenService } from './auth/tokens.ts'
import type { Baseline } from './baseline.ts'
import { createCustomService } from './custom.ts'
import type { DataCatalog } from './dataset/catalog.ts'
import { createDatasetRecords } from './dataset/records.ts'
import { datasetSnapshot } from './dataset/snapshot.ts'
import type { EventBus } from './events/bus.ts'
import { createDatasetImport } from './import/dataset.ts'
import { createImportService } from './import/service.ts'
import { createInboxService, type InboxService } from './inbox/service.ts'
import { DEFAULT_LIMITS, type Limits } from './limits.ts'
import { createNetworkProfiles, type NetworkProfiles } from './network-profiles.ts'
import { createKeyedLock, type KeyedLock } from './payments/ids.ts'
import { createPaymentServices } from './payments/service.ts'
import type { RecordValidator } from './record-validator.ts'
import { createRecordService } from './records.ts'
import { createSessionService } from './session.ts'
import { createUploadService } from './uploads/service.ts'

export interface ServiceDeps {
  baseline: Baseline
  /** The store's overlay: the shared services use it, and network profiles live in it. */
  overlay: Overlay
  /** Uploaded files' bytes (docs/contract/uploads.md). */
  blobs: Blobs
  tokens: TokenService
  /** The REST body schemas, for what reaches the services without passing a route's schema. */
  validate: RecordValidator
  sandboxTtlMs?: number
  now?: () => number
  /** Where every change is announced (docs/contract/events-and-webhooks.md#events). */
  events?: EventBus
  /** The collections of a user's db.json (docs/contract/db-json.md), when one is served. */
  catalog?: DataCatalog
  /** The page-size and create caps (`--max-limit`, `--create-cap`); the defaults when absent. */
  limits?: Limits
  /** The store's write versions, where it offers them: who is known to hold nothing. */
  versions?: WriteVersions
}

function createServices(
  deps: ServiceDeps & { networkProfiles: NetworkProfiles; paymentLock: KeyedLock },
  overlay: Overlay,
) {
  const { baseline, blobs, tokens, validate, networkProfiles, sandboxTtlMs, now, events, catalog } =
    deps
  const limits = deps.limits ?? DEFAULT_LIMITS
  const { maxLimit } = limits
  const records = createRecordService({ baseline, overlay, events, limits })
  const inbox = createInboxService({ overlay, now, events, maxLimit })
  const deliver: InboxService['deliver'] = (identity, message) => inbox.deliver(identity, message)
  const auth = createAuthService({
    baseline,
    overlay,
    records,
    tokens,
    validate,
    inbox,
    events,
    limits,
  })
  return {
    records,
    auth,
    recovery: createRecovery({
      overlay,
      deliver,
      findUser: auth.findUser,
      revokeUser: auth.revokeUser,
      now,
    }),
    otp: createOtp({ overlay, baseline, deliver, loginAs: auth.loginAs, now }),
    session: createSessionService({
      overlay,
      baseline,
      networkProfiles,
      validate,
      sandboxTtlMs,
      now,
      events,
      dataset: catalog && datasetSnapshot(catalog, baseline, limits.createCap),
      limits,
    }),
    custom: createCustomService({ overlay, now, events, maxLimit }),
    imports: createImportService({ baseline, overlay, validate, events, now, limits }),
    dataset: catalog && createDatasetRecords({ catalog, baseline, overlay, events, limits }),
    /**
     * File imports into the db.json's collections (docs/contract/db-json.md), when one is served.
     */
    datasetImport: catalog && createDatasetImport({ catalog, baseline, overlay, events, limits }),
    inbox,
    uploads: createUploadService({ overlay, blobs, now, events, maxLimit }),
    networkProfiles,
    payments: createPaymentServices({
      overlay,
      events,
      now,
      inbox,
      lock: deps.paymentLock,
      maxLimit,
    }),
  }
}

export type Services = ReturnType<typeof createServices>

/**
 * The one place services are made, so REST and GraphQL cannot be built with different settings.
 * `servicesFor()` is the set over the store's overlay, made once (REST uses it); `servicesFor(o)`
 * makes a set over another overlay, as GraphQL does per request over a caching overlay so that a
 * nested query reads each resource once. Network profiles are made once and shared by every set:
 * their cache outlives a request, and a reset clears it.
 */
export function createServicesFactory(deps: ServiceDeps) {
  const withProfiles = {
    ...deps,
    networkProfiles: createNetworkProfiles(deps.overlay, Date.now, deps.versions),
    paymentLock: createKeyedLock(),
  }
  const shared = createServices(withProfiles, deps.overlay)
  return (overlay?: Overlay): Services =>
    overlay === undefined ? shared : createServices(withProfiles, overlay)
}

export type ServicesFor = ReturnType<typeof createServicesFactory>
