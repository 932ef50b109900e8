import assert from 'node:assert/strict'
import type { Pagination } from '../../../src/domain/list/paginate.ts'
import { ok } from '../custom/support.ts'
import { API, type Client } from '../resources/support.ts'

/** Shared fixtures of the mock inbox HTTP tests; not a test file itself. */

export const INBOX = `${API}/inbox`
export const SEND_EMAIL = `${API}/emails/send`
export const SEND_SMS = `${API}/sms/send`
export const OTP = `${API}/emails/otp`

export const EMAIL_ID = /^msg_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
export const SMS_ID = /^sms_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export type InboxItem = {
  id: string
  type: 'email' | 'sms'
  to: string
  from: string
  subject?: string
  text?: string
  html?: string
  template?: string
  otp_code?: string
  reset_token?: string
  created_at: string
}
export type InboxList = { data: InboxItem[]; pagination: Pagination }

export async function sendEmail(client: Client, body: Record<string, unknown>) {
  const { email } = ok<{ email: InboxItem }>(await client.post(SEND_EMAIL, body))
  assert.match(email.id, EMAIL_ID)
  return email
}

export async function sendSms(client: Client, body: Record<string, unknown>) {
  const { sms } = ok<{ sms: InboxItem }>(await client.post(SEND_SMS, body))
  assert.match(sms.id, SMS_ID)
  return sms
}

/** Every item of the inbox (at most 100), newest first. */
export async function inboxOf(client: Client, query = ''): Promise<InboxItem[]> {
  const items: InboxItem[] = []
  for (let page = 1; ; page++) {
    const body = ok<InboxList>(await client.get(`${INBOX}?limit=30&page=${page}${query}`))
    items.push(...body.data)
    if (!body.pagination.hasNextPage) return items
  }
}
