import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Check, Figures, Session } from '../measure.ts'
import { type Launched, runQueueWaitMs } from '../processes.ts'
import { createSandboxWriter } from '../sandbox-writes.ts'
import { ours } from '../servers.ts'
import { openStream, type SseStream } from '../sse-stream.ts'

/**
 * Open streams one sandbox may hold (docs/contract/events-and-webhooks.md#server-sent-events):
 * 1,000 clients over 100 sandboxes is all of it.
 */
const PER_SANDBOX = 10
/** Streams connecting at once: a burst of 1,000 would overflow the listen backlog (511). */
const CONNECTING = 100
/** How often the harness samples its own event-loop delay, ms. */
const LOOP_RESOLUTION_MS = 5

interface Client {
  sandbox: number
  stream: SseStream
  received: Set<number>
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)

/**
 * RSS once two readings half a second apart differ by less than 256 KB (at most 5 s): the
 * sockets just opened or closed are not all counted by the first reading.
 */
async function settledRssMb(server: Launched): Promise<number> {
  let last = server.rssMb()
  for (let i = 0; i < 10; i++) {
    await sleep(500)
    const now = server.rssMb()
    if (Math.abs(now - last) < 0.25) return now
    last = now
  }
  return last
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs
  while (!done()) {
    if (performance.now() > deadline) return false
    await sleep(20)
  }
  return true
}

/** Opens `PER_SANDBOX` streams for each sandbox, `CONNECTING` at a time; keeps the ones that connected. */
async function connect(
  url: string,
  sandboxes: readonly string[],
  onFrame: (client: Omit<Client, 'stream'>, event: string, data: string, at: number) => void,
): Promise<{ clients: Client[]; failures: string[] }> {
  const wanted = sandboxes.flatMap((_, sandbox) =>
    Array.from({ length: PER_SANDBOX }, () => sandbox),
  )
  const clients: Client[] = []
  const failures: string[] = []
  for (let from = 0; from < wanted.length; from += CONNECTING) {
    const batch = wanted.slice(from, from + CONNECTING).map((sandbox) => {
      const client = { sandbox, received: new Set<number>() }
      const stream = openStream(url, sandboxes[sandbox] as string, (event, data, at) =>
        onFrame(client, event, data, at),
      )
      return { ...client, stream }
    })
    const results = await Promise.allSettled(batch.map((c) => c.stream.ready))
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') clients.push(batch[i] as Client)
      else failures.push(String(result.reason))
    }
  }
  return { clients, failures }
}

/**
 * Issue 18's load figure: `PER_SANDBOX` SSE clients on each of `sandboxes` sandboxes of one
 * instance (1,000 over 100) receive every event while REST writes run at `rate` a second
 * round-robin over the sandboxes. Delivery latency is a client's receipt minus the write's
 * send, both performance.now() in this process (the harness, on the load core); every client
 * must receive every event of its sandbox. Memory per idle stream is the server's settled RSS
 * with the streams open minus before them, per stream. A fresh server (sqlite store) each run.
 */
