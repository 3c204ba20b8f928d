import { readFileSync, rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const appDir = fileURLToPath(new URL('../..', import.meta.url))

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

/**
 * `pnpm build` of this package: the server's own code as one ES module, `dist/cli.js` (the
 * `portico-api` bin), run by plain Node. Every package it imports, ours included, stays an
 * import of the published package, so each one is installed once as a dependency; the build
 * fails when one is not listed in `dependencies` (the packed server would not start).
 */
export async function buildServer(outDir = join(appDir, 'dist')): Promise<{ bytes: number }> {
  rmSync(outDir, { recursive: true, force: true })
  const result = await build({
    entryPoints: { cli: join(appDir, 'src/cli/main.ts') },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The paths of tsconfig.json point our packages at their sources (for editors); the build
    // imports them as published, like any other dependency.
    tsconfig: join(appDir, 'tsconfig.typecheck.json'),
    metafile: true,
    logLevel: 'warning',
  })
  const manifest = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  const builtins = new Set(builtinModules)
  const missing = new Set<string>()
  let bytes = 0
  for (const output of Object.values(result.metafile.outputs)) {
    bytes += output.bytes
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue
      const name = packageOf(imported.path)
      if (!builtins.has(name) && !manifest.dependencies?.[name]) missing.add(name)
    }
  }
  if (missing.size > 0)
    throw new Error(
      `dist imports packages that are not in dependencies: ${[...missing].sort().join(', ')}`,
    )
  return { bytes }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now()
  const { bytes } = await buildServer()
  console.log(
    `dist/cli.js: ${(bytes / 1024).toFixed(0)} KiB in ${Math.round(performance.now() - started)} ms`,
  )
}
