/** Small helpers shared by the avatar and thumbnail renderers. All pure. */
import { createHash } from 'node:crypto'
import { stripInvalidXmlChars } from './escape.ts'

export const SVG_NS = 'http://www.w3.org/2000/svg'

/** A system font stack; single quotes so it can sit inside a double-quoted attribute. */
export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif"

/** Longest accessible name (`<title>`, `aria-label`) we emit, in characters. */
export const MAX_LABEL_CHARS = 200

/** A number rounded to at most two decimals, without trailing zeros or a negative zero. */
export function num(n: number): string {
  const r = Math.round(n * 100) / 100
  return Object.is(r, -0) ? '0' : String(r)
}

/**
 * SHA-256 of the string's UTF-16 code units, so that even strings differing only in unpaired
 * surrogates hash differently (UTF-8 encoding would fold them all into U+FFFD).
 */
export function hashBytes(s: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(Buffer.from(s, 'utf16le')).digest())
}

/** A document-local id prefix derived from everything that shapes the document. */
export function idPrefix(...parts: Array<string | number | boolean>): string {
  const bytes = hashBytes(parts.map(String).join('\u0000'))
  return `pg-${Buffer.from(bytes.subarray(0, 5)).toString('hex')}`
}

// Code points that extend the previous one into a single visible character.
const EXTENDER = /^(?:\p{M}|\p{Emoji_Modifier}|\u200d|[\u{e0020}-\u{e007f}])$/u
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u

/**
 * Splits a string into user-perceived characters, approximately: a code point plus any combining
 * marks, variation selectors, skin-tone modifiers, tag characters and zero-width-joiner sequences
 * after it; regional indicators pair into flags. Regex-based (not Intl.Segmenter) so the result
 * does not depend on the ICU build.
 */
export function clusters(s: string): string[] {
  const out: string[] = []
  let joinNext = false
  for (const cp of s) {
    const last = out.length - 1
    if (last >= 0 && (joinNext || EXTENDER.test(cp))) {
      out[last] += cp
      joinNext = cp === '\u200d'
      continue
    }
    if (
      last >= 0 &&
      REGIONAL_INDICATOR.test(cp) &&
      REGIONAL_INDICATOR.test(out[last] as string) &&
      [...(out[last] as string)].length === 1
    ) {
      out[last] += cp
      continue
    }
    out.push(cp)
    joinNext = false
  }
  return out
}

/**
 * Text ready to be laid out: characters XML forbids removed, NFC-normalised (so `e` + U+0301 is
 * one character), runs of whitespace collapsed to one space, trimmed.
 */
export function normalizeText(s: string): string {
  return stripInvalidXmlChars(s).normalize('NFC').replace(/\s+/gu, ' ').trim()
}

/** Shortens text to at most `max` characters, ending with `…` when something was cut. */
export function truncate(s: string, max: number): string {
  const cs = clusters(s)
  if (cs.length <= max) return s
  return `${cs
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`
}

/** The accessible name for a piece of user text: normalised and bounded in length. */
export function labelOf(s: string): string {
  return truncate(normalizeText(s), MAX_LABEL_CHARS)
}

/** The opening `<svg>` with its accessible title: shared by avatars and thumbnails. */
export const svgOpen = (w: number, h: number, label: string) => [
  `<svg xmlns="${SVG_NS}" version="1.1" width="${num(w)}" height="${num(h)}" viewBox="0 0 ${num(w)} ${num(h)}" role="img" aria-label="${label}">`,
  `<title>${label}</title>`,
]

/**
 * The gradient fill (`<id>-bg`), a soft white highlight (`<id>-hl`) and a shade towards the
 * bottom (`<id>-sh`) that give both images their depth.
 */
export function lightingDefs(
  id: string,
  stops: string,
  highlight: { cx: number; cy: number; r: number; opacity: number },
  shade: { from: number; opacity: number },
) {
  return [
    '<defs>',
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>`,
    `<radialGradient id="${id}-hl" cx="${highlight.cx}" cy="${highlight.cy}" r="${highlight.r}">`,
    `<stop offset="0" stop-color="#ffffff" stop-opacity="${highlight.opacity}"/>`,
    '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>',
    '</radialGradient>',
    `<linearGradient id="${id}-sh" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="${shade.from}" stop-color="#000000" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000000" stop-opacity="${shade.opacity}"/>`,
    '</linearGradient>',
    '</defs>',
  ]
}
