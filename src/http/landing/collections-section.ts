import { COLLECTION_NAME, CUSTOM_LIMITS, newCustomId } from '../../domain/custom.ts'
import { TEMPLATE_NAMES, TEMPLATES } from '../../domain/templates/index.ts'
import { codeBlock, escapeHtml as e } from './html.ts'

const KB = CUSTOM_LIMITS.maxRecordBytes / 1024

/** What the textarea holds at first: a record with a nested object and an array. */
const SAMPLE_RECORD = JSON.stringify(
  { name: 'Mechanical keyboard', price: 129.9, tags: ['hardware'], stock: { warehouse: 12 } },
  null,
  2,
)

let templateCollections: Array<{ name: string; collections: string[] }> | undefined

/**
 * The collections each template seeds, read from the templates themselves (once: they are
 * deterministic). The page shows them, and listens for their events before it seeds.
 */
function templates() {
  templateCollections ??= TEMPLATE_NAMES.map((name) => ({
    name,
    collections: Object.keys(TEMPLATES[name]({ newId: newCustomId })),
  }))
  return templateCollections
}

function curl(origin: string, identity: string) {
  const api = `${origin}/api/v1`
  return [
    `ME='X-Playground-Identity: ${identity}'`,
    `J='Content-Type: application/json'`,
    ``,
    `# A record into a collection of yours (the first one creates it): any JSON object`,
    `curl -X POST "${api}/custom/products" -H "$ME" -H "$J" \\`,
    `  -d '{"name": "Mechanical keyboard", "price": 129.9, "tags": ["hardware"]}'`,
    ``,
    `# Your collections and their counts; one collection, newest first, searched and sorted`,
    `curl "${api}/custom" -H "$ME"`,
    `curl "${api}/custom/products?q=keyboard&_sort=price&_order=desc" -H "$ME"`,
    ``,
    `# One record: GET, PUT, PATCH (merge patch), DELETE; or drop the whole collection`,
    `curl -X PATCH "${api}/custom/products/<id>" -H "$ME" -H "$J" -d '{"price": 99}'`,
    `curl -X DELETE "${api}/custom/products/<id>" -H "$ME"`,
    `curl -X DELETE "${api}/custom/products" -H "$ME"`,
    ``,
    `# Realistic related collections from a template: ${TEMPLATE_NAMES.join(', ')}`,
    `curl -X POST "${api}/custom/seed" -H "$ME" -H "$J" -d '{"template": "ecommerce"}'`,
    `curl "${api}/custom/orders?_expand=customerId:customers&limit=2" -H "$ME"`,
  ].join('\n')
}

/**
 * The custom collections example's frame; assets/landing-collections.js creates records from
 * the textarea's JSON (checked in the page first), seeds templates, and lists the collections
 * and the picked one's records. The form has no action: the CSP's form-action is 'none'.
 */
export function collectionsSection(origin: string, identity: string) {
  const options = templates()
    .map(
      (t) =>
        `<option value="${e(t.name)}" data-collections="${e(t.collections.join(' '))}">${e(t.name)} (${e(t.collections.join(', '))})</option>`,
    )
    .join('')
  const { maxCollections, maxRecords } = CUSTOM_LIMITS
  return `<section id="collections" class="wrap section" aria-labelledby="collections-title">
      <div class="section-head">
        <h2 id="collections-title">Custom collections</h2>
        <p>Any JSON you like, in collections of your own at <code>/api/v1/custom/&lt;name&gt;</code>: the first record creates the collection. Per sandbox ${e(maxCollections)} collections of ${e(maxRecords)} records, ${e(KB)} KB a record; ids are <code>local-</code> and 21 characters, <code>createdAt</code> and <code>updatedAt</code> are the server's. Or fill related collections from a template.</p>
      </div>
      <div class="duo" data-state="loading" data-max-collections="${e(maxCollections)}" data-max-records="${e(maxRecords)}" data-name-pattern="${e(COLLECTION_NAME.source)}">
        <div class="panel">
          <h3 class="panel-title">Add a record</h3>
          <form id="collection-form" class="collection-form" novalidate>
            <label class="field"><span>Collection <span class="muted">(a–z, 0–9, _ and -)</span></span><input id="collection-name" name="collection" type="text" autocomplete="off" spellcheck="false" maxlength="63" list="collection-names" value="products"></label>
            <datalist id="collection-names"></datalist>
            <label class="field"><span>Record <span class="muted">(JSON object)</span></span><textarea id="collection-record" name="record" rows="8" spellcheck="false" autocomplete="off">${e(SAMPLE_RECORD)}</textarea></label>
            <div class="form-actions">
              <button type="submit" class="btn btn-primary" id="collection-create">Create record</button>
            </div>
          </form>
          <form id="template-form" class="template-form" novalidate>
            <label class="field"><span>Template</span><select id="collection-template" name="template">${options}</select></label>
            <button type="submit" class="btn" id="collection-seed">Seed template</button>
          </form>
          <p class="muted small">Create sends the textarea as <code>POST /api/v1/custom/&lt;collection&gt;</code>; <code>id</code>, <code>createdAt</code>, <code>updatedAt</code> and <code>_sandbox</code> in it are ignored. Seed sends <code>POST /api/v1/custom/seed</code>, which replaces the template's collections (seeded data is the same every time).</p>
          <p id="collection-status" class="status" role="status" aria-live="polite"></p>
        </div>
        <div class="panel">
          <div class="panel-head">
            <h3 class="panel-title">Your collections <span class="pill" id="collection-count" title="Collections of the sandbox's limit">– / ${e(maxCollections)}</span></h3>
            <button type="button" class="btn btn-small btn-ghost" id="collections-refresh">Refresh</button>
          </div>
          <ul id="collection-list" class="collection-list" data-state="loading" aria-label="Your collections"></ul>
          <p id="collection-empty" class="empty" hidden>No collection yet: create a record on the left, or seed a template.</p>
          <div id="collection-records" class="collection-records" hidden>
            <div class="panel-head">
              <h4 class="records-title"><code id="records-name"></code> <span class="pill" id="record-count" title="Records of the collection's limit"></span></h4>
              <button type="button" class="btn btn-small btn-danger" id="collection-drop">Delete collection</button>
            </div>
            <ul id="record-list" class="record-list" data-state="loading" aria-label="Records, newest first"></ul>
            <p id="record-more" class="muted small" hidden></p>
          </div>
        </div>
      </div>
      ${codeBlock('ex-collections', 'Terminal', curl(origin, identity))}
    </section>`
}
