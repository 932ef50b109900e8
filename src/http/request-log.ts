import {
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

/**
 * One line per answered request in place of Fastify's two ("incoming request", "request
 * completed"): method, path, status, milliseconds and the first 8 characters of the identity,
 * the part a person compares. The query string is left out: share tokens and `access_token`
 * ride in it. Fastify's other lines (a 5xx's error and stack, a stream that failed) stay.
 */
export class RequestLines extends LogController {
  readonly #lines: boolean
  readonly #received: boolean

  constructor(level: Config['logLevel']) {
    super()
    this.#lines = level === 'info' || level === 'debug' || level === 'trace'
    this.#received = level === 'debug' || level === 'trace'
  }

  /** At debug, a line when a request arrives too: what a slow or hanging request shows. */
  override incomingRequest(req: FastifyRequest) {
    if (!this.#received) return
    const path = pathOf(req.url)
    req.log.debug({ method: req.method, path }, `received ${req.method} ${path}`)
  }

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (!this.#lines && !error) return
    const path = pathOf(req.url)
    const ms = Math.round(reply.elapsedTime * 10) / 10
    // A request refused before the identity plugin ran (a path that does not decode) has none.
    const identity = (req.identity as string | undefined)?.slice(0, 8) ?? '-'
    const line = { method: req.method, path, status: reply.statusCode, ms, identity }
    const text = `${req.method} ${path} ${reply.statusCode} ${ms} ms ${identity}`
    if (error) reply.log.error({ ...line, err: error }, text)
    else req.log.info(line, text)
  }
}
