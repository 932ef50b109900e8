import { describe, test } from 'node:test'
import { build } from '../helper.ts'
import { IDENTITIES, SEED, STEPS } from './isolation/config.ts'
import { runModel } from './isolation/run.ts'

/**
 * Isolation model test (issue 10, point 1): a seeded random sequence of REST and GraphQL
 * operations over 50 identities — the four resources, custom collections, registration, session
 * export, import and reset, updates racing deletes, including operations that must fail — checked step by step against
 * the independent reference model of `model.ts`, and periodically for every identity (what it
 * lists and reads, its custom collections, its session summary and export). Some steps of
 * different identities run concurrently, since their sandboxes must not interact.
 *
 * Shared reads (issue 22, `isolation/shared-reads.ts`) guard the response caches: identities with
 * overlays, fresh names and callers with no identity send the very same request (URL, or GraphQL
 * document and variables) back to back, between writes of one of them, some with an ETag another
 * reader got; every answer, and every 304, is checked against the model.
 *
 * The operations, checks and harness are in `isolation/`; this file runs them on the memory and
 * sqlite stores, `isolation-model-redis.system.test.ts` on a real redis-server (the system lane).
 *
 * Replay a failure with `MODEL_SEED=<seed> node --import tsx --test test/reliability/isolation-model.test.ts`.
 */

describe(`isolation model: ${STEPS} random operations over ${IDENTITIES} identities (MODEL_SEED=${SEED})`, () => {
  test('memory', async (t) => {
    const app = await build(t, { store: 'memory' })
    await runModel(t, app, 'memory')
  })

  test('sqlite', async (t) => {
    const app = await build(t, { store: 'sqlite' })
    await runModel(t, app, 'sqlite')
  })
})
