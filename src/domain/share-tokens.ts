import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto'
import type { Overlay, WriteVersions } from '../store/port.ts'
import { ProblemError } from './errors.ts'
import { isUuid } from './identity.ts'
import { INTERNAL } from './internal.ts'

/**
 * Share links (docs/contract/session.md#share-links): a token `<uuid>.<sig>` opens a sandbox for
 * reading or for writing.
 *
 * - The `<uuid>` is not the sandbox's identity but its *share id*: the identity's 16 bytes
 *   enciphered with one AES block under the service key, written as a UUID. A read token must
 *   not carry the identity, or its holder would drop the signature, send the bare UUID as
 *   `X-Playground-Identity` and write. The same sandbox always has the same share id, so both of
 *   its links name one thing, and it opens nothing when sent alone (it is just another UUID).
 * - The `<sig>` is the mode's letter (`r` or `w`), then 32 bytes (base64url): the link's own id
 *   (16 random bytes, a UUID) and the first 16 bytes of an HMAC-SHA256 over the identity, the
 *   mode and that id. Changing the uuid, the letter, the link id or a byte of the MAC fails the
 *   check, so a read link cannot be edited into a write link. The letter keeps the mode readable.
 * - Every link is a new token, and lives while the sandbox holds its id (an entry of the internal
 *   namespace `~share-links`, with its mode): `revoke` drops it, a reset drops them all, and the
 *   token then opens nothing. Being in the store, links outlive a restart where the store does.
 *
 * The key is one random secret kept in the store's meta (like the generated JWT key, under its
 * own name), so every instance on one Redis signs and opens the same tokens.
 */
export const SHARE_MODES = ['read', 'write'] as const
export type ShareMode = (typeof SHARE_MODES)[number]

export interface OpenedShare {
  /** The sandbox the token opens. */
  identity: string
  mode: ShareMode
  /** The token's uuid: what a holder of the token is shown in place of the identity. */
  shareId: string
  /** The token itself, as its holder sends it. */
  token: string
  /** The link's id: what `DELETE /api/v1/session/share/{id}` revokes. */
  linkId: string
}

/** Where links live: the sandbox's overlay, and its write versions when they are local. */
export interface ShareLinkStore {
  overlay: Overlay
  versions?: WriteVersions
  now?: () => number
}

/** Links one sandbox may hold at once; past it, revoke one (or reset) to make another. */
export const MAX_SHARE_LINKS = 100

/** Where the key comes from: `load(current)` returns the stored key, storing `current` (or a new one) only when none is. */
export type ShareKeySource = (current: string | undefined) => Promise<string>

export const SHARE_SECRET_KEY = 'share-token-secret'
export const newShareSecret = () => randomBytes(32).toString('base64url')

const LETTER: Record<ShareMode, string> = { read: 'r', write: 'w' }
const MODE_OF: Record<string, ShareMode> = { r: 'read', w: 'write' }
const MAC_LENGTH = 43 // base64url of 32 bytes: the link id's 16 and the MAC's first 16
const TOKEN_LENGTH = 36 + 1 + 1 + MAC_LENGTH

/**
 * Whether a sandbox name is meant as a share token: a UUID, a dot, then anything. Such a name is
 * never read as a plain name (whose UUIDv5 would silently open an empty sandbox): it opens the
 * shared sandbox or is refused.
 */
export const isShareTokenShaped = (value: string) =>
  value.length > 37 && value.charCodeAt(36) === 46 && isUuid(value.slice(0, 36))

/** What the token grammar expects, for the refusal's detail. */
export const SHARE_TOKEN_FORMAT = `<uuid>.<r|w><${MAC_LENGTH} base64url characters>, as POST /api/v1/session/share made it`

interface Keys {
  text: string
  cipher: Buffer
  mac: Buffer
}

