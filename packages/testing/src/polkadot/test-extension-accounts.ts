// Browser-safe: the test extension's key store. Real keys from @polkadot/keyring; what a dapp sees
// follows the polkadot-js extension (hidden accounts never leave the extension, ethereum-type
// accounts only with `get(true)`).
import type { InjectedAccount } from '@polkadot/extension-inject/types'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import type { KeypairType } from '@polkadot/util-crypto/types'

/** One account the test extension holds (JSON-serialisable, so a page script can take it). */
export interface PolkadotTestAccountOptions {
  /** Secret URI (`//Alice`, `<mnemonic>//hard/soft`). One of `uri` / `mnemonic` is required. */
  uri?: string
  /** A BIP-39 mnemonic (same as `uri` without a derivation path). */
  mnemonic?: string
  name?: string
  /** Key type. Default 'sr25519'. */
  type?: KeypairType
  /** Kept by the extension but never exposed to dapps (polkadot-js "hide account"). */
  hidden?: boolean
  /** Restricts the account to one chain (what extensions expose as `genesisHash`). */
  genesisHash?: `0x${string}` | null
}

/** An account with its key. */
export interface PolkadotTestAccount {
  /** As the extension exposes it (SS58 with the extension's prefix; 0x… H160 for ethereum). */
  address: string
  name: string
  type: KeypairType
  hidden: boolean
  genesisHash: `0x${string}` | null
  publicKey: `0x${string}`
  pair: KeyringPair
}

/**
 * The default accounts of the test extension: //Alice and //Bob (sr25519, funded on the local
 * chain), //Alice as ed25519 and as ecdsa (funded too), a hidden //Charlie and an ethereum-type
 * account (listed only with `get(true)`).
 */
export const polkadotTestExtensionAccounts: readonly PolkadotTestAccountOptions[] = [
  { uri: '//Alice', name: 'Alice', type: 'sr25519' },
  { uri: '//Bob', name: 'Bob', type: 'sr25519' },
  { uri: '//Alice', name: 'Alice (ed25519)', type: 'ed25519' },
  { uri: '//Alice', name: 'Alice (ecdsa)', type: 'ecdsa' },
  { uri: '//Charlie', name: 'Charlie (hidden)', type: 'sr25519', hidden: true },
  // Ethereum keys derive by BIP-44 from a mnemonic (the Substrate dev phrase), not from //Alice.
  {
    uri: "bottom drive obey lake curtain smoke basket hold race lonely fit walk/m/44'/60'/0'/0/0",
    name: 'Alice (ethereum)',
    type: 'ethereum',
  },
]

/** Builds the key pairs (call after `cryptoWaitReady()`: sr25519 needs the wasm). */
export function createTestAccounts(
  options: readonly PolkadotTestAccountOptions[],
  ss58Format: number,
): PolkadotTestAccount[] {
  return options.map((option, index) => {
    const type = option.type ?? 'sr25519'
    const secret = option.uri ?? option.mnemonic
    if (!secret) throw new TypeError(`test extension account ${index} needs a uri or a mnemonic`)
    const pair = new Keyring({ type, ss58Format }).addFromUri(secret)
    return {
      address: pair.address,
      name: option.name ?? `Account ${index + 1}`,
      type,
      hidden: option.hidden ?? false,
      genesisHash: option.genesisHash ?? null,
      publicKey: u8aToHex(pair.publicKey),
      pair,
    }
  })
}

/** What a dapp sees: hidden accounts never, ethereum-type ones only when it asks for any type. */
export function visibleAccounts(
  accounts: readonly PolkadotTestAccount[],
  anyType: boolean,
): InjectedAccount[] {
  return accounts
    .filter((account) => !account.hidden && (anyType || account.type !== 'ethereum'))
    .map(({ address, name, type, genesisHash }) => ({ address, name, type, genesisHash }))
}

/** The visible account an address (any SS58 prefix, or 0x H160) names, or undefined. */
export function findAccount(
  accounts: readonly PolkadotTestAccount[],
  address: string,
): PolkadotTestAccount | undefined {
  const key = accountKey(address)
  if (key === undefined) return undefined
  return accounts.find((account) => !account.hidden && accountKey(account.address) === key)
}

function accountKey(address: string): string | undefined {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return address.toLowerCase()
  try {
    return encodeAddress(decodeAddress(address), 42)
  } catch {
    return undefined
  }
}
