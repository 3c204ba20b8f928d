import { spawn } from 'node:child_process'
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
): Promise<PackResult> {
  const child = spawn('pnpm', ['pack', '--pack-destination', destination], {
    cwd: join(rootDir, pkg.dir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ ok: false, error: error.message }))
    child.once('close', (code) => {
      const tarball = stdout.trim().split('\n').at(-1) ?? ''
      resolve(
        code === 0 && tarball.endsWith('.tgz')
          ? { ok: true, tarball }
          : { ok: false, error: stderr.trim() || `pnpm pack exited with ${code}` },
      )
    })
  })
}
