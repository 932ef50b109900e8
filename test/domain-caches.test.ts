import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'

const DOMAIN = join(import.meta.dirname, '..', 'src', 'domain')

// A module-level empty Map, Set or WeakMap in the domain is a cache that outlives the app (and
// is shared by every app of a process, as in the tests): caches belong to an instance, such as
// the baseline's lazily built indexes. Constant sets (`new Set(['a', 'b'])`) are not caches.
const MODULE_CACHE =
  /^(?:export )?(?:const|let|var) \w+(?::[^=]+)? = new (?:Weak)?(?:Map|Set)(?:<[^>]*>)?\(\)/m

test('the domain keeps no module-level caches', () => {
  const files = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  )
  assert.ok(files.length > 20, `found only ${files.length} domain files`)
  const offenders = files.filter((f) => MODULE_CACHE.test(readFileSync(join(DOMAIN, f), 'utf8')))
  assert.deepEqual(offenders, [])
})
