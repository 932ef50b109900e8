import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import type { FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'

const LOOPBACK = ['127.0.0.1', 'localhost', '::1']
const ALL_INTERFACES = new Set(['0.0.0.0', '::', ''])

const bracket = (host: string) => (host.includes(':') ? `[${host}]` : host)

/** `host:port` as a Host header names it, for the addresses a server on `host` answers on. */
function listenHosts(host: string, port: number): Set<string> {
  const names = new Set<string>()
  const add = (h: string) => names.add(`${bracket(h.toLowerCase())}:${port}`)
  const all = ALL_INTERFACES.has(host)
  if (all || LOOPBACK.includes(host)) for (const h of LOOPBACK) add(h)
  if (all) {
    for (const list of Object.values(networkInterfaces())) {
      // A link-local address with a zone (`fe80::1%eth0`) is no Host a client sends.
      for (const i of list ?? []) if (!i.address.includes('%')) add(i.address)
    }
  } else add(host)
  return names
}

/**
 * The origin absolute links (Link headers, avatar and thumbnail URLs, the landing page's
 * examples) are written with. `PUBLIC_URL` when set. Otherwise the request's own origin, but only
 * when its Host is the address the server listens on or one of `ALLOWED_HOSTS`: a Host is
 * whatever the client sent, and links to `evil.example` must not come back from this service.
 * Any other Host gets the listen address.
 */
export function createOriginResolver(
  config: Pick<Config, 'publicUrl' | 'host' | 'port' | 'allowedHosts'>,
  server: { address(): AddressInfo | string | null },
): (req: FastifyRequest) => string {
  const { publicUrl } = config
  if (publicUrl !== undefined) return () => publicUrl

  const exact = new Set<string>()
  const anyPort = new Set<string>()
  for (const h of config.allowedHosts ?? []) (/:\d+$/.test(h) ? exact : anyPort).add(h)

  // Decided once per distinct protocol and Host; bounded, as Host values are the client's to pick.
  const decided = new Map<string, string>()
  // Known once the server listens (port 0 picks one); before that (app.inject) the configured one.
  let listening: { hosts: Set<string>; fallback: string } | undefined
  const local = () => {
    if (listening) return listening
    const address = server.address()
    const port = typeof address === 'object' && address !== null ? address.port : config.port
    const shown = ALL_INTERFACES.has(config.host) ? '127.0.0.1' : config.host
    const found = {
      hosts: listenHosts(config.host, port),
      fallback: `http://${bracket(shown)}:${port}`,
    }
    if (address !== null) {
      listening = found
      decided.clear()
    }
    return found
  }
  return (req) => {
    const host = req.host
    if (typeof host !== 'string' || host === '') return local().fallback
    const origin = `${req.protocol}://${host}`
    let answer = decided.get(origin)
    if (answer === undefined) {
      const lower = host.toLowerCase()
      const withPort = /:\d+$/.test(lower)
        ? lower
        : `${lower}:${req.protocol === 'https' ? 443 : 80}`
      const name = withPort.slice(0, withPort.lastIndexOf(':'))
      const { hosts, fallback } = local()
      const honoured = hosts.has(withPort) || exact.has(withPort) || anyPort.has(name)
      const own = `${req.protocol}://${lower}`
      answer = honoured && URL.canParse(own) ? own : fallback
      if (decided.size >= 1000) decided.clear()
      decided.set(origin, answer)
    }
    return answer
  }
}
