import type { TestContext } from 'node:test'
import WebSocket from 'ws'
import type { StoreKind } from '../../../src/config.ts'
import type { AppOptions } from '../../../src/http/app.ts'
import { build } from '../../helper.ts'

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
  const take = (type: string, match: (f: Frame) => boolean = () => true) =>
    new Promise<Frame>((resolve) => {
      const test = (f: Frame) => f.type === type && match(f)
      const at = frames.findIndex(test)
      if (at !== -1) resolve(frames.splice(at, 1)[0] as Frame)
      else waiting.push({ match: test, resolve })
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
