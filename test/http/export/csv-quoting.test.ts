import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'
import { asObjects, csvRows } from './read-files.ts'

for (const store of STORES) {
  describe(`CSV export quoting (${store})`, () => {
    test('a cell or a column holding a bare CR or LF is quoted, so the row stays one row', async (t) => {
      const me = as(await build(t, { store }), 'quoting')
      // '\r' first is guarded against formula injection ('\rReturned), then must still be quoted.
      for (const title of ['\rReturned', 'two\nlines', 'cr\rinside'])
        assert.equal(
          (await me.post('/api/v1/posts', { userId: 1, title, body: 'b' })).statusCode,
          200,
        )
      const res = await me.get('/api/v1/posts.csv?id_like=^local')
      assert.equal(res.statusCode, 200)
      // Every line of the file is a whole record: CR and LF only ever appear inside quotes.
      assert.match(res.body, /,"'\rReturned",b,created\r\n/)
      assert.match(res.body, /,"two\nlines",b,created\r\n/)
      assert.match(res.body, /,"cr\rinside",b,created\r\n/)
      assert.deepEqual(
        asObjects(csvRows(res.body))
          .map((r) => r.title)
          .sort(),
        ["'\rReturned", 'cr\rinside', 'two\nlines'].sort(),
      )

      await me.post('/api/v1/custom/notes', { 'line\rbreak': 'x\ry' })
      const custom = await me.get('/api/v1/custom/notes.csv')
      assert.equal(custom.statusCode, 200, custom.body)
      assert.match(
        custom.body,
        /^\uFEFFid,"line\rbreak",createdAt,updatedAt,_sandbox\r\n[^\r\n,]+,"x\ry",/,
      )

      // And the file imports back to the same titles.
      const other = as(await build(t, { store }), 'reader')
      const imported = await other.send({
        method: 'POST',
        url: '/api/v1/posts/import',
        headers: { 'content-type': 'text/csv' },
        payload: res.body,
      })
      assert.equal(imported.statusCode, 200, imported.body)
      const titles = (await other.get('/api/v1/posts?id_like=^local&_fields=title')).json().data
      assert.deepEqual(
        titles.map((r: { title: string }) => r.title).sort(),
        ['\rReturned', 'cr\rinside', 'two\nlines'].sort(),
      )
    })
  })
}
