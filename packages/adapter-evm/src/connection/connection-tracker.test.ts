import { type Config, createConfig, mock } from '@wagmi/core'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { MAX_WALLET_ACCOUNTS } from '../wallet-values/parse-wallet-values.js'
import { createConnectionTracker } from './connection-tracker.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A config whose mock connection the tracker adopted (connected through `whileBusy`). */
async function trackedConnection() {
  const config = createConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    connectors: [mock({ accounts: [account] })],
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
  const emitted: unknown[] = []
  const warnings: string[] = []
  const tracker = createConnectionTracker(config, {
    emit: (name, payload) => emitted.push({ name, payload }),
    warn: (message) => warnings.push(message),
    onDisconnected() {},
  })
  const stop = tracker.start()
  await tracker.whileBusy(async () => setAccounts(config, [account]))
  return { config, emitted, warnings, stop }
}

function setAccounts(config: Config, accounts: readonly string[]) {
  const connector = config.connectors[0]!
  config.setState((state) => ({
    ...state,
    connections: new Map().set(connector.uid, {
      accounts: accounts as readonly [`0x${string}`, ...`0x${string}`[]],
      chainId: mainnet.id,
      connector,
    }),
    current: connector.uid,
    status: 'connected',
  }))
}

describe('createConnectionTracker: accounts from the wallet', () => {
  it('emits accountsChanged for well-formed accounts, checksummed', async () => {
    const { config, emitted, warnings, stop } = await trackedConnection()
    setAccounts(config, [other.toLowerCase()])
    expect(emitted).toEqual([{ name: 'accountsChanged', payload: { accounts: [other] } }])
    expect(warnings).toEqual([])
    stop()
  })

  it('refuses a report that is not an address, or a flood of addresses, and keeps the last accounts', async () => {
    const { config, emitted, warnings, stop } = await trackedConnection()
    setAccounts(config, ['0x1234'])
    setAccounts(
      config,
      Array.from({ length: MAX_WALLET_ACCOUNTS + 1 }, () => other),
    )
    expect(emitted).toEqual([])
    expect(warnings).toEqual([
      'Refused malformed accounts from the wallet',
      'Refused malformed accounts from the wallet',
    ])
    stop()
  })
})
