import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ProblemError } from '../errors.ts'
import {
  ACTIONS,
  type Action,
  allowedFor,
  authorize,
  isPersonaPassword,
  MATRIX,
  MAX_SCOPES,
  parseScopes,
  personaOf,
  RBAC_RESOURCES,
  type RbacSubject,
  ROLE_NAMES,
  ROLES,
  type RoleName,
  roleOfClaim,
  scopesAllow,
  signedIn,
  tokenSubject,
} from './roles.ts'

const subject = (role: RoleName, scopes?: string[]): RbacSubject =>
  scopes === undefined
    ? { role, scopes: ROLES.find((r) => r.name === role)?.scopes ?? [], scopesNamed: false }
    : { role, scopes, scopesNamed: true }

/** The problem `authorize` throws, or undefined when it allows. */
function refusal(s: RbacSubject, resource: string, action: Action): ProblemError | undefined {
  try {
    authorize({ ...s, resource, action })
    return undefined
  } catch (err) {
    assert.ok(err instanceof ProblemError, String(err))
    return err
  }
}

// The role matrix (docs/contract/roles-and-permissions.md#roles-and-scopes) in words: everyone
// reads; editor and admin create and update; only admin deletes, resets and imports. Written out
// cell by cell, not derived from the code under test.
const TABLE: Record<RoleName, Record<Action, boolean>> = {
  admin: { read: true, create: true, update: true, delete: true, reset: true, import: true },
  editor: { read: true, create: true, update: true, delete: false, reset: false, import: false },
  viewer: { read: true, create: false, update: false, delete: false, reset: false, import: false },
  guest: { read: true, create: false, update: false, delete: false, reset: false, import: false },
}

describe('the role matrix', () => {
  for (const role of ROLE_NAMES) {
    for (const action of ACTIONS) {
      const allowed = TABLE[role][action]
      test(`${role} ${allowed ? 'may' : 'may not'} ${action}, with its default scopes`, () => {
        const problem = refusal(subject(role), 'posts', action)
        if (allowed) return assert.equal(problem, undefined)
        assert.equal(problem?.code, 'RBAC_ROLE_FORBIDDEN')
        assert.equal(problem?.status, 403)
        const requiredRole = ROLE_NAMES.filter((r) => TABLE[r][action])
        assert.deepEqual(problem?.members, {
          requiredRole,
          currentRole: role,
          resource: 'posts',
          action,
        })
        assert.match(problem?.message ?? '', new RegExp(`${role} may not ${action} posts`))
      })
    }
  }

  test('a guest reads although its default scope is public:read: defaults never refuse', () => {
    assert.equal(refusal(subject('guest'), 'users', 'read'), undefined)
  })

  test('MATRIX and allowedFor list what authorize allows, resource by resource', () => {
    for (const role of ROLE_NAMES) {
      for (const [resource, actions] of Object.entries(RBAC_RESOURCES)) {
        const expected = (actions as readonly Action[]).filter((a) => TABLE[role][a])
        assert.deepEqual(MATRIX[role][resource as keyof typeof RBAC_RESOURCES], expected)
      }
    }
    assert.deepEqual(allowedFor(subject('editor', ['posts:write', 'users:read'])), {
      users: ['read'],
      posts: ['create', 'update'],
      comments: [],
      todos: [],
      albums: [],
      photos: [],
      custom: [],
      session: [],
    })
  })
})

