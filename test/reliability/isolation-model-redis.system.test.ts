import { describe, test } from 'node:test'
import { startRedis } from '../../scripts/support/redis-server.ts'
import { build } from '../helper.ts'
import { IDENTITIES, SEED, STEPS } from './isolation/config.ts'
import { runModel } from './isolation/run.ts'

/**
 * The isolation model test of `isolation-model.test.ts` on the redis store, against a real
 * redis-server (the system lane: without the program it fails, naming Debian's package).
 *
 * Replay a failure with `MODEL_SEED=<seed> node --import tsx --test test/reliability/isolation-model-redis.system.test.ts`.
 */

describe(`isolation model: ${STEPS} random operations over ${IDENTITIES} identities (MODEL_SEED=${SEED})`, () => {
  test('redis', async (t) => {
    const redis = await startRedis()
    try {
      const app = await build(t, { store: 'redis', redisUrl: redis.url })
      try {
        await runModel(t, app, 'redis')
      } finally {
        await app.close()
      }
    } finally {
      await redis.stop()
    }
  })
})
