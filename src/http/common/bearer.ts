import { ProblemError } from '../../domain/errors.ts'

/** The token of an `Authorization: Bearer <token>` header, or 401 `UNAUTHENTICATED`. */
export function bearerToken(authorization: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  if (!match?.[1]) {
    throw new ProblemError({
      code: 'UNAUTHENTICATED',
      detail: 'Send an access token: Authorization: Bearer <token>',
      headers: { 'www-authenticate': 'Bearer' },
    })
  }
  return match[1]
}
