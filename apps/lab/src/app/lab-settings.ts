import type { ChainNamespace, Features, ThemeMode, ThemeVariables } from '@portico/core'
import { type LabSignIn, parseLabSignIn } from './lab-sign-in.js'
import { isSafeThemeValue } from './theme-value.js'

/** The chain families the settings choose among (eip155 is the EVM devnet). */
export const LAB_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot']

/** The features the settings panel turns on and off (SPEC §9 defaults: all on). */
export const LAB_FEATURES = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'history',
  'receive',
  'send',
  'analytics',
] as const
export type LabFeature = (typeof LAB_FEATURES)[number]

/** Theme variables the panel edits (any `--portico-*` token works through the URL). */
export const LAB_THEME_VARIABLES = ['accent', 'radius-card', 'font-family'] as const

/** Everything the settings panel controls; all of it lives in the page URL. */
export interface LabSettings {
  /** Features switched off (the rest are on). */
  off: LabFeature[]
  themeMode: ThemeMode
  /** Theme token → value, e.g. `{ accent: '#ff0066' }`. */
  themeVariables: Record<string, string>
  /** Enabled chain ids, in order; empty means all devnet chains. */
  networks: number[]
  /** Families the kit uses (`families=eip155,solana`); empty means every family the stack started. */
  families: ChainNamespace[]
  /** Sign-in (`signin=optional|required`); absent means off. */
  signIn?: LabSignIn
  /** `assets=wallet`: the injected test wallet offers ERC-7811 asset discovery (balances from it). */
  walletAssets?: true
  /**
   * `wallettimeout=3000`: how long (ms, 1 000–600 000) each family's adapter waits for the wallet
   * to answer a prompt (`requestTimeout`); absent means the adapters' default. The fault tests shorten
   * it to see a wallet that never answers named within seconds.
   */
  walletTimeout?: number
  /**
   * `frametimeout=3000`: the kit's wallet-frame bound (`embeddedWallet.timeoutMs`, ms, 1 000–600 000);
   * absent means the kit's default (30000 ms, SPEC §9, unit-tested in core with a fake clock). The
   * frame fault tests shorten it so a frame that never answers is named within seconds.
   */
  frameTimeout?: number
}

const THEME_PREFIX = 'tv-'
const TOKEN_PATTERN = /^[a-z0-9-]{1,40}$/

/**
 * Reads settings from a query string: `off=email,swaps`, `theme=light`, `tv-accent=%23ff0066`,
 * `networks=31337`. Unknown features, bad tokens, theme values that could load or escape
 * (`isSafeThemeValue`) and bad chain ids are ignored.
 */
export function parseLabSettings(search: string): LabSettings {
  const params = new URLSearchParams(search)
  const list = (name: string) =>
    (params.get(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  const off = list('off').filter((item): item is LabFeature =>
    (LAB_FEATURES as readonly string[]).includes(item),
  )
  const themeVariables: Record<string, string> = {}
  for (const [key, value] of params) {
    const token = key.slice(THEME_PREFIX.length)
    if (key.startsWith(THEME_PREFIX) && TOKEN_PATTERN.test(token) && isSafeThemeValue(value)) {
      themeVariables[token] = value
    }
  }
  const networks = list('networks')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  const families = list('families').filter((item): item is ChainNamespace =>
    LAB_NAMESPACES.includes(item as ChainNamespace),
  )
  const signIn = parseLabSignIn(search)
  const walletTimeout = boundMs(params.get('wallettimeout'))
  const frameTimeout = boundMs(params.get('frametimeout'))
  return {
    ...(walletTimeout === undefined ? {} : { walletTimeout }),
    ...(frameTimeout === undefined ? {} : { frameTimeout }),
    ...(signIn === 'off' ? {} : { signIn }),
    ...(params.get('assets') === 'wallet' ? { walletAssets: true as const } : {}),
    families: [...new Set(families)],
    off: [...new Set(off)],
    themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
    themeVariables,
    networks: [...new Set(networks)],
  }
}

/** A bound in ms from the URL: a whole number from 1 s to 10 min, otherwise none. */
function boundMs(value: string | null): number | undefined {
  const ms = Number(value ?? Number.NaN)
  return Number.isSafeInteger(ms) && ms >= 1_000 && ms <= 600_000 ? ms : undefined
}

/** The query string for `settings` (defaults left out, so the plain URL is the default lab). */
export function formatLabSettings(settings: LabSettings): string {
  const params = new URLSearchParams()
  if (settings.off.length) params.set('off', settings.off.join(','))
  if (settings.themeMode !== 'dark') params.set('theme', settings.themeMode)
  for (const [token, value] of Object.entries(settings.themeVariables)) {
    if (value) params.set(`${THEME_PREFIX}${token}`, value)
  }
  if (settings.networks.length) params.set('networks', settings.networks.join(','))
  if (settings.families.length) params.set('families', settings.families.join(','))
  if (settings.signIn && settings.signIn !== 'off') params.set('signin', settings.signIn)
  if (settings.walletTimeout) params.set('wallettimeout', String(settings.walletTimeout))
  if (settings.frameTimeout) params.set('frametimeout', String(settings.frameTimeout))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Core feature flags for these settings. */
export function labFeatures(settings: LabSettings): Partial<Features> {
  const on = (feature: LabFeature) => !settings.off.includes(feature)
  return {
    email: on('email'),
    socials: on('socials')
      ? ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
      : false,
    swaps: on('swaps'),
    onramp: on('onramp'),
    history: on('history'),
    receive: on('receive'),
    send: on('send'),
    analytics: on('analytics'),
  }
}

/** Theme variables for core (`{ accent: ... }` → the kit maps them to `--portico-accent`). */
export function labThemeVariables(settings: LabSettings): ThemeVariables {
  return { ...settings.themeVariables }
}
