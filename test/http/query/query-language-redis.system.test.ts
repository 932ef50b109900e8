import { describe, type TestContext, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { startRedis } from '../../../scripts/support/redis-server.ts'
import { build } from '../../helper.ts'
import { QUERY_CASES } from './cases.ts'
import { cursorSeeds, runCursorProperty, WALKS } from './cursor-property.ts'
import { runGraphQLCases } from './graphql-runner.ts'
import { runQueryCases } from './rest-runner.ts'

/**
 * The query language's case table and the cursor stability property of
 * `query-language.test.ts` and `cursor-stability.test.ts`, on the redis store against a real
 * redis-server (the system lane: without the program it fails, naming Debian's package).
 */
const seeds = cursorSeeds()

/** An app on a fresh redis-server, closed before the server stops. */
async function onRedis(t: TestContext, run: (app: FastifyInstance) => Promise<void>) {
  const redis = await startRedis()
  try {
    const app = await build(t, { store: 'redis', redisUrl: redis.url })
    try {
      await run(app)
    } finally {
      await app.close()
    }
  } finally {
    await redis.stop()
  }
}

describe('query language on redis', () => {
  test(`${QUERY_CASES.length} list cases against the oracle`, async (t) => {
    await onRedis(t, (app) => runQueryCases(t, app))
  })

  test('the cases GraphQL can say, over GraphQL', async (t) => {
    await onRedis(t, (app) => runGraphQLCases(t, app))
  })

  test(`cursor stability: ${WALKS.length} walks under writes, seeds ${seeds.join(', ')}`, async (t) => {
    await onRedis(t, (app) => runCursorProperty(t, app, seeds))
  })
})
