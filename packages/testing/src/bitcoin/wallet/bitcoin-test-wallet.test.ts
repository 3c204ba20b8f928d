import { schnorr } from '@noble/curves/secp256k1.js'
import { verifyBitcoinMessage } from '@portico/verify/bitcoin'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { REGTEST } from '../regtest-network.js'
import { type BitcoinChain, startBitcoinChain } from '../start-bitcoin-chain.js'
import {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
  type SatsConnectResponse,
} from './bitcoin-test-wallet.js'
import { bitcoinTestWalletKeys } from './wallet-keys.js'

let chain: BitcoinChain
let wallet: BitcoinTestWallet
let seed = 0

beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(async () => {
  await chain?.stop()
})
beforeEach(() => {
  wallet = createBitcoinTestWallet({
    ...bitcoinTestWalletKeys(`wallet test ${++seed}`),
    esploraUrl: chain.esploraUrl,
  })
})

async function ok(method: string, params?: unknown): Promise<unknown> {
  const res = await wallet.provider.request(method, params)
  if ('error' in res) throw new Error(`${method}: ${res.error.code} ${res.error.message}`)
  return res.result
}

async function errorOf(method: string, params?: unknown) {
  const res: SatsConnectResponse = await wallet.provider.request(method, params)
  return 'error' in res ? res.error : undefined
}

/** Settles within one turn of the event loop, or reports it is still pending. */
async function stateAfterATurn(promise: Promise<unknown>) {
  const turn = new Promise((resolve) => setImmediate(() => resolve('pending')))
  return Promise.race([promise.then(() => 'settled'), turn])
}

describe('sats-connect provider', () => {
  it('getAccounts / getAddresses give payment P2WPKH and ordinals P2TR on regtest', async () => {
    const accounts = await ok('getAccounts', { purposes: ['payment', 'ordinals'] })
    expect(accounts).toEqual([
      expect.objectContaining({
        purpose: 'payment',
        addressType: 'p2wpkh',
        walletType: 'software',
      }),
      expect.objectContaining({ purpose: 'ordinals', addressType: 'p2tr' }),
    ])
    expect(wallet.payment.address).toMatch(/^bcrt1q/)
    expect(wallet.ordinals.address).toMatch(/^bcrt1p/)
    expect(wallet.ordinals.publicKey).toHaveLength(64)
    const addresses = (await ok('getAddresses', { purposes: ['ordinals'] })) as {
      addresses: { address: string }[]
      network: { bitcoin: { name: string } }
    }
    expect(addresses.addresses.map((a) => a.address)).toEqual([wallet.ordinals.address])
    expect(addresses.network.bitcoin.name).toBe('Regtest')
    expect(wallet.requests.map((r) => [r.method, r.via])).toEqual([
      ['getAccounts', 'sats-connect'],
      ['getAddresses', 'sats-connect'],
    ])
  })

  it('refuses signing before connect (-32002) and unknown methods (-32601)', async () => {
    const params = { address: wallet.payment.address, message: 'hi' }
    expect(await errorOf('signMessage', params)).toMatchObject({ code: -32002 })
    expect(await errorOf('stx_getAccounts', {})).toMatchObject({ code: -32601 })
  })

  it('reject mode answers with sats-connect USER_REJECTION (-32000) and stays disconnected', async () => {
    wallet.setMode('reject')
    expect(await errorOf('wallet_connect', null)).toEqual({
      code: -32000,
      message: 'User rejected the request.',
    })
    expect(wallet.authorized).toBe(false)
  })

  it('hang mode never answers a prompt', async () => {
    wallet.setMode('hang')
    expect(
      await stateAfterATurn(wallet.provider.request('getAccounts', { purposes: ['payment'] })),
    ).toBe('pending')
    expect(wallet.requests.at(-1)?.method).toBe('getAccounts')
  })

  it('signMessage: BIP-322 for both addresses and ECDSA (BIP-137) for payment verify with @portico/verify', async () => {
    await ok('wallet_connect', null)
    const message = 'Sign in to Portico'
    for (const account of [wallet.payment, wallet.ordinals]) {
      const result = (await ok('signMessage', { address: account.address, message })) as {
        signature: string
        protocol: string
      }
      expect(result.protocol).toBe('BIP322')
      expect(
        verifyBitcoinMessage({
          address: account.address,
          message,
          signature: result.signature,
        }),
      ).toBe(true)
    }
    const ecdsa = (await ok('signMessage', {
      address: wallet.payment.address,
      message,
      protocol: 'ECDSA',
    })) as { signature: string }
    expect(
      verifyBitcoinMessage({
        address: wallet.payment.address,
        message,
        signature: ecdsa.signature,
      }),
    ).toBe(true)
    const taprootEcdsa = { address: wallet.ordinals.address, message, protocol: 'ECDSA' }
    expect(await errorOf('signMessage', taprootEcdsa)).toMatchObject({ code: -32001 })
  })

  it('sendTransfer pays from the payment address; balances change and settle after mine(1)', async () => {
    await ok('wallet_connect', null)
    await chain.faucet(wallet.payment.address, 200_000)
    expect(await ok('getBalance')).toEqual({
      confirmed: '200000',
      unconfirmed: '0',
      total: '200000',
    })
    const recipient = chain.faucetAddress
    const { txid } = (await ok('sendTransfer', {
      recipients: [{ address: recipient, amount: 50_000 }],
    })) as { txid: string }
    const pending = (await ok('getBalance')) as Record<string, string>
    expect(pending.confirmed).toBe('0')
    expect(Number(pending.unconfirmed)).toBeLessThan(150_000)
    expect(Number(pending.unconfirmed)).toBeGreaterThan(149_000)
    await chain.mine(1)
    const status = await (await fetch(`${chain.esploraUrl}/tx/${txid}/status`)).json()
    expect(status).toMatchObject({ confirmed: true })
    const settled = (await ok('getBalance')) as Record<string, string>
    expect(settled).toEqual({ ...settled, confirmed: pending.unconfirmed, unconfirmed: '0' })
    const tooMuch = { recipients: [{ address: recipient, amount: 10_000_000 }] }
    expect(await errorOf('sendTransfer', tooMuch)).toMatchObject({ code: -32603 })
  })

  it('signPsbt signs the named inputs (P2WPKH broadcast lands; P2TR key-path signature verifies)', async () => {
    await ok('wallet_connect', null)
    await chain.faucet(wallet.payment.address, 60_000)
    await chain.faucet(wallet.ordinals.address, 40_000)
    const [payUtxo] = await wallet.esplora.utxos(wallet.payment.address)
    const [ordUtxo] = await wallet.esplora.utxos(wallet.ordinals.address)
    if (!payUtxo || !ordUtxo) throw new Error('faucet did not pay')

    const payTx = new Transaction()
    payTx.addInput({
      txid: payUtxo.txid,
      index: payUtxo.vout,
      witnessUtxo: { script: wallet.payment.script, amount: 60_000n },
    })
    payTx.addOutputAddress(chain.faucetAddress, 59_000n, REGTEST)
    const psbt = base64.encode(payTx.toPSBT())
    const signed = (await ok('signPsbt', {
      psbt,
      signInputs: { [wallet.payment.address]: [0] },
      broadcast: true,
    })) as { psbt: string; txid: string }
    expect(signed.txid).toBe(Transaction.fromPSBT(base64.decode(signed.psbt)).id)
    await chain.mine(1)
    expect(
      await (await fetch(`${chain.esploraUrl}/tx/${signed.txid}/status`)).json(),
    ).toMatchObject({ confirmed: true })

    const ordTx = new Transaction()
    ordTx.addInput({
      txid: ordUtxo.txid,
      index: ordUtxo.vout,
      witnessUtxo: { script: wallet.ordinals.script, amount: 40_000n },
    })
    ordTx.addOutputAddress(chain.faucetAddress, 39_000n, REGTEST)
    const result = (await ok('signPsbt', { psbt: base64.encode(ordTx.toPSBT()) })) as {
      psbt: string
    }
    const back = Transaction.fromPSBT(base64.decode(result.psbt))
    const [sig] = back.getInput(0).finalScriptWitness ?? []
    const sighash = back.preimageWitnessV1(0, [wallet.ordinals.script], 0, [40_000n])
    expect(schnorr.verify(sig as Uint8Array, sighash, wallet.ordinals.script.slice(2))).toBe(true)
    const foreign = { psbt, signInputs: { [chain.faucetAddress]: [0] } }
    expect(await errorOf('signPsbt', foreign)).toMatchObject({ code: -32602 })
  })
})

