import { tarballDependencies, writeAppFile as write } from './app-files'

/** The Portico packages the Next.js app imports (the test adds their workspace dependencies). */
export const nextAppKitPackages = ['@portico/core', '@portico/ui-react', '@portico/adapter-evm']

/** What a user adds next to the kit for a Next.js app router app, at the versions the workspace pins. */
export const nextAppThirdParty = ['next', 'react', 'react-dom']

/**
 * Writes a fresh Next.js app router app into `root` (JavaScript, as `create-next-app` without
 * TypeScript writes it): the server page hands the RPC URL of its `rpc` search parameter to a
 * client component that creates the kit (rendered on the server first, then hydrated).
 */
export function writeNextApp(
  root: string,
  kitTarballs: Readonly<Record<string, string>>,
  /** The exact versions of {@link nextAppThirdParty}. */
  pins: Readonly<Record<string, string>>,
): void {
  const manifest = {
    name: 'portico-packed-next-app',
    private: true,
    scripts: { build: 'next build', start: 'next start' },
    dependencies: { ...tarballDependencies(kitTarballs), ...pins },
  }
  write(root, 'package.json', `${JSON.stringify(manifest, null, 2)}\n`)
  write(
    root,
    'next.config.mjs',
    `// Built once and thrown away: no build cache to write for a next build, no source maps to make
// or read (about a third of the build's CPU time; the code it emits is the same, less the maps).
export default {
  reactStrictMode: true,
  experimental: {
    turbopackFileSystemCacheForBuild: false,
    turbopackSourceMaps: false,
    turbopackInputSourceMaps: false,
  },
}
`,
  )
  write(
    root,
    'app/layout.jsx',
    `export const metadata = { title: 'Packed Next.js app' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  )
  write(
    root,
    'app/page.jsx',
    `import { Portico } from './portico'

// The test starts the local chain at run time and passes its RPC URL in the query string.
export default async function Page({ searchParams }) {
  const { rpc } = await searchParams
  return (
    <main>
      <h1>Packed Next.js app</h1>
      <Portico rpcUrl={typeof rpc === 'string' ? rpc : 'http://127.0.0.1:8545'} />
    </main>
  )
}
`,
  )
  write(
    root,
    'app/portico.jsx',
    `'use client'

import { evmAdapter } from '@portico/adapter-evm'
import { createAppKit, defineNetwork } from '@portico/core'
import { AppKitButton, AppKitProvider } from '@portico/ui-react'
import { useState } from 'react'

function createKit(rpcUrl) {
  const local = defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
  return createAppKit({
    adapters: [evmAdapter({ networks: [local] })],
    networks: [local],
    projectId: 'packed-next',
    metadata: { name: 'Packed Next.js app', description: 'Installed from the packed tarballs', url: 'http://127.0.0.1', icons: [] },
  })
}

export function Portico({ rpcUrl }) {
  const [kit] = useState(() => createKit(rpcUrl))
  return (
    <AppKitProvider instance={kit}>
      <AppKitButton />
    </AppKitProvider>
  )
}
`,
  )
}
