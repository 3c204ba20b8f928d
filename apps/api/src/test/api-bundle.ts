import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { cachedBuild, workspaceSourceInputs } from '../../../../scripts/build-cache/cached-build.js'

const srcDir = fileURLToPath(new URL('..', import.meta.url))
const root = fileURLToPath(new URL('../../../..', import.meta.url))
const WORKSPACE = /^@portico\/([a-z-]+)(?:\/(.+))?$/
/**
 * Kept as Node imports: PGlite reads its WebAssembly and data files beside its own modules;
 * pg-native is an optional native module pg loads only when asked to (never here).
 */
const KEEP_EXTERNAL = /^(@electric-sql\/pglite|pg-native)(\/|$)/

/**
 * Our packages from their sources (as tsx reads them through the tsconfig paths); every other
 * package resolved from its importer as Node would (pnpm's strict layout holds: the bundle is
 * built in apps/api but bundles what siwx depends on) and bundled, except {@link KEEP_EXTERNAL},
 * which stay imports of the very file Node would load.
 */
const resolveLikeNode: Plugin = {
  name: 'resolve-like-node',
  setup(on) {
    on.onResolve({ filter: WORKSPACE }, (args) => {
      const [, name, entry = 'index'] = WORKSPACE.exec(args.path) ?? []
      return { path: join(root, 'packages', name ?? '', 'src', 'exports', `${entry}.ts`) }
    })
    on.onResolve({ filter: KEEP_EXTERNAL }, async (args) => {
      if (args.pluginData === 'resolving') return undefined
      const resolved = await on.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      })
      // Not installed (an optional module): left as the import it was, never reached.
      if (resolved.errors.length > 0) return { path: args.path, external: true }
      return { path: resolved.path, external: true }
    })
  },
}

/** What the bundle is made of: apps/api's sources (not its old bundles), the workspace's, the lockfile. */
function bundleInputs(): string[] {
  const own = readdirSync(srcDir)
    .filter((entry) => entry !== '.api-bundle')
    .map((entry) => join(srcDir, entry))
  return [...own, ...workspaceSourceInputs()]
}

let bundled: Promise<string> | undefined

/**
 * `src/main.ts` as one ES module with its libraries inside (our code from sources), built once per
 * change of the sources or the lockfile and kept by their hash (scripts/build-cache), so every test
 * file and run that starts the API as a process shares one build. A child process started on it runs
 * plain Node with no TypeScript loader and loads one file instead of a thousand modules: a start
 * costs the server's own set-up (the kill tests start it a dozen times, the cluster tests 3 at once).
 * Resolves the bundle's path.
 */
export function apiBundle(): Promise<string> {
  bundled ??= cachedBuild({
    name: 'api-main',
    inputs: bundleInputs(),
    marker: 'main.mjs',
    build: async (outDir) => {
      await build({
        entryPoints: [join(srcDir, 'main.ts')],
        outfile: join(outDir, 'main.mjs'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // Node's own choice of entry: no bundler-only `module` condition or field.
        conditions: ['node'],
        mainFields: ['main'],
        // The CommonJS libraries inside an ES module still `require` Node's built-ins, and some
        // read `__dirname` (ioredis on an error's stack): the bundle's own, as Node gives a module.
        banner: {
          js: [
            "import { createRequire as requireOfBundle } from 'node:module'",
            "import { fileURLToPath as pathOfBundle } from 'node:url'",
            'const require = requireOfBundle(import.meta.url)',
            'const __filename = pathOfBundle(import.meta.url)',
            "const __dirname = pathOfBundle(new URL('.', import.meta.url))",
          ].join(';'),
        },
        logLevel: 'error',
        plugins: [resolveLikeNode],
      })
    },
  })
    .then((dir) => join(dir, 'main.mjs'))
    .catch((error: unknown) => {
      bundled = undefined
      throw error
    })
  return bundled
}
