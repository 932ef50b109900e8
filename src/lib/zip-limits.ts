import { createInflateRaw } from 'node:zlib'

/** Why an archive was refused: `size` when it would inflate past the limit, `format` otherwise. */
export class ZipRefused extends Error {
  readonly reason: 'size' | 'format'
  constructor(reason: 'size' | 'format', message: string) {
    super(message)
    this.reason = reason
  }
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const MAX_ENTRIES = 1000

/** An entry of a zip archive, inflated only when read, as a stream of chunks. */
export interface ZipEntry {
  name: string
  /**
   * The entry's bytes, inflated a chunk at a time off the event loop (zlib's thread pool). The
   * chunks of every entry read count against the archive's one budget: past it, the read throws
   * `ZipRefused('size')` and inflates no further. A reader that stops early inflates no more.
   */
  read(): AsyncGenerator<Buffer>
}

/** How much zlib inflates per step: each step is a turn of the event loop. */
const CHUNK = 16 * 1024

/**
 * The entries of a zip archive (an XLSX file), read within `maxBytes` in all, refusing a zip bomb
 * before it costs memory: first by the sizes the central directory declares, then, because those
 * may lie, by counting what each entry read inflates to, stopping as soon as it passes what is
 * left of the budget. Only the entries read are inflated. Zip64 and encrypted archives are
 * refused: an import of at most 5 MB never needs them.
 */
export function zipEntries(zip: Buffer, maxBytes: number): ZipEntry[] {
  let end = -1
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i
      break
    }
  }
  if (end < 0) throw new ZipRefused('format', 'is not a zip archive (no end of central directory)')
  const count = zip.readUInt16LE(end + 10)
  const offset = zip.readUInt32LE(end + 16)
  if (count === 0xffff || offset === 0xffffffff)
    throw new ZipRefused('format', 'is a zip64 archive, which an import does not read')
  if (count > MAX_ENTRIES)
    throw new ZipRefused(
      'format',
      `holds ${count} files; an XLSX import may hold at most ${MAX_ENTRIES}`,
    )

  const headers: Array<{
    name: string
    method: number
    flags: number
    compressed: number
    size: number
    local: number
  }> = []
  let declared = 0
  let at = offset
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL)
      throw new ZipRefused('format', 'has a broken central directory')
    const nameLength = zip.readUInt16LE(at + 28)
    const header = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      local: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    }
    declared += header.size
    if (declared > maxBytes)
      throw new ZipRefused(
        'size',
        `would inflate to more than ${maxBytes} bytes (its directory says ${declared} at least)`,
      )
    headers.push(header)
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }

  let left = maxBytes
  const spend = (bytes: number) => {
    left -= bytes
    if (left < 0) throw new ZipRefused('size', `would inflate to more than ${maxBytes} bytes`)
  }
  return headers.map((h) => {
    if (h.flags & 1) throw new ZipRefused('format', `holds an encrypted file (${h.name})`)
    if (h.local + 30 > zip.length || zip.readUInt32LE(h.local) !== LOCAL)
      throw new ZipRefused('format', `has a broken local header (${h.name})`)
    if (h.method !== 0 && h.method !== 8)
      throw new ZipRefused('format', `uses compression method ${h.method} (${h.name})`)
    const start = h.local + 30 + zip.readUInt16LE(h.local + 26) + zip.readUInt16LE(h.local + 28)
    const raw = zip.subarray(start, start + h.compressed)
    async function* read(): AsyncGenerator<Buffer> {
      if (h.method === 0) {
        spend(raw.length)
        yield raw
        return
      }
      const inflater = createInflateRaw({ chunkSize: CHUNK })
      inflater.end(raw)
      try {
        for await (const chunk of inflater as AsyncIterable<Buffer>) {
          spend(chunk.length)
          yield chunk
        }
      } catch (err) {
        if (err instanceof ZipRefused) throw err
        throw new ZipRefused('format', `holds a file that does not inflate (${h.name})`)
      } finally {
        inflater.destroy()
      }
    }
    return { name: h.name, read }
  })
}
