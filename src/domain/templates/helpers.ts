import { faker } from '@faker-js/faker/locale/en'

/** Small text and number helpers the templates share; all deterministic under faker's seed. */
export const round2 = (n: number) => Math.round(n * 100) / 100
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** The first two words of a company name, run together: the stem of its domain. */
export const companySlug = (company: string) =>
  company
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 2)
    .join('')

/** A person's e-mail that `emails` has not seen yet; it is added to `emails`. */
export function uniqueEmail(emails: Set<string>, firstName: string, lastName: string): string {
  let email = faker.internet.email({ firstName, lastName }).toLowerCase()
  while (emails.has(email)) email = email.replace('@', `${faker.number.int(99)}@`)
  emails.add(email)
  return email
}
