import { address, none } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
} from '@solana-program/token'
import { deterministicSolanaKeypair, type SolanaKeypair } from './solana-keypair.js'
import type { SvmLedger } from './svm-ledger.js'
import {
  encodeTokenMetadata,
  TOKEN_METADATA_PROGRAM,
  type TokenMetadataFields,
  tokenMetadataAddress,
} from './token-metadata.js'
import {
  MINT_SIZE,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM,
} from './token-state.js'

export const LAMPORTS_PER_SOL = 1_000_000_000n

/** A fixture mint. */
export interface SolanaFixtureMint {
  address: string
  decimals: number
  programId: string
  name: string
  symbol: string
}

export type SolanaFixtureMintKey = 'usdc' | 'token9' | 'token2022' | 'nft'

const mintSpecs: Record<SolanaFixtureMintKey, Omit<SolanaFixtureMint, 'address'>> = {
  usdc: { decimals: 6, programId: TOKEN_PROGRAM, name: 'USD Coin (local)', symbol: 'USDC' },
  token9: { decimals: 9, programId: TOKEN_PROGRAM, name: 'Nine Decimals', symbol: 'NINE' },
  token2022: { decimals: 6, programId: TOKEN_2022_PROGRAM, name: 'Portico 2022', symbol: 'P22' },
  nft: { decimals: 0, programId: TOKEN_PROGRAM, name: 'Portico Pal #1', symbol: 'PAL' },
}

/** Funded accounts: this many, each with {@link solanaFixtureLamports}. */
export const solanaFundedAccountCount = 4
export const solanaFixtureLamports = 100n * LAMPORTS_PER_SOL

/**
 * Token balances (base units) of each funded account; the NFT's single token is account 0's only.
 */
export const solanaFixtureTokenBalances: Record<SolanaFixtureMintKey, bigint> = {
  usdc: 1_000n * 10n ** 6n,
  token9: 50n * 10n ** 9n,
  token2022: 500n * 10n ** 6n,
  nft: 1n,
}

/** The fixed keypairs: funded account `i`, the faucet, and each mint. */
export function solanaFixtureKeypair(
  label: `account ${number}` | 'faucet' | `mint ${SolanaFixtureMintKey}`,
): SolanaKeypair {
  return deterministicSolanaKeypair(label)
}

const mintEncoder = getMintEncoder()
const tokenEncoder = getTokenEncoder()

/** Writes a mint (+ its Metaplex metadata) to the ledger; account 0 is the mint authority. */
export async function writeMint(
  ledger: SvmLedger,
  mint: SolanaFixtureMint,
  supply: bigint,
  authority: string,
  metadata: TokenMetadataFields = mint,
): Promise<void> {
  ledger.setAccount({
    address: mint.address,
    lamports: ledger.minimumBalanceForRentExemption(BigInt(MINT_SIZE)),
    owner: mint.programId,
    executable: false,
    data: new Uint8Array(
      mintEncoder.encode({
        mintAuthority: mint.decimals === 0 ? none() : address(authority),
        supply,
        decimals: mint.decimals,
        isInitialized: true,
        freezeAuthority: none(),
      }),
    ),
  })
  const metadataBytes = encodeTokenMetadata(mint.address, authority, metadata)
  ledger.setAccount({
    address: await tokenMetadataAddress(mint.address),
    lamports: ledger.minimumBalanceForRentExemption(BigInt(metadataBytes.length)),
    owner: TOKEN_METADATA_PROGRAM,
    executable: false,
    data: metadataBytes,
  })
}

/** Writes `owner`'s associated token account of `mint` holding `amount`; returns its address. */
export async function writeTokenAccount(
  ledger: SvmLedger,
  mint: Pick<SolanaFixtureMint, 'address' | 'programId'>,
  owner: string,
  amount: bigint,
): Promise<string> {
  const [ata] = await findAssociatedTokenPda({
    mint: address(mint.address),
    owner: address(owner),
    tokenProgram: address(mint.programId),
  })
  ledger.setAccount({
    address: ata,
    lamports: ledger.minimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE)),
    owner: mint.programId,
    executable: false,
    data: new Uint8Array(
      tokenEncoder.encode({
        mint: address(mint.address),
        owner: address(owner),
        amount,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      }),
    ),
  })
  return ata
}

/** Installs the funded accounts, the faucet and the four mints with their balances. */
export async function installSolanaFixtures(ledger: SvmLedger) {
  const accounts = Array.from({ length: solanaFundedAccountCount }, (_, i) =>
    solanaFixtureKeypair(`account ${i}`),
  )
  const faucet = solanaFixtureKeypair('faucet')
  // Large but below 2^53 so every JSON client reads balances exactly.
  ledger.setAccount({
    address: faucet.address,
    lamports: 1_000_000n * LAMPORTS_PER_SOL,
    owner: SYSTEM_PROGRAM,
    executable: false,
    data: new Uint8Array(),
  })
  for (const account of accounts) {
    ledger.setAccount({
      address: account.address,
      lamports: solanaFixtureLamports,
      owner: SYSTEM_PROGRAM,
      executable: false,
      data: new Uint8Array(),
    })
  }
  const authority = accounts[0]!.address
  const mints = {} as Record<SolanaFixtureMintKey, SolanaFixtureMint>
  for (const key of Object.keys(mintSpecs) as SolanaFixtureMintKey[]) {
    const mint = { ...mintSpecs[key], address: solanaFixtureKeypair(`mint ${key}`).address }
    mints[key] = mint
    const holders = key === 'nft' ? accounts.slice(0, 1) : accounts
    const balance = solanaFixtureTokenBalances[key]
    await writeMint(ledger, mint, balance * BigInt(holders.length), authority)
    for (const holder of holders) await writeTokenAccount(ledger, mint, holder.address, balance)
  }
  return { accounts, faucet, mints }
}
