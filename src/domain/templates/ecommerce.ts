import { faker } from '@faker-js/faker/locale/en'
import { round2, slugify, uniqueEmail } from './helpers.ts'
import type { SeedRecord, Template } from './template.ts'

const SEED = 7101
const ORDER_FROM = new Date('2025-01-01T00:00:00Z')
const ORDER_TO = new Date('2025-12-31T23:59:59Z')

const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const
const EXTRA_TAGS = [
  'bestseller',
  'new arrival',
  'on sale',
  'gift idea',
  'eco-friendly',
  'limited edition',
]

const REVIEW_TITLES: Record<number, readonly string[]> = {
  1: ['Very disappointed', 'Would not buy again', 'Not as described', 'Fell apart quickly'],
  2: ['Below expectations', 'Not great', 'Okay at best', 'Had some issues'],
  3: ['Does the job', 'Decent for the price', 'Average', 'Mixed feelings'],
  4: ['Really good', 'Happy with it', 'Solid purchase', 'Great value'],
  5: ['Absolutely love it', 'Exceeded my expectations', 'Five stars', 'Best purchase this year'],
}

const REVIEW_LINES: Record<'bad' | 'mixed' | 'good', readonly string[]> = {
  bad: [
    'The quality is much lower than the photos suggest.',
    'It stopped working properly after a couple of weeks.',
    'Customer service took ages to reply to my emails.',
    'The finish was scratched when it arrived.',
    'Sizing was way off and the return process was a hassle.',
    'I expected a lot more for this price.',
  ],
  mixed: [
    'It works, but it feels a little cheap.',
    'Delivery was quick, although the packaging was damaged.',
    'Good enough for everyday use, nothing special.',
    'The colour is slightly different from the picture.',
    'Some parts are great, others could be better.',
    'It does what it says, but the instructions were confusing.',
  ],
  good: [
    'The build quality is excellent and it looks great.',
    'Arrived earlier than expected and well packaged.',
    'I use it every day and it still feels brand new.',
    'Exactly as described, and the price was fair.',
    'I bought a second one as a gift for my sister.',
    'Would definitely recommend it to friends and family.',
  ],
}

/** `n` seeded dates between `from` and `to`, oldest first. */
const sortedDates = (n: number, from: Date, to: Date) =>
  Array.from({ length: n }, () => faker.date.between({ from, to })).sort(
    (a, b) => a.getTime() - b.getTime(),
  )

export const ecommerce: Template = ({ newId }) => {
  faker.seed(SEED)

  const departments = faker.helpers.uniqueArray(faker.commerce.department, 6)
  const categories = departments.map((name) => ({
    id: newId(),
    name,
    slug: slugify(name),
    description: `Browse our ${name.toLowerCase()} range, from the ${faker.commerce
      .productAdjective()
      .toLowerCase()} ${faker.commerce.product().toLowerCase()} to the ${faker.commerce
      .productMaterial()
      .toLowerCase()} ${faker.commerce.product().toLowerCase()}.`,
  }))

  const names = new Set<string>()
  const products = Array.from({ length: 30 }, () => {
    let adjective: string
    let material: string
    let name: string
    do {
      adjective = faker.commerce.productAdjective()
      material = faker.commerce.productMaterial()
      name = `${adjective} ${material} ${faker.commerce.product()}`
    } while (names.has(name))
    names.add(name)
    const category = faker.helpers.arrayElement(categories)
    const stock = faker.datatype.boolean({ probability: 0.15 })
      ? 0
      : faker.number.int({ min: 1, max: 250 })
    return {
      id: newId(),
      name,
      sku: `${category.slug.slice(0, 3).toUpperCase()}-${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
      description: faker.commerce.productDescription(),
      category: category.id,
      price: round2(
        faker.number.int({ min: 4, max: 499 }) + faker.helpers.arrayElement([0.99, 0.95, 0.49, 0]),
      ),
      currency: 'USD',
      stock,
      inStock: stock > 0,
      rating: faker.number.float({ min: 2.5, max: 5, fractionDigits: 1 }),
      tags: [
        adjective.toLowerCase(),
        material.toLowerCase(),
        ...faker.helpers.arrayElements(EXTRA_TAGS, { min: 0, max: 2 }),
      ],
    }
  })

  const emails = new Set<string>()
  const customers = Array.from({ length: 20 }, () => {
    const firstName = faker.person.firstName()
    const lastName = faker.person.lastName()
    const email = uniqueEmail(emails, firstName, lastName)
    return {
      id: newId(),
      name: `${firstName} ${lastName}`,
      email,
      phone: faker.phone.number({ style: 'national' }),
      address: {
        street: faker.location.streetAddress(),
        city: faker.location.city(),
        zipcode: faker.location.zipCode('#####'),
        country: 'United States',
      },
    }
  })

  const orders = sortedDates(25, ORDER_FROM, ORDER_TO).map((placedAt) => {
    const items = faker.helpers.arrayElements(products, { min: 1, max: 4 }).map((product) => ({
      productId: product.id,
      quantity: faker.number.int({ min: 1, max: 3 }),
      unitPrice: product.price,
    }))
    return {
      id: newId(),
      customerId: faker.helpers.arrayElement(customers).id,
      items,
      total: round2(items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0)),
      currency: 'USD',
      status: faker.helpers.arrayElement(ORDER_STATUSES),
      placedAt: placedAt.toISOString(),
    }
  })

  // Reviews come from customers who bought the product (verified purchases), topped up with
  // other customer/product pairs if there are too few; never two reviews of one pair.
  const seen = new Set<string>()
  const pairs: { productId: string; customerId: string }[] = []
  const addPair = (productId: string, customerId: string) => {
    const key = `${productId} ${customerId}`
    if (seen.has(key)) return
    seen.add(key)
    pairs.push({ productId, customerId })
  }
  for (const order of orders) {
    if (order.status === 'cancelled') continue
    for (const item of order.items) addPair(item.productId, order.customerId)
  }
  while (pairs.length < 35) {
    addPair(faker.helpers.arrayElement(products).id, faker.helpers.arrayElement(customers).id)
  }
  const reviews = faker.helpers
    .shuffle(pairs)
    .slice(0, 35)
    .map(({ productId, customerId }) => {
      const rating = faker.helpers.weightedArrayElement([
        { weight: 1, value: 1 },
        { weight: 1, value: 2 },
        { weight: 2, value: 3 },
        { weight: 4, value: 4 },
        { weight: 5, value: 5 },
      ])
      const mood = rating <= 2 ? 'bad' : rating === 3 ? 'mixed' : 'good'
      return {
        id: newId(),
        productId,
        customerId,
        rating,
        title: faker.helpers.arrayElement(REVIEW_TITLES[rating] ?? []),
        body: faker.helpers.arrayElements(REVIEW_LINES[mood], { min: 2, max: 3 }).join(' '),
      }
    })

  const out: Record<string, SeedRecord[]> = { categories, products, customers, orders, reviews }
  return out
}
