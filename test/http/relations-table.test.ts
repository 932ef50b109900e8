import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { readDataset } from '../../src/domain/dataset/read.ts'
import { RESOURCE_LINKS, RESOURCES } from '../../src/domain/resources.ts'
import { as, build } from '../helper.ts'
import { API, type Rec } from './resources/support.ts'

/**
 * Every relation is one row of a table (src/domain/links.ts), and each row gives the nested list,
 * `_embed` on the parent, `_expand` on the child and the two GraphQL fields: a row answers the
 * same children and the same parent through all of them.
 */

const ids = (records: readonly Rec[]) => records.map((r) => r.id)

describe('the relations table', () => {
  test('each built-in link gives the nested list, _embed, _expand and GraphQL fields', async (t) => {
    const me = as(await build(t), 'links')
    for (const { parent, child, field, embedKey, expandKey } of RESOURCE_LINKS) {
      await t.test(`${child}.${field} → ${parent}`, async () => {
        const nested = (await me.get(`${API}/${parent}/2/${embedKey}?limit=100`)).json()
        assert.ok(nested.data.length > 0)
        assert.ok(nested.data.every((r: Rec) => r[field] === 2))
        // A page holds at most the page-size cap (30); an embed up to 100 children.
        const embedded = (await me.get(`${API}/${parent}/2?_embed=${embedKey}`)).json()
        assert.equal(embedded[embedKey].length, nested.pagination.total)
        assert.deepEqual(ids(embedded[embedKey]).slice(0, nested.data.length), ids(nested.data))

        const first = nested.data[0] as Rec
        const expanded = (await me.get(`${API}/${child}/${first.id}?_expand=${expandKey}`)).json()
        assert.equal(expanded[expandKey].id, 2)

        const one = RESOURCES[parent].singular
        const query = `{ ${one}(id: 2) { ${embedKey}(limit: 100) { id ${expandKey} { id } } } }`
        const res = await me.send({ method: 'POST', url: '/graphql', payload: { query } })
        const children = res.json().data[one][embedKey] as Rec[]
        assert.deepEqual(ids(children), ids(nested.data).map(String))
        assert.ok(children.every((c) => (c[expandKey] as Rec).id === '2'))
      })
    }
  })

  test("a db.json's inferred links give the same routes and relations", async (t) => {
    const dataset = readDataset(
      JSON.stringify({
        authors: [{ id: 1, name: 'Ann' }],
        books: [
          { id: 1, title: 'One', authorId: 1 },
          { id: 2, title: 'Two', authorId: 1 },
        ],
      }),
    )
    const me = as(await build(t, {}, { dataset }), 'file-links')
    const nested = (await me.get(`${API}/authors/1/books`)).json()
    assert.deepEqual(ids(nested.data), [1, 2])
    const embedded = (await me.get(`${API}/authors/1?_embed=books`)).json()
    assert.deepEqual(ids(embedded.books), [1, 2])
    const expanded = (await me.get(`${API}/books/2?_expand=author`)).json()
    assert.equal(expanded.author.name, 'Ann')
  })
})
