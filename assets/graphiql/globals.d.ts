// What init.js finds on the page: the UMD bundles of React, ReactDOM and GraphiQL, loaded
// before it. Only the parts it uses, for `npm run typecheck` (tsconfig.assets.json).
declare const React: { createElement(type: unknown, props: object): unknown }
declare const ReactDOM: { createRoot(container: Element | null): { render(node: unknown): void } }
declare const GraphiQL: {
  createFetcher(options: { url: string; subscriptionUrl?: string; fetch: typeof fetch }): unknown
}
