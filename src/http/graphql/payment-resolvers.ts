import type { MercuriusContext as GraphQLContext, IResolvers } from 'mercurius'
import { validationFailed } from '../../domain/errors.ts'
import type { PaymentIntent } from '../../domain/payments/state.ts'
import { isShareTokenShaped } from '../../domain/share-tokens.ts'
import { hostedPageUrl } from '../checkout/url.ts'
import { queryOf } from '../common/request-parts.ts'
import { orNull } from './or-null.ts'

type Args = Record<string, unknown>

/** The arguments given: GraphQL hands absent ones as null or undefined, REST bodies lack them. */
const given = (args: Args): Args =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined))

/** `metadata` comes as JSON text (GraphQL has no object scalar here); the domain checks the rest. */
function withMetadata(args: Args): Args {
  const { metadata, ...rest } = given(args)
  if (metadata === undefined) return rest
  let parsed: unknown
  try {
    parsed = JSON.parse(String(metadata))
  } catch {
    throw validationFailed([
      {
        field: 'metadata',
        message: `must be a JSON object as a string, got '${String(metadata).slice(0, 40)}'`,
      },
    ])
  }
  return { ...rest, metadata: parsed }
}

/**
 * The sandbox a hosted page URL names: a share token the request came with (never the identity
 * it hides), else the identity.
 */
function sandboxOf(ctx: GraphQLContext): string {
  const named = [
    ctx.headers['x-playground-identity'],
    ctx.headers['x-pg-identity'],
    queryOf(ctx)._sandbox,
  ].find((v): v is string => typeof v === 'string')
  return named !== undefined && isShareTokenShaped(named) ? named : ctx.identity
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v))

/** Payments over GraphQL (docs/contract/payments.md#graphql), over the services REST uses. */
export const paymentResolvers = {
  Query: {
    paymentIntents: async (_, args, ctx: GraphQLContext) =>
      (await ctx.services.payments.intents.list(ctx.identity, given(args))).data,
    paymentIntent: (_, { id }, ctx: GraphQLContext) =>
      orNull(() => ctx.services.payments.intents.get(ctx.identity, String(id))),
  },
  Mutation: {
    createPaymentIntent: (_, args, ctx: GraphQLContext) =>
      ctx.services.payments.intents.create(ctx.identity, withMetadata(args)),
    confirmPaymentIntent: (_, { id, payment_method }, ctx: GraphQLContext) =>
      ctx.services.payments.intents.confirm(ctx.identity, String(id), {
        payment_method: given((payment_method ?? {}) as Args),
      }),
    refundPayment: (_, args, ctx: GraphQLContext) =>
      ctx.services.payments.intents.refund(ctx.identity, given(args)),
    createCheckoutSession: (_, args, ctx: GraphQLContext) => {
      const body = withMetadata(args)
      if (Array.isArray(body.line_items))
        body.line_items = body.line_items.map((i) => given(i as Args))
      return ctx.services.payments.checkout.create(ctx.identity, body, (id) =>
        hostedPageUrl(ctx.origin, sandboxOf(ctx), id),
      )
    },
  },
  PaymentIntent: {
    metadata: (intent: PaymentIntent) => json(intent.metadata),
    next_action: (intent: PaymentIntent) => json(intent.next_action),
    payment_method: (intent: PaymentIntent) =>
      intent.payment_method && {
        ...intent.payment_method.card,
        three_d_secure_result: intent.payment_method.three_d_secure?.result ?? null,
      },
  },
  CheckoutSession: {
    metadata: (session: { metadata: unknown }) => json(session.metadata),
  },
} satisfies IResolvers
