import { faker } from '@faker-js/faker/locale/en'
import { companySlug } from './helpers.ts'
import type { SeedRecord, Template } from './template.ts'

const SEED = 7202
const ACCOUNTS_FROM = new Date('2023-01-01T00:00:00Z')
const ACCOUNTS_TO = new Date('2025-09-30T23:59:59Z')
/** Invoices are issued on the first of these months; the current period ends on 2026-01-31. */
const INVOICE_MONTHS = ['2025-10-01', '2025-11-01', '2025-12-01'] as const
const PERIOD_END = '2026-01-31T23:59:59.000Z'

const PLANS = [
  {
    name: 'Free',
    priceMonthly: 0,
    seats: 2,
    features: ['1 project', 'Community support', '7-day activity history'],
  },
  {
    name: 'Starter',
    priceMonthly: 29,
    seats: 5,
    features: ['10 projects', 'Email support', '90-day activity history', 'Custom domain'],
  },
  {
    name: 'Pro',
    priceMonthly: 99,
    seats: 20,
    features: [
      'Unlimited projects',
      'Priority email support',
      'Unlimited activity history',
      'Custom domain',
      'Single sign-on',
      'Audit log',
    ],
  },
  {
    name: 'Enterprise',
    priceMonthly: 499,
    seats: 100,
    features: [
      'Unlimited projects',
      'Dedicated account manager',
      'Unlimited activity history',
      'Custom domain',
      'Single sign-on',
      'Audit log',
      'SCIM provisioning',
      '99.99% uptime SLA',
    ],
  },
] as const

const PLAN_WEIGHTS = [3, 5, 4, 2]
const TLDS = ['com', 'io', 'co', 'dev', 'app']

const domainFor = (company: string) => {
  const base = companySlug(company)
  return `${base}.${faker.helpers.arrayElement(TLDS)}`
}

export const saas: Template = ({ newId }) => {
  faker.seed(SEED)

  const plans = PLANS.map((plan) => ({
    id: newId(),
    name: plan.name,
    priceMonthly: plan.priceMonthly,
    currency: 'USD',
    seats: plan.seats,
    features: [...plan.features],
  }))

  const domains = new Set<string>()
  const accounts = Array.from({ length: 15 }, () =>
    faker.date.between({ from: ACCOUNTS_FROM, to: ACCOUNTS_TO }),
  )
    .sort((a, b) => a.getTime() - b.getTime())
    .map((createdOn) => {
      let name: string
      let domain: string
      do {
        name = faker.company.name()
        domain = domainFor(name)
      } while (domains.has(domain))
      domains.add(domain)
      const plan = faker.helpers.weightedArrayElement(
        plans.map((value, i) => ({ value, weight: PLAN_WEIGHTS[i] ?? 1 })),
      )
      return {
        id: newId(),
        name,
        domain,
        planId: plan.id,
        seats: faker.number.int({ min: 1, max: plan.seats }),
        createdOn: createdOn.toISOString().slice(0, 10),
      }
    })

  const planOf = (planId: string) =>
    plans.find((p) => p.id === planId) ?? (plans[0] as (typeof plans)[number])

  const users = accounts.flatMap((account) => {
    const count = Math.min(account.seats, faker.number.int({ min: 1, max: 5 }))
    const emails = new Set<string>()
    return Array.from({ length: count }, (_, i) => {
      const firstName = faker.person.firstName()
      const lastName = faker.person.lastName()
      let local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '')
      if (emails.has(local)) local = `${local}${i + 1}`
      emails.add(local)
      return {
        id: newId(),
        accountId: account.id,
        name: `${firstName} ${lastName}`,
        email: `${local}@${account.domain}`,
        role:
          i === 0
            ? 'admin'
            : faker.helpers.weightedArrayElement([
                { weight: 1, value: 'admin' },
                { weight: 4, value: 'member' },
                { weight: 2, value: 'viewer' },
              ]),
        jobTitle: faker.person.jobTitle(),
      }
    })
  })

  const subscriptions = accounts.map((account) => {
    const plan = planOf(account.planId)
    const status =
      plan.priceMonthly === 0
        ? 'active'
        : faker.helpers.weightedArrayElement([
            { weight: 7, value: 'active' },
            { weight: 1, value: 'trialing' },
            { weight: 1, value: 'past_due' },
            { weight: 1, value: 'canceled' },
          ])
    return {
      id: newId(),
      accountId: account.id,
      planId: plan.id,
      status,
      cancelAtPeriodEnd: status === 'canceled',
      currentPeriodEnd: PERIOD_END,
    }
  })

  const invoiceRows: { accountId: string; amount: number; issuedOn: string; status: string }[] = []
  for (const sub of subscriptions) {
    const plan = planOf(sub.planId)
    if (plan.priceMonthly === 0 || sub.status === 'trialing') continue
    INVOICE_MONTHS.forEach((issuedOn, i) => {
      const last = i === INVOICE_MONTHS.length - 1
      invoiceRows.push({
        accountId: sub.accountId,
        amount: plan.priceMonthly,
        issuedOn,
        status: last && sub.status === 'past_due' ? 'open' : 'paid',
      })
    })
  }
  invoiceRows.sort((a, b) => a.issuedOn.localeCompare(b.issuedOn))
  const invoices = invoiceRows.map((row, i) => ({
    id: newId(),
    number: `INV-${row.issuedOn.slice(0, 4)}-${String(i + 1).padStart(4, '0')}`,
    accountId: row.accountId,
    amount: row.amount,
    currency: 'USD',
    status: row.status,
    issuedOn: row.issuedOn,
  }))

  const out: Record<string, SeedRecord[]> = { plans, accounts, users, subscriptions, invoices }
  return out
}
