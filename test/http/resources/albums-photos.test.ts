import assert from 'node:assert/strict'
import { describe, type TestContext, test } from 'node:test'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'
import { open } from '../events/sse-client.ts'
import { gql } from '../graphql/support.ts'
import { API, assertProblem, list, type Rec } from './support.ts'

/**
 * Albums and photos (docs/contract/baseline-and-overlay.md#albums-and-photos): the two resources
 * JSONPlaceholder serves beside the other four, each album a user's, each photo an album's, the
 * photos' images drawn by our own thumbnail route.
 */

const rec = (res: { statusCode: number; body: string; json(): unknown }) => {
  assert.equal(res.statusCode, 200, res.body)
  return res.json() as Rec
}

for (const store of STORES) {
  describe(`albums and photos (${store})`, () => {
    const shared = appPerSuite({ store })

    test('the baseline holds 100 albums, ten per user, and 5,000 photos, fifty per album', async () => {
      const app = await shared()
      const a = as(app, sandboxes()('counts'))
      const albums = await a.get(`${API}/albums?limit=1`)
      assert.equal(albums.headers['x-total-count'], '100')
      const photos = await a.get(`${API}/photos?limit=1`)
      assert.equal(photos.headers['x-total-count'], '5000')
      assert.deepEqual(rec(await a.get(`${API}/albums/37`)), {
        ...app.baseline.get('albums', 37),
        user_id: 4,
        userId: 4,
      })
      const photo = rec(await a.get(`${API}/photos/5000`))
      assert.deepEqual(Object.keys(photo), [
        'id',
        'album_id',
        'albumId',
        'title',
        'url',
        'thumbnailUrl',
      ])
      assert.equal(photo.albumId, 100)
      // The seed's four resources keep their counts.
      for (const [resource, total] of [
        ['users', 25],
        ['posts', 100],
        ['comments', 300],
        ['todos', 125],
      ] as const) {
        const res = await a.get(`${API}/${resource}?limit=1`)
        assert.equal(res.headers['x-total-count'], String(total), resource)
      }
    })

    test("a photo's url and thumbnailUrl answer our own SVG, 600 and 150 pixels square", async () => {
      const app = await shared()
      const a = as(app, sandboxes()('images'))
      const photo = rec(await a.get(`${API}/photos/42`))
      for (const [field, size] of [
        ['url', 600],
        ['thumbnailUrl', 150],
      ] as const) {
        const url = String(photo[field])
        assert.match(url, /^\/api\/v1\/thumbnails\/photo-42\.svg\?/)
        const res = await app.inject({ method: 'GET', url })
        assert.equal(res.statusCode, 200, field)
        assert.match(String(res.headers['content-type']), /^image\/svg\+xml/)
        assert.match(res.body, new RegExp(`<svg[^>]* width="${size}" height="${size}"`), field)
      }
      // Two photos differ in colour: each image is drawn from its own photo's seed.
      const other = await app.inject({
        method: 'GET',
        url: String(rec(await a.get(`${API}/photos/43`)).url),
      })
      const fills = (svg: string) => svg.match(/#[0-9a-f]{6}/gi)?.join()
      const mine = await app.inject({ method: 'GET', url: String(photo.url) })
      assert.notEqual(fills(mine.body), fills(other.body))
    })

    test('CRUD runs through the overlay: create, patch, replace and delete, for this sandbox only', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const b = as(app, id('crud-b'))
      const album = rec(await a.post(`${API}/albums`, { userId: 2, title: 'Holidays' }))
      assert.match(String(album.id), /^local-/)
      assert.deepEqual(
        { ...album, id: 0 },
        { id: 0, userId: 2, user_id: 2, title: 'Holidays', _sandbox: 'created' },
      )
      const photo = rec(await a.post(`${API}/photos`, { album_id: 3, title: 'Sea' }))
      assert.equal(photo.albumId, 3)
      const patched = rec(await a.patch(`${API}/photos/7`, { title: 'Renamed' }))
      assert.equal(patched._sandbox, 'updated')
      assert.equal(patched.url, app.baseline.get('photos', 7)?.url)
      const replaced = rec(await a.put(`${API}/albums/1`, { user_id: 9, title: 'Moved' }))
      assert.deepEqual(replaced, {
        id: 1,
        user_id: 9,
        userId: 9,
        title: 'Moved',
        _sandbox: 'updated',
      })
      assert.equal((await a.delete(`${API}/photos/8`)).statusCode, 200)
      assertProblem(await a.get(`${API}/photos/8`), 404, 'NOT_FOUND')

      assert.equal(rec(await a.get(`${API}/photos/7`)).title, 'Renamed')
      assert.equal(rec(await b.get(`${API}/photos/8`)).id, 8)
      assert.deepEqual(rec(await b.get(`${API}/albums/1`)), app.baseline.get('albums', 1))
      assert.equal((await b.get(`${API}/albums?limit=1`)).headers['x-total-count'], '100')
      assert.equal((await a.get(`${API}/albums?limit=1`)).headers['x-total-count'], '101')
      assert.equal((await a.get(`${API}/photos?limit=1`)).headers['x-total-count'], '5000')
    })

    test('albumId filters as album_id does; a differing pair is a 400', async () => {
      const app = await shared()
      const a = as(app, sandboxes()('alias'))
      const byAlias = list(await a.get(`${API}/photos?albumId=3&limit=100`))
      const byName = list(await a.get(`${API}/photos?album_id=3&limit=100`))
      assert.equal(byAlias.pagination.total, 50)
      assert.deepEqual(byAlias.data, byName.data)
      assert.ok(byAlias.data.every((p) => p.album_id === 3 && p.albumId === 3))
      const albums = list(await a.get(`${API}/albums?userId=2`))
      assert.deepEqual(
        albums.data.map((r) => r.id),
        [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      )
      assertProblem(
        await a.post(`${API}/photos`, { album_id: 1, albumId: 2, title: 'x' }),
        400,
        'VALIDATION_FAILED',
      )
    })

    test("_embed=photos adds the album's photos; _expand=album adds the photo's album", async () => {
      const app = await shared()
      const a = as(app, sandboxes()('shape'))
      await a.delete(`${API}/photos/52`)
      const album = rec(await a.get(`${API}/albums/2?_embed=photos`))
      const photos = album.photos as Rec[]
      assert.equal(photos.length, 49)
      assert.equal(photos[0]?.id, 51)
      assert.ok(!photos.some((p) => p.id === 52))
      const photo = rec(await a.get(`${API}/photos/51?_expand=album`))
      assert.deepEqual(photo.album, app.baseline.get('albums', 2))
      const user = rec(await a.get(`${API}/users/1?_embed=albums`))
      assert.deepEqual(
        (user.albums as Rec[]).map((r) => r.id),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      )
      const expanded = rec(await a.get(`${API}/albums/11?_expand=user`))
      assert.equal((expanded.user as Rec).id, 2)
    })

    test('the nested routes /users/{id}/albums and /albums/{id}/photos come from the links', async () => {
      const app = await shared()
      const a = as(app, sandboxes()('nested'))
      const albums = list(await a.get(`${API}/users/3/albums`))
      assert.equal(albums.pagination.total, 10)
      assert.deepEqual(
        albums.data.map((r) => r.id),
        [21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
      )
      assert.equal(list(await a.get(`${API}/users/11/albums`)).pagination.total, 0)
      const photos = list(await a.get(`${API}/albums/100/photos?limit=5`))
      assert.equal(photos.pagination.total, 50)
      assert.deepEqual(
        photos.data.map((r) => r.id),
        [4951, 4952, 4953, 4954, 4955],
      )
      assertProblem(await a.get(`${API}/albums/101/photos`), 404, 'NOT_FOUND')
    })

    test('GraphQL: albums, photos, album.photos, user.albums and photo.album', async () => {
      const app = await shared()
      const identity = sandboxes()('graphql')
      const { body } = await gql(
        app,
        `{
          albums(limit: 2, userId: "2") { id userId title photos(limit: 2) { id albumId } }
          photos(albumId: "3", limit: 1) { id url thumbnailUrl album { id title } }
          user(id: "1") { albums(limit: 3) { id } }
          photo(id: "5000") { album { id user { id } } }
          photosPage(limit: 1) { pagination { total } }
        }`,
        { identity },
      )
      assert.equal(body.errors, undefined, JSON.stringify(body.errors))
      const data = body.data
      assert.deepEqual(data.albums, [
        {
          id: '11',
          userId: '2',
          title: app.baseline.get('albums', 11)?.title,
          photos: [
            { id: '501', albumId: '11' },
            { id: '502', albumId: '11' },
          ],
        },
        {
          id: '12',
          userId: '2',
          title: app.baseline.get('albums', 12)?.title,
          photos: [
            { id: '551', albumId: '12' },
            { id: '552', albumId: '12' },
          ],
        },
      ])
      const [photo] = data.photos
      assert.equal(photo.id, '101')
      // Absolute on the request's origin, as Post.thumbnail is.
      assert.match(
        photo.url,
        /^http:\/\/[^/]+\/api\/v1\/thumbnails\/photo-101\.svg\?width=600&height=600$/,
      )
      assert.match(
        photo.thumbnailUrl,
        /\/api\/v1\/thumbnails\/photo-101\.svg\?width=150&height=150$/,
      )
      assert.deepEqual(photo.album, { id: '3', title: app.baseline.get('albums', 3)?.title })
      assert.deepEqual(data.user.albums, [{ id: '1' }, { id: '2' }, { id: '3' }])
      assert.deepEqual(data.photo.album, { id: '100', user: { id: '10' } })
      assert.equal(data.photosPage.pagination.total, 5000)

      const created = await gql(
        app,
        'mutation { createAlbum(userId: "4", title: "From GraphQL") { id user_id _sandbox } }',
        { identity },
      )
      assert.equal(created.body.errors, undefined, JSON.stringify(created.body.errors))
      assert.equal(created.body.data.createAlbum.user_id, '4')
      assert.equal(created.body.data.createAlbum._sandbox, 'created')
    })

    test('the session export holds album and photo writes, and imports back', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('export-a'))
      const album = rec(await a.post(`${API}/albums`, { user_id: 1, title: 'Exported' }))
      await a.patch(`${API}/photos/1`, { title: 'Changed' })
      await a.delete(`${API}/albums/5`)
      const res = await a.get(`${API}/session/export`)
      assert.equal(res.statusCode, 200)
      const snapshot = res.json() as {
        records: Array<{ resource: string; op: string; targetId: unknown; data: Rec }>
      }
      assert.deepEqual(
        snapshot.records.map((r) => [r.resource, r.op, r.targetId]),
        [
          ['albums', 'create', null],
          ['photos', 'update', 1],
          ['albums', 'delete', 5],
        ],
      )
      assert.equal(snapshot.records[0]?.data.id, album.id)

      const b = as(app, id('export-b'))
      const imported = await b.post(`${API}/session/import`, snapshot)
      assert.equal(imported.statusCode, 200, imported.body)
      assert.equal(rec(await b.get(`${API}/photos/1`)).title, 'Changed')
      assertProblem(await b.get(`${API}/albums/5`), 404, 'NOT_FOUND')
      const only = (await a.get(`${API}/session/export?resource=photos`)).json() as {
        records: unknown[]
      }
      assert.equal(only.records.length, 1)
    })

    test('albums and photos export as CSV and XLSX', async () => {
      const app = await shared()
      const a = as(app, sandboxes()('files'))
      const csv = await a.get(`${API}/albums/1/photos.csv`)
      assert.equal(csv.statusCode, 200)
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      assert.equal(lines[0], 'id,album_id,albumId,title,url,thumbnailUrl')
      assert.equal(lines.length, 51)
      const xlsx = await a.get(`${API}/albums.xlsx`)
      assert.equal(xlsx.statusCode, 200)
      assert.match(String(xlsx.headers['content-type']), /spreadsheetml/)
    })
  })
}

async function serve(t: TestContext) {
  const app = await build(t)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return `http://127.0.0.1:${port}`
}

describe('album and photo events', () => {
  test('a created album is album.created, a deleted photo photo.deleted, on the stream', async (t) => {
    const base = await serve(t)
    const stream = await open(base, '/api/v1/stream?_sandbox=albums-events')
    t.after(() => stream.close())
    assert.equal((await stream.next()).event, 'connected')
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-playground-identity': 'albums-events',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const created = (await (
      await call('POST', '/api/v1/albums', { userId: 1, title: 'Live' })
    ).json()) as Rec
    await call('DELETE', '/api/v1/photos/9')
    const first = await stream.next()
    assert.equal(first.event, 'album.created')
    const event = JSON.parse(first.data ?? '{}')
    assert.equal(event.type, 'album.created')
    assert.equal(event.resource, 'albums')
    assert.equal(event.recordId, created.id)
    const second = await stream.next()
    assert.equal(second.event, 'photo.deleted')
    assert.equal(JSON.parse(second.data ?? '{}').recordId, 9)
  })
})
