import type { Draw } from './draw.ts'
import type { NumberHint } from './generate-numbers.ts'
import { dateTimeIn, passwordFor, uuidFrom } from './generate-strings.ts'
import type { Schema } from './schema-view.ts'

/** 'createdAt', 'created_at' and 'created-at' → ['created', 'at']. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** Owners of a `name` that is a person's. */
const PEOPLE = new Set(
  'user person people customer client employee member author owner contact account student patient teacher doctor manager buyer seller driver guest host friend admin profile'.split(
    ' ',
  ),
)
const ANIMALS = new Set('pet animal dog cat bird fish horse'.split(' '))
const GOODS = new Set('product item good article sku merchandise'.split(' '))
const ORGS = new Set(
  'company organization organisation org team business vendor supplier brand'.split(' '),
)

/** A person's picture is an avatar (initials); any other image is a thumbnail. */
const AVATAR_WORDS = new Set(['avatar', 'photo', 'picture', 'portrait'])
const IMAGE_WORDS = new Set([...AVATAR_WORDS, 'image', 'thumbnail', 'cover', 'banner', 'logo'])

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * A realistic string for a field by its name, or undefined when the name says nothing. `owner`
 * is what holds the field (the resource, or the property of a nested object): a pet's `name` is
 * a pet's name, a user's a person's.
 */
export function stringByName(
  name: string,
  owner: string,
  schema: Schema,
  draw: Draw,
): string | undefined {
  const { faker } = draw
  const words = wordsOf(name)
  const last = words.at(-1) ?? ''
  const joined = words.join('')
  const ownerWords = wordsOf(owner)
  const ownerLast = ownerWords.at(-1) ?? ''
  const image = words.some((w) => IMAGE_WORDS.has(w))
  if (image && (last === 'url' || last === 'uri' || last === 'src' || IMAGE_WORDS.has(last)))
    return words.some((w) => AVATAR_WORDS.has(w) || w === 'profile')
      ? avatarUrl(draw)
      : thumbnailUrl(draw)
  switch (joined) {
    case 'firstname':
    case 'givenname':
      return faker.person.firstName()
    case 'lastname':
    case 'surname':
    case 'familyname':
      return faker.person.lastName()
    case 'fullname':
    case 'displayname':
      return faker.person.fullName()
    case 'username':
    case 'login':
    case 'handle':
    case 'nickname':
    case 'screenname':
      return faker.internet.username()
    case 'countrycode':
      return faker.location.countryCode()
    case 'zip':
    case 'zipcode':
    case 'postcode':
    case 'postalcode':
      return faker.location.zipCode()
    case 'jobtitle':
      return faker.person.jobTitle()
    case 'companyname':
      return faker.company.name()
    case 'catchphrase':
      return faker.company.catchPhrase()
    case 'dob':
    case 'birthday':
    case 'birthdate':
    case 'dateofbirth':
      return dateTimeIn(draw.rng, Date.UTC(1950, 0, 1), Date.UTC(2005, 0, 1)).slice(0, 10)
  }
  if (last === 'name') {
    if (PEOPLE.has(ownerLast) || PEOPLE.has(words[0] ?? '')) return faker.person.fullName()
    if (ANIMALS.has(ownerLast)) return faker.animal.petName()
    if (GOODS.has(ownerLast)) return faker.commerce.productName()
    if (ORGS.has(ownerLast) || words[0] === 'company') return faker.company.name()
    if (ownerLast === 'city') return faker.location.city()
    if (ownerLast === 'country') return faker.location.country()
    if (ownerLast === 'tag' || ownerLast === 'category') return capitalise(faker.word.noun())
    return capitalise(faker.word.words({ count: { min: 1, max: 2 } }))
  }
  switch (last) {
    case 'email':
    case 'mail':
      return faker.internet.exampleEmail().toLowerCase()
    case 'phone':
    case 'mobile':
    case 'tel':
    case 'telephone':
    case 'fax':
      return faker.phone.number({ style: 'international' })
    case 'city':
    case 'town':
      return faker.location.city()
    case 'country':
      return faker.location.country()
    case 'street':
    case 'line1':
    case 'address1':
      return faker.location.streetAddress()
    case 'address':
      return `${faker.location.streetAddress()}, ${faker.location.city()}`
    case 'state':
    case 'province':
    case 'region':
      return faker.location.state()
    case 'title':
    case 'headline':
    case 'subject':
      return capitalise(faker.word.words({ count: { min: 2, max: 5 } }))
    case 'description':
    case 'summary':
    case 'about':
    case 'note':
    case 'notes':
    case 'comment':
    case 'message':
    case 'excerpt':
      return faker.lorem.sentence()
    case 'body':
    case 'content':
    case 'text':
      return faker.lorem.paragraph()
    case 'bio':
      return faker.person.bio()
    case 'url':
    case 'uri':
    case 'website':
    case 'homepage':
    case 'link':
    case 'href':
      return faker.internet.url()
    case 'status':
      return 'active'
    case 'company':
    case 'employer':
    case 'organization':
    case 'organisation':
      return faker.company.name()
    case 'color':
    case 'colour':
      return faker.color.human()
    case 'currency':
      return faker.finance.currencyCode()
    case 'slug':
      return faker.lorem.slug(3)
    case 'locale':
    case 'language':
    case 'lang':
      return 'en-US'
    case 'timezone':
      return faker.location.timeZone()
    case 'ip':
      return faker.internet.ipv4()
    case 'uuid':
    case 'guid':
      return uuidFrom(draw.rng)
    case 'password':
    case 'secret':
      return passwordFor(schema, draw)
    case 'token':
      return faker.string.hexadecimal({ length: 32, prefix: '' }).toLowerCase()
    case 'sku':
    case 'code':
      return faker.string.alphanumeric({ length: 8, casing: 'upper' })
    case 'gender':
    case 'sex':
      return faker.person.sex()
    case 'tag':
    case 'label':
    case 'keyword':
    case 'word':
      return faker.word.noun()
    case 'category':
    case 'department':
      return faker.commerce.department()
    case 'at':
    case 'date':
    case 'time':
    case 'timestamp':
    case 'datetime':
      return dateTimeIn(draw.rng)
  }
  return undefined
}

