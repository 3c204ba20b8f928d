import type { ViewName } from '@portico/core'
import { useAppKit } from '@portico/ui-react'
import { Panel } from './panel.js'

/** The views a host can open directly (the others are steps inside a flow). */
export const LAB_VIEWS: readonly ViewName[] = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'Networks',
  'WalletSend',
  'WalletReceive',
  'UnsupportedChain',
]

/** One button per view: `open({ view })`. */
export function ViewsPanel() {
  const { open } = useAppKit()
  return (
    <Panel title="Open a view" testId="lab-views">
      <div className="lab-row">
        <button type="button" onClick={() => open()}>
          Open (start view)
        </button>
        {LAB_VIEWS.map((view) => (
          <button key={view} type="button" onClick={() => open({ view })}>
            {view}
          </button>
        ))}
      </div>
    </Panel>
  )
}
