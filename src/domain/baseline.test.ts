import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Item } from '../store/port.ts'
import { createBaseline } from './baseline.ts'
import { RESOURCE_NAMES, type ResourceName } from './resources.ts'

/** Counts of the hosted original at scale 1 (docs/contract/baseline-and-overlay.md#baseline). */
const SCALE_1 = {
  users: 25,
  posts: 100,
  comments: 300,
  todos: 125,
  albums: 100,
  photos: 5000,
} as const

/** JSONPlaceholder's ten well-known users, whom tutorials expect by name. */
const CLASSIC = [
  ['Leanne Graham', 'Bret', 'Sincere@april.biz'],
  ['Ervin Howell', 'Antonette', 'Shanna@melissa.tv'],
  ['Clementine Bauch', 'Samantha', 'Nathan@yesenia.net'],
  ['Patricia Lebsack', 'Karianne', 'Julianne.OConner@kory.org'],
  ['Chelsey Dietrich', 'Kamren', 'Lucio_Hettinger@annie.ca'],
  ['Mrs. Dennis Schulist', 'Leopoldo_Corkery', 'Karley_Dach@jasper.info'],
  ['Kurtis Weissnat', 'Elwyn.Skiles', 'Telly.Hoeger@billy.biz'],
  ['Nicholas Runolfsdottir V', 'Maxime_Nienow', 'Sherwood@rosamond.me'],
  ['Glenna Reichert', 'Delphine', 'Chaim_McDermott@dana.io'],
  ['Clementina DuBuque', 'Moriah.Stanton', 'Rey.Padberg@karina.biz'],
] as const

const b1 = createBaseline(1)
const b2 = createBaseline(2)
const b3 = createBaseline(3)

/** How many records of `items` point at each parent id through `field`. */
function countBy(items: readonly Item[], field: string): Map<unknown, number> {
  const counts = new Map<unknown, number>()
  for (const item of items) counts.set(item[field], (counts.get(item[field]) ?? 0) + 1)
  return counts
}

