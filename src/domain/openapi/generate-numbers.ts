import { intBetween } from './draw.ts'
import { num, type Schema, str } from './schema-view.ts'

/** A range a field's name suggests (a price, a quantity); the schema's bounds still win. */
export interface NumberHint {
  lo: number
  hi: number
  /** Decimal places of a non-integer (a price has 2). */
  decimals?: number
}

const DEFAULT: NumberHint = { lo: 1, hi: 1000, decimals: 2 }
const INT32 = 2 ** 31

interface Bounds {
  lo: number
  loOpen: boolean
  hi: number
  hiOpen: boolean
}

/**
 * The schema's bounds in both dialects: 3.0's `exclusiveMinimum: true` beside `minimum`, 3.1's
 * numeric `exclusiveMinimum`; the tighter wins when both are given.
 */
function boundsOf(schema: Schema): Bounds {
  const b: Bounds = { lo: -Infinity, loOpen: false, hi: Infinity, hiOpen: false }
  const min = num(schema, 'minimum')
  if (min !== undefined) Object.assign(b, { lo: min, loOpen: schema.exclusiveMinimum === true })
  const exMin = num(schema, 'exclusiveMinimum')
  if (exMin !== undefined && exMin >= b.lo) Object.assign(b, { lo: exMin, loOpen: true })
  const max = num(schema, 'maximum')
  if (max !== undefined) Object.assign(b, { hi: max, hiOpen: schema.exclusiveMaximum === true })
  const exMax = num(schema, 'exclusiveMaximum')
  if (exMax !== undefined && exMax <= b.hi) Object.assign(b, { hi: exMax, hiOpen: true })
  // ajv-formats checks int32 and int64 ranges.
  const format = str(schema, 'format')
  if (format === 'int32') {
    if (b.lo < -INT32) Object.assign(b, { lo: -INT32, loOpen: false })
    if (b.hi > INT32 - 1) Object.assign(b, { hi: INT32 - 1, hiOpen: false })
  }
  return b
}

/** A number within the schema's bounds and `multipleOf`, near the hint when they allow. */
export function numberFor(
  schema: Schema,
  integer: boolean,
  rng: () => number,
  hint: NumberHint = DEFAULT,
): number {
  const b = boundsOf(schema)
  const fits = (v: number) =>
    (b.loOpen ? v > b.lo : v >= b.lo) &&
    (b.hiOpen ? v < b.hi : v <= b.hi) &&
    (!integer || Number.isInteger(v))
  // The hint's range narrowed to the bounds; a hint outside them gives way to them.
  const span = hint.hi - hint.lo
  let lo = Math.max(hint.lo, b.lo)
  let hi = Math.min(hint.hi, b.hi)
  if (lo >= hi && !(lo === hi && fits(lo))) {
    lo = Number.isFinite(b.lo) ? b.lo : b.hi - span
    hi = Number.isFinite(b.hi) ? b.hi : b.lo + span
  }
  const step = num(schema, 'multipleOf')
  const value =
    step !== undefined && step > 0
      ? multipleIn(lo, hi, integer ? integerStep(step) : step, rng, fits)
      : integer
        ? integerIn(lo, hi, rng, fits)
        : decimalIn(lo, hi, hint.decimals ?? 2, rng, fits)
  return value === 0 ? 0 : value
}

function integerIn(lo: number, hi: number, rng: () => number, fits: (v: number) => boolean) {
  const a = Math.ceil(lo)
  const z = Math.floor(hi)
  for (let i = 0; i < 4 && a <= z; i++) {
    const v = intBetween(rng, a, z)
    if (fits(v)) return v
  }
  // Open bounds at integers: the first integer inside.
  for (const v of [a, a + 1, z, z - 1]) if (fits(v)) return v
  return a
}

function decimalIn(
  lo: number,
  hi: number,
  decimals: number,
  rng: () => number,
  fits: (v: number) => boolean,
) {
  for (let i = 0; i < 4; i++) {
    const v = Number((lo + rng() * (hi - lo)).toFixed(decimals))
    if (fits(v)) return v
  }
  return (lo + hi) / 2
}

/**
 * A multiple of `step` in [lo, hi]. Ajv counts `v` a multiple when `v / step` is an integer in
 * floating point (0.07 / 0.01 is not), so a candidate is kept only if that division is exact.
 */
function multipleIn(
  lo: number,
  hi: number,
  step: number,
  rng: () => number,
  fits: (v: number) => boolean,
) {
  const decimals = decimalsOf(step)
  const first = Math.ceil(lo / step)
  const last = Math.floor(hi / step)
  const at = (k: number) => Number((k * step).toFixed(decimals))
  const ok = (v: number) => fits(v) && Number.isInteger(v / step)
  if (first <= last) {
    for (let i = 0; i < 8; i++) {
      const v = at(intBetween(rng, first, last))
      if (ok(v)) return v
    }
    for (let k = first; k <= last && k < first + 1000; k++) if (ok(at(k))) return at(k)
  }
  return at(first)
}

/** The smallest integer multiple of `step`: an integer that is a multiple of 0.5 is any integer. */
function integerStep(step: number): number {
  for (let t = 1; t <= 1000; t++) {
    const v = Number((t * step).toFixed(decimalsOf(step)))
    if (Number.isInteger(v) && Number.isInteger(v / step)) return v
  }
  return Math.ceil(step)
}

function decimalsOf(n: number): number {
  const text = String(n)
  const exp = /e-(\d+)$/.exec(text)
  if (exp) return Number(exp[1])
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0
}
