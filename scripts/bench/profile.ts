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

/** Where a frame's code lives: an npm package, a file of ours, a Node module, or native code. */
const where = (url: string, functionName = '') => {
  // Native frames name themselves: (garbage collector), writev, ...
  if (url === '') return functionName.startsWith('(') ? functionName : `native ${functionName}`
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1] as string
  if (url.includes('/dist/') || url.includes('/src/'))
    return url.replace(/^.*\/(dist|src)\//, '$1/')
  return url.startsWith('node:') ? url : url.replace(/^.*\//, '')
}

export type Shares = Array<[string, number]>

/**
 * Self time of a `node --cpu-prof` profile by package (or project file) and by function, and
 * inclusive time by function, as fractions of the busy time: idle time and every sample before
 * the first request (module loading, schema compilation) are left out, so the shares describe
 * the load, not the boot.
 */
export function summarise(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id)
  const stackOf = (id: number) => {
    const stack: Node[] = []
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      stack.push(byId.get(at) as Node)
    return stack
  }
  // Startup (module loading, schema compilation) ends where the first request is parsed.
  const first = profile.samples.findIndex((id) =>
    stackOf(id).some((n) => n.callFrame.functionName === 'parserOnIncoming'),
  )
  const self = new Map<number, number>()
  for (let i = Math.max(first, 0); i < profile.samples.length; i++) {
    const id = profile.samples[i] as number
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
  }

  const label = (node: Node) => {
    const { functionName, url, lineNumber } = node.callFrame
    return `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`
  }
  const add = (map: Map<string, number>, key: string, v: number) =>
    map.set(key, (map.get(key) ?? 0) + v)
  const places = new Map<string, number>()
  const functions = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let busy = 0
  for (const [id, time] of self) {
    const node = byId.get(id) as Node
    if (node.callFrame.functionName === '(idle)') continue
    const stack = stackOf(id)
    busy += time
    add(places, where(node.callFrame.url, node.callFrame.functionName), time)
    add(functions, label(node), time)
    for (const key of new Set(stack.map(label))) add(inclusive, key, time)
  }
  const shares = (map: Map<string, number>): Shares =>
    [...map].map(([k, v]): [string, number] => [k, v / busy]).sort((a, b) => b[1] - a[1])
  return { places: shares(places), functions: shares(functions), inclusive: shares(inclusive) }
}