describe('createBaseline', () => {
  test('each reference carries its alias right after it (userId, postId, albumId)', () => {
    for (const [resource, ref, alias] of [
      ['posts', 'user_id', 'userId'],
      ['todos', 'user_id', 'userId'],
      ['comments', 'post_id', 'postId'],
      ['albums', 'user_id', 'userId'],
      ['photos', 'album_id', 'albumId'],
    ] as const) {
      for (const item of b2.all(resource)) {
        const keys = Object.keys(item)
        assert.equal(keys[keys.indexOf(ref) + 1], alias, `${resource} ${item.id}`)
        assert.equal(item[alias], item[ref], `${resource} ${item.id}`)
        assert.ok(Object.isFrozen(item))
      }
    }
    assert.deepEqual(Object.keys(b1.get('posts', 1) ?? {}), [
      'id',
      'user_id',
      'userId',
      'title',
      'body',
    ])
  })

  test('has 25 users, 100 posts, 300 comments, 125 todos, 100 albums and 5,000 photos at scale 1', () => {
    assert.equal(b1.scale, 1)
    for (const r of RESOURCE_NAMES) assert.equal(b1.all(r).length, SCALE_1[r], r)
  })

  test('multiplies the counts by the scale, but for albums and photos', () => {
    const fixed: readonly string[] = ['albums', 'photos']
    for (const [baseline, k] of [
      [b2, 2],
      [b3, 3],
    ] as const) {
      assert.equal(baseline.scale, k)
      for (const r of RESOURCE_NAMES)
        assert.equal(baseline.all(r).length, SCALE_1[r] * (fixed.includes(r) ? 1 : k), `${r} ×${k}`)
    }
  })

  test('numbers every resource from 1 without gaps, in order', () => {
    for (const baseline of [b1, b2]) {
      for (const r of RESOURCE_NAMES) {
        const ids = baseline.all(r).map((item) => item.id)
        assert.deepEqual(
          ids,
          Array.from({ length: ids.length }, (_, i) => i + 1),
          r,
        )
      }
    }
  })

  test('starts with the JSONPlaceholder users, Leanne Graham first', () => {
    const leanne = b1.get('users', 1)
    assert.equal(leanne?.name, 'Leanne Graham')
    assert.equal(leanne?.username, 'Bret')
    assert.equal(leanne?.email, 'Sincere@april.biz')
    CLASSIC.forEach(([name, username, email], i) => {
      const user = b1.get('users', i + 1)
      assert.deepEqual(
        [user?.name, user?.username, user?.email],
        [name, username, email],
        `user ${i + 1}`,
      )
    })
  })

  test('gives every user the fields of the contract', () => {
    for (const user of b2.all('users')) {
      for (const f of ['name', 'username', 'email', 'phone', 'website']) {
        assert.equal(typeof user[f], 'string', `user ${user.id}.${f}`)
        assert.ok((user[f] as string).length > 0, `user ${user.id}.${f} is not empty`)
      }
      assert.ok((user.email as string).includes('@'), `user ${user.id} e-mail ${user.email}`)
      const address = user.address as Record<string, unknown>
      const company = user.company as Record<string, unknown>
      for (const f of ['street', 'city', 'zipcode']) assert.equal(typeof address[f], 'string')
      for (const f of ['name', 'catchPhrase']) assert.equal(typeof company[f], 'string')
    }
  })

  test('gives posts, comments and todos the fields of the contract', () => {
    for (const post of b1.all('posts')) {
      assert.ok(Number.isInteger(post.user_id))
      assert.ok(typeof post.title === 'string' && post.title.length > 0)
      assert.ok(typeof post.body === 'string' && post.body.length > 0)
    }
    for (const comment of b1.all('comments')) {
      assert.ok(Number.isInteger(comment.post_id))
      for (const f of ['name', 'email', 'body'])
        assert.ok(typeof comment[f] === 'string' && comment[f] !== '')
      assert.ok((comment.email as string).includes('@'))
    }
    for (const todo of b1.all('todos')) {
      assert.ok(Number.isInteger(todo.user_id))
      assert.ok(typeof todo.title === 'string' && todo.title.length > 0)
      assert.equal(typeof todo.completed, 'boolean')
    }
    // Both values occur, so a completed filter is meaningful.
    assert.equal(new Set(b1.all('todos').map((t) => t.completed)).size, 2)
  })

  test('gives albums and photos the fields of the contract, photos our own square images', () => {
    for (const album of b1.all('albums')) {
      assert.deepEqual(Object.keys(album), ['id', 'user_id', 'userId', 'title'])
      assert.ok(typeof album.title === 'string' && album.title.length > 0)
    }
    for (const photo of b1.all('photos')) {
      assert.deepEqual(Object.keys(photo), [
        'id',
        'album_id',
        'albumId',
        'title',
        'url',
        'thumbnailUrl',
      ])
      assert.ok(typeof photo.title === 'string' && photo.title.length > 0)
      const image = `/api/v1/thumbnails/photo-${photo.id}.svg`
      assert.equal(photo.url, `${image}?width=600&height=600`)
      assert.equal(photo.thumbnailUrl, `${image}?width=150&height=150`)
    }
  })

  test('gives every user 4 posts and 5 todos, every post 3 comments, every album 50 photos', () => {
    for (const baseline of [b1, b2]) {
      const cases: Array<[ResourceName, string, ResourceName, number]> = [
        ['posts', 'user_id', 'users', 4],
        ['todos', 'user_id', 'users', 5],
        ['comments', 'post_id', 'posts', 3],
        ['photos', 'album_id', 'albums', 50],
      ]
      for (const [child, field, parent, each] of cases) {
        const counts = countBy(baseline.all(child), field)
        const parents = baseline.all(parent).map((p) => p.id)
        assert.deepEqual(
          [...counts.keys()].sort((a, b) => (a as number) - (b as number)),
          parents,
        )
        for (const [id, n] of counts) assert.equal(n, each, `${parent} ${id} has ${each} ${child}`)
      }
    }
  })

  test('gives album i to user ceil(i/10): ten each to the first tenth of the users', () => {
    for (const album of b2.all('albums'))
      assert.equal(album.user_id, Math.ceil((album.id as number) / 10), `album ${album.id}`)
    assert.equal(b1.all('albums').at(-1)?.user_id, 10)
  })

  test('is deterministic: two baselines hold deep-equal data', () => {
    const again = createBaseline(1)
    for (const r of RESOURCE_NAMES) assert.deepEqual(again.all(r), b1.all(r), r)
  })

  test('keeps record n the same at every scale', () => {
    for (const r of RESOURCE_NAMES) {
      const small = b1.all(r)
      assert.deepEqual(b3.all(r).slice(0, small.length), small, r)
      assert.deepEqual(b2.all(r).slice(0, small.length), small, r)
    }
  })

  test('keeps usernames and e-mails unique, ignoring case, at scale 20', () => {
    const users = createBaseline(20).all('users')
    assert.equal(users.length, 500)
    for (const field of ['username', 'email']) {
      const seen = new Map<string, unknown>()
      for (const user of users) {
        const key = String(user[field]).toLowerCase()
        assert.ok(
          !seen.has(key),
          `${field} '${user[field]}' of user ${user.id} repeats user ${seen.get(key)}`,
        )
        seen.set(key, user.id)
      }
    }
  })

  test('get returns the record with that id, and undefined outside the range', () => {
    for (const r of RESOURCE_NAMES) {
      const all = b1.all(r)
      for (const item of all) assert.equal(b1.get(r, item.id as number), item)
      assert.equal(b1.get(r, 0), undefined)
      assert.equal(b1.get(r, all.length + 1), undefined)
    }
  })

  test('where returns the records holding a value, in id order, for indexed fields', () => {
    const cases: Array<[ResourceName, string, unknown[]]> = [
      ['posts', 'user_id', [1, 7, 25, 26]],
      ['comments', 'post_id', [1, 50, 100, 101]],
      ['todos', 'user_id', [1, 13]],
      ['todos', 'completed', [true, false]],
    ]
    for (const [r, field, values] of cases) {
      for (const value of values) {
        const expected = b1.all(r).filter((item) => item[field] === value)
        assert.deepEqual(b1.where(r, field, value), expected, `${r}.${field} = ${value}`)
      }
    }
  })

  test('records are frozen, nested objects and lists included', () => {
    for (const r of RESOURCE_NAMES) {
      assert.ok(Object.isFrozen(b1.all(r)), `${r} list`)
      for (const item of b1.all(r)) assert.ok(Object.isFrozen(item), `${r} ${item.id}`)
    }
    const user = b1.get('users', 1) as Item & { address: { city: string } }
    assert.ok(Object.isFrozen(user.address))
    assert.throws(() => {
      user.name = 'changed'
    }, TypeError)
    assert.throws(() => {
      user.address.city = 'changed'
    }, TypeError)
    assert.throws(() => {
      ;(b1.all('posts') as Item[]).push({ id: 999 })
    }, TypeError)
    assert.equal(b1.get('users', 1)?.name, 'Leanne Graham')
  })

  test('refuses a scale that is not an integer of at least 1', () => {
    for (const scale of [0, -1, 1.5, Number.NaN]) {
      assert.throws(() => createBaseline(scale), RangeError, String(scale))
    }
  })
})

