import { existsSync, readFileSync } from 'node:fs'
import type { StepTiming, VitestProfile } from './profile-report.js'
import { STEPS_PROFILE_FILE, VITEST_PROFILE_FILE } from './test-steps.js'

const read = <T>(path: string): T | undefined =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined

/** The vitest figures of the last run, if it got that far. */
export const readVitestProfile = () => read<VitestProfile>(VITEST_PROFILE_FILE)

/** The steps of the last test command run. */
export const readSteps = () => read<StepTiming[]>(STEPS_PROFILE_FILE)
