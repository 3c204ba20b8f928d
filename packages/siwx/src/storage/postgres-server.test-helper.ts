import { describe, it } from 'vitest'

const url = process.env.PORTICO_TEST_DATABASE_URL ?? ''
const ci = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI)

/**
 * A suite that needs a PostgreSQL server (`PORTICO_TEST_DATABASE_URL`). Without the URL its tests
 * are reported as skipped, the reason in the title, so a run without PostgreSQL does not look
 * like one with it; under `CI` a missing URL fails the run instead, since CI promises the server.
 */
export function describeOnPostgresServer(title: string, body: (url: string) => void): void {
  if (!url && ci) {
    describe(title, () => {
      it('has a PostgreSQL server to run on', () => {
        throw new Error('PORTICO_TEST_DATABASE_URL must name a PostgreSQL server when CI is set')
      })
    })
    return
  }
  describe.skipIf(!url)(url ? title : `${title} (skipped: PORTICO_TEST_DATABASE_URL not set)`, () =>
    body(url),
  )
}
