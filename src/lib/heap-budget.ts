import { getHeapStatistics } from 'node:v8'

/**
 * The heap limit at and above which the caches bounded in bytes (read-cache.ts) get their whole
 * budgets: 60 MB in all (the SQLite store's kept reads 32, kept answers 8 + 8, GraphQL texts
 * 8 + 4), an eighth of it. Node's own limit is 2 to 4 GB on most machines, so budgets shrink
 * only where the heap was capped (`--max-old-space-size`, a small container): there, full
 * budgets on top of the service's own 40 to 60 MB left a 96 MB heap too little room to read a
 * large collection, and V8 gave up (CI, 2026-11-28).
 */
const FULL_AT = 512 * 1024 * 1024

/** This process's heap limit, fixed when it started. */
const HEAP_LIMIT = getHeapStatistics().heap_size_limit

/** A cache's budget of `bytes`, shrunk in proportion on a heap whose limit is below FULL_AT. */
export function heapBudget(bytes: number, heapLimit: number = HEAP_LIMIT): number {
  return Math.floor(bytes * Math.min(1, heapLimit / FULL_AT))
}
