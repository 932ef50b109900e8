/**
 * Request parts as hooks and shared helpers read them, where no route schema types them:
 * narrowed by what they are, never asserted. Fastify parses every query string into an object;
 * a body is whatever its content-type parser made of it.
 */

export type Bag = Readonly<Record<string, unknown>>

const EMPTY: Bag = Object.freeze({})

/** An object (an array included) whose members may be read by name. */
export const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The parsed query string, typed route or not; empty when the request has none. */
export const queryOf = (req: { query: unknown }): Bag => (isBag(req.query) ? req.query : EMPTY)
