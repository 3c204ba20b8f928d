import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const cli = join(
  dirname(createRequire(join(root, 'package.json')).resolve('@changesets/cli/package.json')),
  'bin.js',
)

describe('changesets', () => {
  // `pnpm changeset` is how every user-visible change gets its entry: the CLI must start on the
  // Node the repo supports (engines: >= 20; 3.x called a Node 22 API at start and crashed), and
  // every pending changeset must parse and name a package of the workspace.
  it('the CLI runs on this Node and reads every pending changeset', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-changesets-'))
    try {
      const out = join(dir, 'status.json')
      // The CLI joins `--output` to its working directory, even an absolute path.
      const run = spawnSync(process.execPath, [cli, 'status', `--output=${relative(root, out)}`], {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(run.status, run.stderr).toBe(0)
      const status = JSON.parse(readFileSync(out, 'utf8')) as {
        changesets: { releases: { name: string }[] }[]
        releases: { name: string; type: string }[]
      }
      expect(status.changesets.length).toBeGreaterThan(0)
      expect(status.releases.map((r) => r.name)).toContain('@portico/core')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)
})
