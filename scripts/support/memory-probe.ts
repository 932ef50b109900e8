/**
 * Measuring the memory of the built CLI as many identities write: RSS from /proc, the live heap
 * through a GC probe, and a client that makes every identity write once. Used by the bench's
 * `identities` scenario and by test/reliability/memory.system.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Server, startBuiltCli } from './built-cli.ts'

/** Resident set size of a process, in bytes, from /proc (Linux). */
export function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}

/**
 * Peak resident set size of a process since it started or since `resetPeakRss`, in bytes (VmHWM):
 * unlike sampled RSS, it also sees a peak between two samples.
 */
export function peakRssOf(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no VmHWM for process ${pid}`)
  return Number(match[1]) * 1024
}

/**
 * Resets a process's VmHWM to its current RSS, through /proc/<pid>/clear_refs (Linux 4.0, and a
 * process we may trace); false where the kernel does not let us.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Preloaded into the server (NODE_OPTIONS --import), the CLI itself unchanged: on SIGUSR2 it
 * runs two full garbage collections and prints the heap still in use, the live set, which
 * unlike RSS does not depend on when V8 chose to collect.
 */
const GC_PROBE = `import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc')
process.on('SIGUSR2', () => {
  gc()
  gc()
  process.stdout.write('gc-probe ' + process.memoryUsage().heapUsed + '\\n')
})
`

/** The built CLI on the sqlite store in `dir`, with the GC probe and any extra Node options. */
export async function startMeasuredCli(dir: string, nodeOptions = ''): Promise<Server> {
  const probe = join(dir, 'gc-probe.mjs')
  writeFileSync(probe, GC_PROBE)
  return startBuiltCli(['--store', 'sqlite', '--db', join(dir, 'memory.db')], {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(probe).href} ${nodeOptions}`,
  })
}

/** The server's live heap in bytes, after full collections (see GC_PROBE). */
export async function liveHeapOf(server: Server): Promise<number> {
  const stdout = server.child.stdout
  if (!stdout) throw new Error('the server has no stdout')
  let text = ''
  const seen = new Promise<number>((resolve, reject) => {
    const onExit = () => reject(new Error(`the server exited: ${server.stderr()}`))
    const onData = (chunk: Buffer) => {
      text += chunk
      const match = /gc-probe (\d+)/.exec(text)
      if (!match) return
      stdout.off('data', onData)
      server.child.off('exit', onExit)
      resolve(Number(match[1]))
    }
    stdout.on('data', onData)
    server.child.once('exit', onExit)
  })
  server.child.kill('SIGUSR2')
  return seen
}

/** One request on a keep-alive agent; resolves with the status and the body. */
function call(
  agent: Agent,
  url: URL,
  method: string,
  path: string,
  identity: string,
  body?: string,
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers: Record<string, string> = { 'x-playground-identity': identity }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const req = request(
      { host: url.hostname, port: url.port, method, path, headers, agent },
      (res) => {
        let text = ''
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * Identities `${prefix}-${from}` … `${prefix}-${to - 1}` each create one todo and read their
 * todo list once (the read fills the per-identity read caches), `concurrency` at a time over
 * keep-alive connections. Throws on the first answer that is not a 200. node:http rather than
 * fetch: the client shares the machine with the server, and fetch costs it about twice the CPU.
 */
export async function driveIdentities(
  base: string,
  opts: { prefix: string; from: number; to: number; concurrency: number },
): Promise<void> {
  const url = new URL(base)
  const agent = new Agent({ keepAlive: true, maxSockets: opts.concurrency })
  let next = opts.from
  const worker = async () => {
    while (next < opts.to) {
      const identity = `${opts.prefix}-${next++}`
      const body = JSON.stringify({ user_id: 1, title: `written by ${identity}`, completed: false })
      const created = await call(agent, url, 'POST', '/api/v1/todos', identity, body)
      if (created.status !== 200)
        throw new Error(`${identity}: POST answered ${created.status}: ${created.body}`)
      const listed = await call(agent, url, 'GET', '/api/v1/todos?limit=1', identity)
      if (listed.status !== 200)
        throw new Error(`${identity}: GET answered ${listed.status}: ${listed.body}`)
    }
  }
  try {
    await Promise.all(Array.from({ length: opts.concurrency }, worker))
  } finally {
    agent.destroy()
  }
}