/**
 * Our own generated images (docs/contract/avatars-and-thumbnails.md), root-relative as the
 * baseline's photos hold theirs: the seed is the record (`pet-3`), so every record differs and the
 * same record always draws the same image.
 */
function avatarUrl(draw: Draw): string {
  return `/api/v1/avatars/${encodeURIComponent(`${draw.singular}-${draw.ordinal}`)}.svg`
}

function thumbnailUrl(draw: Draw): string {
  const seed = encodeURIComponent(`${draw.singular}-${draw.ordinal}`)
  return `/api/v1/thumbnails/${seed}.svg?width=600&height=400`
}

/** The range a numeric field's name suggests. */
export function numberHint(name: string): NumberHint | undefined {
  const words = wordsOf(name)
  const last = words.at(-1) ?? ''
  switch (last) {
    case 'price':
    case 'amount':
    case 'cost':
    case 'total':
    case 'subtotal':
    case 'fee':
    case 'balance':
    case 'salary':
    case 'tax':
      return { lo: 1, hi: 500, decimals: 2 }
    case 'quantity':
    case 'qty':
    case 'count':
    case 'stock':
    case 'inventory':
      return { lo: 1, hi: 20, decimals: 0 }
    case 'age':
      return { lo: 18, hi: 80, decimals: 0 }
    case 'rating':
    case 'stars':
    case 'score':
      return { lo: 1, hi: 5, decimals: 1 }
    case 'year':
      return { lo: 1990, hi: 2025, decimals: 0 }
    case 'lat':
    case 'latitude':
      return { lo: -90, hi: 90, decimals: 6 }
    case 'lng':
    case 'lon':
    case 'longitude':
      return { lo: -180, hi: 180, decimals: 6 }
    case 'percent':
    case 'percentage':
    case 'discount':
      return { lo: 0, hi: 100, decimals: 1 }
    default:
      return undefined
  }
}
