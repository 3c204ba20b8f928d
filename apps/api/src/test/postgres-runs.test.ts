import { describe, expect, it } from 'vitest'
import { CI_NEEDS_POSTGRES, postgresRunsFrom, TestDatabaseEnvError } from './postgres-runs.js'

describe('the PostgreSQL runs of the database suites', () => {
  // The one test that turns a CI run without PostgreSQL red: the suites themselves are then
  // reported as skipped, each with this reason in its title.
  it('run under CI (fails when CI is set and PORTICO_TEST_DATABASE_URL is not)', () => {
    // The decision harness.ts makes for every database suite of this process.
    const runs = postgresRunsFrom(process.env)
    if (!runs.run && runs.required) throw new Error(runs.reason)
  })

  it('run on the server a URL names, CI or not', () => {
    const url = 'postgres://portico:secret@127.0.0.1:5432/portico'
    expect(postgresRunsFrom({ PORTICO_TEST_DATABASE_URL: url })).toEqual({ run: true, url })
    expect(postgresRunsFrom({ PORTICO_TEST_DATABASE_URL: url, CI: 'true' })).toEqual({
      run: true,
      url,
    })
  })

  it('are skipped, not required, without a URL outside CI (CI unset, empty, false or 0)', () => {
    for (const CI of [undefined, '', 'false', '0']) {
      expect(postgresRunsFrom({ CI })).toEqual({
        run: false,
        required: false,
        reason: 'PORTICO_TEST_DATABASE_URL not set',
      })
    }
  })

  it('are required without a URL under CI (CI=true or CI=1), an empty URL counting as none', () => {
    for (const env of [
      { CI: 'true' },
      { CI: '1' },
      { CI: 'true', PORTICO_TEST_DATABASE_URL: ' ' },
    ]) {
      const runs = postgresRunsFrom(env)
      expect(runs).toEqual({ run: false, required: true, reason: CI_NEEDS_POSTGRES })
    }
    expect(CI_NEEDS_POSTGRES).toMatch(/^CI needs PORTICO_TEST_DATABASE_URL /)
  })

  it('refuse a URL that is not postgres:// with a TestDatabaseEnvError', () => {
    expect(() => postgresRunsFrom({ PORTICO_TEST_DATABASE_URL: 'mysql://127.0.0.1/x' })).toThrow(
      TestDatabaseEnvError,
    )
    expect(() => postgresRunsFrom({ PORTICO_TEST_DATABASE_URL: '127.0.0.1:5432' })).toThrow(
      /PORTICO_TEST_DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    )
  })
})
