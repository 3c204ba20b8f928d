import { familyParts } from './family-parts.js'
import type { StarterOptions } from './starter-options.js'

/** How one framework reads a public build-time variable, and what its source files are. */
export interface FrameworkEnv {
  /** The expression that reads the public variable `name` (e.g. `import.meta.env.VITE_X`). */
  read(name: string): string
  /** The public variables' prefix the framework inlines into the browser's code. */
  prefix: string
  /** The page's origin, as the kit's metadata names the app. */
  origin: string
  /**
   * `instance`: the module exports the kit (a single-page app has one page per browser);
   * `factory`: it exports `createKit()`, called once per page (a server renders many requests).
   */
  shape: 'instance' | 'factory'
}

/** The public build-time variables an app reads (their framework prefix goes in front). */
export const envNames = {
  localRpcUrl: 'PORTICO_LOCAL_RPC_URL',
  apiUrl: 'PORTICO_API_URL',
  frameUrl: 'PORTICO_FRAME_URL',
  /** Set by `npm run dev:local` only: the script that installs the local stack's test wallets. */
  testWalletsUrl: 'PORTICO_TEST_WALLETS_URL',
} as const

/** The app's title, as the kit's metadata and the page show it. */
export function displayNameOf(packageName: string): string {
  return packageName
    .split(/[-_.~]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * The module that creates the app's one kit: the chosen families' adapters and networks, sign-in
 * and the embedded wallet when chosen, and apps/api when its URL is set. Valid as TypeScript and
 * as JavaScript (nothing in it needs a type annotation).
 */
export function kitSource(options: StarterOptions, packageName: string, env: FrameworkEnv): string {
  const parts = options.families.map((family) => familyParts[family])
  const title = JSON.stringify(displayNameOf(packageName))
  const hasEvm = options.families.includes('evm')
  const coreImports = [
    'createAppKit',
    ...(hasEvm ? ['defineNetwork'] : []),
    ...parts.flatMap((part) => part.networks),
  ].sort()
  const read = (name: string) => env.read(`${env.prefix}${name}`)
  const lines: string[] = []
  for (const part of [...parts].sort((a, b) => a.package.localeCompare(b.package)))
    lines.push(`import { ${part.adapter} } from '${part.package}'`)
  lines.push(`import { ${coreImports.join(', ')} } from '@portico/core'`)
  if (options.signIn)
    lines.push(`import { createLocalSiwx, createServerSiwx } from '@portico/siwx'`)
  lines.push('')
  lines.push(`// Your self-hosted apps/api (\`npx portico-api serve\`): balances, activity, names and sign-in
// sessions. Without it the kit still connects wallets; the account view shows what the wallet says.
const apiUrl = ${read(envNames.apiUrl)} || undefined`)
  if (options.embeddedWallet)
    lines.push(`// The embedded wallet's frame (\`npx portico-frame serve\`), on its own origin: email and social
// logins happen there, never in this page.
const frameUrl = ${read(envNames.frameUrl)} || undefined`)
  if (hasEvm)
    lines.push(`
// A local chain while developing (e.g. anvil: ${env.prefix}${envNames.localRpcUrl}=http://127.0.0.1:8545):
// listed first, so the kit starts on it.
const localRpcUrl = ${read(envNames.localRpcUrl)} || undefined
const local = localRpcUrl
  ? defineNetwork({
      id: 31337,
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [localRpcUrl] } },
      testnet: true,
    })
  : undefined`)
  const listed = parts.flatMap((part) => part.networks).join(', ')
  // Both branches are array literals, so TypeScript reads each as the non-empty list it is.
  const networks = hasEvm ? `local ? [local, ${listed}] : [${listed}]` : `[${listed}]`
  lines.push('')
  const open =
    env.shape === 'instance'
      ? `/** The app's one kit: created once, handed to the provider. */
export const kit = createAppKit({`
      : `/** The app's kit: one per page (on the server, one per request), handed to the provider. */
export function createKit() {
  return createAppKit({`
  const body = `
  adapters: [${parts.map((part) => part.call.replace('NAME', title)).join(', ')}],
  networks: ${networks},
  projectId: ${JSON.stringify(packageName)},
  metadata: { name: ${title}, description: ${JSON.stringify(`${displayNameOf(packageName)}, made with Portico`)}, url: ${env.origin}, icons: [] },
  apiUrl,${
    options.signIn
      ? `
  // Sign-in (SIWX): sessions verified by apps/api when it is set; otherwise kept in this browser and
  // verified by nobody, for trying it out only.
  siwx: apiUrl ? createServerSiwx({ url: \`\${apiUrl.replace(/\\/$/, '')}/v1/siwx\` }) : createLocalSiwx(),`
      : ''
  }${options.embeddedWallet ? '\n  ...(frameUrl ? { embeddedWallet: { frameUrl } } : {}),' : ''}`
  lines.push(
    env.shape === 'instance'
      ? `${open}${body}\n})\n`
      : `${open}${body.replace(/\n/g, '\n  ')}\n  })\n}\n`,
  )
  return lines.join('\n')
}
