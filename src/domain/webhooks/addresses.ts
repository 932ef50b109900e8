import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'

/**
 * Where webhooks may not go (docs/contract/events-and-webhooks.md#allowed-targets). Link-local and
 * cloud metadata addresses are refused always: a webhook URL is a request the server makes on a
 * caller's behalf, and the metadata service hands out the host's cloud credentials. Loopback and
 * private ranges are refused only when `WEBHOOK_ALLOW_PRIVATE=0`, since a developer's local server
 * is the main use.
 *
 * The check runs on every address a name resolves to, at connect time (`checkedLookup`), so a
 * DNS name pointing at 169.254.169.254 is refused like the literal; an IPv4 address embedded in
 * IPv6 (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) is judged
 * as the IPv4 address it reaches.
 */

type Range = readonly [base: bigint, bits: number]

const v4 = (a: string, bits: number): Range => [ipv4ToBigint(a) as bigint, bits]
const v6 = (a: string, bits: number): Range => [ipv6ToBigint(a) as bigint, bits]

const ALWAYS_V4 = [v4('169.254.0.0', 16), v4('100.100.100.200', 32)]
const ALWAYS_V6 = [v6('fe80::', 10), v6('fd00:ec2::254', 128)]
const PRIVATE_V4 = [
  v4('0.0.0.0', 8),
  v4('10.0.0.0', 8),
  v4('100.64.0.0', 10),
  v4('127.0.0.0', 8),
  v4('172.16.0.0', 12),
  v4('192.0.0.0', 24),
  v4('192.168.0.0', 16),
  v4('198.18.0.0', 15),
  v4('224.0.0.0', 4),
  v4('240.0.0.0', 4),
]
const PRIVATE_V6 = [
  v6('::', 128),
  v6('::1', 128),
  v6('fc00::', 7),
  v6('fec0::', 10),
  v6('ff00::', 8),
]

function ipv4ToBigint(address: string): bigint | undefined {
  const parts = address.split('.')
  if (parts.length !== 4) return undefined
  let n = 0n
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return undefined
    n = (n << 8n) | BigInt(p)
  }
  return n
}

function ipv6ToBigint(address: string): bigint | undefined {
  let text = address.toLowerCase()
  const zone = text.indexOf('%')
  if (zone !== -1) text = text.slice(0, zone)
  // A dotted tail (`::ffff:1.2.3.4`) is two groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const n = ipv4ToBigint(dotted[2] as string)
    if (n === undefined) return undefined
    text = `${dotted[1]}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  let n = 0n
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return undefined
    n = (n << 16n) | BigInt(Number.parseInt(g, 16))
  }
  return n
}

const within = (n: bigint, width: number, [base, bits]: Range) =>
  n >> BigInt(width - bits) === base >> BigInt(width - bits)

/** The IPv4 address an IPv6 address reaches by embedding it, if it does. */
function embeddedV4(n: bigint): bigint | undefined {
  const high = n >> 32n
  if (high === 0xffffn) return n & 0xffffffffn // ::ffff:a.b.c.d
  if (high === 0n && n > 1n) return n // ::a.b.c.d (deprecated, still routed by some stacks)
  if (n >> 32n === 0x0064ff9b0000000000000000n) return n & 0xffffffffn // 64:ff9b::/96
  return undefined
}

/**
 * Why an IP address may not be a webhook's target, or undefined when it may. `address` is an
 * IPv4 or IPv6 literal (no brackets); anything else is refused.
 */
export function addressRefusal(address: string, allowPrivate: boolean): string | undefined {
  const family = isIP(address)
  let n4: bigint | undefined
  let n6: bigint | undefined
  if (family === 4) n4 = ipv4ToBigint(address)
  else if (family === 6) {
    n6 = ipv6ToBigint(address)
    if (n6 !== undefined) n4 = embeddedV4(n6)
  }
  if (n4 === undefined && n6 === undefined) return `${address} is not an IP address`
  const linkLocal = 'a link-local or cloud metadata address, which webhooks may never reach'
  const local =
    'a loopback or private address, which webhooks may not reach here (WEBHOOK_ALLOW_PRIVATE=0)'
  if (n4 !== undefined) {
    if (ALWAYS_V4.some((r) => within(n4, 32, r))) return `${address} is ${linkLocal}`
    if (!allowPrivate && PRIVATE_V4.some((r) => within(n4, 32, r))) return `${address} is ${local}`
  }
  if (n6 !== undefined && n4 === undefined) {
    if (ALWAYS_V6.some((r) => within(n6, 128, r))) return `${address} is ${linkLocal}`
    if (!allowPrivate && PRIVATE_V6.some((r) => within(n6, 128, r))) return `${address} is ${local}`
  }
  return undefined
}

/** An error the delivery shows: the address was refused, so nothing was sent. */
export class AddressRefusedError extends Error {
  override readonly name = 'AddressRefusedError'
  readonly code = 'ADDRESS_REFUSED'
}

/** dns.lookup's shape, with every address at once: what `checkedLookup` resolves names with. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    const options: LookupAllOptions = { all: true, verbatim: true }
    dnsLookup(hostname, options, (err, addresses) => (err ? reject(err) : resolve(addresses)))
  })

/**
 * A `lookup` for `http.request` that refuses a name when any address it resolves to is refused:
 * the check happens on the addresses the socket then connects to, not on an earlier answer
 * a rebinding DNS server could change.
 */
export function checkedLookup(allowPrivate: boolean, resolve: Resolve = systemResolve) {
  const lookup = (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (
      err: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    resolve(hostname).then(
      (found) => {
        const wanted =
          options.family === 4 || options.family === 'IPv4'
            ? found.filter((a) => a.family === 4)
            : options.family === 6 || options.family === 'IPv6'
              ? found.filter((a) => a.family === 6)
              : found
        for (const a of found) {
          const why = addressRefusal(a.address, allowPrivate)
          if (why) return callback(new AddressRefusedError(`${hostname} resolves to ${why}`), '')
        }
        const first = wanted[0]
        if (!first) {
          const err: NodeJS.ErrnoException = new Error(`${hostname} has no address`)
          err.code = 'ENOTFOUND'
          return callback(err, '')
        }
        if (options.all) callback(null, wanted)
        else callback(null, first.address, first.family)
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    )
  }
  return lookup as unknown as LookupFunction
}
