import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { requireProgram } from './programs.ts'

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server'

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

export interface RedisServer {
  url: string
  port: number
  dir: string
  /** The running server's process id (the benchmark pins it to a core). */
  pid(): number | undefined
  /** Stops it abruptly (SIGKILL) and waits for the process to end. */
  kill(): Promise<void>
  /** Starts it again on the same port and data directory (the AOF brings the data back). */
  start(): Promise<void>
  /** Stops it for good and removes its directory. */
  stop(): Promise<void>
}

/**
 * A real `redis-server` on a free loopback port with AOF on, in a temporary directory,
 * managed by PID. Resolves once it accepts connections.
 */
export async function startRedis(extraArgs: string[] = []): Promise<RedisServer> {
  requireProgram('redis-server', REDIS_SERVER)
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'mock-playground-redis-'))
  let child: ChildProcess | undefined

  const start = async () => {
    const proc = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--save',
        '',
        '--protected-mode',
        'yes',
        ...extraArgs,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child = proc
    let out = ''
    await new Promise<void>((resolve, reject) => {
      proc.on('error', (err) =>
        reject(
          new Error(`cannot start ${REDIS_SERVER} (install Debian's redis-server): ${err.message}`),
        ),
      )
      proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)))
      proc.stdout?.on('data', (d) => {
        out += d
        if (out.includes('Ready to accept connections')) resolve()
      })
    })
  }
  const kill = async () => {
    const proc = child
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    proc.kill('SIGKILL')
    await once(proc, 'exit')
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    pid: () => child?.pid,
    kill,
    start,
    async stop() {
      await kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
