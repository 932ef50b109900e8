import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { auditServer } from 'graphql-http'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'
import { gql } from './support.ts'

const A = 'gql-writer'
const B = 'gql-stranger'

for (const store of STORES) {
  describe(`GraphQL mutations (${store})`, () => {
    const shared = appPerSuite({ store })
    test('createPost is the overlay record REST then lists, for that identity only', async () => {
      const app = await shared()
      const id = sandboxes()
      const writer = id(A)
      const stranger = id(B)
      const { body } = await gql(
        app,
        'mutation { createPost(user_id: "1", title: "From GraphQL", body: "b") { id user_id title body _sandbox } }',
        {
          identity: writer,
        },
      )
      const post = body.data.createPost
      assert.match(post.id, /^local-[0-9a-f-]{36}$/)
      assert.equal(post.user_id, '1')
      assert.equal(post._sandbox, 'created')
      const listed = (await as(app, writer).get('/api/v1/posts')).json().data[0]
      assert.deepEqual(listed, {
        id: post.id,
        user_id: 1,
        userId: 1,
        title: 'From GraphQL',
        body: 'b',
        _sandbox: 'created',
      })
      assert.equal((await as(app, stranger).get(`/api/v1/posts/${post.id}`)).statusCode, 404)
      // And the other way round: a REST create is what GraphQL reads.
      const todo = (
        await as(app, writer).post('/api/v1/todos', { user_id: 2, title: 'From REST' })
      ).json()
      const read = await gql(app, `{ todo(id: "${todo.id}") { title user { username } } }`, {
        identity: writer,
      })
      assert.deepEqual(read.body.data.todo, { title: 'From REST', user: { username: 'Antonette' } })
    })

    test('every create, update and delete mutation shows through REST', async () => {
      const app = await shared()
      const named = sandboxes()
      const writer = named(A)
      const stranger = named(B)
      const rest = as(app, writer)
      const cases = [
        {
          resource: 'users',
          create:
            'createUser(name: "Ann", username: "ann", email: "ann@x.io", address: { city: "Oslo" })',
          update: (id: string) => `updateUser(id: "${id}", website: "ann.dev")`,
          check: { name: 'Ann', website: 'ann.dev', address: { city: 'Oslo' } },
        },
        {
          resource: 'posts',
          create: 'createPost(user_id: "2", title: "T")',
          update: (id: string) => `updatePost(id: "${id}", body: "B")`,
          check: { user_id: 2, title: 'T', body: 'B' },
        },
        {
          resource: 'comments',
          create: 'createComment(post_id: "3", name: "N", email: "n@x.io", body: "C")',
          update: (id: string) => `updateComment(id: "${id}", name: "N2")`,
          check: { post_id: 3, name: 'N2', body: 'C' },
        },
        {
          resource: 'todos',
          create: 'createTodo(user_id: "4", title: "Do")',
          update: (id: string) => `updateTodo(id: "${id}", completed: true)`,
          check: { user_id: 4, title: 'Do', completed: true },
        },
      ]
      for (const c of cases) {
        const created = await gql(app, `mutation { r: ${c.create} { id } }`, { identity: writer })
        const id = created.body.data.r.id
        const updated = await gql(app, `mutation { r: ${c.update(id)} { id _sandbox } }`, {
          identity: writer,
        })
        assert.deepEqual(updated.body.data.r, { id, _sandbox: 'created' })
        const record = (await rest.get(`/api/v1/${c.resource}/${id}`)).json()
        for (const [k, v] of Object.entries(c.check))
          assert.deepEqual(record[k], v, `${c.resource}.${k}`)
        const singular = c.create.slice(6, c.create.indexOf('('))
        const deleted = await gql(app, `mutation { delete${singular}(id: "${id}") }`, {
          identity: writer,
        })
        assert.equal(deleted.body.data[`delete${singular}`], true)
        assert.equal((await rest.get(`/api/v1/${c.resource}/${id}`)).statusCode, 404)
      }
      // Updates and deletes of global records are overlay entries too.
      await gql(
        app,
        'mutation { updatePost(id: "5", title: "Changed") { id } deleteUser(id: "3") }',
        {
          identity: writer,
        },
      )
      assert.equal((await rest.get('/api/v1/posts/5')).json().title, 'Changed')
      assert.equal((await rest.get('/api/v1/posts/5')).json()._sandbox, 'updated')
      assert.equal((await rest.get('/api/v1/users/3')).statusCode, 404)
      assert.equal((await as(app, stranger).get('/api/v1/users/3')).statusCode, 200)
      assert.notEqual((await as(app, stranger).get('/api/v1/posts/5')).json().title, 'Changed')
    })

    test('create and update mutations take userId/postId beside user_id/post_id', async () => {
      const app = await shared()
      const id = sandboxes()
      const writer = id(A)
      const rest = as(app, writer)
      const cases = [
        ['Post', 'posts', 'user_id', 'userId', 'title: "T"'],
        ['Todo', 'todos', 'user_id', 'userId', 'title: "T"'],
        ['Comment', 'comments', 'post_id', 'postId', 'name: "N", email: "n@x.io", body: "B"'],
      ] as const
      for (const [type, resource, ref, alias, others] of cases) {
        const fields = `id ${ref} ${alias}`
        for (const given of [`${alias}: "3"`, `${ref}: "3"`, `${ref}: "3", ${alias}: 3`]) {
          const created = await gql(
            app,
            `mutation { r: create${type}(${given}, ${others}) { ${fields} } }`,
            { identity: writer },
          )
          const record = created.body.data?.r
          assert.deepEqual(
            { [ref]: record?.[ref], [alias]: record?.[alias] },
            { [ref]: '3', [alias]: '3' },
            `create${type}(${given}): ${JSON.stringify(created.body)}`,
          )
          const stored = (await rest.get(`/api/v1/${resource}/${record.id}`)).json()
          assert.deepEqual([stored[ref], stored[alias]], [3, 3])
        }
        // Updating either name sets both, on a global record too; null on either removes both.
        const byAlias = await gql(
          app,
          `mutation { r: update${type}(id: "2", ${alias}: "7") { ${fields} _sandbox } }`,
          { identity: writer },
        )
        assert.deepEqual(byAlias.body.data.r, {
          id: '2',
          [ref]: '7',
          [alias]: '7',
          _sandbox: 'updated',
        })
        const removed = await gql(
          app,
          `mutation { r: update${type}(id: "2", ${ref}: null) { ${fields} } }`,
          { identity: writer },
        )
        assert.deepEqual(removed.body.data.r, { id: '2', [ref]: null, [alias]: null })
        const record = (await rest.get(`/api/v1/${resource}/2`)).json()
        assert.equal(ref in record || alias in record, false)
        // Two different values: the REST 400, as a GraphQL error naming both.
        const conflict = await gql(
          app,
          `mutation { r: create${type}(${ref}: "1", ${alias}: "2", ${others}) { id } }`,
          { identity: writer },
        )
        const error = conflict.body.errors?.[0]
        assert.equal(error?.extensions?.code, 'VALIDATION_FAILED', JSON.stringify(conflict.body))
        assert.match(error.message, new RegExp(`${alias}.*"2".*${ref} is "1"`))
        // Neither name: one of them is required, as the hosted original requires its parent.
        const neither = await gql(app, `mutation { r: create${type}(${others}) { id } }`, {
          identity: writer,
        })
        const missing = neither.body.errors?.[0]
        assert.equal(missing?.extensions?.code, 'VALIDATION_FAILED', JSON.stringify(neither.body))
        assert.equal(missing?.extensions?.status, 400)
        assert.match(missing.message, new RegExp(`${ref}.*${alias}`))
        // The alias is typed as its reference.
        const bad = await gql(
          app,
          `mutation { r: create${type}(${alias}: "abc", ${others}) { id } }`,
          { identity: writer },
        )
        assert.equal(bad.body.errors?.[0]?.extensions?.code, 'VALIDATION_FAILED')
        assert.match(bad.body.errors[0].message, new RegExp(alias))
      }
      // Nothing refused was stored: three creates per resource.
      const session = (await rest.get('/api/v1/session')).json()
      assert.equal(session.totalCreatedRecords, 9)
    })

    test('mutations follow the REST rules: validation, cap, not found', async () => {
      const app = await shared()
      const id = sandboxes()
      const writer = id(A)
      const bad = await gql(app, 'mutation { createPost(user_id: "abc", title: "x") { id } }', {
        identity: writer,
      })
      assert.equal(bad.body.errors[0].extensions.code, 'VALIDATION_FAILED')
      const long = await gql(
        app,
        'mutation($t: String!) { createPost(user_id: "1", title: $t) { id } }',
        {
          identity: writer,
          variables: { t: 'x'.repeat(10_001) },
        },
      )
      assert.equal(long.body.errors[0].extensions.code, 'VALIDATION_FAILED')
      const missing = await gql(app, 'mutation { updateTodo(id: "99999", title: "x") { id } }', {
        identity: writer,
      })
      assert.equal(missing.body.errors[0].extensions.code, 'NOT_FOUND')
      assert.equal(missing.body.errors[0].extensions.status, 404)
      for (let i = 0; i < 30; i++) await as(app, writer).post('/api/v1/todos', { title: `t${i}` })
      const capped = await gql(app, 'mutation { createTodo(user_id: "1", title: "31st") { id } }', {
        identity: writer,
      })
      assert.equal(capped.body.errors[0].extensions.code, 'SANDBOX_LIMIT_REACHED')
    })

    test('login, me and refreshToken', async () => {
      const app = await shared()
      const id = sandboxes()
      const writer = id(A)
      const login = await gql(
        app,
        'mutation { login(username: "Bret", password: "x") { access_token refresh_token token_type expires_in user { id name } } }',
        { identity: writer },
      )
      const auth = login.body.data.login
      assert.equal(auth.token_type, 'Bearer')
      assert.equal(auth.expires_in, 900)
      assert.deepEqual(auth.user, { id: '1', name: 'Leanne Graham' })
      const me = await gql(app, '{ me { id username } }', {
        headers: { authorization: `Bearer ${auth.access_token}` },
      })
      assert.deepEqual(me.body.data.me, { id: '1', username: 'Bret' })
      const anonymous = await gql(app, '{ me { id } }')
      assert.equal(anonymous.body.data.me, null)
      assert.equal(anonymous.body.errors[0].extensions.code, 'UNAUTHENTICATED')
      const forged = await gql(app, '{ me { id } }', {
        headers: { authorization: 'Bearer not.a.token' },
      })
      assert.equal(forged.body.errors[0].extensions.code, 'INVALID_TOKEN')
      const refreshed = await gql(
        app,
        `mutation { refreshToken(refreshToken: "${auth.refresh_token}") { access_token } }`,
      )
      assert.equal(typeof refreshed.body.data.refreshToken.access_token, 'string')
      const reused = await gql(
        app,
        `mutation { refreshToken(refreshToken: "${auth.refresh_token}") { access_token } }`,
      )
      assert.equal(reused.body.errors[0].extensions.code, 'REFRESH_TOKEN_REUSED')
      const reg = await gql(
        app,
        'mutation { register(name: "Zed", username: "zed", email: "zed@x.io", password: "pw") { user { id username } } }',
        { identity: writer },
      )
      assert.match(reg.body.data.register.user.id, /^local-/)
      const conflict = await gql(
        app,
        'mutation { register(name: "Z", username: "ZED", email: "z@x.io") { user { id } } }',
        {
          identity: writer,
        },
      )
      assert.equal(conflict.body.errors[0].extensions.code, 'CONFLICT')
    })
  })
}

test('passes every MUST and SHOULD of the graphql-http audit', async (t) => {
  const app = await build(t)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  for (const path of ['/graphql', '/api/v1/graphql']) {
    const results = await auditServer({ url: `${address}${path}` })
    const failed = results.filter((r) => r.status === 'error' || r.status === 'warn')
    assert.deepEqual(
      failed.map((r) => `${r.status}: ${r.name}`),
      [],
    )
    assert.ok(results.length > 40)
  }
})
