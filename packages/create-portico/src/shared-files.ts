import { envNames } from './kit-source.js'
import { choicesOf, type StarterOptions } from './starter-options.js'

// What both frameworks write alike: the page, the env file and the README.

/** The page: the kit's button and what is connected (the same for both frameworks). */
export function appSource(title: string): string {
  return `import { AppKitButton, useAppKitAccount } from '@portico/ui-react'

export function App() {
  const { address, isConnected } = useAppKitAccount()
  return (
    <main>
      <h1>${title}</h1>
      <AppKitButton />
      <p role="status">{isConnected ? \`Connected: \${address}\` : 'Not connected'}</p>
    </main>
  )
}
`
}

/** The public settings the starter was given, as the framework's env file holds them. */
export function envFile(options: StarterOptions, prefix: string): string {
  const lines = [
    '# Public settings, built into the page (never put a secret here).',
    `${prefix}${envNames.apiUrl}=${options.apiUrl ?? ''}`,
  ]
  if (options.embeddedWallet) lines.push(`${prefix}${envNames.frameUrl}=${options.frameUrl ?? ''}`)
  if (options.families.includes('evm'))
    lines.push(
      `# e.g. http://127.0.0.1:8545 (anvil) to develop on a local chain`,
      `${prefix}${envNames.localRpcUrl}=`,
    )
  lines.push(
    "# Set by `npm run dev:local` (the local stack's test wallets); leave it empty here",
    `${prefix}${envNames.testWalletsUrl}=`,
  )
  return `${lines.join('\n')}\n`
}

const localChainText: Readonly<Record<StarterOptions['families'][number], string>> = {
  evm: 'two EVM chains (anvil, chain ids 31337 and 31338, with test tokens) and apps/api on them (PGlite in memory)',
  solana: 'a simulated Solana chain',
  bitcoin: 'a Bitcoin regtest chain',
  polkadot: 'a Polkadot test extension (no local chain: the kit lists Polkadot and Westend)',
}

/**
 * The name each family's test wallet has in the modal (@portico/testing's; packed-apps holds the
 * README's to them).
 */
const localTestWalletNames: Readonly<Record<StarterOptions['families'][number], string>> = {
  evm: 'Portico Test Wallet',
  solana: 'Portico Solana Wallet',
  bitcoin: 'Portico Bitcoin Wallet',
  polkadot: 'Portico Test Extension',
}

/** What `npm run dev:local` starts for these families, in a sentence. */
function localStackText(options: StarterOptions): string {
  return `Runs the dev server with \`portico-local\` (from @portico/testing) around it: ${options.families
    .map((family) => localChainText[family])
    .join(
      '; ',
    )}; and a script that installs a test wallet per family in the page, on those chains${options.families.includes('evm') ? ` (the EVM one holds the chains' funded account 1). The kit starts on the local chain (\`${envNames.localRpcUrl}\`)` : ''}.`
}

function testWalletNames(options: StarterOptions): string {
  return options.families.map((family) => `"${localTestWalletNames[family]}"`).join(', ')
}

/** The app's README: how to run it and where each setting goes. */
export function appReadme(
  title: string,
  options: StarterOptions,
  framework: { prefix: string; kitFile: string },
): string {
  const settings = [
    `- \`${framework.prefix}${envNames.apiUrl}\`: your apps/api (\`npx portico-api serve\`, see @portico/api). Without it wallets still connect; balances, activity and names need it.`,
    ...(options.embeddedWallet
      ? [
          `- \`${framework.prefix}${envNames.frameUrl}\`: the embedded wallet's frame (\`npx portico-frame serve\`, see @portico/wallet-frame), on an origin of its own.`,
        ]
      : []),
    ...(options.families.includes('evm')
      ? [
          `- \`${framework.prefix}${envNames.localRpcUrl}\`: a local EVM chain (e.g. anvil's \`http://127.0.0.1:8545\`), listed first so the kit starts on it.`,
        ]
      : []),
  ]
  return `# ${title}

Made with \`npm create portico\`: ${choicesOf(options)}.

\`\`\`sh
npm install
npm run dev
\`\`\`

The kit is created in \`${framework.kitFile}\`; change its options there.

## Offline, with test wallets: \`npm run dev:local\`

${localStackText(options)} Open the address the dev server prints and connect a test wallet from the modal (${testWalletNames(options)}). Ctrl-C stops everything. For development only: the test wallets hold publicly known keys, and a build made without \`npm run dev:local\` holds none of this.

## Settings

Public values, built into the page: \`.env\` holds what the starter was given; put your own in \`.env.local\` (not committed).

${settings.join('\n')}
`
}
