import { CATEGORIES, UPLOAD_LIMITS } from '../../domain/uploads/service.ts'
import { codeBlock, escapeHtml as e } from './html.ts'

const MB = UPLOAD_LIMITS.fileBytes / 1024 / 1024

function curl(origin: string, identity: string) {
  const api = `${origin}/api/v1`
  return [
    `ME='X-Playground-Identity: ${identity}'`,
    ``,
    `# One file, multipart: the answer has its type (read from the bytes) and dimensions`,
    `curl -X POST "${api}/uploads" -H "$ME" -F file=@avatar.png -F category=avatars`,
    ``,
    `# Your files, newest first; one file's bytes; delete one to free its slot`,
    `curl "${api}/uploads" -H "$ME"`,
    `curl -OJ "${api}/uploads/<id>/content" -H "$ME"`,
    `curl -X DELETE "${api}/uploads/<id>" -H "$ME"`,
  ].join('\n')
}

/**
 * The uploads example's frame; assets/landing-uploads.js sends the picked or dropped files to
 * /api/v1/uploads and fills the list. The form has no action: the CSP's form-action is 'none'.
 */
export function uploadsSection(origin: string, identity: string) {
  const options = CATEGORIES.map((c) => `<option value="${e(c)}">${e(c)}</option>`).join('')
  return `<section id="uploads" class="wrap section" aria-labelledby="uploads-title">
      <div class="section-head">
        <h2 id="uploads-title">Uploads</h2>
        <p>Files go into your sandbox as an avatar picker or a document uploader sends them: multipart, up to ${e(MB)} MB each, ${e(UPLOAD_LIMITS.files)} live files per sandbox. The type is read from the bytes; executables and scripts are refused (415), as is a file over the limit (413) or past the quota (403).</p>
      </div>
      <div class="duo" data-state="loading" data-quota="${e(UPLOAD_LIMITS.files)}">
        <div class="panel">
          <h3 class="panel-title">Upload</h3>
          <form id="upload-form" class="upload-form" novalidate>
            <label class="field"><span>Category</span><select id="upload-category" name="category">${options}</select></label>
            <div id="upload-drop" class="dropzone">
              <label class="field"><span>Files <span class="muted">(pick, or drop them here)</span></span><input id="upload-file" name="file" type="file" multiple></label>
            </div>
          </form>
          <p class="muted small">Each file is sent as its own <code>POST /api/v1/uploads</code>. PNG, JPEG, GIF, WebP and SVG get their dimensions; raster images and PDF open in the browser, anything else downloads.</p>
          <p id="upload-status" class="status" role="status" aria-live="polite"></p>
        </div>
        <div class="panel">
          <div class="panel-head">
            <h3 class="panel-title">Your files <span class="pill" id="upload-quota" title="Live files of the sandbox's quota">– / ${e(UPLOAD_LIMITS.files)}</span></h3>
            <button type="button" class="btn btn-small btn-ghost" id="uploads-refresh">Refresh</button>
          </div>
          <ul id="upload-list" class="file-list" data-state="loading" aria-label="Your files, newest first"></ul>
          <p id="upload-empty" class="empty" hidden>No file yet: pick one on the left (a reset removes them all).</p>
        </div>
      </div>
      ${codeBlock('ex-uploads', 'Terminal', curl(origin, identity))}
    </section>`
}
