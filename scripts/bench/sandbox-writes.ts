import { Agent, request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEFAULT_CREATE_CAP as CREATE_CAP } from '../../src/domain/limits.ts'

/** Created posts a sandbox keeps before its next write deletes the oldest (below the cap of 30). */
const KEEP = 15
const BODY = 'x'.repeat(200)
/** The first few failed writes are printed; the rest only counted. */
const SHOWN_FAILURES = 5

export interface WriteResult {
  /** Writes answered 2xx, and those answered otherwise or not at all. */
  ok: number
  failed: number
  /** Writes not sent: the sandbox had 30 posts created or creating, none answered to delete. */
  skipped: number
  /** From the first write sent to the last answer, ms (writes are sent from 0 to `seconds` − 1/rate). */
  elapsedMs: number
  /** Writes still unanswered when the harness stopped waiting. */
  unanswered: number
}

/**
 * Paced REST writes spread round-robin over `sandboxes`, each identified by a sequence number
 * its event carries back: a create's title is `w<seq>`, a delete's record id maps to its
 * `seq`. Creates are capped at 30 live posts per sandbox
 * (docs/contract/baseline-and-overlay.md#create-cap), so once a sandbox holds 15 the next write
 * deletes its oldest: the steady state alternates POST and DELETE, both writes that emit an event
 * (`post.created`, `post.deleted`).
 */
export function createSandboxWriter(url: string, sandboxes: readonly string[]) {
  const { hostname, port } = new URL(url)
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const states = sandboxes.map(() => ({ created: [] as string[], creating: 0 }))
  /** performance.now() when each write was handed to the socket layer, by sequence. */
  const sentAt: number[] = []
  const deleted = new Map<string, number>()
  /** Sequences answered 2xx, by sandbox index: the events each of its clients must receive. */
  const answered = sandboxes.map(() => [] as number[])
  let failed = 0
  let skipped = 0
  let inFlight = 0
  let lastAnswerAt = 0

  function send(index: number) {
    const state = states[index] as (typeof states)[number]
    const seq = sentAt.length
    let method: 'POST' | 'DELETE'
    let path: string
    let body: string | undefined
    const oldest = state.created.length >= KEEP ? state.created.shift() : undefined
    if (oldest !== undefined) {
      method = 'DELETE'
      path = `/api/v1/posts/${oldest}`
      deleted.set(oldest, seq)
    } else if (state.created.length + state.creating < CREATE_CAP) {
      method = 'POST'
      path = '/api/v1/posts'
      body = JSON.stringify({ user_id: 1 + (seq % 10), title: `w${seq}`, body: BODY })
      state.creating++
    } else {
      skipped++
      return
    }
    inFlight++
    const done = (status: number, text: string) => {
      inFlight--
      lastAnswerAt = performance.now()
      if (method === 'POST') state.creating--
      if (status >= 200 && status < 300) {
        ;(answered[index] as number[]).push(seq)
        if (method === 'POST') state.created.push((JSON.parse(text) as { id: string }).id)
        return
      }
      if (++failed <= SHOWN_FAILURES)
        console.log(`  write ${method} ${path} failed: ${status || ''} ${text.slice(0, 200)}`)
    }
    const req = request(
      {
        agent,
        hostname,
        port,
        method,
        path,
        headers: {
          'x-playground-identity': sandboxes[index],
          ...(body && { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => {
          text += d
        })
        res.on('end', () => done(res.statusCode ?? 0, text))
        res.on('error', (e) => done(0, e.message))
      },
    )
    req.on('error', (e) => done(0, e.message))
    sentAt.push(performance.now())
    req.end(body)
  }

  return {
    sentAt,
    answered,
    /** The sequence of the write that caused a `post.created` or `post.deleted` event. */
    sequenceOf(event: { type: string; recordId: unknown; data: unknown }): number | undefined {
      if (event.type === 'post.created') {
        const title = (event.data as { title?: unknown } | null)?.title
        return typeof title === 'string' && title.startsWith('w')
          ? Number(title.slice(1))
          : undefined
      }
      if (event.type === 'post.deleted') return deleted.get(String(event.recordId))
      return undefined
    },

    /**
     * `rate` writes a second for `seconds`, paced against the clock (a late timer sends the
     * writes that fell due at once), then waits up to `drainMs` for the last answers.
     */
    async run(rate: number, seconds: number, drainMs: number): Promise<WriteResult> {
      const total = Math.round(rate * seconds)
      const start = performance.now()
      let due = 0
      while (due < total) {
        const now = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1)
        for (; due < now; due++) send(due % sandboxes.length)
        await sleep(1)
      }
      const deadline = performance.now() + drainMs
      while (inFlight > 0 && performance.now() < deadline) await sleep(10)
      const ok = answered.reduce((n, seqs) => n + seqs.length, 0)
      return { ok, failed, skipped, elapsedMs: lastAnswerAt - start, unanswered: inFlight }
    },

    close() {
      agent.destroy()
    },
  }
}
