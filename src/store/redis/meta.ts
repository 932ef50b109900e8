import type { Meta } from '../port.ts'
import type { RedisContext } from './context.ts'

export function createRedisMeta({ client, guard, prefix }: RedisContext): Meta {
  return {
    getOrSet: guard(async (key: string, value: string) => {
      await client.set(`${prefix}meta:${key}`, value, 'NX')
      return (await client.get(`${prefix}meta:${key}`)) as string
    }),
  }
}
