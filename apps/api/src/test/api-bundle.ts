import { mkdirSync, rmdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

const srcDir = fileURLToPath(new URL('..', import.meta.url))
const root = fileURLToPath(new URL('../../../..', import.meta.url))
/** Beside `src/compat/` (same depth), so `new URL('../../compat/…', import.meta.url)` still works. */
const outDir = join(srcDir, '.api-bundle')
const WORKSPACE = /^@portico\/([a-z-]+)(?:\/(.+))?$/

/**
 * Our packages from their sources (as tsx reads them through the tsconfig paths); every other
 * package stays a Node import of the very file Node would load, resolved from its importer, so
 * pnpm's strict layout holds (the bundle sits in apps/api but imports what siwx depends on).
 */
const resolveLikeNode: Plugin = {
  name: 'resolve-like-node',
  setup(on) {
    on.onResolve({ filter: WORKSPACE }, (args) => {
      const [, name, entry = 'index'] = WORKSPACE.exec(args.path) ?? []
      return { path: join(root, 'packages', name ?? '', 'src', 'exports', `${entry}.ts`) }
    })
    on.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined
      const resolved = await on.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      })
      if (resolved.errors.length > 0) return { errors: resolved.errors }
      return { path: resolved.path, external: true }
    })
  },
}

let bundled: Promise<string> | undefined

/**
 * `src/main.ts` as one ES module (our code from sources, packages as Node imports), built once per
 * test process: a child process started on it runs plain Node with no TypeScript loader, so
 * starting the API costs Node's own module loading only (the kill tests start it a dozen times).
 * Resolves the bundle's path; `disposeApiBundle` removes it.
 */
export function apiBundle(): Promise<string> {
  bundled ??= (async () => {
    const dir = join(outDir, `${process.pid}`)
    mkdirSync(dir, { recursive: true })
    // Also gone when a test file that never calls `disposeApiBundle` ends its process.
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    const outfile = join(dir, 'main.mjs')
    await build({
      entryPoints: [join(srcDir, 'main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Node's own choice of entry: no bundler-only `module` condition or field.
      conditions: ['node'],
      mainFields: ['main'],
      logLevel: 'silent',
      plugins: [resolveLikeNode],
    })
    return outfile
  })()
  return bundled
}

/** Removes this process's bundle (its directory). */
export function disposeApiBundle(): void {
  if (!bundled) return
  bundled = undefined
  rmSync(join(outDir, `${process.pid}`), { recursive: true, force: true })
  try {
    rmdirSync(outDir)
  } catch {
    // Another test process still has its bundle there.
  }
}
