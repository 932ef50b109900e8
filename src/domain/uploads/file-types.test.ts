import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ProblemError } from '../errors.ts'
import { fileTypeOf, servedInline } from './file-types.ts'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000030806000000', 'hex')

test('the type comes from the bytes, then the name for text, else octet-stream', async () => {
  assert.deepEqual(await fileTypeOf('x.bin', PNG), {
    mimetype: 'image/png',
    format: 'png',
    dimensions: { width: 2, height: 3 },
  })
  assert.equal((await fileTypeOf('notes.txt', Buffer.from('hello'))).mimetype, 'text/plain')
  assert.deepEqual(await fileTypeOf('photo.png', Buffer.from('not a png')), {
    mimetype: 'application/octet-stream',
    format: null,
    dimensions: null,
  })
})

test('an SVG is found by its content behind a prolog, and measured', async () => {
  const svg = Buffer.from(
    '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 30 20"></svg>',
  )
  assert.deepEqual(await fileTypeOf('image', svg), {
    mimetype: 'image/svg+xml',
    format: 'svg',
    dimensions: { width: 30, height: 20 },
  })
  // An unclosed prolog is no SVG, however long.
  const open = Buffer.from(`<!--${'<!--'.repeat(2000)}`)
  assert.equal((await fileTypeOf('x', open)).mimetype, 'application/octet-stream')
})

test('executables and scripts are refused by name or by content', async (t) => {
  const cases: Array<[string, string, Buffer]> = [
    ['.exe', 'a.exe', PNG],
    ['.JS in capitals', 'a.JS', Buffer.from('1')],
    ['an ELF', 'a.png', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array(100).fill(0)])],
    ['a shebang', 'a.txt', Buffer.from('#!/usr/bin/env node\n')],
  ]
  for (const [name, filename, bytes] of cases) {
    await t.test(name, async () => {
      await assert.rejects(
        fileTypeOf(filename, bytes),
        (err) => err instanceof ProblemError && err.code === 'PROHIBITED_FILE_TYPE',
      )
    })
  }
})

test('only raster images and PDF are served inline', () => {
  for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'])
    assert.equal(servedInline(type), true, type)
  for (const type of ['image/svg+xml', 'text/html', 'text/plain', 'application/octet-stream'])
    assert.equal(servedInline(type), false, type)
})
