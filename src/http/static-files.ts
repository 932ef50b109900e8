import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * json-server's `--static` (docs/contract/db-json.md#routes-and-static-files): a folder's files
 * served at `/` beside the API, `./public` by default when a db.json is served and the folder
 * exists (json-server's habit; without a db.json a stray `public` folder is left alone). Every
 * route of the service wins over a file of the same path, `/` (the playground's page) included: the
 * folder's `index.html` is at `/index.html`, and a subfolder's at `/<folder>/`.
 */
export function staticDirOf(given: string | undefined, dataServed: boolean): string | undefined {
  if (given !== undefined) return resolve(given)
  const fallback = resolve('public')
  return dataServed && existsSync(fallback) && statSync(fallback).isDirectory()
    ? fallback
    : undefined
}

export async function registerStaticFiles(app: FastifyInstance, root: string) {
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(`--static ${root} is not a folder`)
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // Dotfiles (.env, .git) are never served, whatever the folder holds.
    dotfiles: 'ignore',
    index: ['index.html'],
    // A file is looked up per request: files added while serving are served.
    wildcard: true,
  })
}
