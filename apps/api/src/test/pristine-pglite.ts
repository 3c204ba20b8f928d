import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteDatabase, type Database } from '../db/database.js'
import { newPgliteDataDir } from './pglite-data-dir.js'

// A new in-memory PGlite cluster runs initdb: 4–8 s on a loaded 2-core machine, and the suites
// open one or more per file. Starting from a dump of a pristine cluster takes ~1.5 s. Test files of
// a worker share their modules (isolate: false in vitest.config.ts), so the worker dumps one
// pristine cluster and every fresh database it opens starts from that dump. The cluster it dumps
// is a copy of the empty one kept per PGlite version (pglite-data-dir.ts), so not even the
// worker's first database pays initdb.
let pristine: Promise<Blob> | undefined

async function dumpPristineCluster(): Promise<Blob> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pglite-'))
  try {
    await newPgliteDataDir(dir)
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

/** A fresh, empty in-memory PGlite database (nothing migrated), started from the worker's dump. */
export async function freshPgliteDatabase(): Promise<Database> {
  pristine ??= dumpPristineCluster().catch((error: unknown) => {
    pristine = undefined
    throw error
  })
  return createPgliteDatabase(undefined, await pristine)
}
