import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { SITE_DIR } from './code-blocks.js'

// A one-page site built with the docs site's own config: VitePress refuses a dead internal link
// only while the config keeps its default (no `ignoreDeadLinks`), so this fails if that changes.
const TINY = join(SITE_DIR, 'test-results', 'dead-link-site')
const VITEPRESS = join(SITE_DIR, 'node_modules', 'vitepress', 'bin', 'vitepress.js')

/** A site of two pages, `index.md` linking to `link` and `other.md`. */
function tinySite(link: string): void {
  rmSync(TINY, { recursive: true, force: true })
  mkdirSync(join(TINY, '.vitepress'), { recursive: true })
  writeFileSync(
    join(TINY, '.vitepress', 'config.ts'),
    "export { default } from '../../../.vitepress/config.js'\n",
  )
  writeFileSync(join(TINY, 'index.md'), `# Tiny\n\n[Other page](${link}) and [this one](/other)\n`)
  writeFileSync(join(TINY, 'other.md'), '# Other\n')
}

// VitePress colours its messages when it sees CI=true, which splits the text matched below.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/** `vitepress build` of the tiny site, as the site's build script runs it (its own process). */
async function buildTiny(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [VITEPRESS, 'build', TINY],
      {
        timeout: 90_000,
      },
    )
    return { code: 0, output: (stdout + stderr).replace(ANSI_COLOUR, '') }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    const output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`.replace(ANSI_COLOUR, '')
    return { code: failed.code ?? -1, output }
  }
}

afterAll(() => rmSync(TINY, { recursive: true, force: true }))

describe("the site's config and dead links", () => {
  it('a page linking to a page that does not exist fails the build, the link named', async () => {
    tinySite('/missing-page')
    const dead = await buildTiny()
    expect(dead.code).toBe(1)
    // Named by VitePress's check: the failure is that link, and the one to a page that exists passes.
    expect(dead.output).toContain('Found dead link /missing-page in file index.md')
    expect(dead.output).not.toContain('Found dead link /other')
    expect(dead.output).toContain('1 dead link(s) found.')
  })
})
