import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteDatabase, type Database } from '../db/database.js'
import { migrate } from '../db/migrations.js'
import { newPgliteDataDir } from './pglite-data-dir.js'

// A new in-memory PGlite cluster runs initdb: 4–8 s on a loaded 2-core machine, and the suites
// open one or more per file. Starting from a dump of a pristine cluster takes ~1.5 s. Test files of
// a worker share their modules (isolate: false in vitest.config.ts), so the worker dumps one
// pristine cluster and every fresh database it opens starts from that dump. The cluster it dumps
// is a copy of the empty one kept per PGlite version (pglite-data-dir.ts), so not even the
// worker's first database pays initdb. Most suites start a server, which migrates first (0.2–0.4 s
// of CPU, seconds on a loaded machine): those start from a second dump, taken once migrated.
const dumps = new Map<'pristine' | 'migrated', Promise<Blob>>()

/** Dumps a copy of the empty cluster, after `prepare` ran on it (when given). */
async function dumpCluster(prepare?: (db: Database) => Promise<unknown>): Promise<Blob> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pglite-'))
  try {
    await newPgliteDataDir(dir)
    if (prepare) {
      const db = await createPgliteDatabase(dir)
      try {
        await prepare(db)
      } finally {
        await db.close()
      }
    }
    const cluster = new PGlite(dir)
    try {
      await cluster.waitReady
      return await cluster.dumpDataDir('none')
    } finally {
      await cluster.close()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The worker's dump of that kind, made on first use (made again by a later caller if it failed). */
function dumpOf(kind: 'pristine' | 'migrated'): Promise<Blob> {
  let dump = dumps.get(kind)
  if (!dump) {
    dump = dumpCluster(kind === 'migrated' ? migrate : undefined).catch((error: unknown) => {
      dumps.delete(kind)
      throw error
    })
    dumps.set(kind, dump)
  }
  return dump
}

/** A fresh, empty in-memory PGlite database (nothing migrated), started from the worker's dump. */
export async function freshPgliteDatabase(): Promise<Database> {
  return createPgliteDatabase(undefined, await dumpOf('pristine'))
}

/**
 * A fresh in-memory PGlite database with every migration applied, as a server leaves a new one
 * once it has migrated (started from the worker's dump of such a database).
 */
export async function freshMigratedPgliteDatabase(): Promise<Database> {
  return createPgliteDatabase(undefined, await dumpOf('migrated'))
}
