import assert from 'node:assert/strict'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { build, STORES } from '../../helper.ts'
import { BOUNDARY, MB, png, upload } from './support.ts'

const CHUNK = Buffer.alloc(64 * 1024, 0x61)

/**
 * Sends one upload of `fileBytes` bytes over a raw socket, a chunk at a time (one buffer reused,
 * so the client holds no copy of the file), and stops as soon as an answer arrives. The closing
 * boundary is only sent once every byte of the file is: an answer before it proves the server
 * refused without reading the body to its end.
 */
async function streamUpload(app: FastifyInstance, fileBytes: number, chunked = false) {
  const { port } = app.server.address() as AddressInfo
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  let answer = ''
  let answered = false
  // Done once the whole answer is in (its head, and as many bytes as its Content-Length says),
  // or the connection ends.
  const done = new Promise<void>((resolve) => {
    socket.on('data', (d: Buffer) => {
      answered = true
      answer += d.toString('latin1')
      const split = answer.indexOf('\r\n\r\n')
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(answer)?.[1])
      if (split !== -1 && answer.length - split - 4 >= length) resolve()
    })
    socket.on('error', () => resolve())
    socket.on('close', () => resolve())
  })
  // Chunked, the body declares no length: only counting it as it streams can cut it.
  const length = chunked
    ? 'Transfer-Encoding: chunked'
    : `Content-Length: ${head.length + fileBytes + tail.length}`
  socket.write(
    `POST /api/v1/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Playground-Identity: stream-test\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${length}\r\n\r\n`,
  )
  const write = (bytes: Buffer) => {
    if (!chunked) return socket.write(bytes)
    socket.write(`${bytes.length.toString(16)}\r\n`)
    socket.write(bytes)
    return socket.write('\r\n')
  }
  write(head)
  let sent = 0
  while (sent < fileBytes && !answered && !socket.destroyed) {
    const n = Math.min(CHUNK.length, fileBytes - sent)
    const flushed = write(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n))
    sent += n
    if (!flushed) await Promise.race([once(socket, 'drain'), done])
  }
  // Every byte of the file is out: only an answer or the connection's end comes now.
  const tailSent = !answered && !socket.destroyed
  await done
  socket.destroy()
  return { answer, sent, tailSent }
}

for (const store of STORES) {
  describe(`uploads are cut while they stream (${store})`, () => {
    test('a 5 MB + 1 byte file is refused with 413 before the end of its body is read', async (t) => {
      const app = await build(t, { store })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { answer, sent, tailSent } = await streamUpload(app, 5 * MB + 1)
      assert.match(answer, /^HTTP\/1\.1 413 /)
      assert.match(answer, /"code":"FILE_TOO_LARGE"/)
      assert.equal(sent, 5 * MB + 1)
      assert.equal(tailSent, true, 'the server answered with the closing boundary still unsent')
    })

    test('a 64 MB chunked stream is cut at 5 MB, and the server never holds it', async (t) => {
      const app = await build(t, { store })
      await app.listen({ port: 0, host: '127.0.0.1' })
      // Warm up: the first upload loads what an upload needs, so it does not count as growth.
      assert.equal((await upload(app, 'warm', 'a.png', png())).statusCode, 200)
      const before = process.memoryUsage().rss
      const size = 64 * MB
      const { answer, sent } = await streamUpload(app, size, true)
      const grown = process.memoryUsage().rss - before
      assert.match(answer, /^HTTP\/1\.1 413 /)
      assert.match(answer, /"code":"FILE_TOO_LARGE"/)
      assert.ok(sent < size, `the client was stopped after ${sent} of ${size} bytes`)
      assert.ok(sent > 5 * MB, `the server read past 5 MB before it refused (${sent} bytes)`)
      assert.ok(grown < size / 2, `RSS grew by ${grown} bytes for a ${size}-byte upload`)
    })

    test('a body declaring more than a file may hold is refused before any of it is read', async (t) => {
      const app = await build(t, { store })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const size = 64 * MB
      const { answer, sent } = await streamUpload(app, size)
      assert.match(answer, /^HTTP\/1\.1 413 /)
      assert.match(answer, /"code":"FILE_TOO_LARGE"/)
      assert.ok(sent < size, `the client was stopped after ${sent} of ${size} bytes`)
    })
  })
}
