/** JSON with raw pieces: numbers JSON.stringify cannot write (1e309), escaped keys, duplicates. */

/** Text placed into the JSON as is. */
export class Raw {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}
/** An object as an ordered list of entries: keys may repeat, be `__proto__`, or be raw text. */
export class Obj {
  readonly entries: Array<[string | Raw, J]>
  constructor(entries: Array<[string | Raw, J]>) {
    this.entries = entries
  }
}
export type J = null | boolean | number | string | Raw | Obj | J[]

export const obj = (fields: Record<string, J>) => new Obj(Object.entries(fields))

/** Marks raw bytes (invalid UTF-8) to splice into a serialised body. */
const BYTES_MARK = '\u0001BYTES:'

export function serialize(value: J): string {
  if (value instanceof Raw) return value.text
  if (value instanceof Obj) {
    const parts = value.entries.map(
      ([k, v]) => `${k instanceof Raw ? k.text : JSON.stringify(k)}:${serialize(v)}`,
    )
    return `{${parts.join(',')}}`
  }
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`
  return JSON.stringify(value)
}

/** The body as bytes: strings marked with `bytes(...)` become those raw bytes. */
export function toPayload(text: string): string | Buffer {
  const marker = JSON.stringify(BYTES_MARK).slice(1, -1)
  if (!text.includes(marker)) return text
  const pieces: Buffer[] = []
  const re = new RegExp(`${marker.replace(/\\/g, '\\\\')}([0-9a-f]+)\\.`, 'g')
  let last = 0
  for (const m of text.matchAll(re)) {
    pieces.push(Buffer.from(text.slice(last, m.index), 'utf8'), Buffer.from(m[1] as string, 'hex'))
    last = (m.index as number) + m[0].length
  }
  pieces.push(Buffer.from(text.slice(last), 'utf8'))
  return Buffer.concat(pieces)
}
export const bytes = (hex: string) => `${BYTES_MARK}${hex}.`
