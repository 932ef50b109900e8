/** Raw cases about the body's framing: chunked encoding, lengths, duplicates, pipelining. */
import type { RawCase, RawKit } from './socket.ts'

export function framingMakers(kit: RawKit): Array<() => RawCase> {
  const { rng, victim, b, path, get, post, chunked, chunk } = kit
  return [
    // Framing: chunked encoding and lengths.
    () => ({
      name: 'bad chunk size',
      chunks: [
        chunked('/api/v1/posts', [
          `${rng.pick(['zz', '-1', '0x5', ' 5', '5 ', 'ffffffffffffffffff', '1;'.repeat(1000), ''])}\r\n{"a":1}\r\n0\r\n\r\n`,
        ]),
      ],
      expect: 'parser-or-silence',
      parserStatuses: [400, 413],
      endAfterMs: 120,
    }),
    () => ({
      name: 'chunk data longer than its size',
      chunks: [chunked('/api/v1/posts', ['2\r\n{"a":1}\r\n0\r\n\r\n'])],
      expect: 'parser-or-silence',
      parserStatuses: [400],
      endAfterMs: 120,
    }),
    () => ({
      name: 'chunked body never finished',
      chunks: [chunked('/api/v1/posts', [chunk('{"title":'), chunk('"x"')])],
      expect: 'parser-or-silence',
      parserStatuses: [400],
      endAfterMs: 120,
    }),
    () => ({
      name: 'valid chunked JSON in tiny chunks',
      chunks: [
        chunked(
          '/api/v1/custom/widgets',
          [...'{"name":"chunked","n":1}'].map((c) => chunk(c)).concat(['0\r\n\r\n']),
          [`X-Playground-Identity: fz-raw-${rng.int(0, 1e9)}`],
        ),
      ],
      expect: 'answer',
    }),
    () => ({
      name: 'chunk extensions and trailers',
      chunks: [
        chunked(
          '/api/v1/posts',
          [
            `7;ext=${'x'.repeat(rng.pick([10, 5000]))}\r\n{"a":1}\r\n0\r\nX-Trailer: ${rng.pick(['1', 'a\x01'])}\r\n\r\n`,
          ],
          [`X-Playground-Identity: fz-raw-${rng.int(0, 1e9)}`],
        ),
      ],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'chunked body over the limit',
      chunks: [
        chunked('/api/v1/posts', [
          chunk(`{"title":"${'x'.repeat(60_000)}`),
          chunk(`${'y'.repeat(60_000)}"}`),
          '0\r\n\r\n',
        ]),
      ],
      expect: 'parser',
      parserStatuses: [400, 413],
    }),
    () => ({
      name: 'Transfer-Encoding and Content-Length together',
      chunks: [
        b(
          `POST /api/v1/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n7\r\n{"a":1}\r\n0\r\n\r\n`,
        ),
      ],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'odd Transfer-Encoding',
      chunks: [
        b(
          `POST /api/v1/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: ${rng.pick(['gzip', 'chunked, gzip', 'identity', 'CHUNKED', 'chunked\x0b', ' chunked', 'chunked, chunked', 'xchunked'])}\r\nConnection: close\r\n\r\n7\r\n{"a":1}\r\n0\r\n\r\n`,
        ),
      ],
      expect: 'parser-or-silence',
      parserStatuses: [400, 501],
      endAfterMs: 120,
    }),
    () => ({
      name: 'two different Content-Lengths',
      chunks: [
        b(
          `POST /api/v1/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 7\r\nContent-Length: 9\r\nConnection: close\r\n\r\n{"a":1}`,
        ),
      ],
      expect: 'parser',
      parserStatuses: [400],
    }),
    () => ({
      name: 'malformed Content-Length',
      chunks: [
        b(
          `POST /api/v1/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${rng.pick(['-1', '1e3', 'abc', '7, 7', '99999999999999999999999', '+7', '0x7', ''])}\r\nConnection: close\r\n\r\n{"a":1}`,
        ),
      ],
      expect: 'parser-or-silence',
      parserStatuses: [400, 413],
      endAfterMs: 120,
    }),
    () => ({
      name: 'Content-Length longer than the body',
      chunks: [
        b(
          `POST /api/v1/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{"a":1}`,
        ),
      ],
      expect: 'parser-or-silence',
      parserStatuses: [400],
      endAfterMs: 120,
    }),
    () => ({
      name: 'Content-Length over the body limit',
      chunks: [
        post(
          rng.pick(['/api/v1/posts', '/api/v1/custom/widgets', '/graphql', '/auth/login']),
          `{"title":"${'x'.repeat(110_000)}"}`,
        ),
      ],
      expect: 'answer',
    }),
    () => ({
      name: 'import over 8 MB',
      chunks: [
        b(
          `POST /api/v1/session/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${9 * 1024 * 1024}\r\nX-Playground-Identity: fz-raw-big\r\nConnection: close\r\n\r\n{"version":"1.0","records":[`,
        ),
      ],
      expect: 'parser-or-silence',
      parserStatuses: [413],
      endAfterMs: 200,
    }),
    // Duplicates.
    () => ({
      name: 'duplicate headers',
      chunks: [
        post(
          rng.pick(['/api/v1/posts', '/api/v1/custom/widgets', '/auth/login']),
          '{"title":"dup","username":"Bret"}',
          rng.pick([
            ['Content-Type: text/plain'],
            ['Content-Type: application/json'],
            [`X-Playground-Identity: ${victim.identity}x`, 'X-Playground-Identity: fz-dup'],
            ['X-Playground-Identity: fz-dup-a', 'X-PG-Identity: fz-dup-b'],
            ['Cookie: pg_identity=a', 'Cookie: pg_identity=b'],
            ['Authorization: Bearer a', 'Authorization: Bearer b'],
            ['X-Simulate-Delay: 1', 'X-Simulate-Delay: 2'],
            ['X-Simulate-Status: 404', 'X-Simulate-Status: 418'],
            ['Origin: http://a', 'Origin: http://b'],
            ['Accept: text/html', 'Accept: application/json'],
          ]),
        ),
      ],
      expect: 'parser',
      parserStatuses: [400],
    }),
    // Pipelining and early closes.
    () => {
      const id = `fz-raw-pipe-${rng.int(0, 1e9)}`
      return {
        name: 'pipelined requests, the last malformed',
        chunks: [
          b(
            `GET /api/v1/posts/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Playground-Identity: ${id}\r\n\r\nPOST /api/v1/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5\r\nX-Playground-Identity: ${id}\r\n\r\n{bad}GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n`,
          ),
        ],
        expect: 'parser',
        parserStatuses: [400],
        endAfterMs: 120,
      }
    },
    () => ({
      name: 'headers cut short',
      chunks: [
        b(`GET ${path()} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Partial: ${'p'.repeat(rng.int(0, 100))}`),
      ],
      expect: 'parser-or-silence',
      parserStatuses: [400],
      endAfterMs: 120,
    }),
    () => ({
      name: 'random bytes',
      chunks: [
        Buffer.from(Array.from({ length: rng.int(1, 300) }, () => rng.int(0, 255))),
        b('\r\n\r\n'),
      ],
      expect: 'parser-or-silence',
      parserStatuses: [400, 505],
      endAfterMs: 120,
    }),
    () => ({
      name: 'CONNECT',
      chunks: [b('CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n')],
      expect: 'parser-or-silence',
      parserStatuses: [400],
      endAfterMs: 120,
    }),
    () => ({
      name: 'Upgrade to websocket and h2c',
      chunks: [
        get('/graphql', [
          rng.pick(['Upgrade: websocket', 'Upgrade: h2c', 'Upgrade: ÿ']),
          'Connection: Upgrade',
          'Sec-WebSocket-Key: x',
          'HTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA',
        ]),
      ],
      expect: 'parser-or-silence',
      parserStatuses: [400],
      endAfterMs: 120,
    }),
  ]
}
