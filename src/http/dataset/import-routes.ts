import type { FastifyPluginAsync } from 'fastify'
import {
  acceptImportBodies,
  IMPORT_BODY_LIMIT,
  readRows,
  rowsIn,
  strategyOf,
} from '../import/read-body.ts'
import { ImportBody, ImportQuery, importDocs } from '../import/schemas.ts'
import type { RbacRule } from '../plugins/rbac.ts'

/**
 * `POST /api/v1/<collection>/import` for each collection of the db.json (docs/contract/db-json.md),
 * as the built-ins have it. CSV and XLSX cells are text: they are read back by the types the
 * catalog inferred from the file (an integer or boolean field parses, a string field stays text, so
 * a zip code does not turn into a number), dot-path columns nest again, and other columns are
 * read as the whole column's cells allow. An exported file imports back to the same view.
 */
const datasetImportRoutes: FastifyPluginAsync<{ rule: (name: string) => RbacRule }> = async (
  app,
  opts,
) => {
  const datasetImport = app.services.datasetImport
  if (!datasetImport) return
  await acceptImportBodies(app)
  for (const c of app.catalog.collections.values()) {
    app.post(
      `/${c.name}/import`,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags: [c.name],
          querystring: ImportQuery,
          body: ImportBody,
          ...importDocs(c.name, c.singular),
        },
        config: { idempotent: true, rbac: opts.rule(c.name) },
        // The catalog of now, not of start: a `--watch` reload may have retyped the fields.
        preValidation: readRows(() => app.catalog.collections.get(c.name)?.list.fields),
      },
      async (req) => datasetImport(req.identity, c.name, rowsIn(req), strategyOf(req)),
    )
  }
}

export default datasetImportRoutes
