import { startRedis } from '../../support/redis-server.ts'
import { type Check, check, type Failures, type Figures, format, type Session } from '../measure.ts'
import { CORES, type Launched, PINNING, pinProcess } from '../processes.ts'
import { ceiling, ours } from '../servers.ts'
import { type Load, rpsOf, runWrk, type WrkResult } from '../wrk.ts'

const OVERLAY = { 'x-playground-identity': 'bench-scaleout-overlay-30' }
/** The list of an identity with 30 overlay entries, so that answering it reads Redis. */
const LOAD: Load = { path: '/api/v1/posts', headers: OVERLAY }
const NAME = 'scale-out (redis store)'
const CEILING = `${NAME}: node:http ceiling, one core`
const ONE = `${NAME}, 1 instance: Mock Playground`

/**
 * With three cores or more, both instances serve at once, on CPU 0 and 1, each under a wrk of
 * its own on CPU 2 (Redis on CPU 3 if there is one, else beside wrk). With two, two instances
 * and a load generator cannot run at once without sharing a core, and sharing would measure the
 * sharing: each instance is measured alone on its core with wrk (and Redis) on the other one,
 * while the other instance runs idle on the same Redis, and their sum is set against the lone
 * instance. That is per-core throughput: it shows what a second instance on a shared Redis
 * costs each one (the second one reads an overlay the first one wrote), not whether Redis
 * itself keeps up with both at once.
 */
const AT_ONCE = PINNING && CORES >= 3
const TWO = AT_ONCE
  ? `${NAME}, 2 instances at once: Mock Playground`
  : `${NAME}, 2 instances, sum of per-core runs: Mock Playground`
const perCore = (n: 1 | 2) => `${NAME}, instance ${n} of 2 alone on its core: Mock Playground`

const total = (a: Failures, b: Failures): Failures => ({
  timeouts: a.timeouts + b.timeouts,
  socketErrors: a.socketErrors + b.socketErrors,
  errorAnswers: a.errorAnswers + b.errorAnswers,
  requests: a.requests + b.requests,
})

/**
 * Issue 22 point 5: two instances of our service on one Redis against one, pinned so that
 * each instance has a core of its own. Starts a redis-server of its own (Debian's
 * `redis-server`). Opt-in: `npm run bench -- --only scaleout`.
 */
export async function scaleout(session: Session, figures: Figures): Promise<Check[]> {
  const { dir, runs, seconds, connections } = session
  const loadCore = AT_ONCE ? 2 : 1
  const redis = await startRedis()
  // Never on a server's core: Redis sits with the load generator, or on a core of its own.
  const pinRedis = (core: number) => pinProcess(redis.pid() as number, core)
  const redisCore = AT_ONCE && CORES >= 4 ? 3 : loadCore
  pinRedis(redisCore)
  const store = ['--store', 'redis', '--redis-url', redis.url]
  const wrk = (server: Launched, core: number, secs = seconds) =>
    runWrk(server.url, LOAD, connections, secs, { core })
  const first = await ours(dir, 'scaleout-1', {}, [], store, 0)
  let top: Launched | undefined
  try {
    for (let i = 1; i <= 30; i++) {
      const res = await fetch(`${first.url}/api/v1/posts`, {
        method: 'POST',
        headers: { ...OVERLAY, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: 1 + (i % 10), title: `overlay post ${i}`, body: `b ${i}` }),
      })
      if (res.status !== 200) throw new Error(`setup create answered ${res.status}`)
    }
    const body = await (await fetch(`${first.url}${LOAD.path}`, { headers: OVERLAY })).text()
    top = await ceiling({ [LOAD.path]: body }, dir)
    if (!session.smoke) {
      console.log('warming up')
      await wrk(top, loadCore, 2)
      await wrk(first, loadCore, 2)
    }
    for (let run = 1; run <= runs; run++) {
      console.log(`scale-out run ${run}/${runs}${AT_ONCE ? '' : ' (per core, on 2 CPUs)'}`)
      figures.add(CEILING, 'req/s', ...rpsOf(await wrk(top, loadCore)))
      figures.add(ONE, 'req/s', ...rpsOf(await wrk(first, loadCore)))
      // The second instance starts and stops with each run, so the lone figure is truly alone.
      const second = await ours(dir, `scaleout-2-${run}`, {}, [], store, 1)
      try {
        // It reads the overlay the first one wrote, from Redis.
        const seen = await (await fetch(`${second.url}${LOAD.path}`, { headers: OVERLAY })).text()
        if (seen !== body) throw new Error('two instances on one Redis listed different posts')
        let x: WrkResult
        let y: WrkResult
        if (AT_ONCE) {
          if (!session.smoke) await wrk(second, loadCore, 2)
          ;[x, y] = await Promise.all([wrk(first, loadCore), wrk(second, loadCore)])
        } else {
          x = await wrk(first, 1)
          figures.add(perCore(1), 'req/s', ...rpsOf(x))
          // wrk and Redis move to CPU 0, leaving CPU 1 to the second instance.
          pinRedis(0)
          if (!session.smoke) await wrk(second, 0, 2)
          y = await wrk(second, 0)
          figures.add(perCore(2), 'req/s', ...rpsOf(y))
          pinRedis(redisCore)
        }
        figures.add(TWO, 'req/s', x.rps + y.rps, { failures: total(x.failures, y.failures) })
      } finally {
        await second.stop()
      }
    }
  } finally {
    await Promise.all([first.stop(), top?.stop()])
    await redis.stop()
  }

  const ratio = figures.median(TWO) / figures.median(ONE)
  const rps = (name: string) => format(figures.median(name), 'req/s')
  return [
    check(
      figures,
      `2 instances on one Redis ≥ 1.8× one instance, 30 overlay entries (issue 22${AT_ONCE ? '' : '; per core, on 2 CPUs'})`,
      `${ratio.toFixed(2)}× (${rps(TWO)} against ${rps(ONE)}; the ceiling on one core ${rps(CEILING)})`,
      ratio >= 1.8,
      [TWO, ONE],
    ),
  ]
}
