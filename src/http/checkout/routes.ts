import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ProblemError } from '../../domain/errors.ts'
import type { CheckoutSession } from '../../domain/payments/checkout.ts'
import { redirectOf } from '../../domain/payments/checkout.ts'
import { ASSETS } from '../landing/routes.ts'
import { type CheckoutPage, notFoundPage, renderCheckoutPage } from './page.ts'

const origin = (url: string) => new URL(url).origin

/**
 * No script at all; styles from this origin; the forms post here and may be redirected to the
 * session's own success and cancel URLs (CSP's form-action covers the redirect of a post).
 */
function cspOf(session: CheckoutSession | undefined): string {
  const targets = session ? [origin(session.success_url), origin(session.cancel_url)] : []
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    `form-action 'self' ${[...new Set(targets)].join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ')
}

type Params = { id: string }
type Form = { card?: string; number?: string; challenge_response?: string }

/**
 * The hosted test checkout page at a session's `url` (docs/contract/payments.md#checkout-sessions):
 * GET shows the cart and a form listing the test cards; POST pays, then sends the browser to
 * `success_url` (303), shows the 3-D Secure challenge, or shows the decline beside the form to try
 * another card.
 */
export default async function checkoutPageRoutes(app: FastifyInstance) {
  const { checkout } = app.services.payments
  const css = ASSETS['checkout.css']?.url ?? ''
  const icon = ASSETS['favicon.svg']?.url ?? ''
  const hide = { schema: { hide: true } }
  // The page's forms are url-encoded: only here, and small.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, text, done) => done(null, Object.fromEntries(new URLSearchParams(text as string))),
  )

  const find = async (req: FastifyRequest<{ Params: Params }>) => {
    try {
      return await checkout.get(req.identity, req.params.id)
    } catch (err) {
      if (err instanceof ProblemError && err.code === 'NOT_FOUND') return undefined
      throw err
    }
  }
  const send = (
    reply: FastifyReply,
    status: number,
    session: CheckoutSession | undefined,
    html: string,
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', cspOf(session))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(html)
  const show = (reply: FastifyReply, status: number, page: CheckoutPage) =>
    send(reply, status, page.session, renderCheckoutPage(page))

  app.get<{ Params: Params }>('/checkout/:id', hide, async (req, reply) => {
    const session = await find(req)
    if (!session) return send(reply, 404, undefined, notFoundPage(css, icon))
    const intent = session.payment_intent
      ? await app.services.payments.intents.get(req.identity, session.payment_intent)
      : undefined
    return show(reply, 200, { session, css, icon, challenge: intent?.status === 'requires_action' })
  })

  app.post<{ Params: Params; Body: Form | undefined }>(
    '/checkout/:id',
    hide,
    async (req, reply) => {
      const session = await find(req)
      if (!session) return send(reply, 404, undefined, notFoundPage(css, icon))
      const form = req.body ?? {}
      const typed = typeof form.number === 'string' ? form.number.trim() : ''
      const number = typed !== '' ? typed : form.card
      const challenge = form.challenge_response
      const body = challenge !== undefined ? { challenge_response: challenge } : { card: number }
      try {
        const after = await checkout.complete(req.identity, session.id, body)
        if (after.status === 'complete') {
          return reply.code(303).header('location', redirectOf(after.success_url, after.id)).send()
        }
        return show(reply, 200, { session: after, css, icon, challenge: true, number })
      } catch (err) {
        if (
          !(err instanceof ProblemError) ||
          (err.status >= 500 && err.code !== 'processing_error')
        )
          throw err
        const now = await find(req)
        if (!now) return send(reply, 404, undefined, notFoundPage(css, icon))
        const detail = err.members?.decline_code
          ? `${err.message} (${String(err.members.decline_code)})`
          : err.message
        return show(reply, err.status, { session: now, css, icon, error: detail, number })
      }
    },
  )
}
