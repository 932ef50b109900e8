import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { ELF, MB, PDF, png, postForm, upload } from './support.ts'

const count = async (app: Parameters<typeof as>[0], identity: string) =>
  (await as(app, identity).get('/api/v1/uploads')).json().pagination.total as number

for (const store of STORES) {
  describe(`upload limits (${store})`, () => {
    const shared = appPerSuite({ store })
    test('a file of exactly 5 MB goes in; 5 MB + 1 byte is 413 FILE_TOO_LARGE, nothing stored', async () => {
      const app = await shared()
      const id = sandboxes()
      const ok = await upload(app, id('lim-f'), 'big.png', png(10, 10, 5 * MB))
      assert.equal(ok.statusCode, 200, ok.body)
      assert.equal(ok.json().file.sizeBytes, 5 * MB)
      const over = await upload(app, id('lim-f'), 'bigger.png', png(10, 10, 5 * MB + 1))
      assert.equal(over.statusCode, 413)
      assert.equal(over.json().code, 'FILE_TOO_LARGE')
      assert.match(over.json().detail, /5 MB/)
      assert.equal(await count(app, id('lim-f')), 1)
    })

    test('a batch over 25 MB is 413 BATCH_TOO_LARGE and stores nothing', async () => {
      const app = await shared()
      const id = sandboxes()
      const files = Array.from({ length: 6 }, (_, i) => ({
        name: 'files',
        filename: `f${i}.png`,
        data: png(1, 1, 4.5 * MB),
      }))
      const res = await postForm(app, id('lim-b'), '/api/v1/uploads/bulk', files)
      assert.equal(res.statusCode, 413)
      assert.equal(res.json().code, 'BATCH_TOO_LARGE')
      assert.equal(await count(app, id('lim-b')), 0)
    })

    test('eleven files are 400 TOO_MANY_FILES and store nothing', async () => {
      const app = await shared()
      const id = sandboxes()
      const files = Array.from({ length: 11 }, (_, i) => ({
        name: 'files',
        filename: `f${i}.png`,
        data: png(),
      }))
      const res = await postForm(app, id('lim-n'), '/api/v1/uploads/bulk', files)
      assert.equal(res.statusCode, 400)
      assert.equal(res.json().code, 'TOO_MANY_FILES')
      assert.equal(await count(app, id('lim-n')), 0)
      const ten = await postForm(app, id('lim-n'), '/api/v1/uploads/bulk', files.slice(0, 10))
      assert.equal(ten.statusCode, 200, ten.body)
      assert.equal(ten.json().summary.successful, 10)
    })

    test('a batch succeeds in part: each refused file is reported with its code', async () => {
      const app = await shared()
      const id = sandboxes()
      const res = await postForm(app, id('lim-p'), '/api/v1/uploads/bulk', [
        { name: 'files', filename: 'ok.png', data: png(5, 6) },
        { name: 'files', filename: 'setup.exe', data: png() },
        { name: 'files', filename: 'huge.pdf', data: Buffer.concat([PDF, Buffer.alloc(6 * MB)]) },
        { name: 'files', filename: 'doc.pdf', data: PDF },
        { name: 'category', value: 'documents' },
        { name: 'tags', value: 'a,b' },
      ])
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.equal(body.success, false)
      assert.deepEqual(body.summary, { total: 4, successful: 2, failed: 2 })
      assert.deepEqual(
        body.results.map((r: { filename: string; status: string; code?: string }) => [
          r.filename,
          r.status,
          r.code,
        ]),
        [
          ['ok.png', 'success', undefined],
          ['setup.exe', 'rejected', 'PROHIBITED_FILE_TYPE'],
          ['huge.pdf', 'rejected', 'FILE_TOO_LARGE'],
          ['doc.pdf', 'success', undefined],
        ],
      )
      assert.equal(body.results[0].file.category, 'documents')
      assert.deepEqual(body.results[3].file.tags, ['a', 'b'])
      assert.deepEqual(body.results[0].file.dimensions, { width: 5, height: 6 })
      assert.equal(typeof body.results[1].error, 'string')
      assert.equal(await count(app, id('lim-p')), 2)
    })

    test('the 16th file is 403 QUOTA_EXCEEDED; deleting one frees its slot', async () => {
      const app = await shared()
      const id = sandboxes()
      const ids: string[] = []
      for (let i = 0; i < 15; i++) {
        const res = await upload(app, id('lim-q'), `f${i}.png`, png())
        assert.equal(res.statusCode, 200, res.body)
        ids.push(res.json().file.id)
      }
      const full = await upload(app, id('lim-q'), 'f15.png', png())
      assert.equal(full.statusCode, 403)
      assert.equal(full.json().code, 'QUOTA_EXCEEDED')
      const bulk = await postForm(app, id('lim-q'), '/api/v1/uploads/bulk', [
        { name: 'files', filename: 'x.png', data: png() },
      ])
      assert.equal(bulk.statusCode, 403)
      assert.equal(bulk.json().code, 'QUOTA_EXCEEDED')
      assert.equal((await as(app, id('lim-q')).delete(`/api/v1/uploads/${ids[0]}`)).statusCode, 200)
      assert.equal((await upload(app, id('lim-q'), 'f15.png', png())).statusCode, 200)
      assert.equal(await count(app, id('lim-q')), 15)
    })

    test('16 parallel uploads into one sandbox store exactly 15', async () => {
      const app = await shared()
      const id = sandboxes()
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => upload(app, id('lim-race'), `f${i}.png`, png())),
      )
      const statuses = answers.map((r) => r.statusCode).sort()
      assert.deepEqual(statuses, [...Array(15).fill(200), 403])
      assert.equal(await count(app, id('lim-race')), 15)
      // Every listed file has its content: the refused one left no bytes behind.
      const identity = String(answers[0]?.headers['x-playground-identity'])
      for (const r of answers.filter((a) => a.statusCode === 200)) {
        assert.ok(await app.store.blobs.get(identity, r.json().file.id))
      }
    })

    test('a bulk batch past the quota stores what fits and reports the rest', async () => {
      const app = await shared()
      const id = sandboxes()
      for (let i = 0; i < 13; i++) await upload(app, id('lim-bq'), `f${i}.png`, png())
      const res = await postForm(
        app,
        id('lim-bq'),
        '/api/v1/uploads/bulk',
        Array.from({ length: 4 }, (_, i) => ({
          name: 'files',
          filename: `b${i}.png`,
          data: png(),
        })),
      )
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json().summary, { total: 4, successful: 2, failed: 2 })
      assert.equal(res.json().results[3].code, 'QUOTA_EXCEEDED')
      assert.equal(await count(app, id('lim-bq')), 15)
    })
  })

  describe(`upload types and names (${store})`, () => {
    const shared = appPerSuite({ store })
    test('executables and scripts are 415 PROHIBITED_FILE_TYPE by extension or by content', async () => {
      const app = await shared()
      const id = sandboxes()
      const cases: Array<[string, string, Buffer]> = [
        ['a PNG disguised as .exe', 'photo.exe', png()],
        ['an ELF renamed .png', 'photo.png', ELF],
        [
          'a Windows PE renamed .jpg',
          'cat.jpg',
          Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
        ],
        ['a shell script', 'install.sh', Buffer.from('echo hi\n')],
        ['a shebang script named .txt', 'notes.txt', Buffer.from('#!/bin/sh\nrm -rf ~\n')],
        ['a batch file', 'run.BAT', Buffer.from('@echo off\n')],
        ['JavaScript', 'app.js', Buffer.from('alert(1)\n')],
        ['a name hiding .exe behind a right-to-left override', 'photo\u202Egnp.exe', png()],
      ]
      for (const [name, filename, data] of cases) {
        const res = await upload(app, id('ty-x'), filename, data)
        assert.equal(res.statusCode, 415, `${name}: ${res.body}`)
        assert.equal(res.json().code, 'PROHIBITED_FILE_TYPE', name)
      }
      assert.equal(await count(app, id('ty-x')), 0)
    })

    test('an SVG with <script> is stored, measured, and served only as an attachment', async () => {
      const app = await shared()
      const id = sandboxes()
      const svg = Buffer.from(
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>alert(document.cookie)</script></svg>',
      )
      const res = await upload(app, id('ty-svg'), 'logo.svg', svg)
      assert.equal(res.statusCode, 200, res.body)
      const { file } = res.json()
      assert.equal(file.mimetype, 'image/svg+xml')
      assert.equal(file.format, 'svg')
      assert.deepEqual(file.dimensions, { width: 40, height: 30 })
      const content = await as(app, id('ty-svg')).get(`/api/v1/uploads/${file.id}/content`)
      assert.equal(content.headers['content-type'], 'image/svg+xml')
      assert.match(String(content.headers['content-disposition']), /^attachment;/)
      assert.equal(content.headers['x-content-type-options'], 'nosniff')
      assert.match(String(content.headers['content-security-policy']), /sandbox/)
      // An SVG under another name is still found out by its content.
      const renamed = await upload(app, id('ty-svg'), 'logo.png', svg)
      assert.equal(renamed.json().file.mimetype, 'image/svg+xml')
    })

    test('HTML is stored but never inline; bytes of no known type are octet-stream', async () => {
      const app = await shared()
      const id = sandboxes()
      const me = as(app, id('ty-h'))
      const html = (await upload(app, id('ty-h'), 'page.html', Buffer.from('<h1>hi</h1>'))).json()
        .file
      assert.equal(html.mimetype, 'text/html')
      const page = await me.get(`/api/v1/uploads/${html.id}/content`)
      assert.match(String(page.headers['content-disposition']), /^attachment;/)
      // HTML claiming to be a PNG: the bytes are no PNG, so it is served as bytes, attached.
      const fake = (
        await upload(app, id('ty-h'), 'fake.png', Buffer.from('<script>x</script>'))
      ).json().file
      assert.equal(fake.mimetype, 'application/octet-stream')
      assert.equal(fake.format, null)
      const served = await me.get(`/api/v1/uploads/${fake.id}/content`)
      assert.equal(served.headers['content-type'], 'application/octet-stream')
      assert.match(String(served.headers['content-disposition']), /^attachment;/)
    })

    test('dimensions of GIF, JPEG and WebP; a declared content type is not trusted', async () => {
      const app = await shared()
      const id = sandboxes()
      const gif = Buffer.from('474946383961070009000000', 'hex')
      const jpeg = Buffer.from(
        'ffd8ffe000104a46494600010100000100010000ffc0001108000c000d03012200021101031101ffd9',
        'hex',
      )
      const webp = Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from([30, 0, 0, 0]),
        Buffer.from('WEBPVP8X'),
        Buffer.from([10, 0, 0, 0, 0, 0, 0, 0, 14, 0, 0, 15, 0, 0]),
        Buffer.alloc(8),
      ])
      const expected: Array<[string, Buffer, string, { width: number; height: number }]> = [
        ['a.gif', gif, 'image/gif', { width: 7, height: 9 }],
        ['a.jpg', jpeg, 'image/jpeg', { width: 13, height: 12 }],
        ['a.webp', webp, 'image/webp', { width: 15, height: 16 }],
      ]
      for (const [name, data, type, dimensions] of expected) {
        const res = await postForm(app, id('ty-d'), '/api/v1/uploads', [
          { name: 'file', filename: name, data, type: 'text/html' },
        ])
        assert.equal(res.statusCode, 200, res.body)
        assert.equal(res.json().file.mimetype, type, name)
        assert.deepEqual(res.json().file.dimensions, dimensions, name)
      }
    })

    test('names are sanitised: no path, no CR or LF, a safe Content-Disposition', async () => {
      const app = await shared()
      const id = sandboxes()
      const me = as(app, id('ty-n'))
      const traversal = await upload(app, id('ty-n'), '../../etc/passwd.png', png())
      assert.equal(traversal.statusCode, 200, traversal.body)
      assert.equal(traversal.json().file.filename, 'passwd.png')
      const windows = await upload(app, id('ty-n'), '..\\..\\boot.png', png())
      assert.equal(windows.json().file.filename, 'boot.png')
      // RFC 5987 lets a name carry CR LF encoded: the part is then no file, and nothing is stored.
      const crlf = await postForm(app, id('ty-n'), '/api/v1/uploads', [
        {
          name: 'file',
          filename: '',
          data: png(),
          rawDisposition:
            'form-data; name="file"; filename*=UTF-8\'\'evil%0D%0ASet-Cookie%3A%20x%3D1%0D%0A.png',
        },
      ])
      assert.equal(crlf.statusCode, 400, crlf.body)
      assert.equal(crlf.json().errors[0].field, 'file')
      assert.match(crlf.json().errors[0].message, /CR or LF/)
      assert.equal(await count(app, id('ty-n')), 2)
      // Other control and format characters arrive, and are taken out.
      const controls = await upload(
        app,
        id('ty-n'),
        'evil\u001b[31m\u007f\u2028\u0085Set-Cookie: x=1.png',
        png(),
      )
      assert.equal(controls.statusCode, 200, controls.body)
      const file = controls.json().file
      // U+2028 is a line separator: whitespace, so a space.
      assert.equal(file.filename, 'evil[31m Set-Cookie_ x=1.png')
      const content = await me.get(`/api/v1/uploads/${file.id}/content`)
      assert.equal(content.headers['set-cookie'], undefined)
      assert.equal(
        content.headers['content-disposition'],
        `inline; filename="evil[31m Set-Cookie_ x=1.png"; filename*=UTF-8''evil%5B31m%20Set-Cookie_%20x%3D1.png`,
      )
      const unicode = await upload(app, id('ty-n'), 'résumé: final?.pdf', PDF)
      const stored = unicode.json().file
      assert.equal(stored.filename, 'résumé_ final_.pdf')
      const attached = await me.get(`/api/v1/uploads/${stored.id}/content`)
      assert.equal(
        attached.headers['content-disposition'],
        `inline; filename="r_sum__ final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9_%20final_.pdf`,
      )
      const dots = await upload(app, id('ty-n'), '..', PDF)
      assert.equal(dots.json().file.filename, 'file')
    })
  })
}
