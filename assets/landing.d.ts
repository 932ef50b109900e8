// What landing.js shares with landing-webhooks.js through `window.landing`, for `npm run
// typecheck` (tsconfig.assets.json). The build copies no .d.ts.
interface LandingKit {
  /** Calls /api/v1 as the page's sandbox; throws an Error with the problem's detail. */
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
