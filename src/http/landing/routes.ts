import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isUuid } from '../../domain/identity.ts'
import { RESOURCE_NAMES } from '../../domain/resources.ts'
import { readAsset } from '../assets.ts'
import { type PageModel, renderPage, type SandboxSummary } from './page.ts'

/** The page may load only what this origin serves: no inline code, no third party. */
export const LANDING_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

interface Asset {
  body: string
  type: string
  /** The URL the page uses: versioned by content, so it may be cached for good. */
  url: string
}

/** `assets/<name>`, read once at startup and served as `/assets/<name>`. */
function asset(name: string, type: string): Asset {
  const body = readAsset(name)
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 10)
  return { body, type, url: `/assets/${name}?v=${hash}` }
}

export const ASSETS: Record<string, Asset> = {
  'landing.js': asset('landing.js', 'text/javascript; charset=utf-8'),
  'landing-webhooks.js': asset('landing-webhooks.js', 'text/javascript; charset=utf-8'),
  'landing-uploads.js': asset('landing-uploads.js', 'text/javascript; charset=utf-8'),
  'landing-payments.js': asset('landing-payments.js', 'text/javascript; charset=utf-8'),
  'landing-switcher.js': asset('landing-switcher.js', 'text/javascript; charset=utf-8'),
  'landing-collections.js': asset('landing-collections.js', 'text/javascript; charset=utf-8'),
  'landing-realtime.js': asset('landing-realtime.js', 'text/javascript; charset=utf-8'),
  'landing-auth.js': asset('landing-auth.js', 'text/javascript; charset=utf-8'),
  'landing-network.js': asset('landing-network.js', 'text/javascript; charset=utf-8'),
  'landing.css': asset('landing.css', 'text/css; charset=utf-8'),
  'checkout.css': asset('checkout.css', 'text/css; charset=utf-8'),
  // A stack of records on the accent gradient; also the favicon.
  'favicon.svg': asset('favicon.svg', 'image/svg+xml; charset=utf-8'),
}

const { version } = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as {
  version: string
}

/** How the page says its sandbox was named: as the identity plugin found it. */
function identitySource(req: FastifyRequest): PageModel['identitySource'] {
  const { identityFrom: from, share } = req
  if (from === 'share' || share) return share?.mode === 'write' ? 'share-write' : 'share-read'
  // The page is not on the root surface, where a caller's address names its sandbox.
  return from === 'minted' || from === 'client' ? 'new' : from
}

/**
 * The name the request picked its sandbox by (`ci-worker-3`); undefined for a UUID, the cookie
 * and a share link (whose token stands in for a name): then the page shows the identity alone.
 */
function sandboxNameOf(req: FastifyRequest): string | undefined {
  const name = req.identityName
  return name === undefined || isUuid(name) ? undefined : name
}

/** The landing page at `/` and its assets under `/assets/`, all from this origin. */
export default async function landingRoutes(app: FastifyInstance) {
  const counts = RESOURCE_NAMES.map((resource) => ({
    resource,
    count: app.baseline.all(resource).length,
  }))
  const sampleUser = app.baseline.all('users')[0]
  const hide = { schema: { hide: true } }

  app.get('/', hide, async (req, reply) => {
    let sandbox: SandboxSummary | undefined
    try {
      sandbox = await app.services.session.info(req.identity)
    } catch (err) {
      // The page still renders; its script fills the panel (or says why not).
      req.log.warn({ err }, 'landing page: sandbox summary unavailable')
    }
    const html = renderPage({
      origin: app.originOf(req),
      // Opened by a share link, the page works with the token (never the identity it hides).
      identity: req.share ? req.share.token : req.identity,
      identitySource: identitySource(req),
      sandboxName: sandboxNameOf(req),
      counts,
      sandbox,
      createCap: app.config.createCap,
      sampleUser,
      assets: {
        css: ASSETS['landing.css']?.url ?? '',
        js: ASSETS['landing.js']?.url ?? '',
        webhooksJs: ASSETS['landing-webhooks.js']?.url ?? '',
        uploadsJs: ASSETS['landing-uploads.js']?.url ?? '',
        paymentsJs: ASSETS['landing-payments.js']?.url ?? '',
        switcherJs: ASSETS['landing-switcher.js']?.url ?? '',
        collectionsJs: ASSETS['landing-collections.js']?.url ?? '',
        realtimeJs: ASSETS['landing-realtime.js']?.url ?? '',
        authJs: ASSETS['landing-auth.js']?.url ?? '',
        networkJs: ASSETS['landing-network.js']?.url ?? '',
        icon: ASSETS['favicon.svg']?.url ?? '',
      },
      version,
    })
    // Vary is the identity plugin's; unlike API answers, the page may be kept and revalidated.
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', LANDING_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'private, no-cache')
      .send(html)
  })

  for (const [name, { body, type, url }] of Object.entries(ASSETS)) {
    app.get(`/assets/${name}`, hide, (req: FastifyRequest, reply: FastifyReply) => {
      const versioned = req.url === url
      return reply
        .type(type)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
        .send(body)
    })
  }
}
