/**
 * The import rules of ARCHITECTURE.md as data. A package's shipped source (its `src/`, tests and
 * test kits aside) may import only the workspace packages listed for it; apps may import any
 * package, but only through its public entrypoints.
 */

/** Workspace packages each library package may import from shipped source (and depend on). */
const allowedWorkspaceImports: Readonly<Record<string, readonly string[]>> = {
  '@portico/api-client': [],
  // One verifier per signature scheme: a leaf, used by the adapters, siwx and testing.
  '@portico/verify': [],
  '@portico/core': ['@portico/api-client'],
  '@portico/siwx': ['@portico/core', '@portico/verify'],
  '@portico/ui-react': ['@portico/core', '@portico/siwx'],
  // Published test wallets, relay, local chains and Playwright fixtures: nothing else of ours.
  '@portico/testing': ['@portico/core', '@portico/verify'],
}

const adapterPrefix = '@portico/adapter-'

/** `@portico/adapter-evm`, `@portico/adapter-solana`, ...: each imports core (and verify) only. */
export function isAdapter(name: string): boolean {
  return name.startsWith(adapterPrefix)
}

/**
 * The workspace packages `name` may import, or `'any'` for an app (apps compose everything,
 * through public entrypoints only), or `undefined` for a library package with no rule yet.
 */
export function workspaceImportsAllowed(
  name: string,
  dir: string,
): readonly string[] | 'any' | undefined {
  // Examples are apps a user copies: they compose any package, through public entrypoints only.
  if (dir.startsWith('apps/') || dir.startsWith('examples/')) return 'any'
  if (isAdapter(name)) return ['@portico/core', '@portico/verify']
  return allowedWorkspaceImports[name]
}

/** UI frameworks: only ui-react (and apps) render. */
const frameworks = ['react', 'react-dom', 'preact', 'vue', 'svelte', 'solid-js']

/** Chain SDKs: only the adapter of their family (and apps, the testing package) use them. */
const chainSdks = [
  'viem',
  'ox',
  'wagmi',
  '@wagmi/*',
  'ethers',
  'mipd',
  '@walletconnect/*',
  '@reown/*',
  '@solana/*',
  '@polkadot/*',
  'sats-connect',
  'bitcoinjs-lib',
]

/** Third-party packages a library package must never import (ARCHITECTURE.md, "Rules"). */
const forbiddenThirdParty: Readonly<Record<string, readonly string[]>> = {
  '@portico/api-client': [...frameworks, ...chainSdks],
  '@portico/core': [...frameworks, ...chainSdks],
  '@portico/siwx': frameworks,
  // Each scheme's entry may use its family's library (viem for EIP-191, polkadot-js for sr25519).
  '@portico/verify': frameworks,
  '@portico/ui-react': chainSdks,
}

/** Adapters must not render: no UI framework in an adapter. */
const forbiddenInAdapters = frameworks

/** Whether `packageName` (a bare package name) matches a pattern such as `@solana/*`. */
function matches(pattern: string, packageName: string): boolean {
  return pattern.endsWith('/*')
    ? packageName.startsWith(pattern.slice(0, -1))
    : packageName === pattern
}

/** The forbidden pattern `packageName` falls under for package `name`, if any. */
export function forbiddenThirdPartyPattern(name: string, packageName: string): string | undefined {
  const patterns = isAdapter(name) ? forbiddenInAdapters : (forbiddenThirdParty[name] ?? [])
  return patterns.find((pattern) => matches(pattern, packageName))
}
