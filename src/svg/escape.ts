/**
 * XML text helpers shared by the SVG renderers.
 *
 * XML 1.0 allows only `#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`.
 * Everything else (C0 controls, U+FFFE, U+FFFF, unpaired surrogates) is dropped rather than
 * escaped: a numeric character reference to such a code point would still be ill-formed.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Matches anything that needs work: a special character, a forbidden one or any surrogate. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NEEDS_WORK = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/

function isAllowed(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d
  return code !== 0xfffe && code !== 0xffff
}

function walk(s: string, entities: boolean): string {
  if (!NEEDS_WORK.test(s)) return s
  let out = ''
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = i + 1 < s.length ? s.charCodeAt(i + 1) : 0
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += s.slice(i, i + 2)
        i++
      }
      continue
    }
    if (code >= 0xdc00 && code <= 0xdfff) continue
    if (!isAllowed(code)) continue
    const ch = s[i] as string
    out += entities ? (ESCAPES[ch] ?? ch) : ch
  }
  return out
}

/** Removes the characters XML 1.0 does not allow, leaving everything else untouched. */
export function stripInvalidXmlChars(s: string): string {
  return walk(s, false)
}

/**
 * Escapes `& < > " '` with the five predefined entities and removes characters XML 1.0 does not
 * allow. The result is safe both as element content and inside a quoted attribute value.
 */
export function escapeXml(s: string): string {
  return walk(s, true)
}
