import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

/** SIWF's fixed SIWE fields (FIP-11): the statement and Optimism's chain id. */
export const SIWF_STATEMENT = 'Farcaster Auth'
export const SIWF_CHAIN_ID = 10

/** The Farcaster user a {@link FarcasterTestWallet} signs in as. */
export interface FarcasterTestUser {
  fid: number
  username: string
  displayName?: string
  bio?: string
  pfpUrl?: string
}

/** Options of {@link createFarcasterTestWallet}. */
export interface CreateFarcasterTestWalletOptions extends FarcasterTestUser {
  /** The custody key: the address the IdRegistry maps to `fid` (or, for a negative test, not). */
  privateKey: Hex
  now?: () => Date
}

/** Where the wallet answers: the relay's base URL and the key the relay gives wallets. */
export interface SiwfRelayAccess {
  url: string
  authKey: string
}

/** What the wallet signed and sent. */
export interface FarcasterApproval {
  channelToken: string
  message: string
  signature: Hex
}

/** A scripted Farcaster wallet app: it "scans" a sign-in URL and approves it as custody. */
export interface FarcasterTestWallet {
  custody: Address
  user: FarcasterTestUser
  /** Builds the SIWF message the URL asks for, signs it as custody, posts it to the relay. */
  approve(signInUrl: string, relay: SiwfRelayAccess): Promise<FarcasterApproval>
}

/** Why the wallet could not approve (a URL without a channel, or the relay refused). */
export class FarcasterTestWalletError extends Error {
  override name = 'FarcasterTestWalletError'
}

function param(url: URL, key: string): string | undefined {
  return url.searchParams.get(key) ?? undefined
}

function requiredParam(url: URL, key: string): string {
  const value = param(url, key)
  if (!value) throw new FarcasterTestWalletError(`The sign-in URL has no ${key}`)
  return value
}

/**
 * A Farcaster wallet for tests: given the sign-in URL an app shows (QR code or link), it builds
 * the Sign In With Farcaster message (EIP-4361 with statement "Farcaster Auth", chain id 10 and
 * the `farcaster://fid/<fid>` resource), signs it with the custody key (EIP-191) and posts it with
 * the profile to the relay's authenticate endpoint, as the Farcaster app does.
 *
 * @example
 * const wallet = createFarcasterTestWallet({ privateKey, fid: 1, username: 'alice' })
 * await wallet.approve(urlFromQrCode, relay)
 */
export function createFarcasterTestWallet(
  options: CreateFarcasterTestWalletOptions,
): FarcasterTestWallet {
  const account = privateKeyToAccount(options.privateKey)
  const { privateKey: _key, now = () => new Date(), ...user } = options
  return {
    custody: account.address,
    user,
    async approve(signInUrl, relay) {
      const url = new URL(signInUrl)
      const channelToken = requiredParam(url, 'channelToken')
      const notBefore = param(url, 'notBefore')
      const expirationTime = param(url, 'expirationTime')
      const requestId = param(url, 'requestId')
      const message = createSiweMessage({
        address: account.address,
        chainId: SIWF_CHAIN_ID,
        domain: requiredParam(url, 'domain'),
        nonce: requiredParam(url, 'nonce'),
        uri: requiredParam(url, 'siweUri'),
        version: '1',
        statement: SIWF_STATEMENT,
        issuedAt: now(),
        resources: [`farcaster://fid/${user.fid}`],
        ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
        ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
        ...(requestId ? { requestId } : {}),
      })
      const signature = await account.signMessage({ message })
      const response = await fetch(`${relay.url}/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${channelToken}`,
          'content-type': 'application/json',
          'x-farcaster-auth-relay-key': relay.authKey,
        },
        body: JSON.stringify({
          message,
          signature,
          authMethod: 'custody',
          fid: user.fid,
          username: user.username,
          displayName: user.displayName ?? user.username,
          bio: user.bio ?? '',
          pfpUrl: user.pfpUrl ?? '',
          custody: account.address,
        }),
      })
      if (response.status !== 201) {
        throw new FarcasterTestWalletError(
          `The relay refused the approval (HTTP ${response.status}): ${await response.text()}`,
        )
      }
      return { channelToken, message, signature }
    },
  }
}
