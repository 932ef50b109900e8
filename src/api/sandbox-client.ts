import { createHash } from 'node:crypto'
import type { ImportResult, Snapshot } from '../../types/index.d.ts'

export type { ImportResult, Snapshot }

/**
 * A client bound to one sandbox of a running playground: every request names it with the
 * `X-Playground-Identity` header, so two clients never see each other's writes.
 */
export interface SandboxClient {
  /** The sandbox's name as sent in `X-Playground-Identity` (the given one, made valid if need be). */
  readonly identity: string
  /** `fetch` against the playground (a path such as `/api/v1/posts`), as this sandbox. */
  fetch(path: string, init?: RequestInit): Promise<Response>
  /** Forgets every write of the sandbox; with a `seed`, imports it again. */
  reset(): Promise<void>
  /** The sandbox's writes as a snapshot. */
  export(): Promise<Snapshot>
  /** Replays a snapshot (from `export()`, this sandbox's or another's) into the sandbox. */
  import(snapshot: Snapshot): Promise<ImportResult>
}

/** An answer that is not a success, as an Error carrying the problem the service sent. */
export class PlaygroundError extends Error {
  override readonly name = 'PlaygroundError'
  /** The answer's HTTP status. */
  readonly status: number
  /** The RFC 9457 problem the service sent (`code`, `detail`, …). */
  readonly problem: unknown
  constructor(status: number, problem: unknown) {
    const detail = (problem as { detail?: unknown } | null)?.detail
    super(`${status}${typeof detail === 'string' ? `: ${detail}` : ''}`)
    this.status = status
    this.problem = problem
  }
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text()
  const body = text === '' ? undefined : (JSON.parse(text) as unknown)
  if (!res.ok) throw new PlaygroundError(res.status, body)
  return body as T
}

/**
 * What `X-Playground-Identity` takes (docs/contract/addresses-and-identity.md#naming-a-sandbox);
 * anything else would be ignored, as absent.
 */
const SANDBOX_NAME = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The sandbox name sent for `name`: itself when the header takes it, else a readable slug of it
 * with a hash of the whole, so a test's title (`'a post I create'`) still names one sandbox.
 */
export function sandboxNameOf(name: string): string {
  if (SANDBOX_NAME.test(name)) return name
  const slug = name.replace(/[^A-Za-z0-9._:-]+/g, '-').slice(0, 100)
  return `${slug}-${createHash('sha256').update(name).digest('hex').slice(0, 16)}`
}

export function sandboxClient(url: string, name: string, seed?: Snapshot): SandboxClient {
  const identity = sandboxNameOf(name)
  const call = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('x-playground-identity', identity)
    return fetch(new URL(path, url), { ...init, headers })
  }
  const importing = async (snapshot: Snapshot) =>
    json<ImportResult>(
      await call('/api/v1/session/import', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(snapshot),
      }),
    )
  return {
    identity,
    fetch: call,
    async reset() {
      await json(await call('/api/v1/session/reset', { method: 'DELETE' }))
      if (seed) await importing(seed)
    },
    async export() {
      return json<Snapshot>(await call('/api/v1/session/export'))
    },
    import: importing,
  }
}
