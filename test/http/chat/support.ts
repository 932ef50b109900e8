import type { TestContext } from 'node:test'
import WebSocket from 'ws'
import type { StoreKind } from '../../../src/config.ts'
import type { AppOptions } from '../../../src/http/app.ts'
import { build } from '../../helper.ts'

/** How long `take` waits for a frame before it fails the test. */
const TAKE_BOUND_MS = 30_000

export type Frame = { type: string } & Record<string, unknown>

/** An app listening on a free port of 127.0.0.1, with the bot answering at once. */
export async function serve(t: TestContext, store: StoreKind, options: AppOptions = {}) {
  const app = await build(t, { store }, { chatBotDelayMs: 0, ...options })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { app, base: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}` }
}

/**
 * A chat socket: `take(type)` resolves with the first frame of that type not taken yet (frames of
 * other types wait for their own `take`), `closed` with the close code and reason.
 */
export async function connect(t: TestContext, url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers })
  const frames: Frame[] = []
  const waiting: Array<{ match: (f: Frame) => boolean; resolve: (f: Frame) => void }> = []
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame
    const at = waiting.findIndex((w) => w.match(frame))
    if (at === -1) frames.push(frame)
    else waiting.splice(at, 1)[0]?.resolve(frame)
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  )
  ws.on('error', () => {})
  t.after(() => ws.terminate())
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  // A frame that never comes fails the test with what did come, instead of hanging the run: the
  // bound is a guard far past any wait on the busiest machine, not a measure of speed.
  const take = (type: string, match: (f: Frame) => boolean = () => true) =>
    new Promise<Frame>((resolve, reject) => {
      // Made here, so that its stack names the test's line that waited.
      const failure = new Error(`no matching ${type} frame in ${TAKE_BOUND_MS} ms`)
      const test = (f: Frame) => f.type === type && match(f)
      const at = frames.findIndex(test)
      if (at !== -1) return resolve(frames.splice(at, 1)[0] as Frame)
      const waiter = {
        match: test,
        resolve: (f: Frame) => {
          clearTimeout(timer)
          resolve(f)
        },
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1)
        const seen = frames.filter((f) => f.type === type)
        failure.message += `; got ${JSON.stringify(seen)}`
        reject(failure)
      }, TAKE_BOUND_MS)
      waiting.push(waiter)
    })
  return {
    ws,
    take,
    /** Frames received and not taken, of one type. */
    pending: (type: string) => frames.filter((f) => f.type === type),
    send: (frame: unknown) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    closed,
  }
}

/** Connects and waits for `connected` and `joined`; returns both with the client. */
export async function joinRoom(t: TestContext, url: string, headers: Record<string, string> = {}) {
  const client = await connect(t, url, headers)
  const connected = await client.take('connected')
  const joined = await client.take('joined')
  return { ...client, connected, joined }
}

export const call = (base: string, method: string, path: string, sandbox: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-playground-identity': sandbox },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
