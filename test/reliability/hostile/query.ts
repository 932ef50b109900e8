/** Query strings: the valid parameters each route reads, and hostile ones. */
import type { Draw } from './draw.ts'
import type { Graphql } from './graphql.ts'
import { serialize } from './json.ts'
import { type Route, TEMPLATES } from './model.ts'
import { encodeLoose, UNICODE_STRINGS } from './unicode.ts'

export function createQueries(d: Draw, graphql: Graphql) {
  const { rng } = d
  const { graphqlDocument } = graphql

  const badNumber = () =>
    rng.pick([
      '0',
      '-1',
      '1.5',
      '1e309',
      'NaN',
      '',
      '%20',
      '0x10',
      '1e3',
      '99999999999999999999',
      '2147483648',
      '9007199254740993',
      '-0',
      '%2B1',
      '1,2',
      '[]',
      'true',
      '%EF%BC%91',
      '1%00',
      '%',
      '31',
      '30',
      '1',
    ])

  function hostileQuery(route: Route): Array<[string, string]> {
    const q: Array<[string, string]> = []
    const add = (k: string, v: string) => q.push([k, v])
    switch (rng.int(0, 9)) {
      case 0:
        add(
          rng.pick([
            'page',
            'limit',
            '_page',
            '_limit',
            'user_id',
            'post_id',
            'size',
            'width',
            'height',
          ]),
          badNumber(),
        )
        break
      case 1:
        add(
          '_sort',
          rng.pick([
            '__proto__',
            'constructor',
            'constructor.name',
            'prototype',
            'toString',
            'hasOwnProperty',
            'address.__proto__',
            'address.constructor.name',
            '__proto__.polluted',
            'id.',
            '.',
            '..',
            'a'.repeat(500),
            'title,body',
            'title%00',
            '%',
            'length',
            'address',
            'completed',
            'id',
          ]),
        )
        if (rng.chance(0.5))
          add('_order', rng.pick(['asc', 'DESC', 'asc%00', 'ASC%20', 'desc;', '', 'random', '1']))
        break
      case 2:
        add(
          'q',
          rng.pick([
            '.*',
            '(a+)+$',
            '\\',
            '%',
            '%zz',
            '%ED%A0%80',
            '%C0%AF',
            '%00',
            encodeLoose(rng.pick(UNICODE_STRINGS)),
            'a'.repeat(201),
            'a'.repeat(200),
          ]),
        )
        break
      case 3:
        add(
          rng.pick([
            '__proto__[x]',
            '__proto__',
            'constructor[prototype][x]',
            'a[__proto__][b]',
            'toString',
            'hasOwnProperty',
            'valueOf',
            '__defineGetter__',
            'page[]',
            'page[a]',
            'q[]',
            'q[0]',
            '%5F%5Fproto%5F%5F',
          ]),
          '1',
        )
        break
      case 4:
        add(
          rng.pick([
            'page',
            'limit',
            'q',
            '_sort',
            'completed',
            'template',
            'resource',
            'strategy',
            'size',
            'rounded',
            'text',
            'query',
          ]),
          'a',
        )
        add(q[0]?.[0] ?? 'page', 'b')
        break
      case 5:
        add(
          'completed',
          rng.pick(['yes', 'TRUE', '1', '0', '', 'null', 'true', 'false', 'true%00']),
        )
        break
      case 6:
        for (let i = rng.pick([100, 1000, 5000]); i > 0; i--) add(`p${i}`, String(i))
        break
      case 7:
        add(
          rng.pick(['%00', '', '=', '&', '%', '%zz', '[', ']', '%ED%A0%80']),
          rng.pick(['', '1', '%']),
        )
        break
      case 8:
        add(
          rng.pick(['resource', 'strategy', 'template']),
          rng.pick([
            '../../etc',
            'custom/__proto__',
            'custom/',
            'custom/A',
            'ALL',
            'merge%00',
            '__proto__',
            'constructor',
            'custom/constructor',
            'all',
            'custom',
          ]),
        )
        break
      default:
        if (route.query === 'graphql')
          add(
            'variables',
            rng.pick([
              '{',
              '[]',
              'null',
              '{"__proto__":{"x":1}}',
              '1e309',
              '%7B%22l%22%3A1e309%7D',
            ]),
          )
        else add('x', 'y'.repeat(rng.pick([10, 5000, 60_000])))
    }
    return q
  }

  function validQuery(route: Route): Array<[string, string]> {
    const q: Array<[string, string]> = []
    const maybe = (k: string, v: () => string) => {
      if (rng.chance(0.25)) q.push([k, v()])
    }
    switch (route.query) {
      case 'list':
        maybe('page', () => String(rng.int(1, 12)))
        maybe('limit', () => String(rng.int(1, 40)))
        maybe('q', () => rng.pick(['a', 'the', 'bret', 'ö']))
        maybe('_sort', () => rng.pick(['id', 'title', 'name', 'address.city', 'email']))
        maybe('_order', () => rng.pick(['asc', 'desc']))
        maybe('user_id', () => String(rng.int(1, 10)))
        maybe('completed', () => rng.pick(['true', 'false']))
        break
      case 'export':
        maybe('resource', () => rng.pick(['all', 'users', 'posts', 'custom', 'custom/widgets']))
        break
      case 'import':
        maybe('strategy', () => rng.pick(['replace', 'merge']))
        maybe('resource', () => rng.pick(['posts', 'users', 'custom/widgets']))
        break
      case 'seed':
        maybe('template', () => rng.pick(TEMPLATES))
        break
      case 'avatar':
        maybe('size', () => String(rng.int(16, 1024)))
        maybe('rounded', () => rng.pick(['true', 'false', '1', '0']))
        break
      case 'thumbnail':
        maybe('width', () => String(rng.int(16, 4096)))
        maybe('height', () => String(rng.int(16, 4096)))
        maybe('text', () =>
          encodeLoose(
            rng
              .pick(['Hello', 'A longer caption that wraps', ...UNICODE_STRINGS.slice(0, 12)])
              .replace(/[\ud800-\udfff]/g, ''),
          ),
        )
        break
      case 'graphql': {
        const doc = graphqlDocument()
        q.push([
          'query',
          encodeLoose(typeof doc.query === 'string' ? doc.query : serialize(doc.query)).replace(
            /%25/g,
            rng.chance(0.1) ? '%' : '%25',
          ),
        ])
        if (doc.variables !== undefined)
          q.push(['variables', encodeLoose(serialize(doc.variables))])
        if (doc.operationName !== undefined)
          q.push(['operationName', encodeLoose(serialize(doc.operationName))])
        if (rng.chance(0.2)) q.push(['query', '{__typename}'])
        break
      }
      case 'asset':
        maybe('v', () => rng.pick(['1', '%', '%zz', 'x'.repeat(500), '']))
        break
    }
    return q
  }

  return { hostileQuery, validQuery }
}
