import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { templateList } from '../../domain/inbox/templates.ts'
import { listed } from '../common/list-headers.ts'
import {
  INBOX_DOCS,
  InboxListQuery,
  ItemParams,
  OtpQuery,
  SendEmailBody,
  SendSmsBody,
} from './schemas.ts'

/**
 * The mock inbox under /api/v1 (docs/contract/inbox.md): sends that land in the sandbox, and
 * reading them.
 */
const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { inbox } = app.services
  const tags = ['inbox']

  app.post(
    '/emails/send',
    { schema: { tags, body: SendEmailBody, ...INBOX_DOCS.sendEmail } },
    async (req) => {
      const { to, subject, text, html, template, data } = req.body
      const message = { type: 'email', to, subject, text, html, template, data } as const
      return { email: await inbox.deliver(req.identity, message) }
    },
  )
  app.get('/emails/templates', { schema: { tags, ...INBOX_DOCS.templates } }, async () => ({
    templates: templateList(),
  }))
  app.get('/emails/otp', { schema: { tags, querystring: OtpQuery, ...INBOX_DOCS.otp } }, (req) =>
    inbox.latestOtp(req.identity, req.query.to),
  )
  app.post(
    '/sms/send',
    { schema: { tags, body: SendSmsBody, ...INBOX_DOCS.sendSms } },
    async (req) => {
      const { to, from, message, body } = req.body
      return {
        sms: await inbox.deliver(req.identity, { type: 'sms', to, from, text: message ?? body }),
      }
    },
  )

  app.get(
    '/inbox',
    { schema: { tags, querystring: InboxListQuery, ...INBOX_DOCS.list } },
    async (req, reply) => {
      return listed(req, reply, app.originOf(req), await inbox.list(req.identity, req.query))
    },
  )
  app.get('/inbox/:id', { schema: { tags, params: ItemParams, ...INBOX_DOCS.get } }, (req) =>
    inbox.get(req.identity, req.params.id),
  )
  app.delete('/inbox', { schema: { tags, ...INBOX_DOCS.clear } }, (req) =>
    inbox.clear(req.identity),
  )
}

export default inboxRoutes
