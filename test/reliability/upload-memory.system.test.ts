import assert from 'node:assert/strict'
import { once } from 'node:events'
import { connect } from 'node:net'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'node:test'
import { setImmediate as yieldToIo } from 'node:timers/promises'
import { type Server, serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { mb, peakRssOf, resetPeakRss, rssOf } from '../../scripts/support/memory-probe.ts'
import { tempDir } from '../helper.ts'

/**
 * Uploads hold no more than the file itself (docs/contract/uploads.md#limits, issue 20): measured
 * on the built CLI, its RSS read from /proc while the bodies stream in, and its peak (VmHWM, reset
 * before the window where the kernel lets us) after.
 */

const MB = 1024 * 1024
const BOUNDARY = '----pg-memory-boundary-Q2xvY2tXb3Jr'
/** What the client writes at a time, from one buffer: the client holds no copy of any file. */
const PIECE = Buffer.alloc(64 * 1024, 'mock playground upload ')
/** Tens of seconds on a busy machine; the bounds are on memory, not time. */
const GENEROUS = 300_000

const head = (filename: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  )
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)

interface Answer {
  status: number
  body: string
  /** Bytes of the file the client had written when the answer began to arrive (or in all). */
  sentBeforeAnswer: number
  /** Bytes of the file the client wrote in all. */
  sent: number
}

interface UploadOptions {
  fileBytes: number
  /** The body states its Content-Length; otherwise it is chunked, and only counting can cut it. */
  declared: boolean
  /** The closing boundary follows the file: without it, an answer proves the end was not read. */
  close: boolean
  /**
   * Go on writing after the answer, as a client that does not read it would, until the file is
   * out or the server cuts the connection; otherwise writing stops the moment the answer comes.
   */
  deaf?: boolean
  /** Called after every piece written. */
  progress: () => void
}

/**
 * POSTs one file to /api/v1/uploads as `identity` over a socket of its own, a piece at a time.
 * A socket rather than node:http, so that what was written before the answer is exactly known.
 * No `Connection: close`: with it, Node's server closes the socket once the answer is out, and
 * the unread rest of the body makes the close a reset, which can lose the answer.
 */
async function sendUpload(server: Server, identity: string, opts: UploadOptions): Promise<Answer> {
  const url = new URL(server.url)
  const socket = connect(Number(url.port), url.hostname)
  await once(socket, 'connect')
  let received = Buffer.alloc(0)
  let sent = 0
  let sentBeforeAnswer: number | undefined
  const closed = new Promise<void>((resolve) => {
    socket.on('error', () => resolve())
    socket.on('close', () => resolve())
  })
  // Settles once the whole answer is in (its head, and as many bytes as its Content-Length
  // says), or the connection ends.
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      sentBeforeAnswer ??= sent
      received = Buffer.concat([received, chunk])
      const split = received.indexOf('\r\n\r\n')
      if (split === -1) return
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(received.toString('latin1'))?.[1])
      if (received.length - split - 4 >= length) resolve()
    })
    void closed.then(resolve)
  })
  const opening = head('data.bin')
  const framing = opts.declared
    ? `Content-Length: ${opening.length + opts.fileBytes + TAIL.length}`
    : 'Transfer-Encoding: chunked'
  socket.write(
    `POST /api/v1/uploads HTTP/1.1\r\nHost: ${url.host}\r\nX-Playground-Identity: ${identity}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${framing}\r\n\r\n`,
  )
  const write = (bytes: Buffer) => {
    if (opts.declared) return socket.write(bytes)
    socket.write(`${bytes.length.toString(16)}\r\n`)
    socket.write(bytes)
    return socket.write('\r\n')
  }
  const writing = () => !socket.destroyed && (opts.deaf === true || sentBeforeAnswer === undefined)
  write(opening)
  while (sent < opts.fileBytes && writing()) {
    const n = Math.min(PIECE.length, opts.fileBytes - sent)
    const flushed = write(n === PIECE.length ? PIECE : PIECE.subarray(0, n))
    sent += n
    opts.progress()
    // Either way the loop gives way to the event loop, so that an answer is seen as it comes.
    if (flushed) await yieldToIo()
    else
      await Promise.race([
        new Promise((resolve) => socket.once('drain', resolve)),
        opts.deaf ? closed : answered,
      ])
  }
  if (opts.close && writing()) {
    write(TAIL)
    if (!opts.declared) socket.write('0\r\n\r\n')
  }
  await answered
  if (opts.deaf) {
    // The server ends a body it refused once it has thrown away 16 MB more of it.
    socket.end()
    await closed
  }
  socket.destroy()
  const text = received.toString('utf8')
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0)
  return {
    status,
    body: text.slice(text.indexOf('\r\n\r\n') + 4),
    sentBeforeAnswer: sentBeforeAnswer ?? sent,
    sent,
  }
}

/**
 * The server's peak RSS over a window: read at every piece the clients write, and from VmHWM,
 * which also sees a peak between two reads, where /proc lets us reset it at the window's start.
 */
function watchRss(pid: number) {
  const before = rssOf(pid)
  const hwm = resetPeakRss(pid)
  let peak = before
  return {
    sample: () => {
      peak = Math.max(peak, rssOf(pid))
    },
    end: () => {
      if (hwm) peak = Math.max(peak, peakRssOf(pid))
      return { before, peak, grown: peak - before, how: hwm ? 'sampled and VmHWM' : 'sampled' }
    },
  }
}

const STORES = ['sqlite', 'memory'] as const
type Store = (typeof STORES)[number]

function serve(t: TestContext, store: Store): Promise<Server> {
  return serveBuiltCli(
    t,
    store === 'sqlite'
      ? ['--store', 'sqlite', '--db', join(tempDir(t), 'uploads.db')]
      : ['--store', 'memory'],
  )
}

