import { codeBlock, escapeHtml as e } from './html.ts'

/** Entries the feed keeps; older ones drop off the end. */
export const FEED_LIMIT = 50

function snippet(origin: string, identity: string) {
  const api = `${origin}/api/v1`
  const ws = origin.replace(/^http/, 'ws')
  return [
    `# Server-Sent Events: EventSource sends no headers, so _sandbox names the sandbox`,
    `curl -N "${api}/stream?_sandbox=${identity}&types=todo.*,custom.*"`,
    `# event: connected … then, as writes happen:`,
    `# id: evt_…`,
    `# event: todo.created`,
    `# data: {"id":"evt_…","type":"todo.created","resource":"todos","action":"created","recordId":"local-…",…}`,
    ``,
    `// In a browser: a named event reaches the listeners of its name`,
    `const events = new EventSource('${api}/stream?_sandbox=${identity}')`,
    `events.addEventListener('todo.created', (e) => console.log(JSON.parse(e.data)))`,
    ``,
    `// GraphQL subscriptions over WebSocket (graphql-ws, subprotocol graphql-transport-ws)`,
    `import { createClient } from 'graphql-ws'`,
    `const client = createClient({ url: '${ws}/graphql', connectionParams: { identity: '${identity}' } })`,
    `const query = 'subscription { sandboxEvents(types: ["todo.*", "custom.*"]) { type recordId timestamp } }'`,
    `for await (const { data } of client.iterate({ query })) console.log(data.sandboxEvents)`,
    ``,
    `// Chat rooms inside the sandbox: a plain WebSocket with JSON frames`,
    `new WebSocket('${ws}/ws?room=support&username=Ada&_sandbox=${identity}')`,
  ].join('\n')
}

/**
 * The realtime example's frame; assets/landing-realtime.js fills the feed from the page's one
 * event stream (landing.js's EventSource, shared through window.landing), newest first.
 */
export function realtimeSection(origin: string, identity: string) {
  return `<section id="realtime" class="wrap section" aria-labelledby="realtime-title">
      <div class="section-head">
        <h2 id="realtime-title">Realtime</h2>
        <p>Every change of your sandbox is an event, whatever made it: this page, a terminal, GraphQL, an import. <code>GET /api/v1/stream</code> serves them as Server-Sent Events; GraphQL subscriptions and WebSockets carry the same ones. This feed is the page's own stream: make a change here or from a terminal and watch it arrive.</p>
      </div>
      <div class="panel realtime" data-state="loading" data-limit="${e(FEED_LIMIT)}">
        <div class="panel-head">
          <h3 class="panel-title">Events <span class="pill" id="feed-count"></span> <span class="live-state" id="feed-state" data-live="off">Connecting…</span></h3>
          <div class="feed-actions">
            <button type="button" class="btn btn-small btn-primary" id="feed-sample">Create a sample todo</button>
            <button type="button" class="btn btn-small" id="feed-pause" aria-pressed="false">Pause</button>
            <button type="button" class="btn btn-small btn-ghost" id="feed-clear">Clear feed</button>
          </div>
        </div>
        <p id="feed-status" class="status" role="status" aria-live="polite"></p>
        <ol id="feed" class="feed" data-state="empty" aria-label="Events, newest first"></ol>
        <p id="feed-empty" class="empty">No event yet. Press <strong>Create a sample todo</strong>, use another section, or run the <code>curl</code> below from a terminal.</p>
        <p class="muted small">The last ${e(FEED_LIMIT)} events, newest first. Paused, the feed holds what arrives and shows it on Resume. <code>custom.&lt;collection&gt;.*</code> events come for the collections this page knows (those under Custom collections); one made elsewhere joins after its Refresh.</p>
      </div>
      ${codeBlock('ex-realtime', 'Terminal and JavaScript', snippet(origin, identity))}
    </section>`
}
