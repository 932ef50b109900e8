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
  /** Called with the type and the event of each event of the sandbox the page's stream hears. */
  onSandboxEvent(listener: (type: string, event: SandboxEventData | null) => void): void
  /** Adds event types to the page's one stream (custom.<collection>.* cannot be named ahead). */
  listenFor(types: string[]): void
  /** Called now and whenever the page's stream connects (true) or drops (false, it retries). */
  onStreamState(listener: (live: boolean) => void): void
}

/**
 * One event of the sandbox, as /api/v1/stream sends it
 * (docs/contract/events-and-webhooks.md#server-sent-events).
 */
interface SandboxEventData {
  id: string
  type: string
  resource: string
  action: string
  recordId: string | number | null
  data: unknown
  timestamp: string
}

interface Window {
  landing: LandingKit
}
