import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { CHAOS_STATUSES } from '../../../src/domain/network.ts'
import { build, STORES } from '../../helper.ts'

const API = '/api/v1'

/**
 * Chaos (docs/contract/network-simulation.md#chaos): the hosted original's `_chaos` and
 * `_chaos_errors`, beside the other simulations (docs/contract/network-simulation.md#per-request).
 */
for (const store of STORES) {
  describe(`chaos (${store})`, () => {
    test('_chaos=1 always fails, with a status from _chaos_errors, marked injected', async (t) => {
      let draw = 0.99
      const app = await build(t, { store }, { random: () => draw })
      for (const d of [0, 0.4, 0.99]) {
        draw = d
        const res = await app.inject({
          method: 'GET',
          url: `${API}/posts/1?_chaos=1&_chaos_errors=502,429`,
        })
        assert.ok([502, 429].includes(res.statusCode), `draw ${d}: ${res.statusCode}`)
        assert.equal(res.headers['x-playground-chaos'], 'injected')
        assert.equal(res.json().code, 'SIMULATED_ERROR')
        assert.match(String(res.headers['x-simulated']), /^delay=\d+, chaos=(502|429)$/)
        const delay = Number(/delay=(\d+)/.exec(String(res.headers['x-simulated']))?.[1])
        assert.ok(delay >= 250 && delay <= 1500, `a chaos failure waits 250–1500 ms, not ${delay}`)
      }
    })

    test('the header form, percentages, true, and the default statuses', async (t) => {
      let draw = 0.29
      const app = await build(t, { store }, { random: () => draw })
      const thirty = await app.inject({
        method: 'GET',
        url: `${API}/posts/1`,
        headers: { 'x-simulate-chaos': '30' },
      })
      assert.ok(CHAOS_STATUSES.includes(thirty.statusCode), String(thirty.statusCode))
      assert.equal(thirty.headers['x-playground-chaos'], 'injected')
      draw = 0.31
      const passed = await app.inject({ method: 'GET', url: `${API}/posts/1?_chaos=0.3` })
      assert.equal(passed.statusCode, 200)
      assert.equal(passed.headers['x-playground-chaos'], undefined)
      draw = 0.49
      const half = await app.inject({ method: 'GET', url: `${API}/posts/1?_chaos=true` })
      assert.equal(half.headers['x-playground-chaos'], 'injected')
      const never = await app.inject({ method: 'GET', url: `${API}/posts/1?_chaos=0` })
      assert.equal(never.statusCode, 200)
      const off = await app.inject({ method: 'GET', url: `${API}/posts/1?_chaos=false` })
      assert.equal(off.statusCode, 200)
    })

    test('a failure injected by chaos changes nothing', async (t) => {
      const app = await build(t, { store }, { random: () => 0 })
      const headers = { 'x-playground-identity': 'chaos-writer' }
      const res = await app.inject({
        method: 'DELETE',
        url: `${API}/posts/1?_chaos=1`,
        headers,
      })
      assert.equal(res.statusCode, 500)
      const still = await app.inject({ method: 'GET', url: `${API}/posts/1`, headers })
      assert.equal(still.statusCode, 200)
    })

    test('bad values are 400 naming the parameter and the value', async (t) => {
      const app = await build(t, { store })
      for (const [qs, param] of [
        ['_chaos=lots', '_chaos'],
        ['_chaos=101', '_chaos'],
        ['_chaos=-1', '_chaos'],
        ['_chaos=1&_chaos_errors=200', '_chaos_errors'],
        ['_chaos=1&_chaos_errors=500,abc', '_chaos_errors'],
      ]) {
        const res = await app.inject({ method: 'GET', url: `${API}/posts?${qs}` })
        assert.equal(res.statusCode, 400, qs)
        assert.equal(res.json().errors?.[0]?.field, param, qs)
        assert.match(res.json().detail, /got '/, qs)
      }
    })
  })
}

/**
 * docs/contract/network-simulation.md#simulated-rate-limits: the original's spellings of
 * `_ratelimit`, and what its 429s carry.
 */
for (const store of STORES) {
  describe(`rate-limit parity (${store})`, () => {
    test('_ratelimit=1 is true; N:W is N/W; 429s say retryAfter and an epoch X-RateLimit-Reset', async (t) => {
      const app = await build(t, { store })
      const headers = { 'x-playground-identity': 'rl-parity' }
      const before = Math.floor(Date.now() / 1000)
      const now = await app.inject({ method: 'GET', url: `${API}/posts?_ratelimit=1`, headers })
      assert.equal(now.statusCode, 429)
      const body = now.json()
      assert.equal(body.retryAfter, Number(now.headers['retry-after']))
      const delta = Number(now.headers['ratelimit-reset'])
      const epoch = Number(now.headers['x-ratelimit-reset'])
      assert.ok(epoch >= before + delta && epoch <= before + delta + 2, `${epoch} vs ${delta}`)

      for (let i = 1; i <= 2; i++) {
        const ok = await app.inject({ method: 'GET', url: `${API}/posts?_ratelimit=2:60`, headers })
        assert.equal(ok.statusCode, 200, `request ${i} of 2`)
      }
      const third = await app.inject({
        method: 'GET',
        url: `${API}/posts?_ratelimit=2:60`,
        headers,
      })
      assert.equal(third.statusCode, 429)
      assert.ok(third.json().retryAfter > 0)

      const bad = await app.inject({ method: 'GET', url: `${API}/posts?_ratelimit=2-60`, headers })
      assert.equal(bad.statusCode, 400)
      assert.match(bad.json().detail, /'_ratelimit'.*got '2-60'/)
    })
  })
}
