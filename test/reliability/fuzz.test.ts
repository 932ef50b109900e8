import { fuzzRun } from './fuzz.ts'

// A run `npm test` can afford on every change; the system lane sends 19,000 more.
fuzzRun({ seed: 20_251_010, bulk: 5_000 })
