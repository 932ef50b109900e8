import type { FastifyRequest } from 'fastify'
import { ProblemError } from '../../domain/errors.ts'
import { keepErrorAnswer } from '../plugins/idempotency.ts'

/** Problems that are the outcome of a payment request, not a failure to run it. */
const FINAL = new Set([
  'card_declined',
  'velocity_limit_exceeded',
  'processing_error',
  'INVALID_STATE',
])

/**
 * Runs a payment step; a declined card or a refused transition becomes the request's final
 * answer, replayed under its `Idempotency-Key` as a success would be.
 */
export async function outcome<T>(req: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof ProblemError && FINAL.has(err.code)) keepErrorAnswer(req)
    throw err
  }
}
