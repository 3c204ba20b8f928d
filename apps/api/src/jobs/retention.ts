import type { Database } from '../db/database.js'

/** What one retention pass deleted. */
export interface RetentionResult {
  analyticsEvents: number
  nonces: number
  /** Email-login rows past use: codes and links a day after expiry, mail cooldowns a day old,
   * spent refresh tokens and sessions past their refresh lifetime (a day later), social and
   * Farcaster sign-ins a day after they expired (or, Farcaster, were used). */
  authRows: number
}

export interface RetentionJob {
  /** Deletes what is past its retention now (by the injected clock). */
  run(): Promise<RetentionResult>
  /** Runs every `intervalMs` until stopped (no-op when already running). */
  start(): void
  stop(): Promise<void>
}

const DAY = 86_400_000

/**
 * Deletes analytics events older than `analyticsRetentionMs`, spent nonces whose message
 * window has closed, sign-in nonces past their lifetime, and email-login rows past use (see {@link RetentionResult}), so the
 * tables stay bounded. Safe on several replicas at once (plain
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
      nonces:
        (await count('DELETE FROM used_nonces WHERE expires_at < $1', time)) +
        // Sign-in nonces past their lifetime (indexed by expiry): purged here, not on the
        // unauthenticated /v1/siwx/nonce, so issuing stays one write.
        (await count('DELETE FROM siwx_nonces WHERE expires_at <= $1', time)),
      authRows:
        (await count('DELETE FROM auth_codes WHERE expires_at < $1', time - DAY)) +
        (await count('DELETE FROM auth_mail_cooldown WHERE sent_at < $1', time - DAY)) +
        (await count('DELETE FROM auth_spent_refresh WHERE expires_at < $1', time)) +
        (await count('DELETE FROM auth_sessions WHERE refresh_expires_at < $1', time - DAY)) +
        (await count('DELETE FROM auth_social_attempts WHERE expires_at < $1', time - DAY)) +
        (await count('DELETE FROM auth_device_challenges WHERE expires_at < $1', time - DAY)) +
        // Farcaster sign-ins a day after they expired or were used.
        (await count(
          'DELETE FROM auth_farcaster_logins WHERE expires_at < $1 OR consumed_at < $1',
          time - DAY,
        )),
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
