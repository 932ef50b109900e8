import { describeRaces } from './races.ts'

// The races of `races.ts` across two app instances on one real redis-server.
describeRaces(['redis'])
