/**
 * `types/api.d.ts`, the client types the package publishes (issue 21): records, list envelopes,
 * problems, auth payloads, snapshots and every operation, made from the OpenAPI document by the
 * generator that serves `/api/v1/downloads/mock-playground.d.ts`.
 *
 *   npx tsx scripts/api-types.ts          rewrites types/api.d.ts
 *   npx tsx scripts/api-types.ts --check  fails when it is stale (test/api/types.test.ts)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultConfig } from '../src/config.ts'
import { buildAppWithRuntime } from '../src/http/app.ts'
import type { OpenApiDocument } from '../src/http/downloads/document.ts'
import { toDts } from '../src/http/downloads/dts.ts'

export const API_TYPES = join(fileURLToPath(import.meta.url), '..', '..', 'types', 'api.d.ts')

/** The declarations as the current code makes them. */
export async function apiTypes(): Promise<string> {
  const app = await buildAppWithRuntime(defaultConfig())
  try {
    await app.ready()
    return toDts(app.swagger() as unknown as OpenApiDocument)
  } finally {
    await app.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fresh = await apiTypes()
  if (process.argv.includes('--check')) {
    if (readFileSync(API_TYPES, 'utf8') !== fresh) {
      process.stderr.write('types/api.d.ts is stale: run npx tsx scripts/api-types.ts\n')
      process.exit(1)
    }
  } else writeFileSync(API_TYPES, fresh)
}
