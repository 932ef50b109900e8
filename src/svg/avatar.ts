/**
 * Avatar SVGs: a gradient-filled circle or rounded square with the seed's initials.
 * Pure: the same seed and options always give the same bytes.
 */
import { clusters, FONT_STACK, idPrefix, labelOf, lightingDefs, num, svgOpen } from './common.ts'
import { escapeXml, stripInvalidXmlChars } from './escape.ts'
import { paletteFor } from './palette.ts'

export interface AvatarOptions {
  /** Width and height in pixels. */
  size: number
  /** A circle when true, otherwise a square with 15 % rounded corners. */
  rounded: boolean
}

/** Corner radius of the square variant, as a fraction of the size. */
export const SQUARE_CORNER_RATIO = 0.15
/** Font size of the initials, as a fraction of the size. */
export const INITIALS_FONT_RATIO = 0.4

const WORD_SEPARATORS = /[\s\-_]+/u
const LETTER = /^\p{L}/u
const INVISIBLE = /^[\p{C}\p{Z}]/u

/** Upper-cases a character unless that would change how many characters it is (`ß` → `SS`). */
function upper(c: string): string {
  const u = c.toUpperCase()
  return [...u].length === [...c].length ? u : c
}

/**
 * The initials for a seed: the first letters of the first two words (split on whitespace, `-`
 * and `_`), or the first two letters of the only word; upper-cased. Letters are Unicode letters
 * with any combining marks (`élodie` → `ÉL`). Without letters, the first two visible characters;
 * without those, `?`.
 */
export function initialsOf(seed: string): string {
  const text = stripInvalidXmlChars(seed).normalize('NFC')
  const words = text.split(WORD_SEPARATORS).filter((w) => w.length > 0)
  const lettered = words
    .map((w) => clusters(w).filter((c) => LETTER.test(c)))
    .filter((ls) => ls.length > 0)
  let picked: string[]
  const [first, second] = lettered
  if (first && second) picked = [first[0] as string, second[0] as string]
  else if (first) picked = first.slice(0, 2)
  else
    picked = clusters(words.join(''))
      .filter((c) => !INVISIBLE.test(c))
      .slice(0, 2)
  return picked.length > 0 ? picked.map(upper).join('') : '?'
}

function assertSize(name: string, n: number): void {
  if (!Number.isFinite(n) || n <= 0)
    throw new RangeError(`${name} must be a positive number, got ${n}`)
}

/** An SVG avatar, `size` × `size`, for a seed. */
export function renderAvatar(seed: string, opts: AvatarOptions): string {
  const { size, rounded } = opts
  assertSize('size', size)
  const id = idPrefix('avatar', seed, size, rounded)
  const palette = paletteFor(seed)
  const label = escapeXml(labelOf(seed) || 'avatar')
  const initials = escapeXml(initialsOf(seed))

  const half = size / 2
  const ring = Math.max(0.5, size * 0.02)
  const shape = (fill: string, inset = 0, extra = '') =>
    rounded
      ? `<circle cx="${num(half)}" cy="${num(half)}" r="${num(half - inset)}" ${fill}${extra}/>`
      : `<rect x="${num(inset)}" y="${num(inset)}" width="${num(size - 2 * inset)}" height="${num(size - 2 * inset)}" rx="${num(size * SQUARE_CORNER_RATIO - inset)}" ${fill}${extra}/>`

  const stops = palette.stops
    .map((c, i) => `<stop offset="${num(i / (palette.stops.length - 1))}" stop-color="${c}"/>`)
    .join('')
  const fontSize = size * INITIALS_FONT_RATIO
  // Cap height is about 0.7 em, so a baseline 0.35 em below the centre centres capitals.
  const baseline = half + fontSize * 0.35
  const shadowOffset = Math.max(0.5, size * 0.012)

  return [
    ...svgOpen(size, size, label),
    ...lightingDefs(
      id,
      stops,
      { cx: 0.3, cy: 0.18, r: 0.75, opacity: 0.24 },
      { from: 0.5, opacity: 0.16 },
    ),
    shape(`fill="url(#${id}-bg)"`),
    shape(`fill="url(#${id}-hl)"`),
    shape(`fill="url(#${id}-sh)"`),
    shape(
      'fill="none"',
      ring / 2,
      ` stroke="#ffffff" stroke-opacity="0.18" stroke-width="${num(ring)}"`,
    ),
    `<g font-family="${FONT_STACK}" font-size="${num(fontSize)}" font-weight="600" text-anchor="middle">`,
    `<text x="${num(half)}" y="${num(baseline + shadowOffset)}" fill="#000000" fill-opacity="0.2">${initials}</text>`,
    `<text x="${num(half)}" y="${num(baseline)}" fill="#ffffff">${initials}</text>`,
    '</g>',
    '</svg>',
  ].join('')
}
