import { randomUUID } from 'node:crypto'
import type { Socket } from 'node:net'
import { ProblemError } from '../../domain/errors.ts'
import { PROBLEM_TYPE, problemBody } from './problem-json.ts'

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request, headers
 * over the size limit, a client too slow to send its request) are answered as problem JSON too,
 * like every other error (docs/contract/errors.md#problem-documents), and the connection is closed
 * as Node would.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const problem =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new ProblemError({
          code: 'REQUEST_TIMEOUT',
          detail: 'The request was not received in time',
        })
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? new ProblemError({
            code: 'HEADERS_TOO_LARGE',
            detail: 'The request headers exceed 16 KB',
          })
        : new ProblemError({
            code: 'MALFORMED_REQUEST',
            detail: 'The request is not valid HTTP/1.1',
          })
  if (socket.writable) {
    const body = JSON.stringify(problemBody(problem, ''))
    socket.write(
      `HTTP/1.1 ${problem.status} ${problem.title}\r\nContent-Type: ${PROBLEM_TYPE}\r\n` +
        // Every answer carries a request id, this one too, although no request was read.
        `X-Request-Id: ${randomUUID()}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
