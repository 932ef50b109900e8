import { readFileSync } from 'node:fs'

/**
 * The pages' own files (`assets/` at the root of the repository). Run from the sources (tsx,
 * tests) this module sits in `src/http/` and reads the repository's folder; built, it sits in
 * `dist/http/` and reads `dist/assets/`, which the build copies, so `dist/` (the package, the
 * Docker image) carries its own.
 */
const ASSETS_DIR = new URL(
  import.meta.url.endsWith('.ts') ? '../../assets/' : '../assets/',
  import.meta.url,
)

/** The text of `assets/<path>`. Read at startup, never per request. */
export const readAsset = (path: string): string => readFileSync(new URL(path, ASSETS_DIR), 'utf8')
