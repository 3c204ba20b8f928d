import { familyParts } from './family-parts.js'
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

/**
 * What `npm run dev:local` runs, at the kit's version too: `portico-local` (@portico/testing: local
 * chains and test wallets) and apps/api (@portico/api). Development only, never in the page.
 */
export const kitDevPackages = ['@portico/api', '@portico/testing'] as const

/**
 * npm `overrides` the app needs for those: bcoin (@portico/testing's Bitcoin regtest) asks for
 * leveldown 4.0.1, whose native build fails on Node 20 and newer; 6.1.1 installs from its
 * prebuilt binaries, and is the version Portico's own workspace pins and tests with.
 */
export const devOverrides = { leveldown: '6.1.1' } as const

/** The `dev:local` script: the local stack for these families around the framework's dev server. */
export function devLocalScript(options: StarterOptions, envPrefix: string, dev: string): string {
  return `portico-local --families ${options.families.join(',')} --env-prefix ${envPrefix} -- ${dev}`
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
      devDependencies: Object.fromEntries(
        [
          ...kitDevPackages.map((pkg) => [pkg, `^${kitVersion}`] as const),
          ...Object.entries(pinned(parts.devDependencies ?? [])),
        ].sort(([a], [b]) => a.localeCompare(b)),
      ),
      overrides: devOverrides,
    },
    null,
    2,
  )}\n`
}
