import { createPublicKey, verify } from 'node:crypto'
import type { Page } from 'playwright-core'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** base58 (Bitcoin alphabet) to bytes: Solana addresses and signatures. */
export function base58Decode(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) throw new Error(`not base58: ${char}`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

/** Verifies an ed25519 signature (base58) of `message` by a Solana address, with Node's crypto. */
export function verifySolanaSignature(
  address: string,
  message: string,
  signature: string,
): boolean {
  const publicKey = base58Decode(address)
  // SPKI for a raw ed25519 key: the fixed 12-byte prefix, then the 32 key bytes.
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey])
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
  return verify(null, Buffer.from(message, 'utf8'), key, base58Decode(signature))
}

async function solanaRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** Lamports of `address`, read from the local chain (not through the kit). */
export async function solanaLamports(rpcUrl: string, address: string): Promise<bigint> {
  const result = await solanaRpc<{ value: number | string }>(rpcUrl, 'getBalance', [address])
  return BigInt(result.value)
}

/** `owner`'s balance of `mint` in base units (0 without a token account), read from the chain. */
export async function solanaTokenAmount(
  rpcUrl: string,
  owner: string,
  mint: string,
): Promise<bigint> {
  const accounts = await solanaRpc<{ value: { pubkey: string }[] }>(
    rpcUrl,
    'getTokenAccountsByOwner',
    [owner, { mint }, { encoding: 'base64' }],
  )
  let total = 0n
  for (const { pubkey } of accounts.value) {
    const balance = await solanaRpc<{ value: { amount: string } }>(
      rpcUrl,
      'getTokenAccountBalance',
      [pubkey],
    )
    total += BigInt(balance.value.amount)
  }
  return total
}

/** Confirmed + unconfirmed satoshis of `address` on the regtest Esplora facade. */
export async function bitcoinSats(esploraUrl: string, address: string): Promise<bigint> {
  const response = await fetch(`${esploraUrl}/address/${address}`)
  const body = (await response.json()) as {
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
    mempool_stats: { funded_txo_sum: number; spent_txo_sum: number }
  }
  const { chain_stats: c, mempool_stats: m } = body
  return BigInt(c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum)
}

/** The in-page test wallets' modes (`approve` | `reject` | `hang`), set through the lab handle. */
export async function setFamilyWalletMode(
  page: Page,
  wallet: 'solanaWallet' | 'bitcoinWallet' | 'polkadotWallet',
  mode: 'approve' | 'reject' | 'hang',
): Promise<void> {
  await page.evaluate(
    ([name, next]) => {
      const lab = (window as unknown as { __porticoLab: Record<string, unknown> }).__porticoLab
      const target = lab[name] as { setMode(mode: string): void } | undefined
      if (!target) throw new Error(`the lab page has no ${name}`)
      target.setMode(next)
    },
    [wallet, mode] as const,
  )
}

/** Waits for the modal's toast with `text` (SPEC §8 messages). */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 20_000 })
}
