/**
 * Summarises a `.cpuprofile` written by `node --cpu-prof`: self time by package (or project
 * file) and by function, and inclusive time by function, to read where a hot path spends its
 * time. Usage: npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs'

interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: Node[]
  samples: number[]
  timeDeltas: number[]
}

const [file, topArg] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]')
const top = Number(topArg ?? 25)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map<number, number>()
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id)
for (const [i, id] of profile.samples.entries())
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
const total = [...self.values()].reduce((a, b) => a + b, 0)

const where = (url: string) => {
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1] as string
  if (url.includes('/dist/') || url.includes('/src/')) return url.replace(/^.*\/(dist|src)\//, '$1/')
  return url === '' ? '(native)' : url.startsWith('node:') ? url : url.replace(/^.*\//, '')
}
const add = (map: Map<string, number>, key: string, v: number) => map.set(key, (map.get(key) ?? 0) + v)
const label = (node: Node) => {
  const { functionName, url, lineNumber } = node.callFrame
  return `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`
}
const functions = new Map<string, number>()
const places = new Map<string, number>()
// Inclusive time: each sample counts once for every distinct function on its stack.
const inclusive = new Map<string, number>()
for (const [id, time] of self) {
  const node = byId.get(id) as Node
  add(functions, label(node), time)
  add(places, where(node.callFrame.url), time)
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
    seen.add(label(byId.get(at) as Node))
  for (const key of seen) add(inclusive, key, time)
}
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`)
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
}
show('self time by package or file', places)
show('self time by function', functions)
show('inclusive time by function', inclusive)
