import { fileURLToPath } from 'node:url'
import { cachedBuild, workspaceSourceInputs } from '../../../scripts/build-cache/cached-build.js'
import { workspaceAlias } from '../../../vitest.shared.js'

const here = fileURLToPath(new URL('.', import.meta.url))

/**
 * Builds a fixture page (`e2e/<fixture>`, default `fixture`; production mode, workspace sources)
 * with Vite's JS API and resolves the folder holding it: with `outDir`, that folder; without, a
 * build kept by content hash that later test files and runs reuse (scripts/build-cache): the e2e
 * folder's sources (the fixtures import each other) and every workspace package's.
 */
export async function buildFixture(outDir?: string, fixture = 'fixture'): Promise<string> {
  const run = async (dir: string) => {
    // Loaded only to build: most files find the build made (Vite's import is 1-2 s of a file's).
    const [{ build }, { default: react }] = await Promise.all([
      import('vite'),
      import('@vitejs/plugin-react'),
    ])
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
  if (outDir === undefined)
    return cachedBuild({
      name: `ui-react-${fixture}`,
      inputs: [here, ...workspaceSourceInputs()],
      build: run,
    })
  await run(outDir)
  return outDir
}
