import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { serveBuiltCli, startBuiltCli } from '../../../scripts/support/built-cli.ts'

/**
 * `mock-playground --openapi api.yaml` (docs/contract/openapi-mock.md#serving): the document's
 * resources served from generated records, a sandbox per caller, at the root and under /api/v1;
 * a bad document stops the start with the file named.
 */

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../fixtures/openapi/${name}`, import.meta.url))

type Pet = { id: number | string; name: string; ownerId?: number; tag?: string | null }

test('the petstore: generated pets, the same on every start, writes kept per sandbox', async (t) => {
  const args = ['--store', 'memory', '--openapi', fixture('petstore.yaml')]
  const [one, two] = await Promise.all([serveBuiltCli(t, args), serveBuiltCli(t, args)])
  const banner = one.stdout()
  assert.match(banner, /OpenAPI {2}.*petstore\.yaml: 1 resource/)
  assert.match(banner, /:\d+\/v1\/pets {2}\(\/pets, \/pets\/\{petId\}; generated records\)/)
  assert.match(banner, /Not yet {2}1 operation .*POST \/pets\/\{petId\}\/adopt/)

  const read = async (url: string, sandbox = 'reader') =>
    (await fetch(url, { headers: { 'x-playground-identity': sandbox } })).json()
  const pets = (await read(`${one.url}/pets`)) as Pet[]
  assert.deepEqual(
    pets.map((p) => p.id),
    Array.from({ length: 20 }, (_, i) => i + 1),
  )
  for (const pet of pets) {
    assert.equal(typeof pet.name, 'string')
    assert.ok(pet.name.length > 0)
    if (pet.ownerId !== undefined) assert.ok(Number.isInteger(pet.ownerId))
    assert.deepEqual(
      Object.keys(pet).filter((k) => !['id', 'name', 'ownerId', 'tag'].includes(k)),
      [],
    )
  }
  // Deterministic per document: another process generates the same records.
  assert.deepEqual(await read(`${two.url}/pets`), pets)
  assert.deepEqual(await read(`${one.url}/api/v1/pets/3`), pets[2])
  // The document's server is `/v1`: its URLs reach the same records.
  assert.deepEqual(await read(`${one.url}/v1/pets`), pets)
  assert.deepEqual(await read(`${one.url}/v1/pets/3`), pets[2])

  const made = await fetch(`${one.url}/pets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-playground-identity': 'owner' },
    body: JSON.stringify({ name: 'Rex', tag: 'dog' }),
  })
  assert.equal(made.status, 201)
  const rex = (await made.json()) as Pet
  assert.equal(((await read(`${one.url}/pets/${rex.id}`, 'owner')) as Pet).name, 'Rex')
  assert.deepEqual(await read(`${one.url}/pets?name=Rex`, 'someone-else'), [])
  assert.equal(((await read(`${one.url}/pets`, 'owner')) as Pet[]).length, 21)
})

test('a bad document stops the start: exit 2, the file and the reason named', async () => {
  for (const [name, reason] of [
    ['swagger2.json', /Swagger 2\.0 is not read here; convert it/],
    ['cycle.yaml', /is a \$ref cycle/],
  ] as const) {
    const started = startBuiltCli(['--store', 'memory', '--openapi', fixture(name)])
    await assert.rejects(started, (err: Error) => {
      assert.match(err.message, /CLI exited with 2 before listening/)
      assert.ok(err.message.includes(`mock-playground: ${fixture(name)}: `), err.message)
      assert.match(err.message, reason)
      return true
    })
  }
})

test("answers in the document's shapes: its wrapper filled in, its statuses", async (t) => {
  const [shop, store] = await Promise.all([
    serveBuiltCli(t, ['--store', 'memory', '--openapi', fixture('wrapped.json')]),
    serveBuiltCli(t, ['--store', 'memory', '--openapi', fixture('petstore.yaml')]),
  ])
  const headers = { 'content-type': 'application/json', 'x-playground-identity': 'shapes' }
  // `{items, total, next}` as the document declares the list of orders.
  const page = (await (await fetch(`${shop.url}/orders?_page=2&_limit=3`, { headers })).json()) as {
    items: Array<{ id: string; orderId: string }>
    total: number
    next: string | null
  }
  assert.deepEqual(Object.keys(page), ['items', 'total', 'next'])
  assert.equal(page.items.length, 3)
  assert.equal(page.total, 20)
  assert.equal(new URL(page.next as string).search, '?_page=3&_limit=3')
  for (const order of page.items) assert.equal(order.id, order.orderId)
  const last = (await (await fetch(`${shop.url}/orders?_page=7&_limit=3`, { headers })).json()) as {
    items: unknown[]
    next: string | null
  }
  assert.equal(last.items.length, 2)
  assert.equal(last.next, null)
  const whole = (await (await fetch(`${shop.url}/orders`, { headers })).json()) as {
    items: unknown[]
    total: number
  }
  assert.equal(whole.items.length, 20)
  const made = await fetch(`${shop.url}/orders`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ amount: 12.5 }),
  })
  assert.equal(made.status, 201)

  // The petstore's delete is 204, with no body; the pet is gone for this sandbox only.
  const gone = await fetch(`${store.url}/v1/pets/3`, { method: 'DELETE', headers })
  assert.equal(gone.status, 204)
  assert.equal(await gone.text(), '')
  assert.equal((await fetch(`${store.url}/pets/3`, { headers })).status, 404)
  const other = { 'x-playground-identity': 'someone-else' }
  assert.equal((await fetch(`${store.url}/pets/3`, { headers: other })).status, 200)
})
