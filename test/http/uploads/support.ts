import type { FastifyInstance } from 'fastify'

export const BOUNDARY = '----pg-test-boundary-7MA4YWxkTrZu0gW'
export const MB = 1024 * 1024

/** A PNG of `width` × `height` (its IHDR is all image-size and file-type read). */
export function png(width = 2, height = 3, padTo = 0): Buffer {
  const ihdr = Buffer.alloc(25)
  ihdr.writeUInt32BE(13, 0)
  ihdr.write('IHDR', 4, 'latin1')
  ihdr.writeUInt32BE(width, 8)
  ihdr.writeUInt32BE(height, 12)
  ihdr.set([8, 6, 0, 0, 0], 16)
  const head = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr])
  return padTo > head.length ? Buffer.concat([head, Buffer.alloc(padTo - head.length)]) : head
}

export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(120),
])
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>alert(document.cookie)</script></svg>',
)
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; data: Buffer; type?: string; rawDisposition?: string }

/** A multipart/form-data body of `parts`, as a browser's FormData would send it. */
export function form(parts: Part[]): Buffer {
  const chunks: Buffer[] = []
  for (const p of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`))
    if ('value' in p) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
      )
      continue
    }
    const disposition = p.rawDisposition ?? `form-data; name="${p.name}"; filename="${p.filename}"`
    chunks.push(
      Buffer.from(
        `Content-Disposition: ${disposition}\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

export const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`

/** Sends a form to `url` as the sandbox `identity`. */
export function postForm(app: FastifyInstance, identity: string, url: string, parts: Part[]) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'x-playground-identity': identity, 'content-type': FORM_TYPE },
    payload: form(parts),
  })
}

/** Uploads one file in the field `file`, with any text fields. */
export function upload(
  app: FastifyInstance,
  identity: string,
  filename: string,
  data: Buffer,
  fields: Record<string, string> = {},
) {
  return postForm(app, identity, '/api/v1/uploads', [
    { name: 'file', filename, data },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ])
}
