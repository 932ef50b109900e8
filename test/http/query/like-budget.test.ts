import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { mulberry32 } from '../../../src/lib/mulberry32.ts'
import { as, build, STORES } from '../../helper.ts'
import { API, assertProblem, type Client } from '../resources/support.ts'

/**
 * `_like` over a sandbox's own large records must not stall the server (ADR 0012): 500 custom
 * records of 15 KB, and a list that ORs 200 patterns over them (12.7 s of one blocked event loop
 * before the patterns became one automaton) or uses one that RE2 can only run slowly. While it
 * runs, a ticker measures the longest turn of the event loop and `/health` must answer. The
 * bound is generous (2.5 s, for a shared CI machine): the old code held the loop for many seconds.
 */

const RECORDS = 500
const TEXT = 15_000

/** Texts of letters and digits without `q`, so that `(z|N)q` matches none and reads all. */
function records(seed: number, count: number) {
  const rng = mulberry32(seed)
  const alphabet = 'abcdefghijklmnoprstuvwxy 0123456789 '
  return Array.from({ length: count }, (_, i) => ({
    n: i,
    text: Array.from({ length: TEXT }, () => alphabet[Math.floor(rng() * alphabet.length)]).join(
      '',
    ),
  }))
}

async function fill(me: Client) {
  // Two imports: one body holds at most 5 MB.
  for (const half of [0, 1]) {
    const res = await me.send({
      method: 'POST',
      url: `${API}/custom/notes/import`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(records(half + 1, RECORDS / 2)),
    })
    assert.equal(res.statusCode, 200, res.body)
  }
}

/** The longest the event loop went without a turn while `work` ran, and `/health`'s status. */
async function loopWhile<T>(me: Client, work: () => Promise<T>) {
  let longest = 0
  let last = performance.now()
  const ticker = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 5)
  const running = work()
  const health = await me.get('/health')
  const answer = await running
  const now = performance.now()
  longest = Math.max(longest, now - last)
  clearInterval(ticker)
  return { answer, health: health.statusCode, longest }
}

for (const store of STORES) {
  describe(`_like over a sandbox's large records keeps the loop turning (${store})`, () => {
    test('200 OR-ed patterns, then a slow single pattern: answered or refused, /health answers', {
      timeout: 120_000,
    }, async (t) => {
      const me = as(await build(t, { store }), 'like-budget')
      await fill(me)
      const url = `${API}/custom/notes?limit=5&${Array.from({ length: 200 }, (_, i) => `text_like=${encodeURIComponent(`(z|${i})q`)}`).join('&')}`
      const many = await loopWhile(me, () => me.get(url))
      assert.equal(many.answer.statusCode, 200, many.answer.body)
      assert.equal(many.answer.json().data.length, 0)
      assert.equal(many.health, 200)
      assert.ok(many.longest < 2500, `the loop stood still for ${many.longest.toFixed(0)} ms`)

      // RE2 reads 15 KB in about 0.2 s with this one: the list goes on in slices, and stops at
      // the budget with a 400 naming the parameter and the budget.
      const slow = await loopWhile(me, () =>
        me.get(`${API}/custom/notes?text_like=${encodeURIComponent('a.{1000}z')}`),
      )
      assertProblem(slow.answer, 400, 'QUERY_TOO_COMPLEX')
      assert.match(
        slow.answer.json().detail,
        /'text_like' took over 5000 ms of matching \(1 pattern, [0-9.]+ MB of text read\)/,
      )
      assert.equal(slow.health, 200)
      assert.ok(slow.longest < 2500, `the loop stood still for ${slow.longest.toFixed(0)} ms`)

      // The common path is untouched: a short pattern answers at once.
      const plain = await me.get(`${API}/custom/notes?text_like=abc&limit=1`)
      assert.equal(plain.statusCode, 200, plain.body)
    })
  })
}