/** `count` uploads of 1 MB at once, into the sandboxes `${prefix}-0` … ; each must be a 200. */
async function uploadInParallel(
  server: Server,
  prefix: string,
  count: number,
  progress = () => {},
) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      sendUpload(server, `${prefix}-${i}`, {
        fileBytes: MB,
        declared: true,
        close: true,
        progress,
      }),
    ),
  )
  for (const [i, a] of answers.entries()) {
    assert.equal(a.status, 200, `${prefix}-${i}: ${a.body}`)
    assert.equal((JSON.parse(a.body) as { file: { sizeBytes: number } }).file.sizeBytes, MB)
  }
}

for (const store of STORES) {
  describe(`uploads hold no more than the file (${store})`, () => {
    /**
     * Issue 20's bound, RSS growth < 150 MB, is on what the upload path holds. A file is held
     * whole while it streams in (at most 5 MB: its type is read from its bytes, and every store
     * takes a whole blob), so 100 uploads in flight at once may hold their 100 MB; the rest of
     * the bound is for garbage the collector has not reached yet. A one-file form's bytes go
     * straight into one buffer its declared length sizes (http/uploads/form.ts): joining
     * the pieces at the end held each file twice for a moment, and SQLite's growth reached 151 MB
     * once on a busy machine (55 to 151 MB then; 35 to 45 MB since). On SQLite the bytes then go
     * to the database file: the bound applies as it stands. The memory store keeps every file in
     * its sandbox, by design: the 100 MB stored stay in RSS beside the garbage their uploads
     * left, so the bound applies to the growth beyond the bytes stored (measured: 20 to 75 MB
     * beyond).
     */
    test('100 parallel 1 MB uploads into 100 sandboxes: RSS grows < 150 MB beyond the bytes stored', {
      timeout: GENEROUS,
    }, async (t) => {
      const server = await serve(t, store)
      const pid = server.child.pid as number
      // Warm-up: the multipart parser, the type checks and the store's writes are loaded and
      // compiled, and the heap has seen parallel uploads, before the baseline is read.
      await uploadInParallel(server, 'warm', 10)
      const watch = watchRss(pid)
      await uploadInParallel(server, 'parallel', 100, watch.sample)
      const { before, peak, grown, how } = watch.end()
      const stored = store === 'memory' ? 100 * MB : 0
      t.diagnostic(
        `RSS ${mb(before)} before, ${mb(peak)} at its peak (${how}): grew ${mb(grown)}, ` +
          `${mb(grown - stored)} beyond the ${mb(stored)} the store keeps`,
      )
      assert.ok(grown - stored < 150 * MB, `RSS grew ${mb(grown)} with ${mb(stored)} stored`)
    })

    /**
     * A file over 5 MB is refused at its 5 MB + 1st byte, the first 5 MB read by then, which the
     * server may hold while it reads them: on one upload, growth under the file's size would be
     * within noise of that window. So the measure is ten clients at once that do not listen:
     * each sends a chunked 64 MB file on past the answer, until the server cuts it. The server
     * answers each at 5 MB, throws away up to 16 MB more and then cuts the connection: it
     * receives over 21 MB of each and may hold 5 MB of each. Kept, what it received would be
     * over 210 MB; read to their end, 640 MB.
     */
    test('files over 5 MB are refused before their end is read, and RSS does not grow by their size', {
      timeout: GENEROUS,
    }, async (t) => {
      const server = await serve(t, store)
      const pid = server.child.pid as number
      // A 5 MB + 1 byte file of declared length, its closing boundary never sent: the 413 comes
      // without it. Also the warm-up of the refusal path.
      const exact = await sendUpload(server, 'exact', {
        fileBytes: 5 * MB + 1,
        declared: true,
        close: false,
        progress: () => {},
      })
      assert.equal(exact.status, 413, exact.body)
      assert.equal((JSON.parse(exact.body) as { code: string }).code, 'FILE_TOO_LARGE')
      await uploadInParallel(server, 'warm', 10)

      const streams = 10
      const fileBytes = 64 * MB
      const watch = watchRss(pid)
      const answers = await Promise.all(
        Array.from({ length: streams }, (_, i) =>
          sendUpload(server, `over-${i}`, {
            fileBytes,
            declared: false,
            close: true,
            deaf: true,
            progress: watch.sample,
          }),
        ),
      )
      const { before, peak, grown, how } = watch.end()
      const sum = (of: (a: Answer) => number) => answers.reduce((n, a) => n + of(a), 0)
      t.diagnostic(
        `${streams} uploads of ${mb(fileBytes)}: ${mb(sum((a) => a.sentBeforeAnswer))} sent ` +
          `before their answers, ${mb(sum((a) => a.sent))} before the server cut them; ` +
          `RSS ${mb(before)} before, ${mb(peak)} at its peak (${how}): grew ${mb(grown)}`,
      )
      for (const a of answers) {
        assert.equal(a.status, 413, a.body)
        assert.equal((JSON.parse(a.body) as { code: string }).code, 'FILE_TOO_LARGE')
        assert.ok(a.sentBeforeAnswer > 5 * MB, `answered after ${a.sentBeforeAnswer} bytes`)
        assert.ok(a.sent < fileBytes, 'the server read a refused body to its end')
        // What makes the bound below tell holding from throwing away: far more received than held.
        assert.ok(a.sent > 16 * MB, `cut after ${a.sent} bytes`)
      }
      // The 5 MB each may hold, and room for the collector's lag: far from the 210 MB received.
      assert.ok(grown < streams * 5 * MB + 40 * MB, `RSS grew ${mb(grown)}`)
    })
  })
}
