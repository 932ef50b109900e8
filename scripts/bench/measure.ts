import autocannon from 'autocannon'

/** What a scenario needs to know about the session it runs in. */
export interface Session {
  runs: number
  seconds: number
  connections: number
  smoke: boolean
  /** Scratch folder for databases and bodies, removed at the end. */
  dir: string
}

/** One measured figure: a value per run and their median. */
export interface Figure {
  name: string
  unit: 'req/s' | 'ms' | 's' | 'MB' | 'KB' | 'events' | 'requests' | '%'
  values: number[]
}

/** A target of issue 9 (or the issue it names), checked on medians measured in this session. */
export interface Check {
  target: string
  measured: string
  pass: boolean
}

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

/** Collects figures by name as runs alternate between them. */
export class Figures {
  readonly all = new Map<string, Figure>()
  add(name: string, unit: Figure['unit'], value: number) {
    const figure = this.all.get(name) ?? { name, unit, values: [] }
    figure.values.push(value)
    this.all.set(name, figure)
    console.log(`  ${name}: ${format(value, unit)}`)
  }
  median(name: string): number {
    const figure = this.all.get(name)
    if (!figure) throw new Error(`no figure named ${name}`)
    return median(figure.values)
  }
}

export function format(value: number, unit: Figure['unit']): string {
  if (unit === 'req/s') return `${Math.round(value).toLocaleString('en')} req/s`
  if (unit === 'events' || unit === 'requests')
    return `${Math.round(value).toLocaleString('en')} ${unit}`
  if (unit === '%') return `${value.toFixed(0)} %`
  // autocannon reports whole milliseconds.
  if (unit === 'ms' && value === 0) return '< 1 ms'
  return `${value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 2 : 0 })} ${unit}`
}

/**
 * Latency with one connection (autocannon, on the load core with the harness): one request at
 * a time, so the percentiles are the service's own answer times.
 */
export async function latency(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, connections: 1, duration: seconds, headers })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers`)
  return { p50: result.latency.p50, p99: result.latency.p99 }
}
