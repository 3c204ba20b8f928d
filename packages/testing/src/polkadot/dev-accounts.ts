// Browser-safe: key specs only (no keyring here), shared by the local chain (which funds them) and
// the test extension (which holds their keys), so both sides agree on who is funded.

/** Key types a Polkadot extension account can have (`KeypairType` of @polkadot/util-crypto). */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

/** A development account known by its secret URI. */
export interface PolkadotDevAccountSpec {
  /** Secret URI (`//Alice`) or a mnemonic with an optional derivation path. */
  uri: string
  name: string
  type: PolkadotKeyType
}

/**
 * The accounts `startPolkadotChain` funds by default, in order: the six Substrate dev accounts
 * (sr25519) and //Alice again as ed25519 and as ecdsa (different keys, different addresses), so
 * every key type an extension can expose has funds.
 */
export const polkadotDevAccounts: readonly PolkadotDevAccountSpec[] = [
  { uri: '//Alice', name: 'Alice', type: 'sr25519' },
  { uri: '//Bob', name: 'Bob', type: 'sr25519' },
  { uri: '//Charlie', name: 'Charlie', type: 'sr25519' },
  { uri: '//Dave', name: 'Dave', type: 'sr25519' },
  { uri: '//Eve', name: 'Eve', type: 'sr25519' },
  { uri: '//Ferdie', name: 'Ferdie', type: 'sr25519' },
  { uri: '//Alice', name: 'Alice (ed25519)', type: 'ed25519' },
  { uri: '//Alice', name: 'Alice (ecdsa)', type: 'ecdsa' },
]