const derive = (text: string): Keys => {
  const secret = Buffer.from(text, 'utf8')
  const key = (info: string) => Buffer.from(hkdfSync('sha256', secret, '', info, 32))
  return { text, cipher: key('mock-playground share id'), mac: key('mock-playground share mac') }
}

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex')
const uuidText = (b: Buffer) => {
  const hex = b.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function block(keys: Keys, uuid: string, decipher: boolean): string {
  const c = decipher
    ? createDecipheriv('aes-256-ecb', keys.cipher, null)
    : createCipheriv('aes-256-ecb', keys.cipher, null)
  c.setAutoPadding(false)
  return uuidText(Buffer.concat([c.update(uuidBytes(uuid)), c.final()]))
}

const macOf = (keys: Keys, identity: string, mode: ShareMode, link: string) =>
  createHmac('sha256', keys.mac)
    .update(`share:v2:${identity}:${mode}:${link}`)
    .digest()
    .subarray(0, 16)

/** What `open` concluded from a token's signature under one key (not yet whether it lives). */
function check(keys: Keys, token: string): OpenedShare | undefined {
  if (token.length !== TOKEN_LENGTH || !isShareTokenShaped(token)) return undefined
  const mode = MODE_OF[token.charAt(37)]
  if (!mode) return undefined
  const given = Buffer.from(token.slice(38), 'base64url')
  // base64url decoding skips characters it does not know: only the canonical text is accepted.
  if (given.length !== 32 || given.toString('base64url') !== token.slice(38)) return undefined
  const shareId = token.slice(0, 36).toLowerCase()
  const identity = block(keys, shareId, true)
  const linkId = uuidText(given.subarray(0, 16))
  return timingSafeEqual(given.subarray(16), macOf(keys, identity, mode, linkId))
    ? { identity, mode, shareId, token, linkId }
    : undefined
}

const MEMO_MAX = 10_000
/** How often a token that fails is a reason to read the stored key again, at most. */
const RECHECK_MS = 1000

export function createShareTokens(load: ShareKeySource, links: ShareLinkStore) {
  const { overlay, versions } = links
  const now = links.now ?? Date.now
  let keys: Keys | undefined
  let pending: Promise<Keys> | undefined
  let recheckedAt = Number.NEGATIVE_INFINITY
  // A client sends the same token on every request: its signature is checked once, then looked
  // up. Only tokens that verified are kept: one refused while the key was being re-read may open
  // later. `version` is the sandbox's write version when the link was last found live.
  const opened = new Map<string, { share: OpenedShare; version?: number }>()
  const localVersions = versions && !versions.remote ? versions : undefined

  const read = () => {
    pending ??= load(keys?.text).then(
      (text) => {
        pending = undefined
        if (text !== keys?.text) {
          keys = derive(text)
          opened.clear()
        }
        return keys
      },
      (err) => {
        pending = undefined
        throw err
      },
    )
    return pending
  }
  const remember = (token: string, result: OpenedShare | undefined) => {
    if (!result) return undefined
    if (opened.size >= MEMO_MAX) opened.clear()
    opened.set(token, { share: result })
    return result
  }

  /** The token's signature, checked under the key (read again when it fails, at most 1/s). */
  async function verified(token: string): Promise<OpenedShare | undefined> {
    const memo = opened.get(token)
    if (memo) return memo.share
    const first = await (keys ? Promise.resolve(keys) : read())
    const result = check(first, token)
    if (result) return remember(token, result)
    // Signed with a key another instance stored since ours vanished: read it again, at most
    // once a second however many bad tokens arrive.
    if (now() - recheckedAt >= RECHECK_MS) {
      recheckedAt = now()
      const fresh = await read()
      if (fresh !== first) return remember(token, check(fresh, token))
    }
    return undefined
  }

  /** The sandbox's write version, where this process knows it without asking the store. */
  const versionOf = (identity: string) => {
    const v = localVersions?.of(identity)
    return typeof v === 'number' && !Number.isNaN(v) ? v : undefined
  }

  return {
    /**
     * A new link to the identity's sandbox: a new token every time, live until revoked or the
     * sandbox is reset. The key is read again first: when the stored key vanished and another
     * instance stored a new one, links made here still open there.
     */
    async sign(
      identity: string,
      mode: ShareMode,
    ): Promise<{ token: string; shareId: string; linkId: string }> {
      const k = await read()
      const id = identity.toLowerCase()
      const linkId = randomUUID()
      const item = { id: linkId, mode, createdAt: new Date(now()).toISOString() }
      if (!(await overlay.create(id, INTERNAL.shareLinks, item, MAX_SHARE_LINKS))) {
        throw new ProblemError({
          code: 'SANDBOX_LIMIT_REACHED',
          detail: `This sandbox already holds ${MAX_SHARE_LINKS} share links; revoke one (DELETE /api/v1/session/share/{id}) or reset the session`,
        })
      }
      const shareId = block(k, id, false)
      const sig = Buffer.concat([uuidBytes(linkId), macOf(k, id, mode, linkId)])
      return { token: `${shareId}.${LETTER[mode]}${sig.toString('base64url')}`, shareId, linkId }
    },

    /** Revokes one link of the identity's sandbox; false when it holds no such link. */
    revoke(identity: string, linkId: string): Promise<boolean> {
      return overlay.drop(identity.toLowerCase(), INTERNAL.shareLinks, linkId.toLowerCase())
    },

    /**
     * What a token opens, when that is known without asking the store: it verified here, and
     * the sandbox has not been written since its link was last found live (so it was neither
     * revoked nor reset). Undefined otherwise (`open` then asks).
     */
    known(token: string): OpenedShare | undefined {
      const memo = opened.get(token)
      if (memo?.version === undefined) return undefined
      return versionOf(memo.share.identity) === memo.version ? memo.share : undefined
    },

    /** The sandbox and mode a token opens, or undefined: a failed signature, or a dead link. */
    async open(token: string): Promise<OpenedShare | undefined> {
      const share = await verified(token)
      if (!share) return undefined
      // Read before the store: a write after it (a revocation) moves it, and the next request asks.
      const version = versionOf(share.identity)
      const link = await overlay.get(share.identity, INTERNAL.shareLinks, share.linkId)
      if (link?.item?.mode !== share.mode) return undefined
      const memo = opened.get(token)
      if (memo) memo.version = version
      return share
    },
  }
}

export type ShareTokens = ReturnType<typeof createShareTokens>
