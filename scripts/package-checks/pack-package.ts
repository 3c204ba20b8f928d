import { join } from 'node:path'
import type { PublishedPackage } from './published-packages'
import { runTool } from './run-tool'

/** What `pnpm pack` left: the tarball's path, or why there is none. */
export type PackResult = { ok: true; tarball: string } | { ok: false; error: string }

/**
 * Packs one workspace package into `destination` as `pnpm publish` would (`workspace:` ranges
 * replaced by the packed versions, `files` applied). Reads the package's built `dist`: run after
 * `pnpm build`. The package checks and the packed-apps check both pack through here.
 */
export async function packPackage(
  rootDir: string,
  pkg: PublishedPackage,
  destination: string,
): Promise<PackResult> {
  const run = await runTool(
    'pnpm',
    ['pack', '--pack-destination', destination],
    join(rootDir, pkg.dir),
  )
  if (run.error !== undefined) return { ok: false, error: run.error }
  const tarball = run.stdout.trim().split('\n').at(-1) ?? ''
  return run.code === 0 && tarball.endsWith('.tgz')
    ? { ok: true, tarball }
    : { ok: false, error: run.stderr.trim() || `pnpm pack exited with ${run.code}` }
}
