import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ProblemError } from '../../domain/errors.ts'

export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8'

/** RFC 9457 body, plus the `error`/`message` members clients of the hosted original read. */
export function problemBody(problem: ProblemError, instance: string) {
  return {
    type: problem.type,
    title: problem.title,
    status: problem.status,
    detail: problem.message,
    code: problem.code,
    instance,
    error: problem.title,
    message: problem.message,
    ...(problem.errors && { errors: problem.errors }),
    ...retryAfterOf(problem),
    ...problem.members,
  }
}

/** A 429's `Retry-After` in seconds, also as a body member, which the original's clients read. */
function retryAfterOf(problem: ProblemError): { retryAfter?: number } {
  const after = problem.status === 429 ? problem.headers?.['retry-after'] : undefined
  return after === undefined ? {} : { retryAfter: Number(after) }
}

export function sendProblem(req: FastifyRequest, reply: FastifyReply, problem: ProblemError) {
  if (problem.headers) reply.headers(problem.headers)
  return reply
    .code(problem.status)
    .type(PROBLEM_TYPE)
    .send(JSON.stringify(problemBody(problem, req.url)))
}

const GRAPHQL_URL = /^\/(api\/v1\/)?graphql(\?|$)/
export const isGraphQLUrl = (url: string) => GRAPHQL_URL.test(url)

/**
 * A refusal made before a route runs (a simulated failure, a spent budget): a problem document,
 * or for GraphQL the `errors` its clients read, with the same status and headers.
 */
export function sendRefusal(req: FastifyRequest, reply: FastifyReply, problem: ProblemError) {
  if (!isGraphQLUrl(req.url)) return sendProblem(req, reply, problem)
  if (problem.headers) reply.headers(problem.headers)
  return reply
    .code(problem.status)
    .type('application/json; charset=utf-8')
    .send({
      errors: [
        {
          message: problem.message,
          extensions: { code: problem.code, status: problem.status, ...problem.members },
        },
      ],
    })
}
