import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { cachedBuild, workspaceSourceInputs } from '../../../../scripts/build-cache/cached-build.js'
import { workspaceAlias } from '../../../../vitest.shared.js'

/** apps/lab, the root of its pages. */
export const labRoot = fileURLToPath(new URL('../../', import.meta.url))

/** The lab's pages: the demo dapp, the WalletConnect wallet, the hostile dapp. */
export const LAB_PAGES = {
  main: 'index.html',
  wallet: 'wallet/index.html',
  hostile: 'hostile/index.html',
} as const

/** The demo page's Polkadot test extension, a script of its own (polkadot-test-extension.ts). */
export const LAB_POLKADOT_ENTRY = 'src/app/polkadot-test-extension.ts'

/** A production build of the lab's pages. */
export interface LabBuild {
  /** The folder holding it (`index.html`, `wallet/`, `hostile/`, `assets/`). */
  dir: string
  /** The Polkadot test extension's built script, as the demo page loads it (`/assets/…js`). */
  polkadotScript: string
}

/** What the pages are built from (besides every workspace package's sources). */
const inputs = [
  ...Object.values(LAB_PAGES).map((page) => join(labRoot, page)),
  join(labRoot, 'src', 'app'),
  join(labRoot, 'src', 'wallet-page'),
  join(labRoot, 'src', 'hostile-page'),
  join(labRoot, 'src', 'lab-config.ts'),
  join(labRoot, 'package.json'),
  fileURLToPath(import.meta.url),
]

/**
 * The lab's pages built for production (React's production build, `@portico/*` from package
 * sources through the workspace alias), once per change of their sources (scripts/build-cache):
 * every e2e file's stack serves the same build instead of a dev server transforming every module
 * again for each file. The stack's configuration is not in the build: the server writes it into
 * each page as it sends it (lab-page-tags.ts).
 */
export async function buildLabPages(): Promise<LabBuild> {
  const dir = await cachedBuild({
    name: 'lab-pages',
    inputs: [...inputs, ...workspaceSourceInputs()],
    build: async (outDir) => {
      await build({
        configFile: false,
        root: labRoot,
        mode: 'production',
        // Rollup's notes on dependencies' comments are noise here; errors still throw.
        logLevel: 'error',
        plugins: [react()],
        resolve: { alias: workspaceAlias },
        build: {
          outDir,
          emptyOutDir: true,
          manifest: true,
          sourcemap: false,
          reportCompressedSize: false,
          rollupOptions: {
            input: {
              ...Object.fromEntries(
                Object.entries(LAB_PAGES).map(([name, path]) => [name, join(labRoot, path)]),
              ),
              polkadot: join(labRoot, LAB_POLKADOT_ENTRY),
            },
          },
        },
      })
    },
  })
  const manifest = JSON.parse(
    await readFile(join(dir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string } | undefined>
  const polkadot = manifest[LAB_POLKADOT_ENTRY]
  if (!polkadot) throw new Error(`lab: the build has no ${LAB_POLKADOT_ENTRY}`)
  return { dir, polkadotScript: `/${polkadot.file}` }
}
