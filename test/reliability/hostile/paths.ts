/** Paths: hostile segments and the filling of a route's slots with ids, names and files. */
import type { Draw } from './draw.ts'
import type { Category, Playground, ResourceName, Route } from './model.ts'
import { DOC_PATHS } from './routes.ts'
import { randomToken } from './tokens.ts'
import { encodeLoose } from './unicode.ts'

/** Path segments for ids, seeds, collection names and files: every one already URL-encoded. */
export const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '%2e',
  '..%2F..%2Fetc',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5C..%5Cwindows%5Cwin.ini',
  '..%252f..%252fetc',
  '%252e%252e',
  '..%c0%af',
  '%c0%ae%c0%ae',
  '%C0%AF',
  '%E0%80%AF',
  '%F8%80%80%80%AF',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%FF',
  '%FE%FF',
  '%',
  '%zz',
  '%2',
  '%%32%65',
  '%00',
  '1%00',
  '%00.svg',
  'a%00b',
  'a%2Fb',
  '%2F',
  '%5C',
  '%2F%2F',
  '1%2F..',
  '1;DROP%20TABLE%20x',
  "1'%20OR%20'1'%3D'1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%22%3E%3Csvg%20onload%3Dalert(1)%3E',
  '*',
  '~',
  '%7E',
  '..;',
  ';',
  '%3B',
  '1;jsessionid=x',
  '%3F',
  '%23',
  'CON',
  'nul',
  'aux.svg',
  '%24',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'local-',
  'local-..',
  'local-%2e%2e%2f',
  'local-00000000-0000-0000-0000-000000000000',
  'local-ZZZZZZZZ-0000-4000-8000-000000000000',
  'LOCAL-00000000-0000-4000-8000-000000000000',
  'local-00000000-0000-4000-8000-000000000000%00',
  'local-00000000-0000-4000-8000-00000000000',
  'local-V1StGXR8_Z5jdHi6B-myT',
  'local-V1StGXR8_Z5jdHi6B-my',
  'local-%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e',
  '%20',
  '%09',
  '%0A',
  '%0D%0A',
  '%0d%0aSet-Cookie:%20evil=1',
  '-1',
  '0',
  '+1',
  '%2B1',
  '1.0',
  '1e3',
  '0x1',
  '01',
  '%EF%BC%91',
  '%D9%A3',
  'NaN',
  'Infinity',
  '9007199254740993',
  '9'.repeat(400),
  '1'.repeat(257),
  'a'.repeat(300),
  'a'.repeat(200),
  `${'%F0%9F%92%A5'.repeat(60)}`,
  encodeLoose('\u202egnp.exe'),
  encodeLoose('漢字'.repeat(60)),
  encodeLoose('Zalgơ̸̡̢͔̗̬̞̈́̏͗̋'),
  encodeLoose('👩‍👩‍👧‍👦'),
  'Bret',
  'post-1',
  '1',
  '100',
  '101',
]

export function createPaths(d: Draw) {
  const { rng, uuid, word, victimIds } = d

  function fillPath(
    route: Route,
    category: Category,
    playground: Playground,
    resource: ResourceName,
  ): string {
    const hostile = (p: number) =>
      category === 'traversal' || (category !== 'valid' && rng.chance(p))
    const segment = (valid: () => string, p = 0.1) =>
      hostile(p) ? rng.pick(HOSTILE_SEGMENTS) : valid()
    const localOf = (r: ResourceName) => playground.localIds[r]
    return route.path
      .replace('{auth}', rng.pick(['/api/v1/auth', '/auth']))
      .replace('{gql}', rng.pick(['/graphql', '/api/v1/graphql']))
      .replace('{doc}', () => rng.weighted(DOC_PATHS))
      .replace('{r}', resource)
      .replace('{id}', () =>
        segment(() =>
          rng.weighted<() => string>([
            [() => String(rng.int(1, 110)), 4],
            [() => rng.pick(localOf(resource).length > 0 ? localOf(resource) : ['1']), 4],
            [() => `local-${uuid()}`, 1],
            [() => rng.pick(victimIds), 2],
          ])(),
        ),
      )
      .replace('{c}', () =>
        segment(
          () =>
            rng.pick([
              ...new Set(playground.custom.map((c) => c.collection)),
              'widgets',
              'products',
              'seed',
              'a',
              'z'.repeat(63),
              'z'.repeat(64),
              'Users',
              '1abc',
              '-a',
              'a_b-c',
            ]),
          0.2,
        ),
      )
      .replace('{cid}', () =>
        segment(() =>
          rng.pick([
            ...playground.custom.map((c) => c.id),
            `local-${randomToken(rng)}`,
            `local-${randomToken(rng).slice(1)}`,
          ]),
        ),
      )
      .replace('{seed}', () => segment(word))
      .replace('{file}', () =>
        route.family === 'images'
          ? `${segment(() => encodeLoose(rng.pick(['Bret', 'post-1', 'sarah_connor', 'Leanne Graham', 'ÿ', '漢字', 'a'])), 0.3)}${rng.weighted<string>(
              [
                ['.svg', 8],
                [
                  rng.pick([
                    '',
                    '.SVG',
                    '.svg.svg',
                    '.svg%00',
                    '.svg%00.png',
                    '.png',
                    '.svg/',
                    '.svg?',
                    '%2Esvg',
                    '..svg',
                  ]),
                  2,
                ],
              ],
            )}`
          : segment(
              () =>
                rng.pick([
                  'index.html',
                  'swagger-ui.css',
                  'init.js',
                  'graphiql.min.css',
                  'x.js',
                  'favicon-32x32.png',
                ]),
              0.6,
            ),
      )
  }

  return { fillPath }
}
