import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'

const API = '/api/v1'

function assertProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json(): any },
  status: number,
  code: string,
) {
  assert.equal(res.statusCode, status)
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
  assert.equal(res.json().code, code)
}

for (const store of STORES) {
  describe(`per-request network simulation (${store})`, () => {
    test('_delay and X-Simulate-Delay hold the answer by a timer and say so', async (t) => {
      const app = await build(t, { store })
      const started = performance.now()
      const res = await app.inject({ method: 'GET', url: `${API}/posts/1?_delay=120` })
      const took = performance.now() - started
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['x-simulated'], 'delay=120')
      assert.ok(took >= 115, `answered after ${took} ms, before the 120 ms delay`)
      const header = await app.inject({
        method: 'GET',
        url: `${API}/posts/1`,
        headers: { 'x-simulate-delay': '30' },
      })
      assert.equal(header.headers['x-simulated'], 'delay=30')
      const clamped = await app.inject({
        method: 'GET',
        url: `${API}/posts/1?_delay=999999&_status=500`,
      })
      assert.match(String(clamped.headers['x-simulated']), /^delay=5000, status=500$/)
    })

    test('_status answers that status as problem JSON and does not run the operation', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'status')
      const res = await me.post(`${API}/posts?_status=503`, { title: 'never stored' })
      assertProblem(res, 503, 'SIMULATED_ERROR')
      assert.equal(res.headers['x-simulated'], 'status=503')
      const header = await me.send({
        method: 'DELETE',
        url: `${API}/posts/1`,
        headers: { 'x-simulate-status': '418' },
      })
      assertProblem(header, 418, 'SIMULATED_ERROR')
      assert.equal((await me.get(`${API}/posts?limit=1`)).json().pagination.total, 100)
      assert.equal((await me.get(`${API}/posts/1`)).statusCode, 200)
    })

    test('_ratelimit=true answers 429 with both header families, without running the operation', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'rl')
      const res = await me.post(`${API}/todos?_ratelimit=true`, { title: 'never stored' })
      assertProblem(res, 429, 'RATE_LIMITED')
      for (const h of [
        'retry-after',
        'ratelimit-limit',
        'ratelimit-remaining',
        'ratelimit-reset',
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
      ]) {
        assert.ok(res.headers[h] !== undefined, `missing ${h}`)
      }
      assert.equal(res.headers['ratelimit-remaining'], '0')
      assert.equal((await me.get(`${API}/todos?limit=1`)).json().pagination.total, 125)
      const header = await me.send({
        method: 'GET',
        url: `${API}/todos`,
        headers: { 'x-simulate-ratelimit': 'true' },
      })
      assert.equal(header.statusCode, 429)
    })

    test('_ratelimit=N/W allows N requests per window per identity, then 429s', async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'window-a')
      const codes: number[] = []
      const remaining: unknown[] = []
      for (let i = 0; i < 4; i++) {
        const res = await a.get(`${API}/users/1?_ratelimit=3/60`)
        codes.push(res.statusCode)
        remaining.push(res.headers['ratelimit-remaining'])
      }
      assert.deepEqual(codes, [200, 200, 200, 429])
      assert.deepEqual(remaining, ['2', '1', '0', '0'])
      assert.equal(
        (await as(app, 'window-b').get(`${API}/users/1?_ratelimit=3/60`)).statusCode,
        200,
      )
    })

    test('bad simulation values are 400 INVALID_QUERY', async (t) => {
      const app = await build(t, { store })
      for (const q of [
        '_delay=-1',
        '_delay=abc',
        '_delay=1.5',
        '_status=200',
        '_status=600',
        '_status=abc',
        '_ratelimit=lots',
        '_ratelimit=0/5',
        '_flaky=maybe',
        '_delay=1&_delay=2',
      ]) {
        assertProblem(
          await app.inject({ method: 'GET', url: `${API}/posts?${q}` }),
          400,
          'INVALID_QUERY',
        )
      }
    })

    test('health and the profile endpoint are never simulated', async (t) => {
      const app = await build(t, { store })
      assert.equal(
        (await app.inject({ method: 'GET', url: '/health?_status=500' })).statusCode,
        200,
      )
      assert.equal(
        (await app.inject({ method: 'GET', url: `${API}/health?_status=500` })).statusCode,
        200,
      )
      assert.equal(
        (await app.inject({ method: 'GET', url: `${API}/session/network?_status=500` })).statusCode,
        200,
      )
    })

    test('GraphQL requests are simulated with GraphQL-shaped errors', async (t) => {
      const app = await build(t, { store })
      const res = await app.inject({
        method: 'POST',
        url: '/graphql?_status=502',
        payload: { query: 'mutation { createPost(user_id: "1", title: "x") { id } }' },
        headers: { 'x-playground-identity': 'gql-sim' },
      })
      assert.equal(res.statusCode, 502)
      assert.equal(res.json().errors[0].extensions.code, 'SIMULATED_ERROR')
      assert.equal((await as(app, 'gql-sim').get(`${API}/posts`)).json().pagination.total, 100)
    })
  })

  describe(`flaky and per-identity profiles (${store})`, () => {
    test('_flaky adds 200–2500 ms of jitter and fails when the draw is under 10 %', async (t) => {
      let draw = 0
      const app = await build(t, { store }, { random: () => draw })
      draw = 0.05
      const failed = await app.inject({ method: 'GET', url: `${API}/posts/1?_flaky=true` })
      assertProblem(failed, 503, 'SIMULATED_ERROR')
      assert.equal(failed.headers['x-simulated'], 'delay=315, flaky')
      draw = 0
      const passed = await app.inject({ method: 'GET', url: `${API}/posts/1?_flaky=true` })
      assertProblem(passed, 503, 'SIMULATED_ERROR')
      draw = 0.5
      const ok = await app.inject({
        method: 'GET',
        url: `${API}/posts/1`,
        headers: { 'x-simulate-flaky': 'true' },
      })
      assert.equal(ok.statusCode, 200)
      assert.equal(ok.headers['x-simulated'], 'delay=1350, flaky')
    })

    test('a preset profile shapes REST and GraphQL for that identity only', async (t) => {
      const app = await build(t, { store }, { random: () => 0 })
      const me = as(app, 'profiled')
      const put = await me.put(`${API}/session/network`, { preset: 'fast-3g' })
      assert.deepEqual(put.json(), {
        active: true,
        preset: 'fast-3g',
        latency: { min: 150, max: 300 },
        errorRate: 0,
        errorStatus: 503,
        offline: false,
      })
      const rest = await me.get(`${API}/posts/1`)
      assert.equal(rest.headers['x-simulated'], 'delay=150, profile=fast-3g')
      const gql = await me.send({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ post(id: "1") { id } }' },
      })
      assert.equal(gql.headers['x-simulated'], 'delay=150, profile=fast-3g')
      assert.equal((await as(app, 'plain').get(`${API}/posts/1`)).headers['x-simulated'], undefined)
      assert.equal((await me.get(`${API}/session/network`)).json().preset, 'fast-3g')
    })

    test('offline answers 503 at once; error rates fail by the draw; DELETE restores', async (t) => {
      let draw = 0.1
      const app = await build(t, { store }, { random: () => draw })
      const me = as(app, 'offline')
      await me.put(`${API}/session/network`, { preset: 'offline' })
      const res = await me.get(`${API}/posts`)
      assertProblem(res, 503, 'SIMULATED_ERROR')
      assert.equal(res.headers['x-simulated'], 'offline')
      assert.equal((await me.get('/health')).statusCode, 200)
      await me.put(`${API}/session/network`, { errorRate: 0.2, errorStatus: 502 })
      assertProblem(await me.get(`${API}/posts`), 502, 'SIMULATED_ERROR')
      draw = 0.9
      assert.equal((await me.get(`${API}/posts`)).statusCode, 200)
      await me.put(`${API}/session/network`, { preset: 'flaky' })
      draw = 0.29
      assertProblem(await me.get(`${API}/posts`), 503, 'SIMULATED_ERROR')
      const cleared = await me.delete(`${API}/session/network`)
      assert.equal(cleared.json().active, false)
      draw = 0
      const after = await me.get(`${API}/posts`)
      assert.equal(after.statusCode, 200)
      assert.equal(after.headers['x-simulated'], undefined)
    })

    test('a profile is validated and a reset clears it', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'profile-bad')
      for (const body of [
        { preset: '5g' },
        { errorRate: 2 },
        { errorStatus: 200 },
        { latency: { min: 500, max: 100 } },
        { latency: { min: -1 } },
        { bogus: true },
      ]) {
        assert.equal(
          (await me.put(`${API}/session/network`, body)).statusCode,
          400,
          JSON.stringify(body),
        )
      }
      // Reset is itself simulated (only the profile endpoint and health are exempt)…
      await me.put(`${API}/session/network`, { preset: 'offline' })
      assert.equal((await me.delete(`${API}/session/reset`)).statusCode, 503)
      // …so a profile that lets requests through is the one a reset can clear.
      await me.put(`${API}/session/network`, { errorStatus: 500 })
      assert.equal((await me.get(`${API}/session/network`)).json().active, true)
      assert.equal((await me.delete(`${API}/session/reset`)).statusCode, 200)
      assert.equal((await me.get(`${API}/session/network`)).json().active, false)
    })
  })
}

