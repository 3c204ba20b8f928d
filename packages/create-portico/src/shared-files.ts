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
  return `${lines.join('\n')}\n`
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

## Settings

Public values, built into the page: \`.env\` holds what the starter was given; put your own in \`.env.local\` (not committed).

${settings.join('\n')}
`
}
