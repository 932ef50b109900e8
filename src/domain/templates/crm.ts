import { faker } from '@faker-js/faker/locale/en'
import { companySlug } from './helpers.ts'
import type { SeedRecord, Template } from './template.ts'

const SEED = 7404
const LEADS_FROM = new Date('2025-03-01T00:00:00Z')
const LEADS_TO = new Date('2025-12-31T23:59:59Z')
/** Closed deals closed in the past, open ones are expected to close in the future. */
const CLOSED_FROM = new Date('2025-04-01T00:00:00Z')
const CLOSED_TO = new Date('2025-12-31T00:00:00Z')
const OPEN_FROM = new Date('2026-01-05T00:00:00Z')
const OPEN_TO = new Date('2026-06-30T00:00:00Z')

const INDUSTRIES = [
  'Software',
  'Manufacturing',
  'Healthcare',
  'Retail',
  'Financial Services',
  'Logistics',
  'Education',
  'Media',
]
const SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']
const SOURCES = ['website', 'referral', 'event', 'cold-call', 'linkedin', 'webinar'] as const
const LEAD_STATUSES = [
  { status: 'new', min: 0, max: 40 },
  { status: 'contacted', min: 20, max: 60 },
  { status: 'qualified', min: 60, max: 90 },
  { status: 'unqualified', min: 0, max: 30 },
  { status: 'converted', min: 80, max: 100 },
] as const
const STAGES = [
  { stage: 'prospecting', probability: 10, closed: false },
  { stage: 'qualification', probability: 25, closed: false },
  { stage: 'proposal', probability: 50, closed: false },
  { stage: 'negotiation', probability: 75, closed: false },
  { stage: 'closed-won', probability: 100, closed: true },
  { stage: 'closed-lost', probability: 0, closed: true },
] as const
const DEAL_KINDS = [
  'Annual licence',
  'Platform upgrade',
  'Onboarding package',
  'Support renewal',
  'Pilot project',
  'Multi-year agreement',
  'Seat expansion',
]

const domainFor = (company: string) => `${companySlug(company)}.com`

const isoDate = (d: Date) => d.toISOString().slice(0, 10)

export const crm: Template = ({ newId }) => {
  faker.seed(SEED)

  const domains = new Set<string>()
  const companies = Array.from({ length: 12 }, () => {
    let name: string
    do name = faker.company.name()
    while (domains.has(domainFor(name)))
    const domain = domainFor(name)
    domains.add(domain)
    return {
      id: newId(),
      name,
      domain,
      industry: faker.helpers.arrayElement(INDUSTRIES),
      size: faker.helpers.arrayElement(SIZES),
      city: faker.location.city(),
      country: 'United States',
      tagline: faker.company.catchPhrase(),
    }
  })

  const emails = new Set<string>()
  const contacts = Array.from({ length: 30 }, () => {
    const company = faker.helpers.arrayElement(companies)
    const firstName = faker.person.firstName()
    const lastName = faker.person.lastName()
    let local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '')
    while (emails.has(`${local}@${company.domain}`)) local = `${local}${faker.number.int(9)}`
    emails.add(`${local}@${company.domain}`)
    return {
      id: newId(),
      name: `${firstName} ${lastName}`,
      email: `${local}@${company.domain}`,
      phone: faker.phone.number({ style: 'national' }),
      company: company.name,
      companyId: company.id,
      title: faker.person.jobTitle(),
    }
  })

  const leads = faker.helpers
    .arrayElements(contacts, 25)
    .map((contact) => ({
      contact,
      createdOn: faker.date.between({ from: LEADS_FROM, to: LEADS_TO }),
    }))
    .sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime())
    .map(({ contact, createdOn }) => {
      const { status, min, max } = faker.helpers.arrayElement(LEAD_STATUSES)
      return {
        id: newId(),
        contactId: contact.id,
        source: faker.helpers.arrayElement(SOURCES),
        status,
        score: faker.number.int({ min, max }),
        createdOn: isoDate(createdOn),
      }
    })

  const deals = Array.from({ length: 20 }, () => {
    const contact = faker.helpers.arrayElement(contacts)
    const { stage, probability, closed } = faker.helpers.arrayElement(STAGES)
    const closeDate = closed
      ? faker.date.between({ from: CLOSED_FROM, to: CLOSED_TO })
      : faker.date.between({ from: OPEN_FROM, to: OPEN_TO })
    return {
      id: newId(),
      contactId: contact.id,
      companyId: contact.companyId,
      name: `${faker.helpers.arrayElement(DEAL_KINDS)} for ${contact.company}`,
      amount: faker.number.int({ min: 20, max: 800 }) * 250,
      currency: 'USD',
      stage,
      probability,
      closeDate: isoDate(closeDate),
    }
  })

  const out: Record<string, SeedRecord[]> = { companies, contacts, leads, deals }
  return out
}
