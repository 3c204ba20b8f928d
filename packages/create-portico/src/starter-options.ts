/** The frameworks the starter writes an app for. */
export const frameworks = ['vite', 'next'] as const
export type Framework = (typeof frameworks)[number]

/** How the starter names each framework to the user. */
export const frameworkLabels: Readonly<Record<Framework, string>> = {
  vite: 'Vite + React',
  next: 'Next.js',
}

/** The chain families, by the names the starter's flags use. */
export const familyNames = ['evm', 'solana', 'bitcoin', 'polkadot'] as const
export type FamilyName = (typeof familyNames)[number]

/** Everything the starter needs to write an app. */
export interface StarterOptions {
  /** The folder to create (its last segment names the app and its package). */
  directory: string
  framework: Framework
  /** At least one, in the order of {@link familyNames}. */
  families: readonly FamilyName[]
  signIn: boolean
  embeddedWallet: boolean
  /** A self-hosted apps/api (`portico-api serve`); absent: the kit runs without a data API. */
  apiUrl?: string
  /** The embedded wallet's frame (`portico-frame serve`); present when `embeddedWallet` is. */
  frameUrl?: string
}

/** The choices in a few words (the families, then sign-in and the embedded wallet when on). */
export function choicesOf(options: StarterOptions): string {
  return [
    ...options.families,
    ...(options.signIn ? ['sign-in'] : []),
    ...(options.embeddedWallet ? ['embedded wallet'] : []),
  ].join(', ')
}

/** What the starter uses when a choice is neither given by flag nor asked (no terminal). */
export const defaultChoices = {
  framework: 'vite',
  families: ['evm'],
  signIn: false,
  embeddedWallet: false,
  frameUrl: 'http://127.0.0.1:8788/',
} as const satisfies Partial<StarterOptions>

/** A choice that was given but is not allowed; the message names the flag and what is. */
export class StarterOptionError extends Error {
  override readonly name = 'StarterOptionError'
}

/**
 * An app's package name from its folder: npm's rules (lower case, URL-safe, at most 214
 * characters), so `npm install` in the new folder never refuses the name the starter chose.
 */
export function packageNameOf(directory: string): string {
  const base =
    directory
      .replace(/[\\/]+$/, '')
      .split(/[\\/]/)
      .pop() ?? ''
  const name = base
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+/, '')
    .slice(0, 214)
  if (!name) throw new StarterOptionError(`"${directory}" gives no usable package name`)
  return name
}

/** Parses `--families evm,solana`: known names, no repeats, at least one; kept in canonical order. */
export function parseFamilies(value: string): FamilyName[] {
  const given = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
  const unknown = given.filter((name) => !(familyNames as readonly string[]).includes(name))
  if (unknown.length > 0)
    throw new StarterOptionError(
      `--families: unknown ${unknown.map((name) => `"${name}"`).join(', ')} (allowed: ${familyNames.join(', ')})`,
    )
  if (given.length === 0)
    throw new StarterOptionError(`--families: name at least one of ${familyNames.join(', ')}`)
  return familyNames.filter((name) => given.includes(name))
}

export function parseFramework(value: string): Framework {
  const framework = value.trim().toLowerCase()
  if ((frameworks as readonly string[]).includes(framework)) return framework as Framework
  throw new StarterOptionError(`--framework: "${value}" is not one of ${frameworks.join(', ')}`)
}

/** An http(s) URL without credentials, query or fragment, kept with one trailing slash removed. */
export function parseServiceUrl(flag: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new StarterOptionError(`${flag}: "${value}" is not a URL (e.g. https://api.example.com)`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new StarterOptionError(`${flag}: "${value}" must start with http:// or https://`)
  if (url.username || url.password || url.search || url.hash)
    throw new StarterOptionError(
      `${flag}: "${value}" must not carry credentials, a query or a fragment`,
    )
  return url.href
}
