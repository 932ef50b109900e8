/**
 * What a custom collection may be called (docs/contract/custom-collections.md#names-and-limits);
 * kept apart so the query stages can check it.
 */
export const COLLECTION_NAME = /^[a-z][a-z0-9_-]{0,62}$/
export const isCollectionName = (s: string) => COLLECTION_NAME.test(s)
