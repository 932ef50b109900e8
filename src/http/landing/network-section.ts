import { codeBlock, escapeHtml as e } from './html.ts'

/**
 * What the buttons ask of one request (docs/contract/network-simulation.md#per-request): the path
 * each sends, under /api/v1.
 */
export const SIMULATIONS = [
  { id: 'normal', label: 'Normal', path: '/posts/1', about: 'as it is' },
  { id: 'delay', label: 'Delay 1.5 s', path: '/posts/1?_delay=1500', about: 'answers late' },
  { id: '503', label: '503', path: '/posts/1?_status=503', about: 'unavailable' },
  { id: '500', label: '500', path: '/posts/1?_status=500', about: 'a server error' },
  { id: '429', label: '429', path: '/posts/1?_ratelimit=true', about: 'rate limited' },
] as const

function curl(origin: string, identity: string) {
  const api = `${origin}/api/v1`
  const timed = `-s -o /dev/null -w '%{http_code} in %{time_total} s\\n'`
  return [
    `ME='X-Playground-Identity: ${identity}'`,
    ``,
    `# One request at a time: late, failing or rate limited (the operation does not run)`,
    `curl ${timed} "${api}/posts/1?_delay=1500"`,
    `curl -i "${api}/posts/1?_status=503"      # problem JSON, code SIMULATED_ERROR`,
    `curl -i "${api}/posts/1?_ratelimit=true"  # 429 RATE_LIMITED with Retry-After`,
    ``,
    `# The whole sandbox offline: every request of it answers 503, then back to normal`,
    `curl -X PUT "${api}/session/network" -H "$ME" -H 'Content-Type: application/json' -d '{"preset": "offline"}'`,
    `curl -i "${api}/posts/1" -H "$ME"            # 503, X-Simulated: offline`,
    `curl -X DELETE "${api}/session/network" -H "$ME"`,
  ].join('\n')
}

/**
 * The network simulation example's frame; assets/landing-network.js sends each button's request
 * and times it in the browser, and turns the sandbox's offline profile on and off. The buttons
 * carry their paths, so what is sent is written in the page.
 */
export function networkSection(origin: string, identity: string) {
  const buttons = SIMULATIONS.map(
    (s) =>
      `<button type="button" class="btn${s.id === 'normal' ? ' btn-primary' : ''}" data-simulate="${e(s.id)}" data-path="${e(s.path)}" title="GET /api/v1${e(s.path)}">${e(s.label)}</button>`,
  ).join('\n            ')
  const list = SIMULATIONS.map(
    (s) => `<li><code>GET /api/v1${e(s.path)}</code>: ${e(s.about)}</li>`,
  ).join('')
  return `<section id="network" class="wrap section" aria-labelledby="network-title">
      <div class="section-head">
        <h2 id="network-title">Network simulation</h2>
        <p>Slow, failing and offline answers on demand, to try your spinners, retries and error screens. Each button sends a real request from this page, timed here in the browser; the switch takes your whole sandbox offline.</p>
      </div>
      <p id="network-offline-note" class="status status-warn" role="status" aria-live="polite" hidden>Your sandbox is offline: every request of it answers 503 at once, this page's own panels included, until you turn the switch off (it stays on when you leave, for your own front end to try).</p>
      <div class="duo" data-state="loading">
        <div class="panel">
          <h3 class="panel-title">Send a request</h3>
          <div class="form-actions network-buttons">
            ${buttons}
          </div>
          <ul class="muted small network-paths">${list}</ul>
          <h3 class="panel-title">Your sandbox's network</h3>
          <label class="toggle"><input id="network-offline" type="checkbox" role="switch"> Offline</label>
          <p id="network-profile" class="muted small" data-offline="unknown">Reading the profile…</p>
          <p class="muted small">The switch sends <code>PUT /api/v1/session/network {"preset": "offline"}</code>, and <code>DELETE</code> to turn it off. That endpoint and <code>/health</code> are never slowed or failed.</p>
        </div>
        <div class="panel">
          <div class="panel-head">
            <h3 class="panel-title">Answers <span class="pill" id="network-count"></span></h3>
            <button type="button" class="btn btn-small btn-ghost" id="network-clear">Clear answers</button>
          </div>
          <ol id="network-log" class="network-log" data-state="empty" aria-live="polite" aria-label="Answers, newest first"></ol>
          <p id="network-empty" class="empty">No request yet: press a button on the left. Each answer shows its status, the time this browser waited, what the server simulated and the body.</p>
        </div>
      </div>
      ${codeBlock('ex-network', 'Terminal', curl(origin, identity))}
    </section>`
}
