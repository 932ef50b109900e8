import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'
import { gql } from '../graphql/support.ts'
import { PDF, png, upload } from './support.ts'

for (const store of STORES) {
  describe(`uploads over GraphQL (${store})`, () => {
    test('uploads(category) and upload(id) read what REST stored, shaped alike', async (t) => {
      const app = await build(t, { store })
      const avatar = (await upload(app, 'gq-u', 'a.png', png(8, 9), { category: 'avatars' })).json()
        .file
      await upload(app, 'gq-u', 'b.pdf', PDF, { category: 'documents', tags: 'x,y' })
      const all = await gql(
        app,
        '{ uploads { id filename mimetype category tags dimensions { width height } url } }',
        { identity: 'gq-u' },
      )
      assert.equal(all.status, 200, JSON.stringify(all.body))
      assert.deepEqual(
        all.body.data.uploads.map((f: { filename: string }) => f.filename),
        ['b.pdf', 'a.png'],
      )
      assert.deepEqual(all.body.data.uploads[0].tags, ['x', 'y'])
      assert.equal(all.body.data.uploads[0].dimensions, null)
      const avatars = await gql(
        app,
        'query ($c: String) { uploads(category: $c) { id dimensions { width height } url } }',
        { identity: 'gq-u', variables: { c: 'avatars' } },
      )
      assert.deepEqual(avatars.body.data.uploads, [
        { id: avatar.id, dimensions: { width: 8, height: 9 }, url: avatar.url },
      ])
      const rest = (await as(app, 'gq-u').get(`/api/v1/uploads/${avatar.id}`)).json()
      const one = await gql(
        app,
        `{ upload(id: "${avatar.id}") { id filename mimetype sizeBytes category url secure_url public_id format description tags created_at _sandbox } }`,
        { identity: 'gq-u' },
      )
      const { dimensions: _, ...expected } = rest
      assert.deepEqual(one.body.data.upload, expected)
      const missing = await gql(app, '{ upload(id: "file_nope") { id } }', { identity: 'gq-u' })
      assert.equal(missing.body.data.upload, null)
      const bad = await gql(app, '{ uploads(category: "videos") { id } }', { identity: 'gq-u' })
      assert.match(JSON.stringify(bad.body.errors), /category/)
    })

    test('there is no upload mutation: writes are REST-only (multipart)', async (t) => {
      const app = await build(t, { store })
      const res = await gql(app, '{ __type(name: "Mutation") { fields { name } } }')
      const names = res.body.data.__type.fields.map((f: { name: string }) => f.name)
      assert.ok(!names.some((n: string) => /upload/i.test(n)), names.join(', '))
    })
  })
}
