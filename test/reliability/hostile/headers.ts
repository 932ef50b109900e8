/** Content types, hostile headers and cookies, and what an HTTP/1.1 parser lets through. */
import type { Draw } from './draw.ts'

/** The content types a JSON body may be sent under, the right ones included. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'Application/Json; Charset=UTF-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset="utf-8"',
  'application/json;charset=utf-8;charset=ascii',
  'application/json;',
  'application/json;;;',
  'application/json ; x=y',
  'application/json, text/plain',
  'application/json\ttext',
  'application/jsonx',
  'application/json+x',
  'application/merge-patch+json',
  'application/problem+json',
  'application/vnd.api+json',
  'application/graphql',
  'application/graphql-response+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'text/plain',
  'text/json',
  'text/html',
  'text/xml',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'application/*',
  '',
  ';',
  '/',
  'json',
  'application/',
  '/json',
  `application/json; ${'p=v; '.repeat(200)}`,
  'application/json; charset=ÿ',
  'application/json; boundary="\\"',
]

/** Header values a client may send; each printable and free of surrounding blanks. */
const HEADER_VALUES = [
  '',
  '0',
  '-1',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  '../../etc/passwd',
  '%00',
  '%0d%0a',
  'ÿþ',
  'Ã©tÃ©',
  'a\tb',
  'x'.repeat(8000),
  '*',
  ',,,,',
  ';;;;',
  '"',
  "'",
  '\\',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, sent as is
  '${jndi:ldap://x/a}',
  '() { :; }; echo vulnerable',
]

/** What a real HTTP/1.1 parser delivers: no control characters, no surrounding blanks, latin1. */
export function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').replace(/^[\t ]+|[\t ]+$/g, '')
}

export const cookieSafe = (value: string) => headerSafe(value).replace(/[;\s]/g, '')

export function createHeaders(d: Draw) {
  const { rng } = d

  function hostileHeaders(): Record<string, string> {
    const h: Record<string, string> = {}
    const n = rng.int(1, 3)
    for (let i = 0; i < n; i++) {
      switch (rng.int(0, 13)) {
        case 0:
          h.accept = rng.pick([
            '*/*',
            'text/html',
            'application/graphql-response+json',
            'application/json;q=0',
            'image/*',
            '',
            'x/y;q=NaN',
            'text/html, application/json;q=0.1',
            ','.repeat(100),
            rng.pick(HEADER_VALUES),
          ])
          break
        case 1:
          h['accept-encoding'] = rng.pick([
            'gzip',
            'br',
            'deflate',
            'identity;q=0',
            '*;q=0',
            'br;q=NaN, gzip;q=-1',
            'zstd',
            'gzip, gzip, gzip',
            'compress',
            'x'.repeat(2000),
            '',
          ])
          break
        case 2:
          h['if-none-match'] = rng.pick([
            '*',
            'W/"x"',
            '"',
            'W/',
            ',,,',
            '"a",'.repeat(500),
            rng.pick(HEADER_VALUES),
          ])
          break
        case 3:
          h.origin = rng.pick([
            'null',
            'http://evil.example',
            'file://',
            'http://localhost:5173',
            'http://ÿ.example',
            'https://a.b.c.d.e.f',
            rng.pick(HEADER_VALUES),
          ])
          if (rng.chance(0.5))
            h['access-control-request-method'] = rng.pick([
              'PATCH',
              'DELETE',
              'FOO',
              '',
              'GET, POST',
            ])
          if (rng.chance(0.5))
            h['access-control-request-headers'] = rng.pick([
              'content-type',
              'x-playground-identity, authorization',
              'ÿ',
              'a'.repeat(3000),
              ',',
              '*',
            ])
          break
        case 4:
          h['x-request-id'] = rng.pick([
            'abc',
            'x'.repeat(129),
            '<script>',
            'a;b',
            '../',
            'ÿ',
            '',
            '%00',
            rng.pick(HEADER_VALUES),
          ])
          break
        case 5:
          h['content-encoding'] = rng.pick([
            'gzip',
            'br',
            'deflate',
            'identity',
            'x-unknown',
            'gzip, gzip',
            '',
          ])
          break
        case 6:
          h.range = rng.pick([
            'bytes=0-1',
            'bytes=-1',
            'bytes=99999999999-',
            'bytes=0-1,0-1,0-1',
            'items=0-9',
          ])
          break
        case 7:
          h['x-http-method-override'] = rng.pick(['DELETE', 'PUT', 'PATCH', 'TRACE'])
          break
        case 8:
          h['x-forwarded-for'] = rng.pick([
            '127.0.0.1',
            '::1',
            'ÿ',
            '1.1.1.1, 2.2.2.2',
            rng.pick(HEADER_VALUES),
          ])
          h['x-forwarded-proto'] = rng.pick(['https', 'javascript', 'ftp', ''])
          h['x-forwarded-host'] = rng.pick(['evil.example', 'a"b', '<x>', ''])
          break
        case 9:
          h['user-agent'] = rng.pick(HEADER_VALUES)
          break
        case 10:
          h.host = rng.pick([
            'evil.example',
            'localhost:99999',
            '[::1]',
            'a b',
            '',
            'ÿ',
            'x'.repeat(1000),
            'localhost:80@evil',
          ])
          break
        case 11:
          h['accept-language'] = rng.pick(['*', 'ÿ', 'en;q=2', 'x'.repeat(5000)])
          break
        case 12:
          h['x-playground-identity'] = headerSafe(
            `${rng.pick(['a', 'ci-worker-3'])}, ${rng.pick(['b', 'ci-worker-4'])}`,
          )
          break
        default:
          h[rng.pick(['x-', 'x-a', 'x-__proto__', 'constructor', '__proto__', 'x'.repeat(200)])] =
            rng.pick(HEADER_VALUES)
      }
    }
    for (const k of Object.keys(h)) h[k] = headerSafe(h[k] as string)
    return h
  }

  const hostileCookie = () =>
    rng.pick([
      'pg_identity=',
      'pg_identity',
      'pg_identity=null',
      'pg_identity=undefined',
      'pg_identity=%',
      'pg_identity=%zz',
      'pg_identity=%E0%A4%A',
      'pg_identity=ÿÿ',
      `pg_identity=${'a'.repeat(4000)}`,
      'pg_identity="',
      'pg_identity="unterminated',
      'pg_identity=a; pg_identity=b',
      '=; ;; ;',
      ';',
      '=',
      '==',
      'a=b=c',
      '__proto__=x; constructor=y; pg_identity=z',
      'pg_identity=00000000-0000-0000-0000-000000000000x',
      'pg_identity={}; pg_identity=[]',
      Array.from({ length: 300 }, (_, i) => `c${i}=v${i}`).join('; '),
      `${'x'.repeat(200)}=${'y'.repeat(200)}`,
      'pg_identity=00000000-0000-4000-8000-000000000000; Path=/; HttpOnly',
    ])

  return { hostileHeaders, hostileCookie }
}