export async function events(
  session: Session,
  figures: Figures,
  opts: { sandboxes: number; rate: number },
): Promise<Check[]> {
  const names = Array.from({ length: opts.sandboxes }, (_, i) => `bench-events-${i}`)
  const count = opts.sandboxes * PER_SANDBOX
  let lostTotal = 0
  let brokenTotal = 0
  console.log(
    `  ${count.toLocaleString('en')} SSE clients over ${opts.sandboxes} sandboxes, ` +
      `REST writes at ${opts.rate}/s for ${session.seconds} s`,
  )
  for (let run = 1; run <= session.runs; run++) {
    console.log(`events run ${run}/${session.runs}`)
    const server = await ours(session.dir, `events-${run}`)
    const writer = createSandboxWriter(server.url, names)
    let clients: Client[] = []
    try {
      // Warm-up: the stream, write and fan-out paths of server and harness run before any figure.
      const warmUp = createSandboxWriter(server.url, ['bench-events-warm-up'])
      const warm = await connect(server.url, ['bench-events-warm-up'], () => {})
      await warmUp.run(50, session.smoke ? 0.2 : 2, 10_000)
      for (const c of warm.clients) c.stream.close()
      warmUp.close()

      const before = await settledRssMb(server)
      const latencies: number[] = []
      let matched = 0
      let unmatched = 0
      const started = performance.now()
      const connected = await connect(server.url, names, (client, event, data, at) => {
        let seq: number | undefined
        // A frame that does not parse is counted, not thrown: the run goes on and says so.
        try {
          if (event === 'post.created' || event === 'post.deleted')
            seq = writer.sequenceOf(
              JSON.parse(data) as { type: string; recordId: unknown; data: unknown },
            )
        } catch {}
        const sentAt = seq === undefined ? undefined : writer.sentAt[seq]
        if (seq === undefined || sentAt === undefined || client.received.has(seq)) {
          unmatched++
          return
        }
        client.received.add(seq)
        matched++
        latencies.push(at - sentAt)
      })
      clients = connected.clients
      console.log(
        `  ${clients.length} streams connected in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )
      for (const failure of connected.failures.slice(0, 5)) console.log(`  ${failure}`)
      const after = await settledRssMb(server)
      console.log(`  server RSS ${before.toFixed(1)} MB → ${after.toFixed(1)} MB`)
      figures.add(
        'events: memory per idle stream',
        'KB',
        clients.length > 0 ? ((after - before) * 1024) / clients.length : Number.NaN,
      )

      const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS })
      const cpu = process.cpuUsage()
      const wall = performance.now()
      const serverCpu = server.cpuMs()
      const serverWait = server.waitMs()
      const harnessWait = runQueueWaitMs('self')
      loop.enable()
      const writes = await writer.run(opts.rate, session.seconds, 30_000)
      loop.disable()
      const busy = process.cpuUsage(cpu)
      const wallMs = performance.now() - wall
      const harnessCpu = (busy.user + busy.system) / 10 / wallMs
      const serverBusy = (100 * (server.cpuMs() - serverCpu)) / wallMs
      const serverWaited = (100 * (server.waitMs() - serverWait)) / wallMs
      const harnessWaited = (100 * (runQueueWaitMs('self') - harnessWait)) / wallMs

      // Every client's due: the writes of its sandbox that were answered 2xx.
      const due = clients.reduce((n, c) => n + (writer.answered[c.sandbox]?.length ?? 0), 0)
      const drained = await waitUntil(() => matched >= due, session.smoke ? 5_000 : 10_000)
      let lost = 0
      for (const c of clients)
        for (const seq of writer.answered[c.sandbox] ?? []) if (!c.received.has(seq)) lost++
      const broken = connected.failures.length + clients.filter((c) => c.stream.ended).length
      for (const c of clients.filter((c) => c.stream.ended).slice(0, 5))
        console.log(`  a stream of ${names[c.sandbox]} ended: ${c.stream.ended}`)
      lostTotal += lost
      brokenTotal += broken

      const sorted = Float64Array.from(latencies).sort()
      console.log(
        `  writes: ${writes.ok} answered 2xx, ${writes.failed} failed, ${writes.unanswered} unanswered, ` +
          `${writes.skipped} skipped (sandbox at the cap); events: ${matched} of ${due} due received` +
          `${drained ? '' : ' (stopped waiting)'}, ${unmatched} unexpected; ` +
          `max delivery ${percentile(sorted, 100).toFixed(1)} ms; ${broken} streams failed or ended`,
      )
      figures.add('events: p50 delivery latency', 'ms', percentile(sorted, 50))
      figures.add('events: p99 delivery latency', 'ms', percentile(sorted, 99))
      figures.add('events: lost events', 'events', lost)
      figures.add(
        'events: achieved write rate',
        'req/s',
        (writes.ok * 1000) / Math.max(session.seconds * 1000, writes.elapsedMs),
      )
      // How busy the server was, whether other processes kept it from its core (a shared
      // machine), and whether the harness kept up: the latency is the server's only while the
      // harness does.
      figures.add('events: server CPU while writing', '%', serverBusy)
      figures.add('events: server event loop waiting for a CPU', '%', serverWaited)
      figures.add('events: harness waiting for a CPU', '%', harnessWaited)
      figures.add('events: harness CPU while writing', '%', harnessCpu)
      // The histogram counts the sampling interval too: what is beyond it is the delay.
      figures.add(
        'events: harness event-loop delay p99',
        'ms',
        Math.max(0, loop.percentile(99) / 1e6 - LOOP_RESOLUTION_MS),
      )
    } finally {
      for (const c of clients) c.stream.close()
      writer.close()
      await server.stop()
    }
  }

  const m = (name: string) => figures.median(name)
  const p99 = m('events: p99 delivery latency')
  const rate = m('events: achieved write rate')
  const shape = `${count.toLocaleString('en')} SSE clients over ${opts.sandboxes} sandboxes, writes at ${opts.rate}/s`
  return [
    {
      target: `${shape}: p99 delivery latency < 100 ms (issue 18)`,
      measured: `${p99.toFixed(1)} ms`,
      pass: p99 < 100,
    },
    {
      target: `${shape}: every client receives every event of its sandbox (issue 18)`,
      measured: `${lostTotal} lost in ${session.runs} runs; ${brokenTotal} streams failed or ended`,
      pass: lostTotal === 0 && brokenTotal === 0,
    },
    {
      target: `REST writes at ≥ 95 % of ${opts.rate}/s beside the streams (issue 18)`,
      measured: `${Math.round(rate)}/s (${((100 * rate) / opts.rate).toFixed(0)} %)`,
      pass: rate >= 0.95 * opts.rate,
    },
  ]
}
