import { ProblemError, quoted } from '../errors.ts'
import { extensionOf } from './filename.ts'

/**
 * Extensions of executables and scripts: what a double-click, a shell or a browser would run.
 * HTML and SVG are not here: they are accepted, and only ever served as attachments.
 */
// biome-ignore format: a table reads better in rows
const PROHIBITED_EXTENSIONS = new Set([
  // Windows executables, installers, shortcuts and script hosts
  'exe', 'dll', 'com', 'scr', 'pif', 'cpl', 'msi', 'msp', 'mst', 'sys', 'drv', 'ocx',
  'bat', 'cmd', 'ps1', 'psm1', 'psd1', 'vbs', 'vbe', 'wsf', 'wsh', 'wsc', 'hta', 'jse', 'reg',
  'lnk', 'scf', 'inf', 'gadget', 'application', 'appref-ms', 'msc',
  // Unix and macOS executables and packages
  'sh', 'bash', 'zsh', 'ksh', 'csh', 'fish', 'command', 'run', 'elf', 'so', 'dylib',
  'app', 'appimage', 'deb', 'rpm', 'dmg', 'pkg', 'mpkg',
  // Scripts a runtime or server executes (not .ts: also MPEG video; .bin is any data, so content decides)
  'js', 'mjs', 'cjs', 'php', 'phtml', 'php3', 'php4', 'php5',
  'phar', 'py', 'pyc', 'pyw', 'pl', 'pm', 'rb', 'cgi', 'asp', 'aspx', 'jsp', 'jspx', 'lua',
  // Bytecode and packaged applications
  'jar', 'class', 'war', 'ear', 'apk', 'aab', 'dex', 'ipa', 'xap', 'crx', 'xpi', 'wasm', 'swf',
])

/** What file-type recognises by magic bytes that would run: executables, bytecode, packages. */
// biome-ignore format: a table reads better in rows
const PROHIBITED_MAGIC = new Set([
  'exe', 'elf', 'macho', 'class', 'apk', 'jar', 'deb', 'rpm', 'dmg', 'wasm', 'swf', 'lnk', 'crx',
  'xpi',
])

/**
 * Raster images and PDF: the only types served inline
 * (docs/contract/uploads.md#reading-and-deleting).
 */
const INLINE = new Set([
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
])

/** Dimensions are read for these (docs/contract/uploads.md#single-upload). */
const MEASURED = new Set(['png', 'apng', 'jpg', 'gif', 'webp', 'svg'])

/** Text types named by extension alone: no magic bytes tell them apart. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  svg: 'image/svg+xml',
}

export interface FileType {
  mimetype: string
  /** The extension of the type (`png`, `pdf`), or null for bytes of no known type. */
  format: string | null
  dimensions: { width: number; height: number } | null
}

export const prohibited = (name: string, why: string) =>
  new ProblemError({
    code: 'PROHIBITED_FILE_TYPE',
    detail: `${quoted(name)} ${why}: executables and scripts are refused (by extension and by content)`,
  })

/** A shebang line (`#!/bin/sh`): a script whatever its name. */
const isShebang = (bytes: Buffer) => bytes[0] === 0x23 && bytes[1] === 0x21

function dimensionsOf(
  imageSize: typeof import('image-size').imageSize,
  bytes: Buffer,
): FileType['dimensions'] {
  try {
    const { width, height } = imageSize(bytes)
    return width !== undefined && height !== undefined && width > 0 && height > 0
      ? { width, height }
      : null
  } catch {
    return null
  }
}

/**
 * Whether the text begins as an SVG document does: `<svg` after a BOM, whitespace, an XML
 * declaration, comments and a doctype. A loop of indexOf rather than one regular expression,
 * which could backtrack over a hostile prolog.
 */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8')
  let at = head.charCodeAt(0) === 0xfeff ? 1 : 0
  for (;;) {
    while (at < head.length && /\s/.test(head.charAt(at))) at++
    const rest = head.slice(at, at + 9)
    const close = rest.startsWith('<?')
      ? head.indexOf('?>', at) + 2
      : rest.startsWith('<!--')
        ? head.indexOf('-->', at) + 3
        : rest.toUpperCase().startsWith('<!DOCTYPE')
          ? head.indexOf('>', at) + 1
          : -1
    if (close === -1) return /^<svg[\s>]/i.test(head.slice(at, at + 5))
    // An unclosed prolog (indexOf gave -1, plus its length) is no SVG.
    if (close <= at + 3) return false
    at = close
  }
}

/**
 * The type of an uploaded file, from its bytes first and its name second (the type a client
 * declares is never trusted), or 415 PROHIBITED_FILE_TYPE for an executable or a script by
 * either. Bytes of a binary type that do not match the name's are stored as what they are; bytes
 * of no known type are `application/octet-stream`, unless the name says a text type.
 */
export async function fileTypeOf(name: string, bytes: Buffer): Promise<FileType> {
  const ext = extensionOf(name)
  if (PROHIBITED_EXTENSIONS.has(ext)) throw prohibited(name, `has the extension .${ext}`)
  if (isShebang(bytes)) throw prohibited(name, 'starts with #!, a script')
  // Loaded by the first upload: some sixty modules a service that takes none never needs.
  const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([
    import('file-type'),
    import('image-size'),
  ])
  const detected = await fileTypeFromBuffer(bytes)
  // file-type names an SVG with an XML declaration `xml`: it is measured and served as SVG.
  if (detected && detected.ext !== 'xml') {
    if (PROHIBITED_MAGIC.has(detected.ext))
      throw prohibited(name, `holds an executable (${detected.ext}) whatever its name`)
    return {
      mimetype: detected.mime,
      format: detected.ext,
      dimensions: MEASURED.has(detected.ext) ? dimensionsOf(imageSize, bytes) : null,
    }
  }
  if (ext === 'svg' || looksLikeSvg(bytes)) {
    return { mimetype: 'image/svg+xml', format: 'svg', dimensions: dimensionsOf(imageSize, bytes) }
  }
  const text = Object.hasOwn(TEXT_TYPES, ext) ? TEXT_TYPES[ext] : undefined
  if (text) return { mimetype: text, format: ext, dimensions: null }
  if (detected) return { mimetype: detected.mime, format: detected.ext, dimensions: null }
  return { mimetype: 'application/octet-stream', format: null, dimensions: null }
}

/** Whether a stored type may be shown in the browser: raster images and PDF; never SVG or HTML. */
export const servedInline = (mimetype: string) => INLINE.has(mimetype)
