/*
 * The shape every template has, apart from index.ts so the templates need not import the module
 * that imports them.
 */
export type SeedRecord = { id: string } & Record<string, unknown>
/** collection name -> records in creation order (oldest first). `newId` makes every record id. */
export type Template = (ctx: { newId: () => string }) => Record<string, SeedRecord[]>
