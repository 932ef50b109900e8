// What landing.js shares with the section scripts (landing-*.js) through `window.landing`, for `npm run
// typecheck` (tsconfig.assets.json). The build copies no .d.ts.
/** What `api` throws on an error answer: the problem's detail as message, and the problem. */
interface ApiError extends Error {
  /** The HTTP status; 0 when the service did not answer. */
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: the problem's JSON, read field by field
  body: any
}

interface LandingKit {
  /** Calls /api/v1 as the page's sandbox; throws an ApiError with the problem's detail. */
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read field by field
  api(path: string, init?: RequestInit): Promise<any>
  el(tag: string, className?: string, text?: string): HTMLElement
  busy(button: HTMLButtonElement, on: boolean): void
  /** "5 seconds ago", "in 30 seconds". */
  ago(iso: string): string
  copyText(text: string): Promise<boolean>
  /** Called with the type of each event of the sandbox the page's stream hears. */
  onSandboxEvent(listener: (type: string) => void): void
}

interface Window {
  landing: LandingKit
}
