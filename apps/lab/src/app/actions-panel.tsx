import type { AppKit } from '@portico/core'
import { useAppKitAccount } from '@portico/ui-react'
import { useState } from 'react'
import { numberToHex, parseEther } from 'viem'
import type { LabConfig } from '../lab-config.js'
import { Panel } from './panel.js'

/** A method in neither of core's RPC permission lists: the request gate refuses it. */
export const METHOD_OUTSIDE_ALLOWLIST = 'debug_traceTransaction'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'pending'; what: string }
  | { kind: 'done' | 'failed'; what: string; text: string }

/** Buttons that act through the kit: sign, sign typed data, send, and a refused method. */
export function ActionsPanel({ kit, config }: { kit: AppKit; config: LabConfig }) {
  const { address, isConnected } = useAppKitAccount()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  const run = (what: string, action: () => Promise<unknown>) => {
    setOutcome({ kind: 'pending', what })
    action().then(
      (result) => setOutcome({ kind: 'done', what, text: String(result) }),
      (error: unknown) =>
        setOutcome({
          kind: 'failed',
          what,
          text: error instanceof Error ? error.message : String(error),
        }),
    )
  }

  const chainId = () => Number(kit.getNetwork()?.id ?? config.chains[0]?.chainId)

  const signMessage = () => run('Sign message', () => kit.signMessage('Hello from the Portico lab'))
  const signTypedData = () =>
    run('Sign typed data', () =>
      kit.request({
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(labTypedData(chainId(), address ?? ''))],
      }),
    )
  const sendTransaction = () =>
    run('Send transaction', () =>
      kit.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: address,
            to: config.walletConnectWallet.address,
            value: numberToHex(parseEther('0.01')),
          },
        ],
      }),
    )
  const refused = () =>
    run('Method outside the allowlist', () =>
      kit.request({ method: METHOD_OUTSIDE_ALLOWLIST, params: ['0x0'] }),
    )

  return (
    <Panel title="Actions" testId="lab-actions">
      <div className="lab-row">
        <button type="button" onClick={signMessage} disabled={!isConnected}>
          Sign message
        </button>
        <button type="button" onClick={signTypedData} disabled={!isConnected}>
          Sign typed data
        </button>
        <button type="button" onClick={sendTransaction} disabled={!isConnected}>
          Send 0.01 ETH
        </button>
        <button type="button" onClick={refused} disabled={!isConnected}>
          Call {METHOD_OUTSIDE_ALLOWLIST}
        </button>
      </div>
      <output
        className="lab-output"
        data-testid="lab-action-result"
        data-kind={outcome.kind}
        aria-live="polite"
      >
        {outcome.kind === 'idle'
          ? 'No action yet.'
          : outcome.kind === 'pending'
            ? `${outcome.what}: waiting for the wallet...`
            : `${outcome.what}: ${outcome.kind === 'done' ? 'ok' : 'failed'}: ${outcome.text}`}
      </output>
    </Panel>
  )
}

/** An EIP-712 payload for the typed-data button. */
function labTypedData(chainId: number, from: string) {
  return {
    domain: { name: 'Portico lab', version: '1', chainId },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Greeting: [
        { name: 'from', type: 'address' },
        { name: 'text', type: 'string' },
      ],
    },
    primaryType: 'Greeting',
    message: { from, text: 'Hello from the Portico lab' },
  }
}
