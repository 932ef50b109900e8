import { faker } from '@faker-js/faker/locale/en'
import { capitalise, slugify, uniqueEmail } from './helpers.ts'
import type { SeedRecord, Template } from './template.ts'

const SEED = 7303
const ARTICLES_FROM = new Date('2025-01-01T00:00:00Z')
const ARTICLES_TO = new Date('2025-12-15T23:59:59Z')
const NOW = new Date('2026-01-01T00:00:00Z')

const TAGS = [
  'JavaScript',
  'TypeScript',
  'DevOps',
  'Security',
  'Databases',
  'Design',
  'Testing',
  'Performance',
  'Cloud',
  'Career',
]

const COMMENT_OPENERS = [
  'Great write-up!',
  'Thanks for sharing this.',
  'I ran into exactly this last week.',
  'Interesting take, but I am not fully convinced.',
  'This finally made it click for me.',
  'Bookmarking this one.',
  'Nice article.',
  'Could you expand on the second part?',
  'We tried something similar at work.',
  'Clear and to the point.',
]

const title = () => {
  const h = faker.hacker
  return faker.helpers.arrayElement([
    () => `${capitalise(h.ingverb())} the ${h.adjective()} ${h.noun()}`,
    () => `Why your ${h.noun()} needs a ${h.adjective()} ${h.noun()}`,
    () => `${faker.number.int({ min: 3, max: 10 })} lessons from ${h.ingverb()} our ${h.noun()}`,
    () => `A practical guide to the ${h.abbreviation()} ${h.noun()}`,
    () => `How we stopped worrying and learned to ${h.verb()} the ${h.noun()}`,
    () => `${capitalise(h.adjective())} ${h.noun()}s in production`,
  ])()
}

const paragraph = () =>
  Array.from({ length: faker.number.int({ min: 3, max: 5 }) }, () => faker.hacker.phrase()).join(
    ' ',
  )

export const blog: Template = ({ newId }) => {
  faker.seed(SEED)

  const tags = faker.helpers
    .arrayElements(TAGS, 8)
    .map((name) => ({ id: newId(), name, slug: slugify(name) }))

  const emails = new Set<string>()
  const authors = Array.from({ length: 6 }, () => {
    const firstName = faker.person.firstName()
    const lastName = faker.person.lastName()
    const email = uniqueEmail(emails, firstName, lastName)
    const [a, b] = faker.helpers.arrayElements(tags, 2)
    return {
      id: newId(),
      name: `${firstName} ${lastName}`,
      email,
      bio: `${faker.person.jobTitle()} based in ${faker.location.city()}. Writes about ${a?.name} and ${b?.name}.`,
      twitter: `@${faker.internet
        .username({ firstName, lastName })
        .replace(/[^A-Za-z0-9_]/g, '_')
        .slice(0, 15)}`,
    }
  })

  const slugs = new Set<string>()
  const articles = Array.from({ length: 20 }, () =>
    faker.date.between({ from: ARTICLES_FROM, to: ARTICLES_TO }),
  )
    .sort((a, b) => a.getTime() - b.getTime())
    .map((date) => {
      let t: string
      do t = title()
      while (slugs.has(slugify(t)))
      slugs.add(slugify(t))
      const published = faker.datatype.boolean({ probability: 0.8 })
      return {
        id: newId(),
        title: t,
        slug: slugify(t),
        authorId: faker.helpers.arrayElement(authors).id,
        tagIds: faker.helpers.arrayElements(tags, { min: 1, max: 3 }).map((tag) => tag.id),
        excerpt: faker.hacker.phrase(),
        body: Array.from({ length: faker.number.int({ min: 3, max: 5 }) }, paragraph).join('\n\n'),
        published,
        publishedAt: published ? date.toISOString() : null,
      }
    })

  const live = articles.filter((a) => a.published)
  const comments = Array.from({ length: 50 }, () => {
    const article = faker.helpers.arrayElement(live)
    const from = new Date(article.publishedAt ?? ARTICLES_FROM)
    return {
      articleId: article.id,
      author: faker.person.fullName(),
      body: `${faker.helpers.arrayElement(COMMENT_OPENERS)} ${capitalise(faker.hacker.phrase())}`,
      postedAt: faker.date.between({ from, to: NOW }).toISOString(),
    }
  })
    .sort((a, b) => a.postedAt.localeCompare(b.postedAt))
    .map((comment) => ({ id: newId(), ...comment }))

  const out: Record<string, SeedRecord[]> = { authors, tags, articles, comments }
  return out
}
