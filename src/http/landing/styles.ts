/** The landing page's stylesheet, served as /assets/landing.css. System fonts only. */
export const LANDING_CSS = `:root {
  --bg: #f6f7fb;
  --surface: #ffffff;
  --text: #131a2b;
  --muted: #5d6679;
  --border: #e3e6ef;
  --accent: #4f46e5;
  --accent-strong: #4338ca;
  --accent-soft: #eef0ff;
  --code-bg: #111827;
  --code-text: #e5e9f3;
  --created: #0c8a5b;
  --created-soft: #e3f6ee;
  --updated: #a15c00;
  --updated-soft: #fdf1dc;
  --deleted: #c53030;
  --deleted-soft: #fde8e8;
  --radius: 14px;
  --shadow: 0 1px 2px rgb(16 24 40 / 0.04), 0 4px 16px rgb(16 24 40 / 0.06);
  --sans: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
  --mono: ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace;
  color-scheme: light;
}

*,
*::before,
*::after {
  box-sizing: border-box;
}

html {
  scroll-behavior: smooth;
  -webkit-text-size-adjust: 100%;
}

body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font: 16px/1.55 var(--sans);
  -webkit-font-smoothing: antialiased;
}

a {
  color: var(--accent);
  text-decoration-thickness: 1px;
  text-underline-offset: 2px;
}

a:hover {
  color: var(--accent-strong);
}

code,
pre {
  font-family: var(--mono);
  font-size: 0.875em;
}

:not(pre) > code {
  background: var(--accent-soft);
  color: #3730a3;
  padding: 0.1em 0.35em;
  border-radius: 5px;
  overflow-wrap: break-word;
}

:focus-visible {
  outline: 3px solid rgb(79 70 229 / 0.45);
  outline-offset: 2px;
}

.sr-only,
.clipboard-helper {
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}

.skip {
  position: absolute;
  left: -9999px;
}

.skip:focus {
  left: 1rem;
  top: 1rem;
  z-index: 10;
  background: var(--surface);
  padding: 0.5rem 0.75rem;
  border-radius: 8px;
}

.wrap {
  width: min(1160px, 100% - 2.5rem);
  margin-inline: auto;
}

/* Top bar */
.topbar {
  position: sticky;
  top: 0;
  z-index: 5;
  background: rgb(255 255 255 / 0.85);
  backdrop-filter: saturate(1.6) blur(10px);
  border-bottom: 1px solid var(--border);
}

.topbar-inner {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 60px;
}

.brand {
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  color: var(--text);
  font-weight: 700;
  letter-spacing: -0.01em;
  text-decoration: none;
}

.brand:hover {
  color: var(--text);
}

.topnav {
  display: flex;
  gap: 0.25rem;
}

.topnav a {
  color: var(--muted);
  text-decoration: none;
  font-size: 0.925rem;
  font-weight: 500;
  padding: 0.4rem 0.7rem;
  border-radius: 8px;
}

.topnav a:hover {
  color: var(--text);
  background: var(--accent-soft);
}

/* Hero */
.hero {
  display: grid;
  grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
  gap: 3rem;
  align-items: center;
  padding-block: 4rem 2.5rem;
}

.eyebrow {
  display: inline-block;
  margin: 0 0 1rem;
  padding: 0.25rem 0.7rem;
  border-radius: 999px;
  background: var(--accent-soft);
  color: var(--accent-strong);
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.02em;
}

h1 {
  margin: 0 0 1rem;
  font-size: clamp(2.1rem, 1.4rem + 2.6vw, 3.3rem);
  line-height: 1.08;
  letter-spacing: -0.035em;
}

h1 em {
  font-style: normal;
  background: linear-gradient(90deg, #4f46e5, #9333ea);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
}

.lede {
  margin: 0 0 1.75rem;
  color: var(--muted);
  font-size: 1.125rem;
  max-width: 36rem;
}

.cta {
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
}

.hero-foot {
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.75rem 0 0;
  color: var(--muted);
  font-size: 0.9rem;
}

.avatars {
  display: inline-flex;
  flex-shrink: 0;
}

.avatars img {
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 2px solid var(--bg);
  margin-left: -5px;
  background: var(--border);
}

.avatars img:first-child {
  margin-left: 0;
}

/* Buttons */
.btn {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 40px;
  padding: 0.5rem 1rem;
  border: 1px solid var(--border);
  border-radius: 10px;
  background: var(--surface);
  color: var(--text);
  font: inherit;
  font-size: 0.95rem;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  box-shadow: 0 1px 2px rgb(16 24 40 / 0.05);
  transition: background 0.15s, border-color 0.15s, color 0.15s;
}

.btn:hover {
  border-color: #c9cedc;
  color: var(--text);
  background: #fbfbfe;
}

.btn-primary {
  background: var(--accent);
  border-color: var(--accent);
  color: #fff;
}

.btn-primary:hover {
  background: var(--accent-strong);
  border-color: var(--accent-strong);
  color: #fff;
}

.btn-ghost {
  background: transparent;
  box-shadow: none;
  border-color: transparent;
  color: var(--accent);
}

.btn-ghost:hover {
  background: var(--accent-soft);
  border-color: transparent;
  color: var(--accent-strong);
}

.btn-danger {
  color: var(--deleted);
}

.btn-danger:hover {
  color: var(--deleted);
  background: var(--deleted-soft);
  border-color: #f5c2c2;
}

.btn-small {
  min-height: 32px;
  padding: 0.25rem 0.65rem;
  font-size: 0.85rem;
}

.btn:disabled {
  opacity: 0.6;
  cursor: progress;
}

.link {
  border: 0;
  padding: 0;
  background: none;
  color: var(--accent);
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
}

/* Terminal */
.terminal {
  background: var(--code-bg);
  border-radius: var(--radius);
  box-shadow: 0 20px 50px -12px rgb(30 27 75 / 0.35);
  overflow: hidden;
  min-width: 0;
}

.terminal-bar {
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 0.7rem 1rem;
  border-bottom: 1px solid rgb(255 255 255 / 0.08);
}

.terminal-bar span {
  width: 11px;
  height: 11px;
  border-radius: 50%;
  background: #3b4256;
}

.terminal-bar code {
  margin-left: auto;
  padding: 0;
  background: none;
  color: #9aa3b8;
  font-size: 0.78rem;
}

.terminal pre {
  margin: 0;
  padding: 1.1rem 1.25rem 1.3rem;
  color: var(--code-text);
  line-height: 1.6;
  overflow-x: auto;
}

.prompt {
  color: #a5b4fc;
  user-select: none;
}

.json {
  color: #c4f1d9;
}

/* Sections */
.section {
  padding-block: 2.25rem;
  scroll-margin-top: 60px;
}

.section-head {
  margin-bottom: 1.25rem;
}

h2 {
  margin: 0 0 0.35rem;
  font-size: 1.55rem;
  letter-spacing: -0.02em;
}

.section-head p {
  margin: 0;
  color: var(--muted);
}

h3 {
  margin: 0;
  font-size: 1.05rem;
  letter-spacing: -0.01em;
}

.muted {
  color: var(--muted);
}

.small {
  font-size: 0.875rem;
}

/* Resources and links: the same four-column grid */
.resources,
.links {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 1rem;
}

.resource {
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  padding: 1.15rem 1.2rem 1.1rem;
  box-shadow: var(--shadow);
  display: flex;
  flex-direction: column;
}

.resource-head {
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
}

.resource-count {
  font-size: 1.9rem;
  font-weight: 750;
  letter-spacing: -0.03em;
  color: var(--accent);
  font-variant-numeric: tabular-nums;
}

.resource p {
  margin: 0.35rem 0 0.9rem;
  color: var(--muted);
  font-size: 0.9rem;
}

.resource .resource-links {
  margin: auto 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
}

.resource-links a {
  text-decoration: none;
}

.resource-links code {
  font-size: 0.78rem;
}

/* Sandbox */
.sandbox {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
  gap: 1rem;
  align-items: start;
}

.panel {
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  padding: 1.35rem;
  box-shadow: var(--shadow);
  min-width: 0;
}

.panel-title {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
}

.panel-head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
}

.panel-head {
  margin-bottom: 0.5rem;
}

.panel-head .panel-title {
  margin-bottom: 0;
}

.panel > .muted {
  margin: 0.75rem 0;
}

.identity {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.6rem 0.6rem 0.6rem 0.85rem;
  background: var(--bg);
  border: 1px solid var(--border);
  border-radius: 10px;
}

.identity code {
  flex: 1;
  min-width: 0;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  background: none;
  color: var(--text);
  padding: 0;
}

.counts {
  width: 100%;
  border-collapse: collapse;
  margin: 1rem 0 0.25rem;
  font-variant-numeric: tabular-nums;
  font-size: 0.925rem;
}

.counts th,
.counts td {
  padding: 0.45rem 0.5rem;
  text-align: right;
  border-bottom: 1px solid var(--border);
}

.counts th:first-child {
  text-align: left;
  font-weight: 500;
}

.counts thead th {
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: var(--muted);
  font-weight: 600;
}

.counts tfoot th,
.counts tfoot td {
  font-weight: 700;
  border-bottom: 0;
}

.actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1.1rem;
}

.status {
  margin: 0.75rem 0 0;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
}

.status:empty {
  display: none;
}

.status-ok {
  color: var(--created);
  background: var(--created-soft);
  padding: 0.55rem 0.75rem;
  border-radius: 8px;
}

.status-error {
  color: var(--deleted);
  background: var(--deleted-soft);
  padding: 0.55rem 0.75rem;
  border-radius: 8px;
}

.pill {
  display: inline-block;
  min-width: 1.5rem;
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  background: var(--accent-soft);
  color: var(--accent-strong);
  font-size: 0.8rem;
  text-align: center;
}

.pill:empty {
  display: none;
}

.activity {
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 30rem;
  overflow-y: auto;
}

.entry {
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.7rem 0.25rem;
  border-top: 1px solid var(--border);
}

.entry:first-child {
  border-top: 0;
}

.badge {
  flex-shrink: 0;
  width: 4.9rem;
  text-align: center;
  padding: 0.15rem 0;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 650;
  text-transform: uppercase;
  letter-spacing: 0.05em;
}

.badge-created {
  color: var(--created);
  background: var(--created-soft);
}

.badge-changed {
  color: var(--updated);
  background: var(--updated-soft);
}

.badge-deleted {
  color: var(--deleted);
  background: var(--deleted-soft);
}

.entry-body {
  display: flex;
  flex-direction: column;
  min-width: 0;
}

.entry-label {
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}

.entry-deleted .entry-label {
  color: var(--muted);
  font-weight: 500;
}

.entry-meta {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  color: var(--muted);
  font-size: 0.8rem;
}

.entry-meta a {
  text-decoration: none;
}

.entry-meta code {
  font-size: 0.78rem;
}

.entry-more {
  padding: 0.7rem 0.25rem;
  color: var(--muted);
  font-size: 0.85rem;
  border-top: 1px solid var(--border);
}

.empty {
  text-align: center;
  padding: 1.5rem 1rem;
  border: 1px dashed #cfd4e2;
  border-radius: 12px;
  color: var(--muted);
}

.empty p {
  margin: 0.25rem 0;
}

.empty strong {
  color: var(--text);
}

[hidden] {
  display: none !important;
}

/* Examples */
.examples {
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  overflow: hidden;
}

.tablist {
  display: flex;
  gap: 0.25rem;
  padding: 0 0.75rem;
  border-bottom: 1px solid var(--border);
  overflow-x: auto;
  scrollbar-width: none;
}

.tablist [role='tab'] {
  flex-shrink: 0;
  margin-bottom: -1px;
  padding: 0.85rem 0.8rem 0.75rem;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: var(--muted);
  font: inherit;
  font-size: 0.925rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
}

.tablist [role='tab']:hover {
  color: var(--text);
}

.tablist [role='tab'][aria-selected='true'] {
  color: var(--accent);
  border-bottom-color: var(--accent);
}

.example {
  display: grid;
  grid-template-columns: minmax(0, 17rem) minmax(0, 1fr);
  gap: 1.5rem;
  padding: 1.35rem;
  min-width: 0;
}

.example + .example {
  border-top: 1px solid var(--border);
}

.tabs-ready .example + .example {
  border-top: 0;
}

.example h3 {
  margin-bottom: 0.5rem;
}

.example-text p {
  margin: 0 0 0.6rem;
  color: var(--muted);
  font-size: 0.925rem;
}

.code {
  background: var(--code-bg);
  border-radius: 10px;
  overflow: hidden;
}

.code-bar {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.4rem 0.5rem 0.4rem 0.9rem;
  border-bottom: 1px solid rgb(255 255 255 / 0.08);
}

.code-label {
  color: #9aa3b8;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.05em;
  text-transform: uppercase;
}

.code-actions {
  display: flex;
  gap: 0.35rem;
}

.copy,
.run {
  min-height: 28px;
  padding: 0.15rem 0.65rem;
  border: 1px solid rgb(255 255 255 / 0.16);
  border-radius: 7px;
  background: rgb(255 255 255 / 0.06);
  color: #e5e9f3;
  font: inherit;
  font-size: 0.8rem;
  font-weight: 600;
  cursor: pointer;
}

.copy:hover,
.run:hover {
  background: rgb(255 255 255 / 0.14);
}

.run {
  background: rgb(129 140 248 / 0.25);
  border-color: rgb(129 140 248 / 0.5);
}

.copy.copied {
  color: #86efac;
  border-color: rgb(134 239 172 / 0.45);
}

.identity .copy {
  color: var(--accent-strong);
  background: var(--surface);
  border-color: var(--border);
}

.identity .copy:hover {
  background: var(--accent-soft);
}

.identity .copy.copied {
  color: var(--created);
}

.code pre {
  margin: 0;
  padding: 0.9rem 1rem 1rem;
  color: var(--code-text);
  font-size: 0.8rem;
  line-height: 1.6;
  overflow-x: auto;
  tab-size: 2;
}

.code pre code {
  font-size: inherit;
}

/* Links (laid out with .resources, above) */

.links a {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  height: 100%;
  padding: 1rem 1.1rem;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  color: var(--text);
  text-decoration: none;
  box-shadow: var(--shadow);
  transition: border-color 0.15s, transform 0.15s;
}

.links a:hover {
  border-color: #a5b4fc;
  transform: translateY(-1px);
}

.links strong::after {
  content: ' →';
  color: var(--accent);
}

.links span {
  color: var(--muted);
  font-size: 0.875rem;
}

.footer {
  margin-top: 2rem;
  padding-block: 1.75rem 2.5rem;
  border-top: 1px solid var(--border);
  color: var(--muted);
  font-size: 0.875rem;
}

/* Tablets */
@media (max-width: 980px) {
  .hero {
    grid-template-columns: minmax(0, 1fr);
    gap: 2rem;
    padding-block: 2.75rem 1.5rem;
  }

  .resources,
  .links {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  .sandbox,
  .example {
    grid-template-columns: minmax(0, 1fr);
  }

  .example {
    gap: 0.75rem;
  }
}

/* Phones */
@media (max-width: 600px) {
  .wrap {
    width: calc(100% - 2rem);
  }

  .topnav a:not(:first-child) {
    display: none;
  }

  .hero {
    padding-block: 2rem 1rem;
  }

  .lede {
    font-size: 1.02rem;
  }

  .cta .btn {
    flex: 1 1 auto;
  }

  .cta .btn-ghost {
    display: none;
  }

  .section {
    padding-block: 1.5rem;
  }

  .resources {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
  }

  .resource {
    padding: 0.95rem 1rem;
  }

  .resource p {
    margin-bottom: 0.6rem;
  }

  .counts th,
  .counts td {
    padding-inline: 0.3rem;
  }

  .counts thead th {
    letter-spacing: 0.02em;
    font-size: 0.7rem;
  }

  .example {
    padding: 1.1rem;
  }

  .resource-count {
    font-size: 1.6rem;
  }

  .links {
    grid-template-columns: minmax(0, 1fr);
  }

  .panel {
    padding: 1.1rem;
  }

  .terminal pre,
  .code pre {
    font-size: 0.75rem;
  }

  /* Wrapped rather than cut on a phone; Copy still copies the lines as written. */
  .code pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  .tablist {
    padding-inline: 0.4rem;
  }

  .tablist [role='tab'] {
    padding-inline: 0.6rem;
  }

  .badge {
    width: 4.4rem;
    font-size: 0.7rem;
  }
}

@media (prefers-reduced-motion: reduce) {
  html {
    scroll-behavior: auto;
  }

  .links a {
    transition: none;
  }
}
`
