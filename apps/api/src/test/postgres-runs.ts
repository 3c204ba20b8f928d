import * as v from 'valibot'

/** Whether the PostgreSQL runs of the database suites happen, decided once from the environment. */
export type PostgresRuns =
  | { run: true; url: string }
  /** `required`: under CI, where a missing server is a failure, not a skip. */
  | { run: false; required: boolean; reason: string }

/** The environment variable naming the PostgreSQL server the suites run on. */
const URL_VARIABLE = 'PORTICO_TEST_DATABASE_URL'

/** What the CI failure says: the fix is in the message. */
export const CI_NEEDS_POSTGRES = `CI needs ${URL_VARIABLE} (a PostgreSQL server URL such as postgres://user:password@127.0.0.1:5432/portico): under CI the PostgreSQL runs of apps/api's database suites may not be skipped`

const TestDatabaseEnv = v.object({
  PORTICO_TEST_DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (url) => url === '' || /^postgres(ql)?:\/\/[^\s]+$/.test(url),
        `${URL_VARIABLE} must be a postgres:// or postgresql:// URL`,
      ),
    ),
  ),
  CI: v.optional(v.string()),
})

/** A malformed test database variable: reported as such rather than as a failed connection. */
export class TestDatabaseEnvError extends Error {
  override name = 'TestDatabaseEnvError'
}

/** CI providers set `CI=true` (some `CI=1`); `CI=false` or `CI=0` turn it off by hand. */
function isCi(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== 'false' && value !== '0'
}

/**
 * Reads `PORTICO_TEST_DATABASE_URL` and `CI`: with a URL the PostgreSQL runs happen; without one
 * they are skipped, except under CI, where they are required.
 */
export function postgresRunsFrom(env: Record<string, string | undefined>): PostgresRuns {
  const parsed = v.safeParse(TestDatabaseEnv, {
    PORTICO_TEST_DATABASE_URL: env.PORTICO_TEST_DATABASE_URL,
    CI: env.CI,
  })
  if (!parsed.success) {
    throw new TestDatabaseEnvError(parsed.issues.map((issue) => issue.message).join('; '))
  }
  const url = parsed.output.PORTICO_TEST_DATABASE_URL
  if (url) return { run: true, url }
  return isCi(parsed.output.CI)
    ? { run: false, required: true, reason: CI_NEEDS_POSTGRES }
    : { run: false, required: false, reason: `${URL_VARIABLE} not set` }
}
