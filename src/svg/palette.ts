/**
 * Deterministic colour palettes: the same seed always gives the same colours.
 *
 * A SHA-256 of the seed picks a base hue, a hue spread (analogous, 28°–67° either way), a
 * saturation and a lightness, and whether the gradient has two or three stops. Analogous hues
 * keep the gradient from passing through grey. Base hues avoid the yellow band (45°–80°), whose
 * colours turn olive when darkened for contrast, and the spread turns away from it. Every stop
 * is then darkened, one lightness percent at a time, until white text on it reaches at least
 * MIN_CONTRAST (WCAG 2 contrast ratio).
 */
import { hashBytes } from './common.ts'

export const MIN_CONTRAST = 4.5

export interface Hsl {
  h: number
  s: number
  l: number
}

export interface Palette {
  /** Gradient stops, two or three, as `#rrggbb`, lightest intent first. */
  stops: string[]
  /** The base hue in degrees. */
  hue: number
}

const YELLOW_FROM = 45
const YELLOW_TO = 80

function wrapHue(h: number): number {
  return ((h % 360) + 360) % 360
}

function inYellow(h: number): boolean {
  const w = wrapHue(h)
  return w >= YELLOW_FROM && w < YELLOW_TO
}

/** HSL (degrees, percent, percent) to 8-bit sRGB channels. */
export function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const sat = Math.min(100, Math.max(0, s)) / 100
  const lig = Math.min(100, Math.max(0, l)) / 100
  const c = (1 - Math.abs(2 * lig - 1)) * sat
  const hp = wrapHue(h) / 60
  const x = c * (1 - Math.abs((hp % 2) - 1))
  const [r, g, b] =
    hp < 1
      ? [c, x, 0]
      : hp < 2
        ? [x, c, 0]
        : hp < 3
          ? [0, c, x]
          : hp < 4
            ? [0, x, c]
            : hp < 5
              ? [x, 0, c]
              : [c, 0, x]
  const m = lig - c / 2
  const to8 = (v: number) => Math.min(255, Math.max(0, Math.round((v + m) * 255)))
  return [to8(r), to8(g), to8(b)]
}

export function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

export function hslToHex(hsl: Hsl): string {
  return rgbToHex(hslToRgb(hsl))
}

/** WCAG 2 relative luminance of an 8-bit sRGB colour. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG 2 contrast ratio of white against the colour. */
export function contrastWithWhite(rgb: [number, number, number]): number {
  return 1.05 / (relativeLuminance(rgb) + 0.05)
}

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** The colour, darkened until white text on it reaches `min` contrast. */
function readable(hsl: Hsl, min: number): string {
  let l = hsl.l
  while (l > 0 && contrastWithWhite(hslToRgb({ ...hsl, l })) < min) l -= 1
  return hslToHex({ ...hsl, l })
}

/** The palette for a seed. */
export function paletteFor(seed: string): Palette {
  const b = hashBytes(seed)
  const byte = (i: number) => b[i] ?? 0
  // 325 usable hues: [0, 45) and [80, 360).
  let hue = ((byte(0) << 8) | byte(1)) % 325
  if (hue >= YELLOW_FROM) hue += YELLOW_TO - YELLOW_FROM
  const threeStops = byte(4) % 2 === 0
  let spread = (28 + (byte(2) % 40)) * (byte(3) & 1 ? 1 : -1)
  const hues = (d: number) => (threeStops ? [hue, hue + d / 2, hue + d] : [hue, hue + d])
  if (hues(spread).some(inYellow)) spread = -spread
  const s = 58 + (byte(5) % 20)
  const l = 46 + (byte(6) % 10)
  const stops = hues(spread).map((h, i) =>
    readable({ h: wrapHue(h), s: Math.min(90, s + i * 4), l: l - i * 5 }, MIN_CONTRAST),
  )
  return { stops, hue }
}
