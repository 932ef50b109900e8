import type { Meta } from '../port.ts'
import type { SqliteContext } from './sandboxes.ts'

export function createSqliteMeta({ db, q, guard }: SqliteContext): Meta {
  const getOrSet = db.transaction((key: string, value: string) => {
    q.metaInsert.run(key, value)
    return (q.metaGet.get(key) as { value: string }).value
  })
  return { getOrSet: guard(getOrSet) }
}
