import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import type { TestContext } from 'node:test'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const BUILT_CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url))

export interface Server {
  child: ChildProcess
  url: string
  /** Everything the process wrote to stderr so far. */
  stderr(): string
  /** Everything the process wrote to stdout so far: the banner first. */
  stdout(): string
}

/**
 * Starts the built CLI on a free loopback port and resolves once its banner names the URL.
 * The caller stops it by PID (`server.child.kill(signal)`) and may await `exited(server)`.
 */
export async function startBuiltCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Server> {
  if (!existsSync(BUILT_CLI)) throw new Error('dist/ is missing: run `npm run build` first')
  const child = spawn(
    process.execPath,
    [BUILT_CLI, '--port', '0', '--log-level', 'warn', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  let err = ''
  child.stderr?.on('data', (d) => {
    err += d
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (d) => {
      out += d
      // The banner names loopback as localhost, for browsers; clients here use the address itself.
      const match = /REST\s+(http:\/\/[^/\s]+)/.exec(out)
      if (match?.[1]) resolve(match[1].replace('//localhost:', '//127.0.0.1:'))
    })
    child.once('exit', (code) =>
      reject(new Error(`CLI exited with ${code} before listening: ${err}`)),
    )
  })
  return { child, url, stderr: () => err, stdout: () => out }
}

export async function exited(server: Server): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    return server.child.exitCode
  const [code] = await once(server.child, 'exit')
  return code as number | null
}

/** The built CLI (memory store unless `args` say otherwise), stopped by PID when the test ends. */
export async function serveBuiltCli(
  t: TestContext,
  args: string[] = ['--store', 'memory'],
): Promise<Server> {
  const server = await startBuiltCli(args)
  t.after(async () => {
    server.child.kill('SIGTERM')
    await exited(server)
  })
  return server
}
