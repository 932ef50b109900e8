/**
 * Thumbnail SVGs: a gradient canvas with soft decoration, a centred, wrapped text label and a
 * small `{width}×{height}` caption. Pure: the same inputs always give the same bytes.
 *
 * Layout, for a canvas W × H with m = min(W, H):
 * - The caption sits in a pill in the bottom-right corner, its font 4.5 % of m (4–28 px, smaller
 *   when the pill would not fit the width). The pill's band is reserved at the bottom and,
 *   mirrored, at the top, so the label stays visually centred; the label box is also inset by
 *   8 % of m on every side.
 * - Text width is estimated per character (bold sans-serif): 0.55 em, 0.72 em for capitals,
 *   0.85 em for m and w, 1 em for M, W and wide characters (CJK, emoji, `…`). Never below
 *   0.55 em, so a line that fits never exceeds 0.55 em × its character count either.
 * - The font size starts at 16 % of m (never taller than the box allows, never wider than the box
 *   so one wide character fits) and shrinks by 8 % steps down to a floor (4.5 % of m, at least
 *   9 px, never above the start). The first size at which the wrapped text fits without breaking
 *   a word wins; failing that, the first at which it fits with words broken between characters;
 *   failing that, the floor, with the text cut to the lines that fit and the last one ending in
 *   `…`. Lines are 1.2 em apart.
 * - Wrapping is greedy on spaces.
 */
import {
  clusters,
  FONT_STACK,
  hashBytes,
  idPrefix,
  labelOf,
  lightingDefs,
  normalizeText,
  num,
  svgOpen,
} from './common.ts'
import { escapeXml } from './escape.ts'
import { paletteFor } from './palette.ts'

export interface ThumbnailOptions {
  width: number
  height: number
  /** The label; wrapped and ellipsised to fit. */
  text: string
  /** A second line under the label, smaller, on one line (ellipsised): the original's `subtitle`. */
  subtitle?: string
}

export const CHAR_WIDTH_EM = 0.55
export const UPPER_WIDTH_EM = 0.72
export const BROAD_LOWER_WIDTH_EM = 0.85
export const WIDE_WIDTH_EM = 1
export const LINE_HEIGHT_EM = 1.2
export const ELLIPSIS = '…'

