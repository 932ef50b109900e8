import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { SandboxEvent } from '../../../src/domain/events/bus.ts'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { FORM_TYPE, form, PDF, png, postForm, upload } from './support.ts'

const FILE_KEYS = [
  'id',
  'filename',
  'mimetype',
  'sizeBytes',
  'category',
  'url',
  'secure_url',
  'public_id',
  'format',
  'dimensions',
  'description',
  'tags',
  'created_at',
  '_sandbox',
].sort()

for (const store of STORES) {
  describe(`uploads (${store})`, () => {
    const shared = appPerSuite({ store })
    test('stores a PNG and answers {file, data}, the same object twice, as the contract (docs/contract/uploads.md#single-upload) shapes it', async () => {
      const app = await shared()
      const id = sandboxes()
      const bytes = png(64, 48, 2000)
      const res = await upload(app, id('up-a'), 'avatar.png', bytes, {
        category: 'avatars',
        description: 'Profile picture',
        tags: 'profile, team ,,profile',
      })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.deepEqual(Object.keys(body).sort(), ['data', 'file'])
      assert.deepEqual(body.file, body.data)
      const file = body.file
      assert.deepEqual(Object.keys(file).sort(), FILE_KEYS)
      assert.match(file.id, /^file_[0-9a-f]{32}$/)
      assert.equal(file.filename, 'avatar.png')
      assert.equal(file.mimetype, 'image/png')
      assert.equal(file.sizeBytes, bytes.length)
      assert.equal(file.category, 'avatars')
      assert.equal(file.format, 'png')
      assert.deepEqual(file.dimensions, { width: 64, height: 48 })
      assert.equal(file.description, 'Profile picture')
      assert.deepEqual(file.tags, ['profile', 'team'])
      assert.equal(file._sandbox, 'created')
      assert.equal(file.public_id, `avatars/${file.id}`)
      assert.ok(file.url.endsWith(`/api/v1/uploads/${file.id}/content`), file.url)
      assert.equal(file.secure_url, file.url)
      assert.ok(!Number.isNaN(Date.parse(file.created_at)))

      const me = as(app, id('up-a'))
      assert.deepEqual((await me.get(`/api/v1/uploads/${file.id}`)).json(), file)
      const content = await me.get(`/api/v1/uploads/${file.id}/content`)
      assert.equal(content.statusCode, 200)
      assert.deepEqual(content.rawPayload, bytes)
      assert.equal(content.headers['content-type'], 'image/png')
      assert.equal(content.headers['x-content-type-options'], 'nosniff')
      assert.match(String(content.headers['content-disposition']), /^inline; filename="avatar.png"/)
      // Another sandbox sees nothing of it.
      assert.equal((await as(app, id('up-b')).get(`/api/v1/uploads/${file.id}`)).statusCode, 404)
      assert.equal(
        (await as(app, id('up-b')).get(`/api/v1/uploads/${file.id}/content`)).statusCode,
        404,
      )
    })

    test('a body declaring far more than its file (bytes past the closing boundary) stores the file exactly', async () => {
      const app = await shared()
      const id = sandboxes()
      const bytes = png(8, 8, 300)
      // busboy reads nothing after the closing boundary: the declared length bounds the file only.
      const payload = Buffer.concat([
        form([{ name: 'file', filename: 'small.png', data: bytes }]),
        Buffer.alloc(512 * 1024, 0x20),
      ])
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        headers: { 'x-playground-identity': id('up-epilogue'), 'content-type': FORM_TYPE },
        payload,
      })
      assert.equal(res.statusCode, 200, res.body)
      const { file } = res.json()
      assert.equal(file.sizeBytes, bytes.length)
      const content = await as(app, id('up-epilogue')).get(`/api/v1/uploads/${file.id}/content`)
      assert.deepEqual(content.rawPayload, bytes)
    })

    test('defaults: category general, no description, no tags; a PDF is served inline', async () => {
      const app = await shared()
      const id = sandboxes()
      const res = await upload(app, id('up-d'), 'report.pdf', PDF)
      assert.equal(res.statusCode, 200, res.body)
      const { file } = res.json()
      assert.equal(file.category, 'general')
      assert.equal(file.description, null)
      assert.deepEqual(file.tags, [])
      assert.equal(file.mimetype, 'application/pdf')
      assert.equal(file.dimensions, null)
      const content = await as(app, id('up-d')).get(`/api/v1/uploads/${file.id}/content`)
      assert.match(String(content.headers['content-disposition']), /^inline;/)
    })

    test('lists newest first in the list envelope, filters by category, and deletes', async () => {
      const app = await shared()
      const id = sandboxes()
      const me = as(app, id('up-l'))
      const ids: string[] = []
      for (const [name, category] of [
        ['a.png', 'avatars'],
        ['b.pdf', 'documents'],
        ['c.png', 'avatars'],
      ] as const) {
        const res = await upload(app, id('up-l'), name, name.endsWith('pdf') ? PDF : png(), {
          category,
        })
        ids.push(res.json().file.id)
      }
      const all = await me.get('/api/v1/uploads')
      assert.equal(all.statusCode, 200)
      assert.deepEqual(
        all.json().data.map((f: { filename: string }) => f.filename),
        ['c.png', 'b.pdf', 'a.png'],
      )
      assert.deepEqual(all.json().pagination, {
        page: 1,
        limit: 10,
        total: 3,
        totalPages: 1,
        hasNextPage: false,
        hasPrevPage: false,
      })
      assert.equal(all.headers['x-total-count'], '3')
      const avatars = await me.get('/api/v1/uploads?category=avatars&limit=1')
      assert.deepEqual(
        avatars.json().data.map((f: { filename: string }) => f.filename),
        ['c.png'],
      )
      assert.equal(avatars.json().pagination.total, 2)
      const bad = await me.get('/api/v1/uploads?category=videos')
      assert.equal(bad.statusCode, 400)
      assert.match(bad.body, /category/)

      const gone = await me.delete(`/api/v1/uploads/${ids[0]}`)
      assert.equal(gone.statusCode, 200)
      assert.deepEqual(gone.json(), {
        message: `File ${ids[0]} deleted`,
        id: ids[0],
        resource: 'uploads',
      })
      assert.equal((await me.get(`/api/v1/uploads/${ids[0]}`)).statusCode, 404)
      assert.equal((await me.get(`/api/v1/uploads/${ids[0]}/content`)).statusCode, 404)
      assert.equal((await me.delete(`/api/v1/uploads/${ids[0]}`)).statusCode, 404)
      assert.equal((await me.get('/api/v1/uploads')).json().pagination.total, 2)
      assert.equal((await me.get('/api/v1/uploads/not-a-file')).statusCode, 404)
    })

    test('announces file.uploaded and file.deleted', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const heard: SandboxEvent[] = []
      const identity = String(
        (await as(app, id('up-e')).get('/api/v1/uploads')).headers['x-playground-identity'],
      )
      const stop = app.events.subscribe(identity, (e) => heard.push(e))
      t.after(stop)
      const { file } = (await upload(app, id('up-e'), 'a.png', png())).json()
      await as(app, id('up-e')).delete(`/api/v1/uploads/${file.id}`)
      assert.deepEqual(
        heard.map((e) => [e.type, e.resource, e.action, e.recordId]),
        [
          ['file.uploaded', 'uploads', 'uploaded', file.id],
          ['file.deleted', 'uploads', 'deleted', file.id],
        ],
      )
    })

    test('refuses bad fields naming them, and anything but a multipart form', async () => {
      const app = await shared()
      const id = sandboxes()
      const cases: Array<{ fields: Record<string, string>; field: string; value: string }> = [
        { fields: { category: 'videos' }, field: 'category', value: 'videos' },
        { fields: { description: 'x'.repeat(1001) }, field: 'description', value: '1001' },
        {
          fields: { tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') },
          field: 'tags',
          value: '21',
        },
      ]
      for (const c of cases) {
        const res = await upload(app, id('up-v'), 'a.png', png(), c.fields)
        assert.equal(res.statusCode, 400, res.body)
        assert.equal(res.json().code, 'VALIDATION_FAILED')
        assert.equal(res.json().errors[0].field, c.field)
        assert.match(res.json().detail, new RegExp(c.value))
      }
      const noFile = await postForm(app, id('up-v'), '/api/v1/uploads', [
        { name: 'category', value: 'general' },
      ])
      assert.equal(noFile.statusCode, 400)
      assert.equal(noFile.json().errors[0].field, 'file')
      const wrongField = await postForm(app, id('up-v'), '/api/v1/uploads', [
        { name: 'avatar', filename: 'a.png', data: png() },
      ])
      assert.equal(wrongField.statusCode, 400)
      assert.equal(wrongField.json().errors[0].field, 'avatar')
      const json = await as(app, id('up-v')).post('/api/v1/uploads', { file: 'a.png' })
      assert.equal(json.statusCode, 415)
      assert.equal(json.json().code, 'UNSUPPORTED_MEDIA_TYPE')
      const two = await postForm(app, id('up-v'), '/api/v1/uploads', [
        { name: 'file', filename: 'a.png', data: png() },
        { name: 'file', filename: 'b.png', data: png() },
      ])
      assert.equal(two.statusCode, 400)
      assert.equal(two.json().code, 'TOO_MANY_FILES')
      assert.equal((await as(app, id('up-v')).get('/api/v1/uploads')).json().pagination.total, 0)
    })

    test('a read-only share link cannot upload or delete', async () => {
      const app = await shared()
      const id = sandboxes()
      const { file } = (await upload(app, id('up-s'), 'a.png', png())).json()
      const share = await as(app, id('up-s')).post('/api/v1/session/share', { mode: 'read' })
      assert.equal(share.statusCode, 200, share.body)
      const token = share.json().signedToken as string
      const refused = await upload(app, token, 'b.png', png())
      assert.equal(refused.statusCode, 403)
      assert.equal(refused.json().code, 'SANDBOX_READ_ONLY')
      assert.equal((await as(app, token).delete(`/api/v1/uploads/${file.id}`)).statusCode, 403)
      assert.equal((await as(app, token).get(`/api/v1/uploads/${file.id}`)).statusCode, 200)
    })

    test('a reset removes the files and their content', async () => {
      const app = await shared()
      const id = sandboxes()
      const me = as(app, id('up-r'))
      const res = await upload(app, id('up-r'), 'a.png', png())
      const { file } = res.json()
      const identity = String(res.headers['x-playground-identity'])
      assert.ok(await app.store.blobs.get(identity, file.id))
      assert.equal((await me.delete('/api/v1/session/reset')).statusCode, 200)
      assert.equal((await me.get('/api/v1/uploads')).json().pagination.total, 0)
      assert.equal((await me.get(`/api/v1/uploads/${file.id}`)).statusCode, 404)
      assert.equal((await me.get(`/api/v1/uploads/${file.id}/content`)).statusCode, 404)
      assert.equal(await app.store.blobs.get(identity, file.id), undefined)
    })
  })
}
