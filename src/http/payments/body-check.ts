import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import { ProblemError } from '../../domain/errors.ts'

/**
 * The app's validator compiler for a payment route whose body `read` reads (a reader of
 * domain/payments): params and queries as every route's, the body by its schema, and a body the
 * schema refuses is answered with the reader's refusal of it, the same 400 `VALIDATION_FAILED`
 * the domain gives GraphQL and the hosted page (each field, the value received, what is
 * allowed). A body the schema refuses and the reader would take, were there one, gets the
 * schema's own field errors. No body (or `null`) is the reader's: it reads it as `{}`.
 */
export function bodyReadBy(
  app: FastifyInstance,
  read: (body: unknown) => unknown,
): FastifySchemaCompiler<unknown> {
  const base = app.validatorCompiler
  if (!base) throw new Error('the app sets its validator compiler before routes are added')
  return (ctx) => {
    const validate = base(ctx)
    if (ctx.httpPart !== 'body') return validate
    const checked: ReturnType<FastifySchemaCompiler<unknown>> = (data: unknown) => {
      if (data === null || validate(data) === true) return true
      try {
        read(data)
      } catch (err) {
        if (err instanceof ProblemError) return { error: err }
        throw err
      }
      checked.errors = validate.errors
      return false
    }
    return checked
  }
}
