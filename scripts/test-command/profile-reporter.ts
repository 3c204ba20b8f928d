import { mkdirSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import type { FileProfile, VitestProfile } from './profile-report.js'
import { PROFILE_DIR, VITEST_PROFILE_FILE } from './test-steps.js'

/**
 * Writes each test file's phases (environment, prepare, import, setup, tests) and the run's wall
 * time to `.portico/test-profile/vitest.json`, for the test command's closing report.
 */
export default class ProfileReporter implements Reporter {
  private startedAt = Date.now()

  onTestRunStart(): void {
    this.startedAt = Date.now()
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files: FileProfile[] = modules.map((module) => {
      const d = module.diagnostic()
      return {
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        state: module.state(),
        environmentMs: d.environmentSetupDuration,
        prepareMs: d.prepareDuration,
        importMs: d.collectDuration,
        setupMs: d.setupDuration,
        testsMs: d.duration,
      }
    })
    const profile: VitestProfile = { wallMs: Date.now() - this.startedAt, files }
    mkdirSync(PROFILE_DIR, { recursive: true })
    writeFileSync(VITEST_PROFILE_FILE, `${JSON.stringify(profile, null, 1)}\n`)
  }
}
