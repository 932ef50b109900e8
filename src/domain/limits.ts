/**
 * The limits a self-hoster may set (`--max-limit`, `--create-cap`): made once from the
 * configuration and handed to every service, so REST, GraphQL, imports and snapshots agree.
 */
export interface Limits {
  /**
   * The page-size cap (docs/contract/lists-and-query-language.md#pages): a larger `limit` or slice
   * is clamped to it, and reported so.
   */
  maxLimit: number
  /**
   * Live created records per resource per sandbox
   * (docs/contract/baseline-and-overlay.md#create-cap); session profiles count alike.
   */
  createCap: number
}

export const DEFAULT_MAX_LIMIT = 30
export const DEFAULT_CREATE_CAP = 30

export const DEFAULT_LIMITS: Limits = {
  maxLimit: DEFAULT_MAX_LIMIT,
  createCap: DEFAULT_CREATE_CAP,
}
