import { bitcoinTestAccounts, bitcoinTestWalletKeys } from '@portico/testing/bitcoin-wallet'
import type { LabBitcoin, LabFamily, LabPolkadot, LabSolana } from '../lab-config.js'

/** The local chains of the chosen families, what the pages and apps/api need, and `stop()`. */
export interface FamilyChains {
  families: LabFamily[]
  solana?: LabSolana
  bitcoin?: LabBitcoin & { genesisHash: string }
  polkadot?: LabPolkadot
  /** apps/api's `families` config section for the started chains. */
  apiFamilies: Record<string, unknown>
  /** Solana: a real transfer of `lamports` from the chain's faucet to `address` (its signature). */
  solanaAirdrop?(address: string, lamports: bigint): Promise<string>
  /** Bitcoin: pays `sats` from the faucet to `address` and mines a block (the txid). */
  bitcoinFaucet?(address: string, sats: number): Promise<string>
  /** Bitcoin: mines `blocks` blocks (confirms what is in the mempool). */
  bitcoinMine?(blocks: number): Promise<unknown>
  /** Milliseconds each chain took to start. */
  timings: Partial<Record<LabFamily, number>>
  stop(): Promise<void>
}

/** The lab wallet's starting bitcoin: one faucet payment to its payment address. */
const BITCOIN_WALLET_SATS = 50_000_000

/**
 * Starts the local chain of each chosen family at once (Solana: LiteSVM facade; Bitcoin: bcoin
 * regtest with Esplora, the test wallet funded from the faucet; Polkadot: chopsticks), each loaded
 * only when chosen so a lab without a family never loads its chain code. A failure stops what
 * started and rethrows.
 *
 * @example
 * const chains = await startFamilyChains(['solana', 'bip122'])
 * await chains.stop()
 */
export async function startFamilyChains(families: readonly LabFamily[]): Promise<FamilyChains> {
  const stops: (() => Promise<void>)[] = []
  const timings: FamilyChains['timings'] = {}
  const timed = async <T>(family: LabFamily, run: () => Promise<T>): Promise<T> => {
    const at = performance.now()
    const value = await run()
    timings[family] = Math.round(performance.now() - at)
    return value
  }
  const stop = async () => {
    for (const fn of stops.splice(0).reverse()) await fn().catch(() => undefined)
  }
  try {
    const [solanaStarted, bitcoinStarted, polkadotStarted] = await Promise.all([
      families.includes('solana') ? timed('solana', () => startSolana(stops)) : undefined,
      families.includes('bip122') ? timed('bip122', () => startBitcoin(stops)) : undefined,
      families.includes('polkadot') ? timed('polkadot', () => startPolkadot(stops)) : undefined,
    ])
    const solana = solanaStarted?.lab
    const bitcoin = bitcoinStarted?.lab
    const polkadot = polkadotStarted?.lab
    const apiFamilies: Record<string, unknown> = {}
    if (solana) {
      apiFamilies.solana = {
        rpcUrl: solana.rpcUrl,
        genesisHash: solana.genesisHash,
        prices: { SOL: 150, [solana.usdc.address]: 1 },
      }
    }
    if (bitcoin) {
      apiFamilies.bitcoin = {
        esploraUrl: bitcoin.esploraUrl,
        genesisHash: bitcoin.genesisHash,
        network: 'regtest',
        price: 60_000,
      }
    }
    if (polkadot) {
      apiFamilies.polkadot = {
        wsUrl: polkadot.wsUrl,
        genesisHash: polkadot.genesisHash.toLowerCase(),
        prices: { [polkadot.symbol]: 5 },
      }
    }
    return {
      families: [...families],
      ...(solana ? { solana } : {}),
      ...(bitcoin ? { bitcoin } : {}),
      ...(polkadot ? { polkadot } : {}),
      ...solanaStarted?.helpers,
      ...bitcoinStarted?.helpers,
      ...polkadotStarted?.helpers,
      apiFamilies,
      timings,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

interface Started<T> {
  lab: T
  helpers: Partial<FamilyChains>
}

async function startSolana(stops: (() => Promise<void>)[]): Promise<Started<LabSolana>> {
  const { startSolanaChain } = await import('@portico/testing/solana')
  const chain = await startSolanaChain()
  stops.push(() => chain.stop())
  const [wallet, receiver, phone] = chain.accounts
  if (!wallet || !receiver || !phone)
    throw new Error('lab: the Solana chain has fewer than three accounts')
  const lab: LabSolana = {
    rpcUrl: chain.rpcUrl,
    wsUrl: chain.wsUrl,
    genesisHash: chain.genesisHash,
    caip2: chain.caip2,
    wallet: { address: wallet.address, secretKey: Array.from(wallet.secretKey) },
    receiver: receiver.address,
    walletConnectWallet: { address: phone.address, secretKey: Array.from(phone.secretKey) },
    usdc: { address: chain.mints.usdc.address, decimals: chain.mints.usdc.decimals },
  }
  return {
    lab,
    helpers: { solanaAirdrop: (address, lamports) => chain.airdrop(address, lamports) },
  }
}

async function startBitcoin(
  stops: (() => Promise<void>)[],
): Promise<Started<LabBitcoin & { genesisHash: string }>> {
  // bcoin's native modules are not built: its pure-JS backend (set before it is loaded).
  process.env.NODE_BACKEND = 'js'
  const { startBitcoinChain } = await import('@portico/testing/bitcoin')
  const chain = await startBitcoinChain()
  stops.push(() => chain.stop())
  const keys = bitcoinTestWalletKeys()
  const accounts = bitcoinTestAccounts(keys.paymentPrivateKey, keys.ordinalsPrivateKey)
  await chain.faucet(accounts.payment.address, BITCOIN_WALLET_SATS)
  const lab = {
    esploraUrl: chain.esploraUrl,
    caip2: chain.caip2,
    genesisHash: chain.genesisHash,
    wallet: {
      ...keys,
      payment: accounts.payment.address,
      ordinals: accounts.ordinals.address,
    },
    receiver: chain.faucetAddress,
  }
  return {
    lab,
    helpers: {
      bitcoinFaucet: (address, sats) => chain.faucet(address, sats),
      bitcoinMine: (blocks) => chain.mine(blocks),
    },
  }
}

async function startPolkadot(stops: (() => Promise<void>)[]): Promise<Started<LabPolkadot>> {
  // Leased: the worker's chopsticks process is handed on, reset, to the next stack (stop releases it).
  const { leasePolkadotChain } = await import('@portico/testing/polkadot')
  const chain = await leasePolkadotChain()
  stops.push(() => chain.stop())
  const lab: LabPolkadot = {
    wsUrl: chain.wsUrl,
    genesisHash: chain.genesisHash,
    caip2: chain.caip2,
    ss58Prefix: chain.ss58Prefix,
    decimals: chain.decimals,
    symbol: chain.symbol,
    accounts: chain.accounts
      .filter((account) => account.type === 'sr25519')
      .slice(0, 4)
      .map(({ address, uri, name }) => ({ address, uri, name })),
  }
  return { lab, helpers: {} }
}
