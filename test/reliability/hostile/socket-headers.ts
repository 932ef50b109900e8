/** Raw cases about the request head: oversized, control bytes, malformed request lines. */
import type { RawCase, RawKit } from './socket.ts'

export function headerMakers(kit: RawKit): Array<() => RawCase> {
  const { rng, victim, b, path, get, badByte } = kit
  return [
    // Oversized headers and request lines.
    () => ({
      name: 'one oversized header',
      chunks: [get(path(), [`X-Big: ${'a'.repeat(rng.pick([17_000, 40_000, 70_000]))}`])],
      expect: 'parser',
      parserStatuses: [431, 400],
    }),
    () => ({
      name: 'many headers',
      chunks: [
        get(
          path(),
          Array.from(
            { length: rng.pick([300, 2100, 5000]) },
            (_, i) => `X-H${i}: ${'v'.repeat(8)}`,
          ),
        ),
      ],
      expect: 'parser',
      parserStatuses: [431, 400],
    }),
    () => ({
      name: 'oversized URL',
      chunks: [get(`/api/v1/posts?q=${'a'.repeat(rng.pick([17_000, 70_000]))}`)],
      expect: 'parser',
      parserStatuses: [431, 414, 400],
    }),
    () => ({
      name: 'oversized cookie',
      chunks: [get(path(), [`Cookie: pg_identity=${'c'.repeat(20_000)}`])],
      expect: 'parser',
      parserStatuses: [431, 400],
    }),
    () => ({
      name: 'oversized authorization',
      chunks: [get('/auth/me', [`Authorization: Bearer ${'t'.repeat(20_000)}`])],
      expect: 'parser',
      parserStatuses: [431, 400],
    }),
    // CR, LF and NUL where they do not belong.
    () => ({
      name: 'control byte in a header value',
      chunks: [get(path(), [`X-Playground-Identity: ${victim.identity}${badByte()}x`])],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'bare CR in a header value',
      chunks: [get(path(), [`Origin: http://a\rSet-Cookie: evil=1`])],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'bare LF splitting a header',
      chunks: [get(path(), [`X-Request-Id: abc\nX-Injected: 1`])],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'CRLF smuggled into the request line',
      chunks: [
        b(
          `GET /api/v1/posts?x=1\r\nX-Injected: 1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        ),
      ],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'header injection attempts that are just two headers',
      chunks: [
        get(path(), [
          `X-Request-Id: abc`,
          `X-Injected: 1`,
          `Origin: http://evil.example`,
          `Access-Control-Request-Headers: x-injected`,
        ]),
      ],
      expect: 'answer',
    }),
    () => ({
      name: 'obs-fold continuation line',
      chunks: [
        get(path(), ['X-Folded: a', ' continued', `X-Playground-Identity: ${victim.identity}x`]),
      ],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'space before the colon',
      chunks: [get(path(), ['Content-Type : application/json'])],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'header without a colon',
      chunks: [
        get(path(), [
          rng.pick(['NoColonHere', ': empty-name', 'X A: 1', 'Ā: 1', '\x00: 1', '(x): 1']),
        ]),
      ],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'DEL or control in the Origin that CORS would reflect',
      chunks: [
        b(
          `OPTIONS /api/v1/posts/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://a${badByte()}\r\nAccess-Control-Request-Method: GET\r\nAccess-Control-Request-Headers: x${badByte()}\r\nConnection: close\r\n\r\n`,
        ),
      ],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'latin1 bytes reflected by CORS',
      chunks: [
        b(
          `OPTIONS /api/v1/posts/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://\xff\xfe.example\r\nAccess-Control-Request-Method: PATCH\r\nAccess-Control-Request-Headers: x-\xe9\r\nConnection: close\r\n\r\n`,
        ),
      ],
      expect: 'answer',
      method: 'OPTIONS',
    }),
    // Malformed request lines.
    () => ({
      name: 'malformed request line',
      chunks: [
        b(
          `${rng.pick([
            'GET',
            'GET /',
            'GET / HTTP/1.1 extra',
            'GET  /  HTTP/1.1',
            ' GET / HTTP/1.1',
            'GET / HTTP/2.0',
            'GET / HTTP/1.2',
            'GET / HTTP/9.9',
            'GET / HTTP/0.9',
            'GET / FOO/1.1',
            'GET / http/1.1',
            'get / HTTP/1.1',
            'FOO / HTTP/1.1',
            'G\x00T / HTTP/1.1',
            'GET /a b HTTP/1.1',
            'GET /\x7f HTTP/1.1',
            'GET /\x01 HTTP/1.1',
            'GET \xff HTTP/1.1',
            'PRI * HTTP/2.0',
            '\x16\x03\x01\x00\xa5\x01\x00\x00',
            'GET',
            'HTTP/1.1 200 OK',
            '',
          ])}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        ),
      ],
      expect: 'parser-or-silence',
      parserStatuses: [400, 505],
      endAfterMs: 120,
    }),
    () => ({
      name: 'odd but parsable targets',
      chunks: [
        get(
          rng.pick([
            'http://evil.example/api/v1/posts',
            '//api//v1///posts',
            '/api/v1/posts/../../../etc/passwd',
            '/api/v1/posts/%2e%2e/%2e%2e/health',
            '/api/v1/./posts',
            '/api/v1/posts/1#frag',
            '/api/v1/posts/1?#',
            '/api/v1/posts/%',
            '/api/v1/avatars/%ED%A0%80.svg',
            '/api/v1/posts/\xe9',
            '/api/v1/avatars/\xff\xfe.svg',
            `/api/v1/posts/${'1'.repeat(300)}`,
            `/api/v1/custom/${'a'.repeat(400)}`,
            '/graphiql/assets/constructor',
            '/graphiql/assets/__proto__',
            '/docs/static/..%2f..%2fpackage.json',
            '/docs/static/%2e%2e/%2e%2e/package.json',
            '*',
            '/api/v1/posts?__proto__[polluted]=1&constructor[prototype][polluted]=1',
          ]),
        ),
      ],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'HTTP/1.1 without Host',
      chunks: [b(`GET ${path()} HTTP/1.1\r\nConnection: close\r\n\r\n`)],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'two Host headers',
      chunks: [b(`GET ${path()} HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n`)],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'HTTP/1.0 without Host',
      chunks: [b(`GET ${path()} HTTP/1.0\r\n\r\n`)],
      expect: 'answer',
    }),
    () => ({
      name: 'Expect header',
      chunks: [get(path(), [`Expect: ${rng.pick(['foo', '100-continue-ish', '200-ok'])}`])],
      expect: 'parser',
      parserStatuses: [417],
    }),
    () => ({
      name: 'Expect: 100-continue with a body',
      chunks: [
        b(
          `POST /api/v1/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 9\r\nExpect: 100-continue\r\nX-Playground-Identity: fz-raw-expect\r\nConnection: close\r\n\r\n`,
        ),
        b('{"a":1e3}'),
      ],
      expect: 'answer',
    }),
  ]
}
