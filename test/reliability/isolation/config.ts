/** The run's size and seed, and the shapes every step checks against. */

export const SEED = seedFromEnv(process.env.MODEL_SEED)
export const STEPS = 3000
export const IDENTITIES = 50
export const HOT = 5
export const CHECK_EVERY = 250
export const API = '/api/v1'
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

export function seedFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 20_240_611
  if (!/^[0-9]+$/.test(raw))
    throw new Error(`MODEL_SEED must be a non-negative integer, got '${raw}'`)
  return Number(raw) >>> 0
}
