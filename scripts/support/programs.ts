import { spawnSync } from 'node:child_process'

/**
 * The Debian package of each program the system tests and the benchmark start for real. `.ci/run`
 * installs them; on another machine a missing one fails the test with this name, never a skip.
 */
export const DEBIAN_PACKAGES = {
  'redis-server': 'redis-server',
  'redis-cli': 'redis-tools',
  chromium: 'chromium',
  wrk: 'wrk',
} as const

/**
 * Throws unless `command` can be started (ENOENT or EACCES from a spawn), naming the Debian
 * package that provides `program`. `command` may be a path (CHROMIUM_PATH, REDIS_SERVER_PATH).
 */
export function requireProgram(program: keyof typeof DEBIAN_PACKAGES, command: string = program) {
  const probe = spawnSync(command, ['--version'], { stdio: 'ignore', timeout: 30_000 })
  const code = (probe.error as NodeJS.ErrnoException | undefined)?.code
  if (code === 'ENOENT' || code === 'EACCES') {
    const pkg = DEBIAN_PACKAGES[program]
    throw new Error(
      `${command} is not installed: install Debian's ${pkg} package (apt-get install ${pkg}); .ci/run does`,
    )
  }
}
