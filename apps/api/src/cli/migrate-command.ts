import type { ApiConfig } from '../config.js'
import { openDatabase } from '../db/database.js'
import { migrate, migrations, pendingMigrations } from '../db/migrations.js'

/**
 * `portico-api migrate`: applies the migrations the configured database lacks (under the same
 * advisory lock the servers take, so it is safe while replicas run). With `check`, applies
 * nothing and says whether the schema is current. Resolves with the line to print and whether
 * the schema is (now) current.
 */
export async function migrateCommand(
  config: ApiConfig,
  options: { check: boolean },
): Promise<{ current: boolean; line: string }> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  })
  try {
    const latest = migrations.at(-1)?.id ?? 0
    if (options.check) {
      const pending = await pendingMigrations(db)
      return pending.length === 0
        ? { current: true, line: `schema current (migration ${latest})` }
        : {
            current: false,
            line: `schema not current: ${pending.length} migration(s) pending (${pending.join(', ')}); run portico-api migrate`,
          }
    }
    const applied = await migrate(db)
    return {
      current: true,
      line:
        applied.length === 0
          ? `schema already current (migration ${latest})`
          : `applied ${applied.length} migration(s) (${applied.join(', ')}); schema current (migration ${latest})`,
    }
  } finally {
    await db.close()
  }
}