describe('the indexes a baseline derives', () => {
  test('sortedBy: every record, stably sorted, built once and kept', () => {
    const asc = b1.sortedBy('posts', [{ path: 'user_id', order: 'asc' }])
    const desc = b1.sortedBy('posts', [{ path: 'user_id', order: 'desc' }])
    assert.equal(asc.length, SCALE_1.posts)
    assert.deepEqual(
      asc.slice(0, 5).map((p) => p.id),
      [1, 2, 3, 4, 5],
    )
    // Ties keep id order in descending sorts too.
    assert.deepEqual(
      desc.slice(0, 5).map((p) => p.id),
      [97, 98, 99, 100, 93],
    )
    assert.equal(b1.sortedBy('posts', [{ path: 'user_id', order: 'asc' }]), asc)
    assert.ok(Object.isFrozen(asc))
    assert.deepEqual(
      b1.all('posts').map((p) => p.id),
      Array.from({ length: SCALE_1.posts }, (_, i) => i + 1),
      'the id order is left as it was',
    )
  })

  test('searchTexts: one lowercased text per record, by position, built once', () => {
    const texts = b1.searchTexts('users')
    assert.equal(texts.length, SCALE_1.users)
    assert.ok(texts[0]?.includes('leanne graham'))
    assert.ok(texts[0]?.includes('gwenborough'), 'nested address fields are searched')
    assert.equal(b1.searchTexts('users'), texts)
  })

  test('byLogin: a user by username or e-mail, in any case', () => {
    assert.equal(b1.byLogin('bret'), b1.get('users', 1))
    assert.equal(b1.byLogin('SINCERE@APRIL.BIZ'), b1.get('users', 1))
    assert.equal(b1.byLogin('Antonette'), b1.get('users', 2))
    assert.equal(b1.byLogin('nobody'), undefined)
  })
})
