/**
 * Test-only crash points: named places inside the server's multi-statement writes (inside their
 * transaction, after its first statement) where a kill test can stop the process exactly. Inert
 * unless a test variable is set, and always inert with `NODE_ENV=production`:
 *
 * - `PORTICO_TEST_PAUSE_AT=<point>` (or `<point>#<n>`: the n-th time it is reached, default the
 *   first): on reaching it the process prints `PORTICO_TEST paused <point>` on stdout and never
 *   goes on, so the test can SIGKILL it there, mid-transaction.
 * - `PORTICO_TEST_TRACE=1`: prints `PORTICO_TEST reached <point> <detail>` at every point, so a
 *   test awaits an event (e.g. the indexer's committed batches) instead of polling.
 *
 * Points: `names.register`, `sessions.create`, `onramp.claimed` (a sandbox payment's transaction
 * signed and claimed, not yet broadcast), `siwx.verify` (before the sign-in's atomic
 * nonce-and-session statement), `indexer.batch` (a batch's transfers inserted, cursor not yet
 * moved), `indexer.committed` (trace only: `<chainId> <next block>`), `polkadot.indexed` (trace
 * only: `<block>` stored), `solana.sync` (an owner's sync begun under its lock, `<owner>`),
 * `solana.waiting` (trace only: another replica holds that owner's lock, `<owner>`),
 * `solana.indexed` (trace only: `<owner> <transactions indexed>`).
 */
const reached = new Map<string, number>()

export async function crashPoint(point: string, detail = ''): Promise<void> {
  const env = process.env
  if (env.NODE_ENV === 'production') return
  if (env.PORTICO_TEST_TRACE === '1') {
    process.stdout.write(`PORTICO_TEST reached ${point} ${detail}\n`)
  }
  const target = env.PORTICO_TEST_PAUSE_AT
  if (!target) return
  const [name, nth = '1'] = target.split('#')
  if (name !== point) return
  const count = (reached.get(point) ?? 0) + 1
  reached.set(point, count)
  if (count !== Number(nth)) return
  process.stdout.write(`PORTICO_TEST paused ${point}\n`)
  // Never settles: the transaction stays open until the test kills the process.
  await new Promise<never>(() => undefined)
}
