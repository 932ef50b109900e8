import { describe, test } from 'node:test'
import { build, STORES } from '../../helper.ts'
import { cursorSeeds, runCursorProperty, WALKS } from './cursor-property.ts'

/**
 * Cursor pages stay stable while the same sandbox writes between them (SPEC §15): see
 * `cursor-property.ts`. Replay a failure with `CURSOR_SEEDS=<seed> node --import tsx --test
 * test/http/query/cursor-stability.test.ts`.
 */
const seeds = cursorSeeds()

describe(`cursor stability: ${WALKS.length} walks under writes, seeds ${seeds.join(', ')}`, () => {
  for (const store of STORES) {
    test(store, async (t) => runCursorProperty(t, await build(t, { store }), seeds))
  }
})
