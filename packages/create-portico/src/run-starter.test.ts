import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runStarter, starterVersion } from './run-starter.js'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function workDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'create-portico-'))
  made.push(dir)
  return dir
}

describe('create-portico, the command', () => {
  it('writes the app the flags describe and says what to type next', async () => {
    const cwd = workDir()
    const said: string[] = []
    const code = await runStarter(
      [join(cwd, 'shop'), '--framework', 'next', '--families', 'evm,solana', '--yes'],
      { cwd, say: (line) => said.push(line), ask: async () => 'unused' },
    )
    expect(code).toBe(0)
    expect(said.join('\n')).toBe(
      'Created shop: Next.js, evm, solana.\nNext:\n  cd shop\n  npm install\n  npm run dev        (or npm run dev:local: local chains and test wallets, offline)',
    )
    const manifest = JSON.parse(readFileSync(join(cwd, 'shop/package.json'), 'utf8'))
    expect(manifest.dependencies['@portico/adapter-solana']).toBe(`^${starterVersion()}`)
    expect(existsSync(join(cwd, 'shop/app/portico.js'))).toBe(true)
  })

  it('a relative folder is made in the working folder it was given, not the process’s', async () => {
    const cwd = workDir()
    const said: string[] = []
    expect(await runStarter(['shop', '--yes'], { cwd, say: (line) => said.push(line) })).toBe(0)
    expect(existsSync(join(cwd, 'shop/src/portico.ts'))).toBe(true)
    expect(said[0]).toBe('Created shop: Vite + React, evm.')
  })

  it('refuses a folder that holds files, and writes nothing into it', async () => {
    const cwd = workDir()
    writeFileSync(join(cwd, 'notes.txt'), 'mine')
    const said: string[] = []
    expect(await runStarter([cwd, '--yes'], { cwd, say: (line) => said.push(line) })).toBe(1)
    expect(said).toEqual([`create-portico: ${cwd} is not empty: choose a new folder`])
    expect(existsSync(join(cwd, 'package.json'))).toBe(false)
  })

  it('a wrong flag: exit 1 with the problem, nothing written', async () => {
    const cwd = workDir()
    const said: string[] = []
    expect(
      await runStarter([join(cwd, 'x'), '--families', 'ton'], {
        cwd,
        say: (line) => said.push(line),
      }),
    ).toBe(1)
    expect(said[0]).toBe(
      'create-portico: --families: unknown "ton" (allowed: evm, solana, bitcoin, polkadot)',
    )
    expect(existsSync(join(cwd, 'x'))).toBe(false)
  })
})
