import { describeRaces } from './races.ts'

// The races of `races.ts` on the stores that need only Node; Redis is in the system lane.
describeRaces(['memory', 'sqlite'])
