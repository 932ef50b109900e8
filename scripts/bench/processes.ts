import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '../support/redis-server.ts'

export { freePort }

/** The CPUs this process may run on (`nproc`, which follows the affinity it was started with). */
export const CORES = (() => {
  try {
    return Number(execFileSync('nproc', { encoding: 'utf8' })) || 1
  } catch {
    return 1
  }
})()

/** `taskset` pins servers to CPU 0 and load generators to CPU 1, when both exist. */
export const PINNING = (() => {
  try {
    execFileSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' })
    execFileSync('taskset', ['-pc', '0-1023', String(process.pid)], { stdio: 'ignore' })
    return CORES >= 2
  } catch {
    return false
  }
})()

/** Runs this process (the harness, with autocannon and the write clients) on the load core. */
export function pinSelfToLoadCore() {
  if (PINNING) execFileSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' })
}

/** The command line, prefixed with taskset when pinning works. */
export function pinned(core: number, command: string, args: string[]): [string, string[]] {
  return PINNING ? ['taskset', ['-c', String(core), command, ...args]] : [command, args]
}

/** Moves a running process, every thread of it, to `core` (when pinning works). */
export function pinProcess(pid: number, core: number) {
  if (PINNING)
    execFileSync('taskset', ['-a', '-pc', String(core), String(pid)], { stdio: 'ignore' })
}

export interface Launched {
  name: string
  child: ChildProcess
  url: string
  /** Milliseconds from spawn until `readyPath` first answered 200. */
  readyMs: number
  stop(): Promise<void>
  rssMb(): number
  /** CPU time (user + system) the process has used, ms, at the kernel's 10 ms tick. */
  cpuMs(): number
  /** Time its main thread (the event loop) was ready to run but waited for a CPU, ms. */
  waitMs(): number
}

/** Run-queue wait of a thread, ms: the second field of its schedstat (ns). */
export const runQueueWaitMs = (pid: number | string) =>
  Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6

const running = new Set<Launched>()

/** Stops, by PID, everything still running (on error or interrupt). */
export async function stopAll() {
  await Promise.all([...running].map((p) => p.stop()))
}

/**
 * Starts a server pinned to `core` (CPU 0 unless named) and resolves once `readyPath` answers
 * 200. Bounded: a server not ready within `timeoutMs` is killed and the launch fails.
 */
export async function launch(opts: {
  name: string
  command: string
  args: string[]
  port: number
  readyPath: string
  env?: NodeJS.ProcessEnv
  cwd?: string
  timeoutMs?: number
  core?: number
}): Promise<Launched> {
  const [command, args] = pinned(opts.core ?? 0, opts.command, opts.args)
  const started = performance.now()
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += d
  })
  const url = `http://127.0.0.1:${opts.port}`
  const launched: Launched = {
    name: opts.name,
    child,
    url,
    readyMs: 0,
    async stop() {
      running.delete(launched)
      if (child.exitCode !== null || child.signalCode !== null) return
      const gone = once(child, 'exit')
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await gone
      clearTimeout(timer)
    },
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
    },
    cpuMs() {
      // Fields 14 and 15 of stat, counted after the command name (which may hold spaces).
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return (Number(fields[11]) + Number(fields[12])) * 10
    },
    waitMs: () => runQueueWaitMs(child.pid as number),
  }
  running.add(launched)
  const deadline = started + (opts.timeoutMs ?? 30_000)
  // Polling is the only readiness signal json-server and the ceiling share with our CLI.
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${opts.name} exited with ${child.exitCode}: ${stderr}`)
    try {
      const res = await fetch(`${url}${opts.readyPath}`)
      await res.arrayBuffer()
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await launched.stop()
      throw new Error(`${opts.name} not ready after ${opts.timeoutMs ?? 30_000} ms: ${stderr}`)
    }
    await sleep(20)
  }
  launched.readyMs = performance.now() - started
  return launched
}
