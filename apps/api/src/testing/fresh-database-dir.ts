import { randomUUID } from 'node:crypto'
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApiServer } from '../server.js'

// From the module's path as a string: a test file under happy-dom has that URL class as the global.
const cacheDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/portico-api-data-dir',
)
const templateDir = join(cacheDir, 'pglite-template')

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * A fresh embedded-database directory for one apps/api server of a test (the lab's, the wallet
 * frame's): pass it as `dataDir` and call `dispose` after the server closed. Creating a PGlite cluster (initdb) takes
 * 10+ s on a busy 2-core machine; copying an empty, already-initialised one takes under a second.
 * So the first run keeps a pristine template under `node_modules/.cache`, and every run (the first
 * included) gets its own copy in the temp directory, removed by `dispose`.
 */
export async function freshDatabaseDir(): Promise<{ dataDir: string; dispose(): Promise<void> }> {
  if (!(await exists(join(templateDir, 'PG_VERSION')))) await createTemplate()
  const dataDir = join(tmpdir(), `portico-api-db-${randomUUID()}`)
  await cp(templateDir, dataDir, { recursive: true })
  return { dataDir, dispose: () => rm(dataDir, { recursive: true, force: true }) }
}

async function createTemplate(): Promise<void> {
  await mkdir(cacheDir, { recursive: true })
  const building = join(cacheDir, `pglite-building-${randomUUID()}`)
  try {
    // apps/api opens (initdb) and migrates the directory; no chain is read.
    const server = await createApiServer(
      { chains: [], dataDir: building, indexerPollMs: false, rateLimit: false },
      { log: () => undefined },
    )
    await server.close()
    // Another run may have finished first: its template wins, this copy is dropped.
    await rename(building, templateDir).catch(() => undefined)
  } finally {
    await rm(building, { recursive: true, force: true })
  }
}
