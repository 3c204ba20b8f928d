import { formatReport } from './profile-report.js'
import { readSteps, readVitestProfile } from './read-profile.js'

// `pnpm test:profile`: the last test command run's report with every file (or the first N).
const steps = readSteps()
if (!steps) {
  console.error('No test profile yet: run `npx --yes pnpm@10 test` first.')
  process.exit(1)
}
const vitest = readVitestProfile()
const count = Number(process.argv[2]) || (vitest?.files.length ?? 0)
console.log(formatReport(steps, vitest, count))
