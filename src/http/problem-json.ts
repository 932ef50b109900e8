import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ProblemError } from '../domain/errors.ts'

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
  }
}

export function sendProblem(req: FastifyRequest, reply: FastifyReply, problem: ProblemError) {
  if (problem.headers) reply.headers(problem.headers)
  return reply
    .code(problem.status)
    .type(PROBLEM_TYPE)
    .send(JSON.stringify(problemBody(problem, req.url)))
}
