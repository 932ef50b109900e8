/** Longest name kept, in characters; a longer one keeps its extension and loses the middle. */
export const MAX_FILENAME = 200

/**
 * A name that is safe to store, show and send back in a header: the last segment of any path
 * (`../../etc/passwd` is `passwd`), without control or format characters (CR, LF, NUL, and the
 * right-to-left override that makes `gpj.exe` read as `exe.jpg`), without the characters file
 * systems reserve (`"*:<>?|`), whitespace collapsed, no leading or trailing dots or spaces.
 * What is left empty becomes `file`.
 */
export function safeFilename(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? ''
  let name = last
    .normalize('NFC')
    .replace(/[\p{C}]/gu, '')
    .replace(/["*:<>?|]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  if (name === '') return 'file'
  const chars = [...name]
  if (chars.length > MAX_FILENAME) {
    const ext = extensionOf(name)
    const keep = ext.length > 0 && ext.length < 20 ? `.${ext}` : ''
    name = chars.slice(0, MAX_FILENAME - [...keep].length).join('') + keep
  }
  return name
}

/** The extension after the last dot, lower case, or '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * `Content-Disposition` for a stored name (RFC 6266): an ASCII fallback in `filename` for old
 * clients, and the exact name percent-encoded in `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
