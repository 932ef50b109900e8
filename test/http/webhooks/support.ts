import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestContext } from 'node:test'
import type { Delivery } from '../../../src/domain/webhooks/service.ts'
import type { as } from '../../helper.ts'

export interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/**
 * A real webhook receiver on loopback. `answer(n, req)` replies to the n-th request (from 1);
 * `nth(n)` resolves once n requests have arrived.
 */
export async function receiver(
  t: TestContext,
  answer: (n: number, res: ServerResponse) => void = (_, res) => res.end('ok'),
) {
  const received: Received[] = []
  const waiting = new Map<number, Array<() => void>>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      answer(received.length, res)
      for (const resolve of waiting.get(received.length) ?? []) resolve()
      waiting.delete(received.length)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    nth(n: number): Promise<Received> {
      if (received.length >= n) return Promise.resolve(received[n - 1] as Received)
      return new Promise((resolve) => {
        const list = waiting.get(n) ?? []
        list.push(() => resolve(received[n - 1] as Received))
        waiting.set(n, list)
      })
    },
  }
}

/** Answers with `status` and `body`. */
export const reply =
  (status: number, body = '') =>
  (res: ServerResponse) => {
    res.statusCode = status
    res.end(body)
  }

/** Checks a signature as a receiver would: recompute the HMAC over "<t>.<raw body>". */
export function verifies(secret: string, header: string | undefined, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '')
  if (!match) return false
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex')
  return expected === match[2]
}

/** A delivery as the log shows it: the service's own type. */
export type DeliveryView = Delivery

/**
 * Reads the delivery log until `done` holds for a delivery: the log is written right after the
 * attempt the receiver saw, so this yields to the event loop between reads and never sleeps.
 */
export async function awaitDelivery(
  client: ReturnType<typeof as>,
  done: (d: DeliveryView) => boolean,
  url = '/api/v1/webhooks/deliveries',
): Promise<DeliveryView> {
  for (;;) {
    const res = await client.get(url)
    const found = (res.json().data as DeliveryView[]).find(done)
    if (found) return found
    await new Promise((resolve) => setImmediate(resolve))
  }
}
