/** What every part of the generator draws from: the seeded randomness and the fuzz context. */
import type { FuzzContext } from './model.ts'
import type { Rng } from './rng.ts'

export interface Draw {
  rng: Rng
  ctx: FuzzContext
  /** How many requests have been generated, this one included. */
  count: number
  /** The ids of the records the victims created. */
  victimIds: string[]
  uuid(): string
  word(): string
}

export function createDraw(rng: Rng, ctx: FuzzContext): Draw {
  const victimIds = ctx.victims.flatMap((v) => v.localPaths.map((p) => p.split('/')[1] as string))
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`
  }
  const word = () =>
    rng.pick([
      'alpha',
      'bravo',
      'Charlie',
      'delta',
      'echo',
      'Bret',
      'Antonette',
      'sarah_connor',
      'x',
      'Ω',
    ])
  return { rng, ctx, count: 0, victimIds, uuid, word }
}
