import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type AppKit,
  type AppKitEvent,
  type AppKitOptions,
  type AppKitSnapshot,
  createAppKit,
  createMemoryStorage,
  type KitStorage,
  mainnet,
  optimism,
} from '@portico/core'
import { type MockAdapterDefinition, mockAdapter } from '@portico/core/testing'
import {
  createSiwxHandlers,
  createMemoryStorage as createSiwxMemoryStorage,
  createSiwxServer,
  toNodeListener,
} from '@portico/siwx/server'
import { privateKeyToAccount } from 'viem/accounts'

/** Anvil's first key: a real EOA, so the server's eip155 verifier checks a real signature. */
export const SIGNER = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaff84a8000f2ff80',
)

/**
 * Core's mock wallet on mainnet + optimism whose `signMessage` is a real EIP-191 signature of
 * SIGNER (the mock's own is a hash, which no verifier accepts).
 */
export function signingMockAdapter(): MockAdapterDefinition {
  const definition = mockAdapter({ accounts: [SIGNER.address], networks: [mainnet, optimism] })
  const create: MockAdapterDefinition['create'] = (context) => {
    const instance = definition.create(context)
    const mockSign = instance.signMessage.bind(instance)
    // The mock keeps its switches (signMessageError) and its record; the signature is real.
    instance.signMessage = async (params) => {
      await mockSign(params)
      return SIGNER.signMessage({ message: params.message })
    }
    return instance
  }
  return Object.assign(Object.create(definition) as MockAdapterDefinition, { create })
}

const kits: AppKit[] = []

/** A kit on mainnet + optimism (memory storage unless given); `destroyAll` ends them. */
export function signInKit(options: Partial<AppKitOptions> & { storage?: KitStorage }): AppKit {
  const kit = createAppKit({
    adapters: [signingMockAdapter()],
    networks: [mainnet, optimism],
    projectId: 'lab-sign-in',
    storage: createMemoryStorage(),
    ...options,
  })
  kits.push(kit)
  return kit
}

export async function destroyAll(): Promise<void> {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
}

/** Resolves with the first snapshot (now or later) for which `predicate` holds. */
export function snapshotWhere(
  kit: AppKit,
  predicate: (snapshot: AppKitSnapshot) => boolean,
): Promise<AppKitSnapshot> {
  return new Promise((resolve) => {
    const test = () => {
      const snapshot = kit.getSnapshot()
      if (!predicate(snapshot)) return false
      unsubscribe()
      resolve(snapshot)
      return true
    }
    const unsubscribe = kit.subscribe(() => void test())
    test()
  })
}

/** The kit's events, by name, as they come. */
export function eventNames(kit: AppKit): AppKitEvent['data']['event'][] {
  const names: AppKitEvent['data']['event'][] = []
  kit.watchEvents((event) => names.push(event.data.event))
  return names
}

/** A real SIWX server over HTTP on 127.0.0.1 (memory storage) for the domain `localhost`. */
export async function startSiwxHttpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createSiwxServer({ storage: createSiwxMemoryStorage(), domains: ['localhost'] })
  const { handle } = createSiwxHandlers(server, { basePath: '/v1/siwx' })
  const http: Server = createServer(toNodeListener(handle))
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1/siwx`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  }
}
