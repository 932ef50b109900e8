import { fuzzRun } from './fuzz.ts'

// The long run, from a seed `npm test` does not draw: 19,000 requests after the writes.
fuzzRun({ seed: 20_251_011, bulk: 19_000 })