describe('enforced rate limit', () => {
  test('is off by default: a burst of requests never meets a 429', async (t) => {
    const app = await build(t)
    const codes = new Set<number>()
    for (let i = 0; i < 120; i++)
      codes.add((await app.inject({ method: 'GET', url: `${API}/posts/1` })).statusCode)
    assert.deepEqual([...codes], [200])
  })

  test('RATE_LIMIT=n allows a burst of 2n per identity and per IP, then 429 with headers; health is exempt', async (t) => {
    const app = await build(t, { rateLimit: 2 })
    const a = as(app, 'limited-a')
    const codes: number[] = []
    for (let i = 0; i < 5; i++) codes.push((await a.get(`${API}/posts/1`)).statusCode)
    assert.deepEqual(codes, [200, 200, 200, 200, 429])
    const refused = await a.get(`${API}/posts/1`)
    assertProblem(refused, 429, 'RATE_LIMITED')
    assert.ok(Number(refused.headers['retry-after']) >= 1)
    assert.equal(refused.headers['ratelimit-limit'], '4')
    assert.equal(refused.headers['ratelimit-remaining'], '0')
    // Another identity from the same address meets the per-IP limit.
    assert.equal((await as(app, 'limited-b').get(`${API}/posts/1`)).statusCode, 429)
    // Another address with a fresh identity is fine.
    const elsewhere = await app.inject({
      method: 'GET',
      url: `${API}/posts/1`,
      remoteAddress: '10.9.8.7',
    })
    assert.equal(elsewhere.statusCode, 200)
    assert.equal((await a.get('/health')).statusCode, 200)
  })

  test('one identity spread over many addresses still meets its own limit', async (t) => {
    const app = await build(t, { rateLimit: 1 })
    const codes: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'GET',
        url: `${API}/posts/1`,
        remoteAddress: `10.0.0.${i + 1}`,
        headers: { 'x-playground-identity': 'roaming' },
      })
      codes.push(res.statusCode)
    }
    assert.deepEqual(codes, [200, 200, 429])
  })
})

test('one identity may hold at most 100 delayed requests at once; others are unaffected', async (t) => {
  const app = await build(t)
  const fire = (identity: string) =>
    app.inject({
      method: 'GET',
      url: `${API}/posts/1?_delay=200`,
      headers: { 'x-playground-identity': identity },
    })
  const [mine, other] = await Promise.all([
    Promise.all(Array.from({ length: 110 }, () => fire('greedy'))),
    Promise.all(Array.from({ length: 5 }, () => fire('modest'))),
  ])
  const codes = mine.map((r) => r.statusCode)
  assert.equal(codes.filter((c) => c === 200).length, 100)
  const refused = mine.filter((r) => r.statusCode === 429)
  assert.equal(refused.length, 10)
  assertProblem(refused[0] as never, 429, 'RATE_LIMITED')
  assert.deepEqual(
    other.map((r) => r.statusCode),
    [200, 200, 200, 200, 200],
  )
  // Once they are answered, the sandbox may wait again.
  assert.equal((await fire('greedy')).statusCode, 200)
})
