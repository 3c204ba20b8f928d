import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import {
  Address,
  OutScript,
  p2pkh,
  p2tr,
  p2wpkh,
  TEST_NETWORK,
  Transaction,
  WIF,
} from '@scure/btc-signer'
import { Signer } from 'bip322-js'

// A small sats-connect provider on real keys for unit tests: it answers the JSON-RPC envelope
// sats-connect wallets answer, signs with bip322-js, and records every request. The regtest
// wallet of @portico/testing is used by the integration tests.

export const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }

export type Mode = 'approve' | 'reject' | 'hang'

export function createTestProvider(options: { legacyPayment?: boolean } = {}) {
  const payKey = secp256k1.utils.randomPrivateKey()
  const ordKey = secp256k1.utils.randomPrivateKey()
  const payPub = secp256k1.getPublicKey(payKey, true)
  const payment = (options.legacyPayment ? p2pkh(payPub, REGTEST) : p2wpkh(payPub, REGTEST))
    .address as string
  const ordinals = p2tr(schnorr.getPublicKey(ordKey), undefined, REGTEST).address as string
  const keys: Record<string, Uint8Array> = { [payment]: payKey, [ordinals]: ordKey }
  const requests: { method: string; params: unknown }[] = []
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  const state = {
    mode: 'approve' as Mode,
    authorised: false,
    network: 'Regtest',
    tamper: false,
    /** What signPsbt answers instead of the PSBT it got. */
    psbtAnswer: undefined as string | undefined,
  }
  const addresses = () => [
    {
      address: payment,
      publicKey: bytesToHex(payPub),
      purpose: 'payment',
      addressType: 'p2wpkh',
      walletType: 'software',
    },
    {
      address: ordinals,
      publicKey: bytesToHex(schnorr.getPublicKey(ordKey)),
      purpose: 'ordinals',
      addressType: 'p2tr',
      walletType: 'software',
    },
  ]
  const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
  const fail = (code: number, message: string) => ({
    jsonrpc: '2.0',
    id: '1',
    error: { code, message },
  })
  const network = () => ({ bitcoin: { name: state.network }, stacks: { name: 'testnet' } })

  const answers: Record<string, (params: Record<string, unknown>) => unknown> = {
    getAddresses: () => {
      state.authorised = true
      return ok({ addresses: addresses(), network: network() })
    },
    wallet_getAccount: () =>
      state.authorised
        ? ok({ id: 'a', addresses: addresses(), walletType: 'software', network: network() })
        : fail(-32002, 'Access denied'),
    wallet_disconnect: () => {
      state.authorised = false
      return ok(null)
    },
    signMessage: (params) => {
      const address = String(params.address)
      const key = keys[address]
      if (!key) return fail(-32602, 'Unknown address')
      const signature = Signer.sign(
        WIF(REGTEST).encode(key),
        address,
        String(params.message),
      ) as string
      const tampered = `${signature.slice(0, 20)}${signature[20] === 'A' ? 'B' : 'A'}${signature.slice(21)}`
      return ok({
        signature: state.tamper ? tampered : signature,
        messageHash: '',
        address,
        protocol: params.protocol,
      })
    },
    sendTransfer: () => ok({ txid: 'ab'.repeat(32) }),
    signPsbt: (params) =>
      ok({
        psbt: state.psbtAnswer ?? params.psbt,
        ...(params.broadcast ? { txid: 'cd'.repeat(32) } : {}),
      }),
    wallet_changeNetwork: (params) => {
      state.network = String(params.name)
      return ok(null)
    },
  }

  const provider = {
    async request(method: string, params: unknown) {
      requests.push({ method, params })
      if (state.mode === 'hang') return new Promise(() => {})
      if (state.mode === 'reject') return fail(-32000, 'User rejected the request')
      const answer = answers[method]
      return answer
        ? answer((params ?? {}) as Record<string, unknown>)
        : fail(-32601, 'Method not found')
    },
    addListener({ eventName, cb }: { eventName: string; cb: (event: unknown) => void }) {
      const set = listeners.get(eventName) ?? new Set()
      listeners.set(eventName, set)
      set.add(cb)
      return () => set.delete(cb)
    },
  }

  return {
    provider,
    payment,
    ordinals,
    requests,
    state,
    setMode: (mode: Mode) => {
      state.mode = mode
    },
    emit(eventName: string, event: unknown) {
      for (const cb of listeners.get(eventName) ?? []) cb(event)
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  }
}

/** An unsigned PSBT spending a made-up output of `from` and paying `amount` back to it. */
export function paymentPsbt(from: string, amount: bigint): string {
  const script = OutScript.encode(Address(REGTEST).decode(from))
  const tx = new Transaction()
  tx.addInput({ txid: '11'.repeat(32), index: 0, witnessUtxo: { script, amount: 10_000n } })
  tx.addOutputAddress(from, amount, REGTEST)
  return base64.encode(tx.toPSBT())
}
