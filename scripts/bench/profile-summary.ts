/**
 * Prints where a hot path spends its time, from a `.cpuprofile` written by `node --cpu-prof`.
 * Usage: npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top]
 */
import { type Shares, summarise } from './profile.ts'

const [file, topArg] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]')
const top = Number(topArg ?? 25)
const summary = summarise(file)
const show = (title: string, shares: Shares) => {
  console.log(`\n${title}`)
  for (const [k, v] of shares.slice(0, top))
    console.log(`${(100 * v).toFixed(1).padStart(5)} %  ${k}`)
}
show('self time by package or file', summary.places)
show('self time by function', summary.functions)
show('inclusive time by function', summary.inclusive)
