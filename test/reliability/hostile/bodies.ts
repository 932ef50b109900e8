/** Valid request bodies for every route, before any mutation makes them hostile. */
import type { Draw } from './draw.ts'
import type { Graphql } from './graphql.ts'
import { type J, Obj, obj, Raw } from './json.ts'
import { type BodyKind, type Playground, RESOURCES, type ResourceName, TEMPLATES } from './model.ts'
import { randomToken, type Tokens } from './tokens.ts'
import { UNICODE_STRINGS } from './unicode.ts'

export function createBodies(d: Draw, tokens: Tokens, graphql: Graphql) {
  const { rng, uuid, word } = d
  const { tokenFor, garbageToken } = tokens
  const { graphqlDocument } = graphql

  // Choices that cost something are thunks: only the one picked is made.
  const text = () =>
    rng.weighted<() => string>([
      [() => rng.pick(['Hello', 'A title', 'Some body text', 'Leanne Graham', 'x']), 6],
      [() => rng.pick(UNICODE_STRINGS), 2],
      [() => 'y'.repeat(rng.int(9_990, 10_010)), 0.3],
    ])()

  const idRef = (): J =>
    rng.weighted<() => J>([
      [() => rng.int(1, 100), 6],
      [() => String(rng.int(1, 100)), 2],
      [
        () =>
          rng.pick([
            '0',
            '-1',
            '1.5',
            '1e3',
            ' 1',
            '0x1',
            '',
            '999999999999999',
            '9999999999999999',
          ]),
        1,
      ],
    ])()

  function recordBody(resource: ResourceName): Obj {
    const f: Record<string, J> = {}
    const maybe = (k: string, v: () => J) => {
      if (rng.chance(0.7)) f[k] = v()
    }
    if (resource === 'users') {
      maybe('name', text)
      maybe('username', () => `${word()}${rng.int(0, 999)}`)
      maybe('email', () => `${word()}@example.com`)
      maybe('phone', () => '1-770-736-8031')
      maybe('website', () => 'example.org')
      maybe('address', () => obj({ street: text(), city: text(), zipcode: '12345' }))
      maybe('company', () => obj({ name: text(), catchPhrase: text() }))
    } else if (resource === 'posts') {
      maybe('user_id', idRef)
      maybe('title', text)
      maybe('body', text)
    } else if (resource === 'comments') {
      maybe('post_id', idRef)
      maybe('name', text)
      maybe('email', () => `${word()}@example.com`)
      maybe('body', text)
    } else {
      maybe('user_id', idRef)
      maybe('title', text)
      maybe('completed', () => rng.chance(0.5))
    }
    if (rng.chance(0.3))
      f[rng.pick(['userId', 'tags', 'meta', 'id', '_sandbox', 'extra'])] = rng.pick<J>([
        1,
        'x',
        [1, 2],
        obj({ a: 1 }),
        null,
      ])
    return obj(f)
  }

  function importBody(playground: Playground): Obj {
    const entries: J[] = []
    const n = rng.int(0, 6)
    for (let i = 0; i < n; i++) {
      const resource = rng.pick([...RESOURCES, 'custom/widgets', 'custom/things'])
      const op = rng.pick(['create', 'update', 'delete'])
      const isCustom = resource.startsWith('custom/')
      const local = isCustom
        ? `local-${randomToken(rng)}`
        : rng.pick([`local-${uuid()}`, ...(playground.localIds[resource as ResourceName] ?? [])])
      const data: J =
        op === 'delete'
          ? obj({})
          : isCustom
            ? obj({
                id: local,
                name: text(),
                createdAt: '2024-01-01T00:00:00.000Z',
                updatedAt: '2024-01-01T00:00:00.000Z',
              })
            : op === 'create'
              ? new Obj([
                  ['id', local],
                  ...recordBody(resource as ResourceName).entries.filter(([k]) => k !== 'id'),
                ])
              : recordBody(resource as ResourceName)
      entries.push(
        obj({
          resource,
          op: isCustom ? 'create' : op,
          targetId: op === 'create' || isCustom ? null : rng.int(1, 100),
          data,
          createdAt: '2024-01-01T00:00:00.000Z',
        }),
      )
    }
    return obj({ version: '1.0', records: entries })
  }

  function networkBody(): Obj {
    // Every answer of the fuzz must come at once, so no profile it could store may delay or fail.
    return rng.weighted<() => Obj>([
      [
        () =>
          obj({
            preset: rng.pick([
              'fast-3g ',
              'SLOW-3G',
              'offline!',
              'none',
              '__proto__',
              'constructor',
              '',
            ]),
          }),
        3,
      ],
      [() => obj({ latency: obj({ min: rng.int(0, 10), max: rng.int(0, 5) }), errorRate: 0 }), 2],
      [() => obj({ errorRate: rng.pick<J>([-0.1, 1.1, '0.5', null, new Raw('1e309')]) }), 2],
      [() => obj({ errorStatus: rng.pick<J>([399, 600, '503', 503.5, new Raw('-0')]) }), 2],
      [() => obj({ offline: rng.pick<J>(['true', 1, null, 'yes']) }), 2],
      [() => obj({ latency: obj({ min: 6000, max: 7000 }) }), 1],
      [() => obj({ latency: rng.pick<J>([[], 'fast', null, 5]) }), 1],
    ])()
  }

  function customBody(): Obj {
    const f: Record<string, J> = {}
    for (let i = rng.int(0, 5); i > 0; i--) {
      f[rng.pick(['name', 'price', 'inStock', 'tags', 'stock', 'meta', word()])] = rng.pick<
        () => J
      >([
        text,
        () => rng.int(-5, 500),
        () => 9.99,
        () => true,
        () => null,
        () => ['a', 'b'],
        () => obj({ warehouse: 12, nested: obj({ deep: 'x' }) }),
      ])()
    }
    if (rng.chance(0.2)) f[rng.pick(['id', 'createdAt', 'updatedAt', '_sandbox'])] = 'server-owned'
    return obj(f)
  }

  function bodyFor(kind: BodyKind, resource: ResourceName, playground: Playground): J | undefined {
    switch (kind) {
      case 'none':
        return undefined
      case 'login':
        return obj(
          Object.fromEntries(
            rng
              .some(['username', 'email', 'password'], 0, 3)
              .map((k) => [
                k,
                k === 'password'
                  ? text()
                  : rng.pick<J>([
                      word(),
                      'Bret',
                      'Sincere@april.biz',
                      '__proto__',
                      'constructor',
                      'toString',
                      text(),
                    ]),
              ]),
          ),
        )
      case 'register':
        // A password costs an scrypt hash (tens of ms of CPU): only a few registrations send one.
        return obj({
          name: text(),
          username: `${word()}${rng.int(0, 1e6)}`,
          email: `${word()}${rng.int(0, 1e6)}@x.y`,
          ...(rng.chance(0.1) && { password: 'pw' }),
        })
      case 'token':
        return obj({
          refreshToken: rng.chance(0.8)
            ? tokenFor(rng.chance(0.5) ? 'victim' : 'own', 'refresh', playground)
            : garbageToken(),
        })
      case 'import':
        return importBody(playground)
      case 'network':
        return networkBody()
      case 'seed':
        return obj({
          template: rng.weighted<J>([
            [rng.pick(TEMPLATES), 1],
            [
              rng.pick(['ECOMMERCE', 'blog ', '__proto__', 'constructor', 'toString', '', 'shop']),
              3,
            ],
          ]),
        })
      case 'custom':
        return customBody()
      case 'graphql': {
        const doc = graphqlDocument()
        const f: Record<string, J> = { query: doc.query }
        if (doc.variables !== undefined) f.variables = doc.variables
        if (doc.operationName !== undefined) f.operationName = doc.operationName
        if (rng.chance(0.1))
          f.extensions = rng.pick<J>([
            null,
            5,
            obj({ persistedQuery: obj({ version: 1, sha256Hash: 'x' }) }),
          ])
        return obj(f)
      }
      default:
        return recordBody(resource)
    }
  }

  return { bodyFor }
}
