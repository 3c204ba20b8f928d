import type { CaipNetworkId } from '../types/chain.js'

/**
 * The 12 swap networks of SPEC §9, in the spec's order. 1313161554 (Aurora) is listed as given.
 */
export const swapNetworkIds: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
]

/** Chains where paying by card is offered (SPEC §9), by the on-ramp's chain names. */
export const cardPayChains: readonly string[] = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
]

/** IANA time zones of mainland China, Hong Kong and Macau, including legacy aliases (SPEC §9). */
export const restrictedTimeZones: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Urumqi',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
]

/**
 * True when a time zone is restricted (SPEC §9).
 *
 * @example
 * isRestrictedTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
 */
export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  return timeZone !== undefined && restrictedTimeZones.includes(timeZone)
}
