import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import pretty from 'pino-pretty'
import type { Config } from '../config.ts'

/** The fields of a request's line a terminal does not need: they are already in its message. */
const LINE_FIELDS = ['method', 'path', 'status', 'ms', 'identity']

/**
 * Where logs go. On a terminal (or with `--log-format pretty`): one readable line each, through
 * pino-pretty, synchronously so a line is on screen before the next request's. Otherwise JSON
 * lines on stdout, one object each, for whatever collects them.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  terminal = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  const format = config.logFormat ?? (terminal ? 'pretty' : 'json')
  if (format === 'json' || config.logLevel === 'silent') return { level: config.logLevel }
  return {
    level: config.logLevel,
    stream: pretty({
      // https://no-color.org: any value but empty turns colour off.
      colorize: terminal && !process.env.NO_COLOR,
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', 'hostname', 'reqId', ...LINE_FIELDS].join(','),
      sync: true,
    }),
  }
}

const pathOf = (url: string) => {
  const q = url.indexOf('?')
  return q === -1 ? url : url.slice(0, q)
}

const LINE_LEVELS = new Set(['info', 'debug', 'trace'])
const RECEIVED_LEVELS = new Set(['debug', 'trace'])

/** The debug line of a request's arrival: what a slow or hanging request shows. */
export function received(log: FastifyBaseLogger, reqId: string, method: string, url: string) {
  if (!RECEIVED_LEVELS.has(log.level)) return
  const path = pathOf(url)
  log.debug({ reqId, method, path }, `received ${method} ${path}`)
}

/**
 * A request's one line: method, path, status, milliseconds and the first 8 characters of the
 * identity, the part a person compares. The query string is left out: share tokens and
 * `access_token` ride in it. Fastify's answers (RequestLines) and the front door's write it.
 */
export function requestLine(
  log: FastifyBaseLogger,
  reqId: string,
  method: string,
  url: string,
  status: number,
  elapsedMs: number,
  identity: string | undefined,
  error?: Error,
) {
  if (!LINE_LEVELS.has(log.level) && !error) return
  const path = pathOf(url)
  const ms = Math.round(elapsedMs * 10) / 10
  const shown = identity?.slice(0, 8) ?? '-'
  const line = { reqId, method, path, status, ms, identity: shown }
  const text = `${method} ${path} ${status} ${ms} ms ${shown}`
  if (error) log.error({ ...line, err: error }, text)
  else log.info(line, text)
}

/**
 * One line per answered request in place of Fastify's two ("incoming request", "request
 * completed"), written by `requestLine`. Fastify's other lines (a 5xx's error and stack, a
 * stream that failed) stay.
 */
export class RequestLines extends LogController {
  /** At debug, a line when a request arrives too. */
  override incomingRequest(req: FastifyRequest) {
    received(req.server.log, req.id, req.method, req.url)
  }

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
  ) {
    // A request refused before the identity plugin ran (a path that does not decode) has none.
    const identity = req.identity as string | undefined
    const { method, url, id } = req
    requestLine(
      req.server.log,
      id,
      method,
      url,
      reply.statusCode,
      reply.elapsedTime,
      identity,
      error ?? undefined,
    )
  }
}
