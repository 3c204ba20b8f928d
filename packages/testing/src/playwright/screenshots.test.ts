import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveScreenshot } from './screenshots.js'

const dirs: string[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function place() {
  const root = mkdtempSync(join(tmpdir(), 'shots-'))
  dirs.push(root)
  return { resultsDir: join(root, 'results'), readmeDir: join(root, 'readme'), name: 'connect' }
}
const shoot = (bytes: string) => async (path: string) => writeFileSync(path, bytes)

describe('saveScreenshot', () => {
  it("writes to the run's folder and leaves the README's committed picture alone", async () => {
    const where = place()
    vi.stubEnv('PORTICO_UPDATE_SCREENSHOTS', '')
    const file = await saveScreenshot(shoot('new'), where)
    expect(readFileSync(file, 'utf8')).toBe('new')
    expect(file.startsWith(where.resultsDir)).toBe(true)
    expect(existsSync(join(where.readmeDir, 'connect.png'))).toBe(false)
  })

  it('rewrites the committed picture only with PORTICO_UPDATE_SCREENSHOTS=1', async () => {
    const where = place()
    vi.stubEnv('PORTICO_UPDATE_SCREENSHOTS', '1')
    await saveScreenshot(shoot('updated'), where)
    expect(readFileSync(join(where.readmeDir, 'connect.png'), 'utf8')).toBe('updated')
  })
})