describe('Wallet Standard face (the same wallet)', () => {
  /** Calls a Wallet Standard feature method (failing the test if the wallet lacks it). */
  function call(feature: string, method: string, ...args: unknown[]): Promise<unknown> {
    const features = wallet.standardWallet.features as Record<string, Record<string, unknown>>
    const fn = features[feature]?.[method]
    if (typeof fn !== 'function') throw new Error(`${feature}.${method} is missing`)
    return fn(...args)
  }

  it('names bitcoin:regtest, carries the same sats-connect provider and shares authorization', async () => {
    const standard = wallet.standardWallet
    expect(standard.name).toBe(wallet.info.name)
    expect(standard.chains).toEqual(['bitcoin:regtest'])
    expect(Object.keys(standard.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signAndSendTransaction',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'sats-connect:',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect((standard.features['sats-connect:'] as { provider: unknown }).provider).toBe(
      wallet.provider,
    )
    const silent = (await call('standard:connect', 'connect', { silent: true })) as {
      accounts: WalletAccount[]
    }
    expect(silent.accounts).toEqual([])
    const changes: number[] = []
    const on = standard.features['standard:events'] as {
      on(e: 'change', l: (p: { accounts: readonly WalletAccount[] }) => void): () => void
    }
    on.on('change', ({ accounts }) => changes.push(accounts.length))
    const { accounts } = (await call('bitcoin:connect', 'connect', {
      purposes: ['ordinals', 'payment'],
    })) as { accounts: WalletAccount[] }
    expect(accounts.map((a) => a.address)).toEqual([
      wallet.ordinals.address,
      wallet.payment.address,
    ])
    expect(await ok('wallet_getAccount')).toMatchObject({ id: expect.any(String) })
    await ok('wallet_disconnect')
    expect(changes).toEqual([2, 0])
    expect(standard.accounts).toEqual([])
  })

  it('bitcoin:signMessage returns the BIP-322 witness; reject mode throws code -32000', async () => {
    const { accounts } = (await call('standard:connect', 'connect')) as {
      accounts: WalletAccount[]
    }
    const [payment] = accounts
    const message = new TextEncoder().encode('hello from wallet standard')
    const [out] = (await call('bitcoin:signMessage', 'signMessage', {
      account: payment,
      message,
    })) as { signature: Uint8Array }[]
    const signature = base64.encode(out?.signature ?? new Uint8Array())
    expect(
      verifyBitcoinMessage({
        address: wallet.payment.address,
        message: 'hello from wallet standard',
        signature,
      }),
    ).toBe(true)
    wallet.setMode('reject')
    await expect(
      call('bitcoin:signMessage', 'signMessage', { account: payment, message }),
    ).rejects.toMatchObject({ code: -32000 })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'signMessage', via: 'wallet-standard' })
  })
})
