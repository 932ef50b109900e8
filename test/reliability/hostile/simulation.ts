/** The simulation parameters and headers (delay, status, rate limit, flakiness), sent wrong. */
import type { Draw } from './draw.ts'
import { headerSafe } from './headers.ts'

export function createSimulation(d: Draw) {
  const { rng } = d

  function simulationParts(): { query: Array<[string, string]>; headers: Record<string, string> } {
    const [param, header, values] = rng.pick([
      [
        '_delay',
        'x-simulate-delay',
        [
          '-1',
          '1e309',
          'abc',
          '',
          '1.5',
          '0x10',
          '%2B5',
          '5ms',
          '1,000',
          '%EF%BC%95',
          '0',
          '1',
          '2',
          '99999999999999999999999999999999x',
        ],
      ],
      [
        '_status',
        'x-simulate-status',
        [
          '0',
          '99',
          '600',
          'abc',
          '4e2',
          '4O4',
          '404',
          '418',
          '400',
          '499',
          '1e309',
          '-404',
          '404.0',
          '',
          '200',
          '302',
          '%00',
        ],
      ],
      [
        '_ratelimit',
        'x-simulate-ratelimit',
        [
          'true',
          'false',
          'maybe',
          '0/1',
          '1/0',
          '-1/1',
          '9999999/1',
          '1/9999999',
          'a/b',
          '1/',
          '/1',
          '1//1',
          '1e3/1',
          '2/60',
          '1/1',
        ],
      ],
      ['_flaky', 'x-simulate-flaky', ['yes', '1', 'TRUE', '', 'false', 'null', 'on', 'true%00']],
    ] as const)
    const value = rng.pick(values)
    // Only values that fail at once (never a long delay, flaky jitter or a 5xx) are sent valid.
    if (rng.chance(0.5)) return { query: [[param, value]], headers: {} }
    if (rng.chance(0.15))
      return {
        query: [
          [param, value],
          [param, value],
        ],
        headers: {},
      }
    return { query: [], headers: { [header]: headerSafe(decodeURIComponentSafe(value)) } }
  }

  return { simulationParts }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
