import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { kitPackagesOf } from './app-manifest.js'
import { starterFiles } from './starter-files.js'
import type { FamilyName, Framework, StarterOptions } from './starter-options.js'
import { thirdPartyVersions } from './third-party-versions.js'

const options = (overrides: Partial<StarterOptions>): StarterOptions => ({
  directory: 'out/my-dapp',
  framework: 'vite',
  families: ['evm'],
  signIn: false,
  embeddedWallet: false,
  ...overrides,
})

const kitFileOf: Record<Framework, string> = { vite: 'src/portico.ts', next: 'app/portico.js' }
const adapterOf: Record<FamilyName, string> = {
  evm: 'evmAdapter',
  solana: 'solanaAdapter',
  bitcoin: 'bitcoinAdapter',
  polkadot: 'polkadotAdapter',
}

describe('the files the starter writes', () => {
  for (const framework of ['vite', 'next'] as const) {
    it(`${framework}: only the chosen families’ adapters, imported, called and depended on`, () => {
      const files = starterFiles(options({ framework, families: ['solana', 'polkadot'] }), '1.2.3')
      const kit = files[kitFileOf[framework]] ?? ''
      for (const family of ['solana', 'polkadot'] as const) {
        expect(kit).toContain(`import { ${adapterOf[family]} } from '@portico/adapter-${family}'`)
        expect(kit).toContain(`${adapterOf[family]}(`)
      }
      for (const family of ['evm', 'bitcoin'] as const) expect(kit).not.toContain(adapterOf[family])
      expect(kit).toContain('networks: [solana, solanaDevnet, polkadot, westend]')
      const manifest = JSON.parse(files['package.json'] ?? '{}') as {
        name: string
        dependencies: Record<string, string>
      }
      expect(manifest.name).toBe('my-dapp')
      expect(
        Object.keys(manifest.dependencies).filter((name) => name.startsWith('@portico/')),
      ).toEqual([
        '@portico/adapter-polkadot',
        '@portico/adapter-solana',
        '@portico/core',
        '@portico/ui-react',
      ])
      expect(manifest.dependencies['@portico/core']).toBe('^1.2.3')
      expect(manifest.dependencies.react).toBe(thirdPartyVersions.react)
    })

    it(`${framework}: EVM with a local chain first when its URL is set; sign-in and the embedded wallet only when chosen`, () => {
      const plain = starterFiles(options({ framework }), '1.0.0')[kitFileOf[framework]] ?? ''
      expect(plain).toContain('networks: local ? [local, mainnet, sepolia] : [mainnet, sepolia]')
      expect(plain).not.toContain('siwx')
      expect(plain).not.toContain('embeddedWallet')
      const all = starterFiles(
        options({ framework, signIn: true, embeddedWallet: true, frameUrl: 'https://w.example/' }),
        '1.0.0',
      )
      const kit = all[kitFileOf[framework]] ?? ''
      expect(kit).toContain("import { createLocalSiwx, createServerSiwx } from '@portico/siwx'")
      expect(kit).toContain('/v1/siwx')
      expect(kit).toContain('embeddedWallet: { frameUrl }')
      const prefix = framework === 'vite' ? 'VITE_' : 'NEXT_PUBLIC_'
      expect(all['.env']).toContain(`${prefix}PORTICO_FRAME_URL=https://w.example/`)
      expect(kit).toContain(`${prefix}PORTICO_FRAME_URL`)
      expect(JSON.parse(all['package.json'] ?? '{}').dependencies['@portico/siwx']).toBe('^1.0.0')
    })
  }

  // The workspace's own pin, which its tests of @portico/testing run with.
  const rootOverrides = (
    JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      pnpm: { overrides: Record<string, string> }
    }
  ).pnpm.overrides

  it('npm run dev:local: portico-local for the chosen families around the dev server, both at the kit’s version', () => {
    for (const [framework, prefix, dev] of [
      ['vite', 'VITE_', 'vite'],
      ['next', 'NEXT_PUBLIC_', 'next dev'],
    ] as const) {
      const files = starterFiles(options({ framework, families: ['evm', 'bitcoin'] }), '1.2.3')
      const manifest = JSON.parse(files['package.json'] ?? '{}') as {
        scripts: Record<string, string>
        devDependencies: Record<string, string>
        overrides: Record<string, string>
      }
      expect(manifest.scripts['dev:local']).toBe(
        `portico-local --families evm,bitcoin --env-prefix ${prefix} -- ${dev}`,
      )
      expect(manifest.devDependencies['@portico/testing']).toBe('^1.2.3')
      expect(manifest.devDependencies['@portico/api']).toBe('^1.2.3')
      expect(manifest.overrides).toEqual({ leveldown: rootOverrides.leveldown })
      // Empty in .env: a build without dev:local inlines an empty string, and its branch is dropped.
      expect(files['.env']).toContain(`\n${prefix}PORTICO_TEST_WALLETS_URL=\n`)
      expect(files['README.md']).toContain('`npm run dev:local`')
      expect(files['README.md']).toContain('"Portico Test Wallet", "Portico Bitcoin Wallet"')
    }
    const vite = starterFiles(options({}), '1.0.0')['src/main.tsx'] ?? ''
    // The test wallets are in the page before the kit module runs (it looks for wallets when made).
    expect(vite.indexOf('import.meta.env.VITE_PORTICO_TEST_WALLETS_URL')).toBeLessThan(
      vite.indexOf("await import('./portico')"),
    )
    expect(vite).not.toMatch(/^import .*'\.\/portico'/m)
    const layout = starterFiles(options({ framework: 'next' }), '1.0.0')['app/layout.jsx'] ?? ''
    expect(layout).toContain(
      '{testWalletsUrl ? <Script src={testWalletsUrl} strategy="beforeInteractive" /> : null}',
    )
  })

  it('next: the kit is made once per page in a client module; the page renders on the server', () => {
    const files = starterFiles(options({ framework: 'next' }), '1.0.0')
    expect(files['app/portico.js']).toMatch(
      /^'use client'\n[\s\S]*export function createKit\(\) \{\n {2}return createAppKit\(\{/,
    )
    expect(files['app/providers.jsx']).toContain('useState(createKit)')
    expect(files['app/page.jsx']).not.toContain('use client')
  })

  it('the API URL given is written to the env file, and nothing else that is secret', () => {
    const files = starterFiles(options({ apiUrl: 'https://api.example.com/' }), '1.0.0')
    expect(files['.env']).toContain('VITE_PORTICO_API_URL=https://api.example.com/')
    expect(files['.gitignore']).toContain('.env.local')
  })

  it('every kit package an app names exists in the workspace, published under that name', () => {
    const all = kitPackagesOf(
      options({ families: ['evm', 'solana', 'bitcoin', 'polkadot'], signIn: true }),
    )
    for (const name of all) {
      const dir = name.replace('@portico/', '')
      const json = JSON.parse(
        readFileSync(new URL(`../../${dir}/package.json`, import.meta.url), 'utf8'),
      )
      expect(json.name).toBe(name)
      expect(json.private).not.toBe(true)
    }
  })

  it('third-party versions are the ones the examples pin and test', () => {
    const pins = (example: string) => {
      const json = JSON.parse(
        readFileSync(new URL(`../../../examples/${example}/package.json`, import.meta.url), 'utf8'),
      ) as { dependencies: Record<string, string>; devDependencies: Record<string, string> }
      return { ...json.dependencies, ...json.devDependencies }
    }
    const next = pins('nextjs')
    const vite = pins('vite-react')
    for (const name of ['react', 'react-dom', 'next', '@types/react', '@types/react-dom'] as const)
      expect(`${name}@${thirdPartyVersions[name]}`).toBe(`${name}@${next[name]}`)
    for (const name of ['vite', '@vitejs/plugin-react', 'typescript'] as const)
      expect(`${name}@${thirdPartyVersions[name]}`).toBe(`${name}@${vite[name]}`)
  })
})
