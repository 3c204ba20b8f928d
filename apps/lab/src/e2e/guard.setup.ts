import { afterAll, expect } from 'vitest'
import { contactedOrigins, guardProblems } from './page-guard.js'

// After every lab test file: the pages its contexts opened reported no CSP violation and contacted
// only the hosts the lab declared. A file that opened no browser has nothing to report.
afterAll(() => {
  const contacted = contactedOrigins()
  if (contacted.length > 0) console.info(`[page-guard] hosts contacted: ${contacted.join(' ')}`)
  expect(guardProblems()).toEqual([])
})