describe('scopes', () => {
  const cases: Array<[string[], string, Action, boolean]> = [
    [['*'], 'posts', 'delete', true],
    [['*:*'], 'session', 'reset', true],
    [['posts:*'], 'posts', 'delete', true],
    [['posts:*'], 'users', 'read', false],
    [['*:read'], 'comments', 'read', true],
    [['*:read'], 'comments', 'create', false],
    [['posts:write'], 'posts', 'create', true],
    [['posts:write'], 'posts', 'update', true],
    [['posts:write'], 'posts', 'read', false],
    [['posts:write'], 'posts', 'delete', false],
    [['posts:create'], 'posts', 'update', false],
    [['POSTS:Read'], 'posts', 'read', true],
    [['session:reset'], 'session', 'reset', true],
    [['session:write'], 'session', 'import', true],
    [['session:create'], 'session', 'import', false],
    [['session:create', 'session:update'], 'session', 'import', true],
    [['*:write'], 'custom', 'import', true],
    [[], 'posts', 'read', false],
  ]
  for (const [scopes, resource, action, expected] of cases) {
    test(`[${scopes.join(', ')}] ${expected ? 'covers' : 'does not cover'} ${resource}:${action}`, () => {
      assert.equal(scopesAllow(scopes, resource, action), expected)
    })
  }

  test('a named scope list that lacks the action is RBAC_SCOPE_FORBIDDEN with its members', () => {
    const problem = refusal(subject('admin', ['posts:read']), 'posts', 'create')
    assert.equal(problem?.code, 'RBAC_SCOPE_FORBIDDEN')
    assert.equal(problem?.status, 403)
    assert.deepEqual(problem?.members, {
      requiredScope: 'posts:create',
      currentScopes: ['posts:read'],
    })
    assert.equal(
      problem?.message,
      'To create posts takes a scope covering posts:create; the scopes in effect are posts:read',
    )
    const imported = refusal(subject('admin', ['session:read']), 'session', 'import')
    assert.equal(imported?.members?.requiredScope, 'session:write')
  })

  test('the role is checked first: a viewer with scope * still may not write', () => {
    assert.equal(refusal(subject('viewer', ['*']), 'posts', 'create')?.code, 'RBAC_ROLE_FORBIDDEN')
  })

  test('no role with any scope list ever gets more than its row of the matrix', () => {
    const lists = [['*'], ['*:*'], ['*:write', '*:delete', '*:reset'], ['posts:*', 'session:*'], []]
    for (const role of ROLE_NAMES) {
      for (const scopes of [undefined, ...lists]) {
        for (const [resource, actions] of Object.entries(RBAC_RESOURCES)) {
          for (const action of actions as readonly Action[]) {
            const allowed = refusal(subject(role, scopes), resource, action) === undefined
            if (allowed) assert.ok(TABLE[role][action], `${role} ${scopes} ${resource}:${action}`)
          }
        }
      }
    }
  })

  test('parses a comma-separated list, trimming and dropping blanks', () => {
    assert.deepEqual(parseScopes(' posts:read, *:write ,, * ', '_scopes'), [
      'posts:read',
      '*:write',
      '*',
    ])
    assert.deepEqual(parseScopes('', '_scopes'), [])
  })

  test('refuses a malformed list with a 400 naming the parameter, the value and the syntax', () => {
    for (const [raw, mentions] of [
      ['posts', "got 'posts'"],
      ['posts:destroy', "got 'posts:destroy'"],
      ['posts:read:x', "got 'posts:read:x'"],
      ['__proto__:read', "got '__proto__:read'"],
      [':read', "got ':read'"],
      [`${'a'.repeat(200)}:read`, 'got'],
      [
        Array(MAX_SCOPES + 1)
          .fill('posts:read')
          .join(','),
        `at most ${MAX_SCOPES} scopes`,
      ],
      ['x'.repeat(100_000), 'characters long'],
    ] as const) {
      assert.throws(
        () => parseScopes(raw, 'X-Simulate-Scopes'),
        (err: unknown) => {
          assert.ok(err instanceof ProblemError)
          assert.equal(err.status, 400)
          assert.equal(err.code, 'INVALID_QUERY')
          assert.match(err.message, /^X-Simulate-Scopes /)
          assert.ok(err.message.includes(mentions), err.message)
          assert.ok(err.message.length < 400, 'a huge value is not echoed whole')
          return true
        },
      )
    }
  })

  test("a token's scopes narrow its role only when they are not the role's default", () => {
    assert.deepEqual(tokenSubject('editor', ['*:read', '*:write']), {
      role: 'editor',
      scopes: ['*:read', '*:write'],
      scopesNamed: false,
    })
    assert.deepEqual(tokenSubject('editor', ['posts:read']), {
      role: 'editor',
      scopes: ['posts:read'],
      scopesNamed: true,
    })
    assert.equal(tokenSubject('viewer', 'posts:read').scopesNamed, false)
    assert.equal(tokenSubject('viewer', [1]).scopesNamed, false)
  })
})

describe('personas and token roles', () => {
  test('the four personas, by username or e-mail, case-insensitively', () => {
    for (const role of ROLE_NAMES) {
      assert.equal(personaOf(role)?.name, role)
      assert.equal(personaOf(`${role.toUpperCase()}@Playground.Test`)?.name, role)
    }
    assert.equal(personaOf('admin@playground.local'), undefined)
    assert.equal(personaOf('administrator'), undefined)
    assert.equal(personaOf('__proto__'), undefined)
  })

  test('a persona takes Password@123 or <role>123, nothing else', () => {
    const admin = personaOf('admin')
    assert.ok(admin)
    assert.equal(isPersonaPassword(admin, 'Password@123'), true)
    assert.equal(isPersonaPassword(admin, 'admin123'), true)
    assert.equal(isPersonaPassword(admin, 'viewer123'), false)
    assert.equal(isPersonaPassword(admin, 'password@123'), false)
    assert.equal(isPersonaPassword(admin, undefined), false)
  })

  test('a token without a role is a plain login (editor); an unknown role is guest', () => {
    assert.equal(roleOfClaim(undefined), 'editor')
    assert.equal(roleOfClaim('admin'), 'admin')
    assert.equal(roleOfClaim('root'), 'guest')
    assert.equal(roleOfClaim(['admin']), 'guest')
  })

  test('a guest is never signed in', () => {
    assert.throws(
      () => signedIn({ role: 'guest' }),
      (err: unknown) => err instanceof ProblemError && err.code === 'UNAUTHENTICATED',
    )
    assert.deepEqual(signedIn({ role: 'viewer' }), { role: 'viewer' })
    assert.deepEqual(signedIn({}), {})
  })
})
