import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { workspaceAlias } from '../../../vitest.shared.js'

const here = fileURLToPath(new URL('.', import.meta.url))
export const FIXTURE_DIST = `${here}.fixture-dist`

/**
 * Builds a fixture page (`e2e/<fixture>`, default `fixture`; production mode, workspace sources)
 * into `outDir` with Vite's JS API.
 */
export async function buildFixture(
  outDir: string = FIXTURE_DIST,
  fixture = 'fixture',
): Promise<string> {
  await build({
    root: `${here}${fixture}`,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { alias: workspaceAlias },
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  })
  return outDir
}
