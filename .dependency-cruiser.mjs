/**
 * The layering docs/code-shape.md#layout draws, checked by `npm run deps` (part of `npm run
 * check`). The domain knows storage only through `store/port.ts` and knows no web framework; stores
 * know neither HTTP nor the domain; the runtime (store, services, buses, worker) knows no HTTP and
 * no web framework, so the app is built over it; no folder reaches back into one that reaches it;
 * production code never imports tests.
 * Type-only imports count: an arrow in a type is still an arrow.
 */

/** Framework and driver packages only the adapters and `http/` may import. */
const ADAPTER_PACKAGES =
  '(^|/)node_modules/(fastify|fastify-plugin|@fastify/[^/]+|mercurius|better-sqlite3|ioredis)/'

/** The web framework and GraphQL server: `http/` only. */
const WEB_PACKAGES = '(^|/)node_modules/(fastify|fastify-plugin|@fastify/[^/]+|mercurius)/'

export default {
  forbidden: [
    {
      name: 'domain-not-to-http',
      comment: 'The domain is Fastify-free: HTTP calls the domain, never the other way round.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/http/' },
    },
    {
      name: 'domain-not-to-store-adapters',
      comment:
        'The domain knows storage through store/port.ts only. Its unit tests may run it on a real (memory) store.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '[.]test[.]ts$' },
      to: { path: '^src/store/', pathNot: '^src/store/port[.]ts$' },
    },
    {
      name: 'domain-not-to-adapter-packages',
      comment: 'No web framework, GraphQL server or database driver in the domain.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: ADAPTER_PACKAGES },
    },
    {
      name: 'store-not-to-http',
      comment: 'Stores are used by HTTP, never the other way round.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/http/' },
    },
    {
      name: 'runtime-not-to-http',
      comment:
        'The runtime (store, services, buses, worker) is built before the app and runs without it (ADR 0029).',
      severity: 'error',
      from: { path: '^src/runtime/' },
      to: { path: '^src/http/' },
    },
    {
      name: 'runtime-not-to-web-packages',
      comment: 'No web framework or GraphQL server in the runtime: it is HTTP-free.',
      severity: 'error',
      from: { path: '^src/runtime/' },
      to: { path: WEB_PACKAGES },
    },
    {
      name: 'cross-cutting-not-to-route-modules',
      comment:
        "Validation and the per-request plugins serve every route folder: they import no route folder's routes or schemas. What both need lives where its rule does, in the domain or http/common (ADR 0027).",
      severity: 'error',
      from: { path: '^src/http/(validation|plugins)/' },
      to: {
        path: '^src/http/[^/]+/(|[a-z-]+-)(routes|schemas)[.]ts$',
        pathNot: ['^src/http/$1/', '^src/http/common/'],
      },
    },
    {
      name: 'src-not-to-test',
      comment: 'Production code never imports test helpers (the build would ship them).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^test/' },
    },
    {
      name: 'no-module-cycles',
      comment: 'A module that reaches itself through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'Two folders that import each other, however indirectly: an arrow runs the wrong way.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
}
