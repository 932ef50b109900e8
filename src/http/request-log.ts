import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
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

/** Whether a request's line would be written at this level. */
export const logsRequests = (level: Config['logLevel']) =>
  level === 'info' || level === 'debug' || level === 'trace'

/**
 * One line per answered request (Fastify's own two, "incoming request" and "request completed",
 * are off): method, path, status, milliseconds and the first 8 characters of the identity, the
 * part a person compares. The query string is left out: share tokens and `access_token` ride in it.
 */
export function logRequest(req: FastifyRequest, reply: FastifyReply, done: () => void) {
  const q = req.url.indexOf('?')
  const path = q === -1 ? req.url : req.url.slice(0, q)
  const ms = Math.round(reply.elapsedTime * 10) / 10
  // A request refused before the identity plugin ran (a path that does not decode) has none.
  const identity = (req.identity as string | undefined)?.slice(0, 8) ?? '-'
  req.log.info(
    { method: req.method, path, status: reply.statusCode, ms, identity },
    `${req.method} ${path} ${reply.statusCode} ${ms} ms ${identity}`,
  )
  done()
}
