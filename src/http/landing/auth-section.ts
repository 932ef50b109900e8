import { PERSONA_PASSWORD, ROLES } from '../../domain/auth/roles.ts'
import { codeBlock, escapeHtml as e } from './html.ts'

/** The short lifetime the page offers: long enough to read the claims, short enough to wait for. */
export const SHORT_TTL = '10s'

function curl(origin: string, identity: string) {
  const api = `${origin}/api/v1`
  const login = (name: string) => `-d '{"username": "${name}", "password": "${PERSONA_PASSWORD}"}'`
  return [
    `ME='X-Playground-Identity: ${identity}'`,
    `J='Content-Type: application/json'`,
    ``,
    `# Log in as a persona (admin, editor, viewer or guest): tokens, and the user with its role`,
    `curl -X POST "${api}/auth/login" -H "$ME" -H "$J" ${login('editor')}`,
    ``,
    `# Who the access token says you are, and what its role may do`,
    `curl "${api}/auth/me" -H 'Authorization: Bearer <access_token>'`,
    `curl "${api}/auth/permissions" -H 'Authorization: Bearer <access_token>'`,
    ``,
    `# An access token that lives ${SHORT_TTL}: after that, /auth/me is 401 TOKEN_EXPIRED`,
    `curl -X POST "${api}/auth/login" -H "$ME" -H "$J" -H 'X-Simulate-JWT-Expiry: ${SHORT_TTL}' \\`,
    `  ${login('viewer')}`,
    ``,
    `# A new pair from the refresh token; the old refresh token is spent`,
    `curl -X POST "${api}/auth/refresh" -H "$J" -d '{"refresh_token": "<refresh_token>"}'`,
    `curl -X POST "${api}/auth/logout" -H "$J" -d '{"refresh_token": "<refresh_token>"}'`,
  ].join('\n')
}

/**
 * The authentication example's frame; assets/landing-auth.js logs in as a persona, decodes the
 * access token's claims, counts down to its expiry, calls /auth/me and refreshes. The tokens
 * live in that script's memory only: never in the URL, storage, a cookie or the markup.
 */
export function authSection(origin: string, identity: string) {
  const personas = ROLES.map(
    (r) =>
      `<option value="${e(r.persona.username)}"${r.name === 'editor' ? ' selected' : ''}>${e(r.name)}: ${e(r.description)}</option>`,
  ).join('')
  return `<section id="auth" class="wrap section" aria-labelledby="auth-title">
      <div class="section-head">
        <h2 id="auth-title">Authentication</h2>
        <p>A simulated login that issues real signed JWTs. Log in as a persona, see who the access token says you are and what it carries, then let a short-lived token expire and refresh it. The tokens stay in this page's memory: never in the URL, storage or a cookie.</p>
      </div>
      <div class="duo" data-state="loading">
        <div class="panel">
          <h3 class="panel-title">Log in</h3>
          <form id="auth-form" class="auth-form" novalidate>
            <label class="field field-wide"><span>Persona</span><select id="auth-persona" name="username">${personas}</select></label>
            <label class="field"><span>Password <span class="muted">(every persona's)</span></span><input id="auth-password" name="password" type="text" autocomplete="off" spellcheck="false" value="${e(PERSONA_PASSWORD)}"></label>
            <label class="field"><span>Short lifetime <span class="muted">(30, 10s, 5m)</span></span><input id="auth-ttl" name="ttl" type="text" autocomplete="off" spellcheck="false" value="${e(SHORT_TTL)}"></label>
            <label class="toggle field-wide"><input id="auth-short" name="short" type="checkbox"><span>Short-lived access token <span class="muted small">(sent as <code>X-Simulate-JWT-Expiry</code> on login and refresh)</span></span></label>
            <div class="form-actions">
              <button type="submit" class="btn btn-primary" id="auth-login">Log in</button>
              <button type="button" class="btn" id="auth-me" disabled>GET /auth/me</button>
              <button type="button" class="btn" id="auth-refresh" disabled>Refresh</button>
              <button type="button" class="btn btn-ghost" id="auth-logout" disabled>Log out</button>
            </div>
          </form>
          <p class="muted small">Another password is 401 <code>INVALID_CREDENTIALS</code>. A guest is never signed in: its token is 401 on <code>/auth/me</code>. Refresh trades the refresh token for a new pair; the spent one is refused if used again.</p>
          <div id="auth-result" class="status" role="status" aria-live="polite"></div>
        </div>
        <div class="panel">
          <div class="panel-head">
            <h3 class="panel-title">Signed in as <span class="pill" id="auth-role"></span></h3>
          </div>
          <p id="auth-none" class="empty">Nobody yet: log in on the left.</p>
          <div id="auth-who" class="detail-block" hidden>
            <dl id="auth-facts" class="detail-facts"></dl>
            <p id="auth-expiry" class="status" data-state="none"></p>
            <h4>Access token header</h4>
            <pre id="auth-header"></pre>
            <h4>Access token payload <span class="muted">(decoded here, not verified)</span></h4>
            <pre id="auth-payload"></pre>
          </div>
        </div>
      </div>
      ${codeBlock('ex-auth', 'Terminal', curl(origin, identity))}
    </section>`
}
