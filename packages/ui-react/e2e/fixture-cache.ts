import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const e2e = fileURLToPath(new URL('.', import.meta.url))
/** Built fixture pages by content hash (under `e2e/dist`, git-ignored). */
const CACHE = join(e2e, 'dist', 'fixture-cache')

/** A build older than this, of sources since changed, is removed (a file still serving it ended). */
const KEEP_MS = 60 * 60 * 1000

/** Folders that are outputs, not inputs: a build never reads them. */
const SKIP = /^(dist|node_modules|screenshots|\.fixture-dist.*)$/

function collect(dir: string, files: string[], keep: (name: string) => boolean): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.test(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) collect(path, files, keep)
    else if (entry.isFile() && keep(entry.name)) files.push(path)
  }
}

/**
 * What decides a fixture page's build: the e2e folder's sources (the fixtures import each other),
 * every workspace package's sources (the pages bundle them through the workspace alias, tests
 * excepted), the lockfile (the dependencies) and the alias itself.
 */
function inputsHash(fixture: string): string {
  const files: string[] = []
  collect(e2e, files, (name) => !name.endsWith('.test.ts'))
  const packages = join(repo, 'packages')
  for (const name of readdirSync(packages).sort()) {
    const src = join(packages, name, 'src')
    if (existsSync(src)) collect(src, files, (file) => !/\.test\.tsx?$/.test(file))
  }
  files.push(join(repo, 'pnpm-lock.yaml'), join(repo, 'vitest.shared.ts'))
  const hash = createHash('sha256').update(fixture)
  for (const file of files.sort()) hash.update(file).update('\0').update(readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The folder holding `fixture`'s page built from the current sources: built by `build` into a
 * folder of its own the first time, then reused by every later test file (the same page was built
 * once per file, up to four times a run). Two files building at once both finish; the first to
 * move its folder into place wins, the other's is dropped, so a cut-off build is never taken.
 */
export async function cachedFixtureBuild(
  fixture: string,
  build: (outDir: string) => Promise<void>,
): Promise<string> {
  const done = join(CACHE, `${fixture}-${inputsHash(fixture)}`)
  if (existsSync(join(done, 'index.html'))) return done
  const partial = `${done}.partial-${process.pid}-${Date.now()}`
  await build(partial)
  try {
    renameSync(partial, done)
  } catch (error) {
    if (!existsSync(join(done, 'index.html'))) throw error
    rmSync(partial, { recursive: true, force: true })
  }
  for (const entry of readdirSync(CACHE)) {
    const path = join(CACHE, entry)
    if (path !== done && Date.now() - statSync(path).mtimeMs > KEEP_MS)
      rmSync(path, { recursive: true, force: true })
  }
  return done
}
