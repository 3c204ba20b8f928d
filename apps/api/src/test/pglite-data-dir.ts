import { cpSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { COMPLETE_MARKER, cachedBuild } from '../../../../scripts/build-cache/cached-build.js'

const manifest = fileURLToPath(new URL('../../package.json', import.meta.url))

let cluster: Promise<string> | undefined

/**
 * An empty PGlite cluster on disk (initdb run, nothing migrated), made once per PGlite version
 * and kept with the builds (scripts/build-cache): initdb costs seconds of CPU, copying its
 * folder a fraction of that.
 */
function emptyCluster(): Promise<string> {
  const { dependencies } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    dependencies: Record<string, string>
  }
  cluster ??= cachedBuild({
    name: 'pglite-empty-cluster',
    inputs: [],
    key: [dependencies['@electric-sql/pglite'] ?? ''],
    marker: 'PG_VERSION',
    build: async (outDir) => {
      const db = new PGlite(outDir)
      await db.waitReady
      await db.close()
    },
  }).catch((error: unknown) => {
    cluster = undefined
    throw error
  })
  return cluster
}

/**
 * Makes `dir` a new PGlite data directory, as a server's first open of an empty folder would
 * (initdb), from a copy of {@link emptyCluster}: the kill tests, the migrate command's test and
 * the worker's pristine dump for in-memory databases (pristine-pglite.ts) start from one without
 * paying initdb each time.
 */
export async function newPgliteDataDir(dir: string): Promise<void> {
  const source = await emptyCluster()
  cpSync(source, dir, {
    recursive: true,
    filter: (path) => basename(path) !== COMPLETE_MARKER,
  })
}
