import { erc20Abi, formatUnits } from 'viem'
import {
  useAccount,
  useBalance,
  useConnect,
  useConnectors,
  useDisconnect,
  useSwitchChain,
  useWriteContract,
} from 'wagmi'
import type { LabConfig } from '../../lab-config.js'
import { Panel } from '../panel.js'
import { WAGMI_PANEL_RECIPIENT, WAGMI_PANEL_USDC_AMOUNT } from './wagmi-panel-values.js'

/**
 * wagmi's own hooks over the config the EVM adapter shares, beside Portico's hook panels: both
 * show the same connection, account and chain, whichever side acted.
 */
export function WagmiHooksPanel({ config }: { config: LabConfig }) {
  const account = useAccount()
  const balance = useBalance({ address: account.address })
  const connectors = useConnectors()
  const { mutate: connect } = useConnect()
  const { mutate: disconnect } = useDisconnect()
  const { chains, mutate: switchChain } = useSwitchChain()
  const write = useWriteContract()
  return (
    <Panel title="wagmi hooks" testId="lab-wagmi" wide>
      <pre className="lab-pre" data-testid="wagmi-useAccount">
        {JSON.stringify(
          {
            status: account.status,
            address: account.address ?? null,
            chainId: account.chainId ?? null,
            connector: account.connector?.id ?? null,
          },
          null,
          2,
        )}
      </pre>
      <pre className="lab-pre" data-testid="wagmi-useBalance">
        {balance.data
          ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
          : balance.status}
      </pre>
      <div className="lab-buttons">
        {account.status === 'disconnected'
          ? connectors.map((connector) => (
              <button
                key={connector.uid}
                type="button"
                data-connector={connector.id}
                onClick={() => connect({ connector })}
              >
                wagmi: connect {connector.name}
              </button>
            ))
          : null}
        {chains.map((chain) => (
          <button
            key={chain.id}
            type="button"
            disabled={account.status !== 'connected' || account.chainId === chain.id}
            onClick={() => switchChain({ chainId: chain.id })}
          >
            wagmi: switch to {chain.id}
          </button>
        ))}
        <button
          type="button"
          disabled={account.status !== 'connected'}
          onClick={() =>
            write.mutate({
              address: config.contracts.usdc,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [WAGMI_PANEL_RECIPIENT, WAGMI_PANEL_USDC_AMOUNT],
            })
          }
        >
          wagmi: send 1 USDC
        </button>
        <button
          type="button"
          disabled={account.status !== 'connected'}
          onClick={() => disconnect()}
        >
          wagmi: disconnect
        </button>
      </div>
      <pre className="lab-pre" data-testid="wagmi-useWriteContract">
        {write.data ?? write.error?.message.split('\n')[0] ?? write.status}
      </pre>
    </Panel>
  )
}
