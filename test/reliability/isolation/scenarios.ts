/** Scenarios: several steps in a row. */
import { CAP, MAX_COLLECTIONS, RESOURCES, type Resource } from '../model.ts'
import { customCreate } from './custom.ts'
import { COLLECTIONS } from './data.ts'
import { gqlCreate } from './graphql.ts'
import type { Harness, Scenario, Step, Who } from './harness.ts'
import { register } from './registration.ts'
import { restCreate } from './rest.ts'
import { importOptions, importStep, sessionExport, sessionReset } from './session.ts'

/** The export the previous step of a scenario took (a function, so TypeScript reads it afresh). */
export function exportOf(h: Harness, w: Who): { who: number; body: unknown } {
  const exported = h.lastExport
  if (!exported || exported.who !== w.index) throw new Error(`the export of ${w.name} did not run`)
  return exported
}

/** Export → reset → import gives back the same sandbox (docs/contract/session.md#import). */
export function* restore(h: Harness, w: Who): Scenario {
  h.lastExport = undefined
  yield sessionExport(h, w, { resource: undefined })
  const exported = exportOf(h, w)
  yield sessionReset(h, w)
  const strategy = h.rng.pick([undefined, 'replace', 'merge'])
  yield importStep(h, w, 'restore', () => exported.body, strategy ? { strategy } : {})
}

/** Copies one identity's export into another: the copies then live apart, ids included. */
export function* copy(h: Harness, from: Who, to: Who): Scenario {
  h.lastExport = undefined
  yield sessionExport(h, from, {
    resource: h.rng.chance(0.8) ? undefined : h.rng.pick(['custom', ...RESOURCES]),
  })
  const exported = exportOf(h, from)
  yield importStep(h, to, 'copy', () => exported.body, importOptions(h, to))
}

/**
 * Creates until the cap refuses one (docs/contract/baseline-and-overlay.md#create-cap), through
 * REST, GraphQL and, for users, registration.
 */
export function* fillToCap(h: Harness, w: Who, resource: Resource): Scenario {
  for (let i = 0; i <= CAP + 1; i++) {
    const full = h.model.sandbox(String(w.index)).created(resource) >= CAP
    const channel = full && resource === 'users' ? 'register' : h.rng.pick(['rest', 'rest', 'gql'])
    if (channel === 'register') yield register(h, w, true)
    else if (channel === 'gql') yield gqlCreate(h, w, resource, true)
    else yield restCreate(h, w, resource, true)
    if (full) return
  }
}

export function* once(step: Step): Scenario {
  yield step
}

/**
 * Opens collections until the 21st is refused
 * (docs/contract/custom-collections.md#names-and-limits).
 */
export function* fillCollections(h: Harness, w: Who): Scenario {
  for (let i = 0; i <= MAX_COLLECTIONS + 1; i++) {
    const held = h.model.sandbox(String(w.index)).collections()
    const full = held.length >= MAX_COLLECTIONS
    const fresh = COLLECTIONS.find((c) => !held.includes(c)) as string
    yield customCreate(h, w, fresh, true)
    if (full) return
  }
}
