import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import type { PublishedPackage } from './published-packages'

/** What `pnpm pack` left: the tarball's path, or why there is none. */
export type PackResult = { ok: true; tarball: string } | { ok: false; error: string }

/**
 * Packs one workspace package into `destination` as `pnpm publish` would (`workspace:` ranges
 * replaced by the packed versions, `files` applied). Reads the package's built `dist`: run after
 * `pnpm build`. The package checks and the packed-apps check both pack through here.
 */
export function packPackage(
  rootDir: string,
  pkg: PublishedPackage,
  destination: string,
): PackResult {
  const result = spawnSync('pnpm', ['pack', '--pack-destination', destination], {
    cwd: join(rootDir, pkg.dir),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const tarball = (result.stdout ?? '').trim().split('\n').at(-1) ?? ''
  if (result.status !== 0 || !tarball.endsWith('.tgz'))
    return { ok: false, error: (result.stderr ?? '').trim() || (result.error?.message ?? '') }
  return { ok: true, tarball }
}
