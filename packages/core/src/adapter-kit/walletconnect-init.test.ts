import { describe, expect, it } from 'vitest'
import type { WalletConnectInitParameters } from '../walletconnect/walletconnect-client.js'
import { silentWalletConnectLogger } from '../walletconnect/walletconnect-logger.js'
import { initWalletConnectProvider } from './walletconnect-init.js'

describe('initWalletConnectProvider', () => {
  it("hands the kit's parameters to init unchanged and gives back its client", async () => {
    const parameters = {
      projectId: 'p',
      storage: {},
      customStoragePrefix: 'portico',
      logger: silentWalletConnectLogger(),
      telemetryEnabled: false,
    } as unknown as WalletConnectInitParameters
    const seen: unknown[] = []
    const client = { id: 'client' }
    const init = async (options: { projectId: string }) => {
      seen.push(options)
      return client
    }
    await expect(initWalletConnectProvider(init, parameters)).resolves.toBe(client)
    expect(seen).toEqual([parameters])
  })
})
