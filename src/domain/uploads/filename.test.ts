import assert from 'node:assert/strict'
import { test } from 'node:test'
import { contentDisposition, extensionOf, MAX_FILENAME, safeFilename } from './filename.ts'

test('safeFilename keeps a name that is safe to store and send back in a header', async (t) => {
  const cases: Array<[string, string, string]> = [
    ['a plain name', 'photo.png', 'photo.png'],
    ['a Unix path', '../../etc/passwd', 'passwd'],
    ['a Windows path', 'C:\\Users\\me\\..\\cat.jpg', 'cat.jpg'],
    ['CR and LF', 'evil\r\nSet-Cookie: x=1.png', 'evilSet-Cookie_ x=1.png'],
    ['NUL hiding an extension', 'shell.php\u0000.png', 'shell.php.png'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['reserved characters', 'a<b>c:d"e|f?g*.txt', 'a_b_c_d_e_f_g_.txt'],
    ['only dots', '..', 'file'],
    ['nothing', '', 'file'],
    ['leading dots and spaces', ' . .hidden ', 'hidden'],
  ]
  for (const [name, raw, safe] of cases) {
    await t.test(name, () => assert.equal(safeFilename(raw), safe))
  }
})

test('safeFilename keeps the extension of a name it shortens', () => {
  const name = safeFilename(`${'x'.repeat(500)}.jpeg`)
  assert.equal([...name].length, MAX_FILENAME)
  assert.ok(name.endsWith('.jpeg'))
})

test('extensionOf: the last one, lower case; none for a dotfile', () => {
  assert.equal(extensionOf('a.tar.GZ'), 'gz')
  assert.equal(extensionOf('.bashrc'), '')
  assert.equal(extensionOf('README'), '')
})

test('contentDisposition gives an ASCII fallback and the exact name encoded', () => {
  assert.equal(
    contentDisposition('attachment', 'naïve (1).svg'),
    `attachment; filename="na_ve (1).svg"; filename*=UTF-8''na%C3%AFve%20%281%29.svg`,
  )
})
