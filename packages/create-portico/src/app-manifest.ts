import { familyParts } from './family-parts.js'
import { envNames } from './kit-source.js'
import type { StarterOptions } from './starter-options.js'
import { type ThirdPartyPackage, thirdPartyVersions } from './third-party-versions.js'

/** A new app: its files by path (forward slashes, relative to the app's folder). */
export type AppFiles = Record<string, string>

/** The Portico packages an app with these choices imports. */
export function kitPackagesOf(options: StarterOptions): string[] {
  return [
    '@portico/core',
    '@portico/ui-react',
    ...options.families.map((family) => familyParts[family].package),
    ...(options.signIn ? ['@portico/siwx'] : []),
  ].sort()
}

/** package.json: the kit at the starter's own version, the rest at the tested versions. */
export function manifest(
  name: string,
  options: StarterOptions,
  kitVersion: string,
  parts: {
    scripts: Record<string, string>
    dependencies: readonly ThirdPartyPackage[]
    devDependencies?: readonly ThirdPartyPackage[]
  },
): string {
  const pinned = (names: readonly ThirdPartyPackage[]) =>
    Object.fromEntries(names.map((dependency) => [dependency, thirdPartyVersions[dependency]]))
  const dependencies = Object.fromEntries(
    [
      ...kitPackagesOf(options).map((pkg) => [pkg, `^${kitVersion}`] as const),
      ...Object.entries(pinned(parts.dependencies)),
    ].sort(([a], [b]) => a.localeCompare(b)),
  )
  return `${JSON.stringify(
    {
      name,
      private: true,
      version: '0.1.0',
      type: 'module',
      scripts: parts.scripts,
      dependencies,
      ...(parts.devDependencies ? { devDependencies: pinned(parts.devDependencies) } : {}),
    },
    null,
    2,
  )}\n`
}

/** The app's README: how to run it and where each setting goes. */
export function appReadme(
  title: string,
  options: StarterOptions,
  run: { dev: string; prefix: string; envFile: string },
): string {
  const settings = [
    `- \`${run.prefix}${envNames.apiUrl}\`: your apps/api (\`npx portico-api serve\`, see @portico/api). Without it wallets still connect; balances, activity and names need it.`,
    ...(options.embeddedWallet
      ? [
          `- \`${run.prefix}${envNames.frameUrl}\`: the embedded wallet's frame (\`npx portico-frame serve\`, see @portico/wallet-frame), on an origin of its own.`,
        ]
      : []),
    ...(options.families.includes('evm')
      ? [
          `- \`${run.prefix}${envNames.localRpcUrl}\`: a local EVM chain (e.g. anvil's \`http://127.0.0.1:8545\`), listed first so the kit starts on it.`,
        ]
      : []),
  ]
  return `# ${title}

Made with \`npm create portico\`: ${options.families.join(', ')}${options.signIn ? ', sign-in' : ''}${options.embeddedWallet ? ', the embedded wallet' : ''}.

\`\`\`sh
npm install
${run.dev}
\`\`\`

The kit is created once in \`${options.framework === 'vite' ? 'src/portico.ts' : 'app/portico.js'}\`; change its options there.

## Settings

Public values, built into the page: \`.env\` holds what the starter was given; put your own in \`${run.envFile}\` (not committed).

${settings.join('\n')}
`
}