const WIDE =
  /^[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u2026\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u
const UPPER = /^\p{Lu}/u
const BROAD_UPPER = /^[MWŒÆЖШЩЮ@%]/u
const BROAD_LOWER = /^[mwœæжшщю]/u
const EPSILON = 1e-9

/** Estimated advance of one character, in em. */
export function charWidthEm(c: string): number {
  if (WIDE.test(c)) return WIDE_WIDTH_EM
  if (BROAD_UPPER.test(c)) return WIDE_WIDTH_EM
  if (BROAD_LOWER.test(c)) return BROAD_LOWER_WIDTH_EM
  if (UPPER.test(c)) return UPPER_WIDTH_EM
  return CHAR_WIDTH_EM
}

function widthEm(s: string): number {
  let w = 0
  for (const c of clusters(s)) w += charWidthEm(c)
  return w
}

/** Estimated rendered width of a line of text at a font size, in pixels. */
export function estimateWidth(text: string, fontSize: number): number {
  return widthEm(text) * fontSize
}

/**
 * Greedy word wrap of normalised text into lines at most `maxEm` em wide. Words too wide for a
 * line of their own are broken between characters when `breakWords` is true; otherwise the
 * result is null. Stops after `limit` lines, so callers can tell that the text overflowed.
 */
function wrap(text: string, maxEm: number, limit: number, breakWords: boolean): string[] | null {
  const lines: string[] = []
  let cur = ''
  let curEm = 0
  const push = () => {
    if (cur) lines.push(cur)
    cur = ''
    curEm = 0
  }
  for (const word of text.split(' ')) {
    if (lines.length >= limit) break
    if (!word) continue
    const wordEm = widthEm(word)
    if (cur && curEm + CHAR_WIDTH_EM + wordEm <= maxEm + EPSILON) {
      cur += ` ${word}`
      curEm += CHAR_WIDTH_EM + wordEm
      continue
    }
    push()
    if (wordEm <= maxEm + EPSILON) {
      cur = word
      curEm = wordEm
      continue
    }
    if (!breakWords) return null
    for (const c of clusters(word)) {
      const cEm = charWidthEm(c)
      if (cur && curEm + cEm > maxEm + EPSILON) {
        push()
        if (lines.length >= limit) break
      }
      cur += c
      curEm += cEm
    }
  }
  if (lines.length < limit) push()
  return lines
}

/**
 * Greedy word wrap of text (whitespace already collapsed) into lines at most `maxEm` em wide,
 * breaking words that do not fit on a line of their own. Stops after `limit` lines.
 */
export function wrapText(text: string, maxEm: number, limit = Number.POSITIVE_INFINITY): string[] {
  return wrap(text, maxEm, limit, true) ?? []
}

/** Cuts a line until it fits with a trailing ellipsis, then adds the ellipsis. */
export function ellipsise(line: string, maxEm: number): string {
  const cs = clusters(line)
  const ellEm = charWidthEm(ELLIPSIS)
  let em = widthEm(line)
  while (cs.length > 0 && em + ellEm > maxEm + EPSILON) em -= charWidthEm(cs.pop() as string)
  return `${cs.join('').trimEnd()}${ELLIPSIS}`
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface ThumbnailLayout {
  /** Where the label may go. */
  box: Box
  fontSize: number
  lineHeight: number
  /** The label's lines, top to bottom; empty when there is no text. */
  lines: string[]
  /** Baseline of each line. */
  baselines: number[]
  /** True when the text did not fit and the last line was ellipsised. */
  truncated: boolean
  /** The second line, when there is one: its text as it fits, size and baseline. */
  subtitle?: { text: string; fontSize: number; y: number }
  caption: {
    text: string
    fontSize: number
    /** The pill behind the caption. */
    pill: Box
    /** Right end (text-anchor end) and baseline of the caption text. */
    x: number
    y: number
  }
}

/** Floors to two decimals, so the printed number never exceeds the computed bound. */
function floor2(n: number): number {
  return Math.floor(n * 100 + EPSILON) / 100
}

function assertSize(name: string, n: number): void {
  if (!Number.isFinite(n) || n <= 0)
    throw new RangeError(`${name} must be a positive number, got ${n}`)
}

/** Computes where everything goes; `renderThumbnail` only prints it. */
export function layoutThumbnail(opts: ThumbnailOptions): ThumbnailLayout {
  const { width: w, height: h } = opts
  assertSize('width', w)
  assertSize('height', h)
  const minSide = Math.min(w, h)

  // Caption pill, bottom right.
  const captionText = `${num(w)}×${num(h)}`
  const margin = Math.max(1, minSide * 0.035)
  const pillPadEm = 0.45
  const captionFontSize = floor2(
    Math.max(
      0.5,
      Math.min(
        Math.min(28, Math.max(4, minSide * 0.045)),
        (w - 2 * margin) / (widthEm(captionText) + 2 * pillPadEm),
      ),
    ),
  )
  const pillW = (widthEm(captionText) + 2 * pillPadEm) * captionFontSize
  const pillH = captionFontSize * 1.45
  const pill = { x: w - margin - pillW, y: h - margin - pillH, width: pillW, height: pillH }

  // Label box: padded, with the caption band kept clear at the bottom and mirrored at the top.
  const pad = Math.max(1, minSide * 0.08)
  const band = Math.max(pad, margin + pillH + minSide * 0.01)
  const box = {
    x: pad,
    y: band,
    width: Math.max(1, w - 2 * pad),
    height: Math.max(1, h - 2 * band),
  }
  // A subtitle takes one line of its own below the label, at about a third of the label's size.
  const subtitleText = normalizeText(opts.subtitle ?? '')
  const subtitleFont = subtitleText ? floor2(Math.min(24, Math.max(8, minSide * 0.055))) : 0
  const subtitleBand = Math.min(box.height / 2, subtitleFont * 1.6)
  const labelHeight = Math.max(1, box.height - subtitleBand)

  const text = normalizeText(opts.text)
  const maxFont = Math.max(
    0.01,
    Math.min(minSide * 0.16, labelHeight / LINE_HEIGHT_EM, box.width / WIDE_WIDTH_EM),
  )
  const minFont = Math.min(maxFont, Math.max(minSide * 0.045, 9))

  // Candidate sizes, largest first, each floored to two decimals as printed.
  const sizes: number[] = []
  for (let fs = maxFont; fs > minFont; fs *= 0.92) sizes.push(Math.max(0.01, floor2(fs)))
  sizes.push(Math.max(0.01, floor2(minFont)))
  const maxLinesAt = (fs: number) =>
    Math.max(1, Math.floor(labelHeight / (fs * LINE_HEIGHT_EM) + EPSILON))
  const fitting = (breakWords: boolean) => {
    for (const fs of sizes) {
      const maxLines = maxLinesAt(fs)
      const lines = wrap(text, box.width / fs, maxLines + 1, breakWords)
      if (lines && lines.length <= maxLines) return { fontSize: fs, lines }
    }
    return null
  }

  let fontSize = sizes[0] as number
  let lines: string[] = []
  let truncated = false
  if (text) {
    const fit = fitting(false) ?? fitting(true)
    if (fit) {
      fontSize = fit.fontSize
      lines = fit.lines
    } else {
      fontSize = sizes[sizes.length - 1] as number
      const maxLines = maxLinesAt(fontSize)
      lines = wrapText(text, box.width / fontSize, maxLines + 1).slice(0, maxLines)
      lines[maxLines - 1] = ellipsise(lines[maxLines - 1] as string, box.width / fontSize)
      truncated = true
    }
  }

  const lineHeight = fontSize * LINE_HEIGHT_EM
  const block = lines.length * lineHeight + (subtitleText ? subtitleBand : 0)
  const top = box.y + (box.height - block) / 2
  // Mixed-case text looks centred when its baseline is about a third of an em below the middle.
  const baselines = lines.map((_, i) => top + (i + 0.5) * lineHeight + fontSize * 0.33)
  const subtitleFits = widthEm(subtitleText) * subtitleFont <= box.width + EPSILON
  const subtitle = subtitleText
    ? {
        text: subtitleFits ? subtitleText : ellipsise(subtitleText, box.width / subtitleFont),
        fontSize: subtitleFont,
        y: top + lines.length * lineHeight + subtitleBand / 2 + subtitleFont * 0.33,
      }
    : undefined

  return {
    box,
    fontSize,
    lineHeight,
    lines,
    baselines,
    truncated,
    ...(subtitle && { subtitle }),
    caption: {
      text: captionText,
      fontSize: captionFontSize,
      pill,
      x: w - margin - pillPadEm * captionFontSize,
      y: pill.y + pillH / 2 + captionFontSize * 0.35,
    },
  }
}

/** Soft circles and a diagonal band, placed by the seed's hash. */
function decoration(seed: string, w: number, h: number, accent: string): string {
  const b = hashBytes(`thumbnail\u0000${seed}`)
  const t = (i: number) => (b[i] ?? 0) / 255
  const scale = Math.sqrt(w * h)
  const parts: string[] = []
  const count = 3 + ((b[0] ?? 0) % 2)
  for (let i = 0; i < count; i++) {
    const k = 1 + i * 4
    const cx = t(k) * w
    const cy = t(k + 1) * h
    const r = (0.14 + 0.3 * t(k + 2)) * scale
    const light = i % 2 === 0
    const opacity = light ? 0.07 + 0.07 * t(k + 3) : 0.18 + 0.14 * t(k + 3)
    parts.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${light ? '#ffffff' : accent}" fill-opacity="${num(opacity)}"/>`,
    )
  }
  const x1 = (0.1 + 0.7 * t(20)) * w
  const bandW = (0.12 + 0.2 * t(21)) * w
  const slant = (0.25 + 0.5 * t(22)) * h * (t(23) < 0.5 ? -1 : 1)
  const points = [
    [x1, 0],
    [x1 + bandW, 0],
    [x1 + bandW + slant, h],
    [x1 + slant, h],
  ]
    .map(([x, y]) => `${num(x as number)},${num(y as number)}`)
    .join(' ')
  parts.push(`<polygon points="${points}" fill="#ffffff" fill-opacity="0.06"/>`)
  return parts.join('')
}

/** An SVG thumbnail, `width` × `height`, for a seed and a label. */
export function renderThumbnail(seed: string, opts: ThumbnailOptions): string {
  const layout = layoutThumbnail(opts)
  const { width: w, height: h } = opts
  const id = idPrefix('thumbnail', seed, w, h, opts.text, ...(opts.subtitle ? [opts.subtitle] : []))
  const palette = paletteFor(seed)
  const stops = palette.stops
  const label = escapeXml(labelOf(opts.text) || layout.caption.text)
  const gradientStops = stops
    .map((c, i) => `<stop offset="${num(i / (stops.length - 1))}" stop-color="${c}"/>`)
    .join('')
  const rect = (fill: string) => `<rect width="${num(w)}" height="${num(h)}" fill="${fill}"/>`

  const { fontSize, lines, baselines, caption } = layout
  const cx = num(w / 2)
  const tspans = (dy: number) =>
    lines
      .map(
        (line, i) =>
          `<tspan x="${cx}" y="${num((baselines[i] as number) + dy)}">${escapeXml(line)}</tspan>`,
      )
      .join('')
  const shadow = Math.max(0.5, fontSize * 0.05)
  const labelText =
    lines.length > 0
      ? [
          `<g font-family="${FONT_STACK}" font-size="${num(fontSize)}" font-weight="700" text-anchor="middle">`,
          `<text fill="#000000" fill-opacity="0.22">${tspans(shadow)}</text>`,
          `<text fill="#ffffff">${tspans(0)}</text>`,
          '</g>',
        ].join('')
      : ''
  const { pill } = caption
  const subtitle = layout.subtitle
    ? `<text x="${cx}" y="${num(layout.subtitle.y)}" font-family="${FONT_STACK}" font-size="${num(layout.subtitle.fontSize)}" font-weight="500" text-anchor="middle" fill="#ffffff" fill-opacity="0.88">${escapeXml(layout.subtitle.text)}</text>`
    : ''

  return [
    ...svgOpen(w, h, label),
    ...lightingDefs(
      id,
      gradientStops,
      { cx: 0.15, cy: 0, r: 0.9, opacity: 0.2 },
      { from: 0.45, opacity: 0.22 },
    ),
    rect(`url(#${id}-bg)`),
    decoration(seed, w, h, stops[stops.length - 1] as string),
    rect(`url(#${id}-hl)`),
    rect(`url(#${id}-sh)`),
    labelText,
    subtitle,
    `<rect x="${num(pill.x)}" y="${num(pill.y)}" width="${num(pill.width)}" height="${num(pill.height)}" rx="${num(pill.height / 2)}" fill="#000000" fill-opacity="0.28"/>`,
    `<text x="${num(caption.x)}" y="${num(caption.y)}" font-family="${FONT_STACK}" font-size="${num(caption.fontSize)}" font-weight="500" text-anchor="end" fill="#ffffff" fill-opacity="0.92">${escapeXml(caption.text)}</text>`,
    '</svg>',
  ].join('')
}
