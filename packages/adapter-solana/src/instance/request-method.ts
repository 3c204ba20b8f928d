import { type RpcRequest, UnsupportedMethodError } from '@portico/core'
import type { InstanceSession } from './instance-session.js'

function param(params: RpcRequest['params'], key: string): unknown {
  if (!params || Array.isArray(params)) return undefined
  return (params as Record<string, unknown>)[key]
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new UnsupportedMethodError({ details: what })
  return value
}

const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * A raw request (core's RPC gate, `useAppKitProvider`): the WalletConnect `solana_*` methods go to
 * the connected wallet, in their WalletConnect shapes (base58 messages and signatures, base64
 * transactions); every other method is a JSON-RPC read of the current cluster.
 */
export async function requestMethod(
  session: InstanceSession,
  request: RpcRequest,
): Promise<unknown> {
  const { method, params } = request
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return (session.active()?.addresses ?? []).map((pubkey) => ({ pubkey }))
    case 'solana_signMessage': {
      const { backend, address } = session.connected()
      const { actions } = await session.chain()
      const message = actions.fromBase58(text(param(params, 'message'), 'message'))
      const signer = (param(params, 'pubkey') as string | undefined) ?? address
      const signature = await session.act(() => backend.signMessage(signer, message), method)
      await actions.checkMessageSignature(signer, message, signature)
      return { signature: actions.toBase58(signature) }
    }
    case 'solana_signTransaction': {
      const { backend, address } = session.connected()
      const { actions } = await session.chain()
      const transaction = fromBase64(text(param(params, 'transaction'), 'transaction'))
      const signed = await session.act(
        () => backend.signTransaction(address, transaction, session.network()),
        method,
      )
      // The fee payer's signature is the first one after the compact-u16 count (1 byte up to 127).
      return { signature: actions.toBase58(signed.slice(1, 65)), transaction: toBase64(signed) }
    }
    case 'solana_signAndSendTransaction': {
      const { backend, address } = session.connected()
      const { actions, rpc } = await session.chain()
      const transaction = fromBase64(text(param(params, 'transaction'), 'transaction'))
      const network = session.network()
      if (backend.signAndSendTransaction) {
        const signature = await session.act(
          () => backend.signAndSendTransaction!(address, transaction, network),
          method,
        )
        return { signature: actions.toBase58(signature) }
      }
      const signed = await session.act(
        () => backend.signTransaction(address, transaction, network),
        method,
      )
      return { signature: await session.act(() => actions.sendWireTransaction(rpc, signed)) }
    }
    default: {
      const { actions } = await session.chain()
      return session.act(() => actions.readRpc(session.rpcUrl(), method, params))
    }
  }
}
