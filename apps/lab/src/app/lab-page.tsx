import type { AppKit } from '@portico/core'
import type { TestWallet } from '@portico/testing/wallet'
import { AppKitButton, NetworkButton } from '@portico/ui-react'
import type { ReactNode } from 'react'
import type { LabConfig } from '../lab-config.js'
import { ActionsPanel } from './actions-panel.js'
import { HookPanels } from './hook-panels.js'
import type { LabSettings } from './lab-settings.js'
import { SettingsPanel } from './settings-panel.js'
import { TestWalletPanel } from './test-wallet-panel.js'
import { ViewsPanel } from './views-panel.js'

export interface LabPageProps {
  kit: AppKit
  wallet: TestWallet
  config: LabConfig
  settings: LabSettings
  /** More panels, shown after the hook panels (the wagmi hooks panel with `wagmi=on`). */
  children?: ReactNode
}

/** The demo dapp: the kit's buttons, actions, every hook's live state, the test wallet, settings. */
export function LabPage({ kit, wallet, config, settings, children }: LabPageProps) {
  return (
    <div className="lab" data-theme={settings.themeMode}>
      <header className="lab-header">
        <div>
          <h1>Portico lab</h1>
          <p className="lab-muted">
            A demo dapp on the local devnet: connect the injected test wallet or the{' '}
            <a href="/wallet/" target="_blank" rel="noreferrer">
              WalletConnect wallet page
            </a>
            .
          </p>
        </div>
        <div className="lab-buttons">
          <NetworkButton data-testid="lab-network" />
          <div data-testid="lab-connect-slot">
            <AppKitButton data-testid="lab-connect" />
          </div>
        </div>
      </header>
      <main className="lab-grid">
        <ActionsPanel kit={kit} config={config} />
        <ViewsPanel />
        <TestWalletPanel wallet={wallet} config={config} />
        <HookPanels />
        {children}
        <SettingsPanel settings={settings} config={config} />
      </main>
    </div>
  )
}
