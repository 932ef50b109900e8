/**
 * `npm test`'s first step: the checks of `npm run check` and `npm run build`, two at a time.
 * Each is a single-threaded program (most of them `tsc`), so on two cores this takes the time of
 * the longest pair rather than of all six in a row. Each one's output is printed whole when it
 * ends; the script fails if any of them does.
 */
import { spawn } from 'node:child_process'

const STEPS = [
  ['type check', 'tsc --noEmit'],
  ['build', 'npm run -s build'],
  ['type check of assets/', 'tsc -p tsconfig.assets.json'],
  ['type check of test/clients/', 'tsc -p tsconfig.clients.json'],
  ['lint', 'biome check .'],
  ['dependency rules', 'npm run -s deps'],
] as const

const AT_ONCE = 2

function run([name, command]: readonly [string, string]): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      process.stdout.write(
        `\n> ${name} (${command}): ${code === 0 ? 'ok' : 'FAILED'}, ${seconds} s\n`,
      )
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`)
      resolve(code === 0)
    })
  })
}

const queue = [...STEPS]
const results: boolean[] = []
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await run(step))
  }),
)
if (results.some((ok) => !ok)) process.exit(1)
