/** Everything `&`, `<`, `>`, `"` and `'` would let escape from text or an attribute value. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const e = escapeHtml

/** A code block with a copy button; `code` is plain text, escaped here. */
export function codeBlock(id: string, label: string, code: string, extra = '') {
  return `<div class="code">
      <div class="code-bar"><span class="code-label">${e(label)}</span><span class="code-actions">${extra}<button type="button" class="copy" data-copy="${e(id)}" aria-label="Copy ${e(label)}">Copy</button></span></div>
      <pre id="${e(id)}" tabindex="0"><code>${e(code)}</code></pre>
    </div>`
}
