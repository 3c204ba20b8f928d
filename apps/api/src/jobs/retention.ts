import type { Database } from '../db/database.js'

/** What one retention pass deleted. */
export interface RetentionResult {
  analyticsEvents: number
  nonces: number
}

export interface RetentionJob {
  /** Deletes what is past its retention now (by the injected clock). */
  run(): Promise<RetentionResult>
  /** Runs every `intervalMs` until stopped (no-op when already running). */
  start(): void
  stop(): Promise<void>
}

/**
 * Deletes analytics events older than `analyticsRetentionMs` and spent nonces whose message
 * window has closed, so the tables stay bounded. Safe on several replicas at once (plain
 * DELETEs by time).
 */
export function createRetentionJob(options: {
  db: Database
  now: () => number
  analyticsRetentionMs: number
  intervalMs: number
  log?: (message: string) => void
}): RetentionJob {
  let timer: ReturnType<typeof setInterval> | undefined
  let current: Promise<unknown> = Promise.resolve()

  async function run(): Promise<RetentionResult> {
    const time = options.now()
    const count = async (sql: string, cutoff: number) => {
      const [row] = await options.db.query<{ n: string | number }>(
        `WITH deleted AS (${sql} RETURNING 1) SELECT count(*) AS n FROM deleted`,
        [cutoff],
      )
      return Number(row?.n ?? 0)
    }
    return {
      analyticsEvents: await count(
        'DELETE FROM analytics_events WHERE received_at < $1',
        time - options.analyticsRetentionMs,
      ),
      nonces: await count('DELETE FROM used_nonces WHERE expires_at < $1', time),
    }
  }

  return {
    run,
    start() {
      if (timer) return
      timer = setInterval(() => {
        current = run().catch((error: Error) =>
          options.log?.(`retention: ${error.message.split('\n')[0]}`),
        )
      }, options.intervalMs)
      timer.unref?.()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await current
    },
  }
}
