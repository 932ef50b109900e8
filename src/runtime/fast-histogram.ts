import type { Registry } from 'prom-client'

interface Series {
  labels: Record<string, string>
  buckets: Float64Array
  sum: number
  count: number
}

/**
 * A Prometheus histogram (and, if named, the counter of its observations) kept in plain arrays
 * and rendered by the registry when scraped. prom-client's own `observe` validates and hashes
 * the labels on every call, child or not, which measured about a microsecond per call and
 * several calls per request (BENCHMARKS.md); here an observation is a lookup and two additions.
 */
export function createFastHistogram(opts: {
  registry: Registry
  name: string
  help: string
  labelNames: readonly string[]
  buckets: readonly number[]
  /** Also expose `<counter.name>` counting the observations, with the same labels. */
  counter?: { name: string; help: string }
}) {
  const { name, help, labelNames, buckets } = opts
  const series = new Map<string, Series>()
  /** Moves on every reset, which empties `series`: a bound series is then looked up again. */
  let generation = 0

  const histogram = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const values: Array<{
        metricName: string
        labels: Record<string, string | number>
        value: number
      }> = []
      for (const s of series.values()) {
        let cumulative = 0
        for (const [i, le] of buckets.entries()) {
          cumulative += s.buckets[i] as number
          values.push({
            metricName: `${name}_bucket`,
            labels: { le, ...s.labels },
            value: cumulative,
          })
        }
        values.push({
          metricName: `${name}_bucket`,
          labels: { le: '+Inf', ...s.labels },
          value: s.count,
        })
        values.push({ metricName: `${name}_sum`, labels: s.labels, value: s.sum })
        values.push({ metricName: `${name}_count`, labels: s.labels, value: s.count })
      }
      return { name, help, type: 'histogram', aggregator: 'sum', values }
    },
    reset() {
      series.clear()
      generation++
    },
  }
  opts.registry.registerMetric(histogram as never)
  const { counter } = opts
  if (counter) {
    opts.registry.registerMetric({
      name: counter.name,
      help: counter.help,
      type: 'counter',
      aggregator: 'sum',
      async get() {
        const values = [...series.values()].map((s) => ({ labels: s.labels, value: s.count }))
        return {
          name: counter.name,
          help: counter.help,
          type: 'counter',
          aggregator: 'sum',
          values,
        }
      },
      reset() {
        series.clear()
        generation++
      },
    } as never)
  }

  const seriesOf = (labelValues: string[]) => {
    const key = labelValues.join('\u0000')
    let s = series.get(key)
    if (!s) {
      const labels = Object.fromEntries(labelNames.map((l, i) => [l, labelValues[i] ?? '']))
      s = { labels, buckets: new Float64Array(buckets.length), sum: 0, count: 0 }
      series.set(key, s)
    }
    return s
  }
  const count = (s: Series, value: number) => {
    s.sum += value
    s.count++
    for (let i = 0; i < buckets.length; i++) {
      if (value <= (buckets[i] as number)) {
        s.buckets[i] = (s.buckets[i] as number) + 1
        return
      }
    }
  }

  /** Counts `value` in the series of `labelValues` (in `labelNames` order). */
  function observe(value: number, ...labelValues: string[]) {
    count(seriesOf(labelValues), value)
  }
  /**
   * The series of `labelValues` bound once, for a caller that counts in it on every request:
   * no label key is joined and looked up per call.
   */
  observe.bound = (...labelValues: string[]) => {
    let s = seriesOf(labelValues)
    let of = generation
    return (value: number) => {
      if (of !== generation) {
        s = seriesOf(labelValues)
        of = generation
      }
      count(s, value)
    }
  }
  return observe
}
