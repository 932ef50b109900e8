import { ProblemError } from '../../domain/errors.ts'
/** What `read` answers, or null when the record is not in the caller's view (GraphQL's "not found"). */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (err) {
    if (err instanceof ProblemError && err.code === 'NOT_FOUND') return null
    throw err
  }
}
