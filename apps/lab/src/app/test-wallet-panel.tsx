import type { TestWallet, TestWalletMode } from '@portico/testing/wallet'
import { useCallback, useEffect, useState } from 'react'
import type { LabConfig } from '../lab-config.js'
import { Panel } from './panel.js'

const MODES: { mode: TestWalletMode; label: string }[] = [
  { mode: 'approve', label: 'Approve every request' },
  { mode: 'reject', label: 'Reject (4001)' },
  { mode: 'hang', label: 'Hang (never answer)' },
]

/** Controls of the injected EIP-6963 test wallet: answer mode, and a wallet-side network move. */
export function TestWalletPanel({ wallet, config }: { wallet: TestWallet; config: LabConfig }) {
  const [, setTick] = useState(0)
  const refresh = useCallback(() => setTick((tick) => tick + 1), [])
  useEffect(() => {
    const provider = wallet.provider
    provider.on('chainChanged', refresh)
    provider.on('accountsChanged', refresh)
    return () => {
      provider.removeListener('chainChanged', refresh)
      provider.removeListener('accountsChanged', refresh)
    }
  }, [wallet, refresh])

  return (
    <Panel title="Injected test wallet (EIP-6963)" testId="lab-test-wallet">
      <dl className="lab-facts">
        <dt>Name</dt>
        <dd>{wallet.info.name}</dd>
        <dt>Address</dt>
        <dd className="lab-mono">{wallet.address}</dd>
        <dt>Chain</dt>
        <dd data-testid="lab-wallet-chain">{wallet.chainId}</dd>
        <dt>Connected to the dapp</dt>
        <dd>{wallet.authorized ? 'yes' : 'no'}</dd>
      </dl>
      <fieldset className="lab-fieldset">
        <legend>When the dapp asks</legend>
        {MODES.map(({ mode, label }) => (
          <label key={mode} className="lab-choice">
            <input
              type="radio"
              name="test-wallet-mode"
              value={mode}
              checked={wallet.mode === mode}
              onChange={() => {
                wallet.setMode(mode)
                refresh()
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="lab-row">
        {config.chains.map((chain) => (
          <button
            key={chain.chainId}
            type="button"
            disabled={wallet.chainId === chain.chainId}
            onClick={() => {
              wallet.setChain(chain.chainId)
              refresh()
            }}
          >
            Move wallet to {chain.chainId}
          </button>
        ))}
      </div>
    </Panel>
  )
}
