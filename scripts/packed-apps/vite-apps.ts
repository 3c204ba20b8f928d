import { tarballDependencies, writeAppFile as write } from './app-files'

/**
 * The two Vite apps: pages of one Vite project (one install, one `vite build` with both pages as
 * inputs, as Vite's multi-page apps are built), each page its own app with its own entry.
 */
export const viteApps = ['evm', 'families'] as const
export type ViteApp = (typeof viteApps)[number]

/** What the test hands an app at run time (the local chains' ports are only known then). */
export interface ViteAppConfig {
  rpcUrl: string
  solana?: { genesisHash: string; rpcUrl: string; wsUrl: string }
  bitcoin?: { esploraUrl: string }
}

/** The Portico packages the apps import (the test adds their workspace dependencies). */
export const viteAppKitPackages = [
  '@portico/core',
  '@portico/ui-react',
  '@portico/adapter-evm',
  '@portico/adapter-solana',
  '@portico/adapter-bitcoin',
  '@portico/adapter-polkadot',
]

/** What a user adds next to the kit for a Vite + React dapp, at the versions the workspace pins. */
export const viteAppThirdParty = {
  dependencies: ['react', 'react-dom', 'viem', 'wagmi', '@tanstack/react-query'],
  devDependencies: ['vite', '@vitejs/plugin-react'],
}

// The URL's `config` parameter: the test serves the build once and opens it with the chains of the
// moment, so nothing about the machine is baked into the build.
const readConfig = `const config = JSON.parse(new URLSearchParams(window.location.search).get('config') ?? '{}')`

const localEvm = `const local = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [config.rpcUrl] } },
  testnet: true,
})`

const metadata = (name: string) =>
  `{ name: '${name}', description: 'Installed from the packed tarballs', url: window.location.origin, icons: [] }`

const render = `createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppKitProvider instance={kit}>
      <main>
        <h1>Packed app</h1>
        <AppKitButton />
      </main>
    </AppKitProvider>
  </StrictMode>,
)`

const sources: Record<ViteApp, string> = {
  evm: `import { evmAdapter } from '@portico/adapter-evm'
import { createAppKit, defineNetwork } from '@portico/core'
import { AppKitButton, AppKitProvider } from '@portico/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

${readConfig}
${localEvm}

const kit = createAppKit({
  adapters: [evmAdapter({ networks: [local] })],
  networks: [local],
  projectId: 'packed-vite-evm',
  metadata: ${metadata('Packed EVM app')},
})

${render}
`,
  families: `import { bitcoinAdapter } from '@portico/adapter-bitcoin'
import { evmAdapter } from '@portico/adapter-evm'
import { polkadotAdapter } from '@portico/adapter-polkadot'
import { solanaAdapter } from '@portico/adapter-solana'
import { bitcoinRegtest, createAppKit, defineNetwork, solanaLocalnet, westend } from '@portico/core'
import { AppKitButton, AppKitProvider } from '@portico/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

${readConfig}
${localEvm}

const kit = createAppKit({
  adapters: [
    evmAdapter({ networks: [local] }),
    solanaAdapter(),
    bitcoinAdapter(),
    polkadotAdapter({ appName: 'Packed families app' }),
  ],
  networks: [local, solanaLocalnet(config.solana), bitcoinRegtest(config.bitcoin), westend],
  projectId: 'packed-vite-families',
  metadata: ${metadata('Packed families app')},
})

${render}
`,
}

/**
 * Writes a fresh Vite + React project into `root`: one package.json naming the kit by tarball
 * (`file:`) and the rest by the given exact versions, and one folder per app, each an `index.html`
 * with its own entry. `npm run build` builds both pages in one pass into `dist/<app>/` (the
 * modules the two share are transformed and minified once instead of once per app).
 */
export function writeViteApps(
  root: string,
  kitTarballs: Readonly<Record<string, string>>,
  pins: Readonly<Record<string, string>>,
): void {
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, pins[name] as string]))
  const manifest = {
    name: 'portico-packed-vite-apps',
    private: true,
    type: 'module',
    scripts: { build: 'vite build' },
    dependencies: { ...tarballDependencies(kitTarballs), ...pick(viteAppThirdParty.dependencies) },
    devDependencies: pick(viteAppThirdParty.devDependencies),
  }
  write(root, 'package.json', `${JSON.stringify(manifest, null, 2)}\n`)
  write(
    root,
    'vite.config.js',
    `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: ${JSON.stringify(viteApps.map((app) => `${app}/index.html`))} } },
})
`,
  )
  for (const app of viteApps) {
    write(
      root,
      `${app}/index.html`,
      `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Packed ${app} app</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./src/main.tsx"></script>
  </body>
</html>
`,
    )
    write(root, `${app}/src/main.tsx`, sources[app])
  }
}
