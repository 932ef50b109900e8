import assert from 'node:assert/strict'
import { test } from 'node:test'
import Stripe from 'stripe'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { receiver } from '../http/webhooks/support.ts'

/**
 * A receiver written as for Stripe's webhooks, with Stripe's own library, takes the built
 * server's deliveries as they come (docs/contract/events-and-webhooks.md#envelope): it checks
 * the signature with `stripe.webhooks.constructEvent` and switches on `event.type`.
 */

const IDENTITY = 'stripe-receiver'
// Never used to call Stripe: only the webhook helpers run, and they work offline.
const stripe = new Stripe('sk_test_unused')

test('stripe.webhooks.constructEvent verifies a delivery, and a switch on its type handles it', async (t) => {
  const hooked = await receiver(t)
  const server = await serveBuiltCli(t)
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-playground-identity': IDENTITY },
      body: JSON.stringify(body),
    })
    return (await res.json()) as Record<string, unknown>
  }
  const hook = await call('/api/v1/webhooks', { url: hooked.url, events: ['post.created'] })
  const secret = hook.secret as string
  const post = await call('/api/v1/posts', { userId: 1, title: 'Seen by Stripe' })
  await call(`/api/v1/webhooks/${hook.id}/test`, {})

  // What the receiver did with each event, by type, as a Stripe handler would.
  const handled: Array<[string, unknown]> = []
  for (const n of [1, 2]) {
    const got = await hooked.nth(n)
    const header = got.headers['x-playground-signature'] as string
    const event = stripe.webhooks.constructEvent(got.body, header, secret)
    assert.equal(event.object, 'event')
    assert.ok(Number.isInteger(event.created))
    // The playground's types are not Stripe's, so the switch reads `type` as any string.
    switch (event.type as string) {
      case 'post.created':
      case 'test.ping':
        handled.push([event.type, event.data])
        break
      default:
        assert.fail(`unexpected event type ${event.type}`)
    }
    // A body changed on the way, or another secret, fails the check.
    assert.throws(
      () => stripe.webhooks.constructEvent(`${got.body} `, header, secret),
      Stripe.errors.StripeSignatureVerificationError,
    )
    assert.throws(
      () => stripe.webhooks.constructEvent(got.body, header, 'whsec_other'),
      Stripe.errors.StripeSignatureVerificationError,
    )
  }

  // The post and the ping may arrive in either order: they are two deliveries.
  const byType = new Map(handled)
  assert.deepEqual([...byType.keys()].sort(), ['post.created', 'test.ping'])
  const record = byType.get('post.created') as Record<string, unknown>
  assert.equal(record.id, post.id)
  assert.equal(record.title, 'Seen by Stripe')
  assert.deepEqual(byType.get('test.ping'), {
    webhookId: hook.id,
    message: 'A test delivery from Mock Playground',
  })
})
