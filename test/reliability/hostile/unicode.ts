/** Unicode edge cases, invalid UTF-8, and a URL encoder that lets lone surrogates through. */

export const UNICODE_STRINGS = [
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  'a\ud83d',
  '\u0000',
  'a\u0000b',
  '\u202e\u0644\u0627 RTL override',
  '\u200f\u200e\u061c',
  '\ufeffBOM',
  '\u200b\u200c\u200d',
  '\u2028\u2029',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z̸̡̢̛͔̗̬̞̈́̏͗̋a̷̧̛̙̪̋̄l̶̢̙̊̓g̵̨̹̿o̶̱̍',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '\u{10ffff}',
  '\ufffe\uffff',
  '\u00ad',
  'ﷺ',
  '𒐫'.repeat(50),
  'İıŞş',
  'ß'.repeat(20),
  '\u0085\u00a0\u1680\u3000',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  ']]><!--',
  '&amp;&lt;&#0;&#xD800;',
  "'; DROP TABLE overlay; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
  '${7*7}{{7*7}}',
  '%00%2e%2e%2f',
  '\\u0000',
  '\r\n\r\nHTTP/1.1 200 OK',
  '\t\v\f\b',
  ' ',
  '',
]

/** Invalid UTF-8 spliced into a body as raw bytes (overlong, surrogate halves, truncated). */
export const BAD_UTF8 = [
  'c0af',
  'e080af',
  'f08080af',
  'f8888080af',
  'eda080',
  'edbfbf',
  'ff',
  'fe',
  '80',
  'e282',
  'c3',
  'f4908080',
]

/** `encodeURIComponent`, except that a lone surrogate becomes its (invalid) CESU-8 bytes. */
export function encodeLoose(value: string): string {
  let out = ''
  for (const ch of value) {
    const unit = ch.charCodeAt(0)
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase()
    } else {
      out += encodeURIComponent(ch)
    }
  }
  return out
}
