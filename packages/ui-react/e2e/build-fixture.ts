import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { workspaceAlias } from '../../../vitest.shared.js'
import { cachedFixtureBuild } from './fixture-cache.js'

const here = fileURLToPath(new URL('.', import.meta.url))

/**
 * Builds a fixture page (`e2e/<fixture>`, default `fixture`; production mode, workspace sources)
 * with Vite's JS API and resolves the folder holding it: with `outDir`, that folder; without, a
 * build kept by content hash that later test files reuse (fixture-cache.ts).
 */
export async function buildFixture(outDir?: string, fixture = 'fixture'): Promise<string> {
  const run = async (dir: string) => {
    await build({
      root: `${here}${fixture}`,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react()],
      resolve: { alias: workspaceAlias },
      build: { outDir: dir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
    })
  }
  if (outDir === undefined) return cachedFixtureBuild(fixture, run)
  await run(outDir)
  return outDir
}
