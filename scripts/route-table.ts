/**
 * The README's route table: every method and path the app serves, with the file that adds it,
 * read from a built app (an `onRoute` hook notes where each route was added from).
 *
 *   npx tsx scripts/route-table.ts          rewrites the table in README.md
 *   npx tsx scripts/route-table.ts --check  fails when the table is stale (test/http/routes.test.ts)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RouteOptions } from 'fastify'
import { defaultConfig } from '../src/config.ts'
import { buildAppWithRuntime } from '../src/http/app.ts'

const ROOT = join(fileURLToPath(import.meta.url), '..', '..')
export const README = join(ROOT, 'README.md')
const START = '<!-- route-table:start (npx tsx scripts/route-table.ts writes it) -->'
const END = '<!-- route-table:end -->'

/** Routes a package adds for us, and the file that registers that package. */
const REGISTERED_BY: Record<string, string> = {
  '@fastify/cors': 'src/http/app.ts',
  mercurius: 'src/http/graphql/plugin.ts',
  '@fastify/swagger': 'src/http/docs/plugin.ts',
  '@fastify/swagger-ui': 'src/http/docs/plugin.ts',
}
/** Packages on the stack between a route and who asked for it. */
const PASS_THROUGH = new Set(['fastify', 'avvio', '@fastify/static'])
/** Who registers @fastify/static at each prefix. */
const STATIC_BY_PREFIX: ReadonlyArray<[string, string]> = [
  ['/docs/', 'src/http/docs/plugin.ts (@fastify/swagger-ui)'],
  ['/graphiql', 'src/http/graphql/plugin.ts (mercurius)'],
]
/**
 * Files that register routes for the file that calls them (a collection's routes, ADR 0028): the
 * table names the caller, where the collection is declared.
 */
const REGISTERS_FOR_CALLER = ['src/http/collections/']
/** Added for every path: OPTIONS and 405 for the other methods; not listed path by path. */
const FALLBACKS = 'src/http/plugins/method-fallbacks.ts'

/** The first file of ours (or package of someone else's) on the stack that added a route. */
function origin(stack: string, url: string): string {
  let pkg: string | undefined
  for (const line of stack.split('\n').slice(1)) {
    const at = /\((?:file:\/\/)?(\/[^)]+?):\d+:\d+\)$|at (?:file:\/\/)?(\/\S+?):\d+:\d+$/.exec(line)
    const path = at?.[1] ?? at?.[2]
    if (!path) continue
    const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)
    if (nm) {
      // @fastify/static adds routes for whoever registers it (mercurius's GraphiQL, our --static).
      if (!pkg && !PASS_THROUGH.has(nm[1] as string)) pkg = nm[1]
      continue
    }
    const file = relative(ROOT, path)
    if (REGISTERS_FOR_CALLER.some((dir) => file.startsWith(dir))) continue
    if (file.startsWith('src/') && file !== 'src/http/app.ts') return file
  }
  // @fastify/static registers its routes after an await, where the stack no longer says who
  // asked: its prefix does.
  const served = STATIC_BY_PREFIX.find(([prefix]) => url.startsWith(prefix))
  if (served) return served[1]
  if (pkg && REGISTERED_BY[pkg]) return `${REGISTERED_BY[pkg]} (${pkg})`
  throw new Error(`no file of ours added a route; add its package to REGISTERED_BY:\n${stack}`)
}

type Row = { path: string; methods: Set<string>; file: string }
/** Code-unit order, the same under every locale. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The table's markdown, from an app built on the memory store. */
export async function routeTable(): Promise<string> {
  const rows = new Map<string, Row>()
  const onRoute = (route: RouteOptions) => {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 100
    const stack = new Error('route').stack ?? ''
    Error.stackTraceLimit = limit
    const file = origin(stack, route.url)
    if (file === FALLBACKS) return
    const key = `${route.url}\u0000${file}`
    const row = rows.get(key) ?? { path: route.url, methods: new Set<string>(), file }
    for (const m of [route.method].flat()) row.methods.add(m)
    rows.set(key, row)
  }
  const app = await buildAppWithRuntime(defaultConfig({ store: 'memory', dbPath: ':memory:' }), {
    onRoute,
  })
  await app.ready()
  await app.close()
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
  const lines = [...rows.values()]
    .sort((a, b) => compare(a.path, b.path) || compare(a.file, b.file))
    .map((r) => {
      // Fastify answers HEAD wherever there is a GET; the table says so once, above it.
      const methods = order.filter((m) => r.methods.has(m))
      return `| ${methods.join(', ')} | \`${r.path}\` | \`${r.file}\` |`
    })
  return ['| Methods | Path | File |', '| --- | --- | --- |', ...lines].join('\n')
}

function markers(readme: string) {
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start === -1 || end < start) throw new Error(`README.md lacks the ${START} … ${END} markers`)
  return { start: start + START.length, end }
}

/** The table README.md holds now. */
export function tableIn(readme: string): string {
  const { start, end } = markers(readme)
  return readme.slice(start, end).trim()
}

/** README.md with `table` between the markers. */
export function withTable(readme: string, table: string): string {
  const { start, end } = markers(readme)
  return `${readme.slice(0, start)}\n${table}\n${readme.slice(end)}`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const readme = readFileSync(README, 'utf8')
  const next = withTable(readme, await routeTable())
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('The route table in README.md is stale: run npx tsx scripts/route-table.ts')
      process.exitCode = 1
    }
  } else writeFileSync(README, next)
}
