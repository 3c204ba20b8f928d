import {
  useAppKitAccount,
  useAppKitButtonState,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@portico/ui-react'
import { Panel } from './panel.js'

/** Every hook's live state, one panel each (rendered as text, never as markup). */
export function HookPanels() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const theme = useAppKitTheme()
  const { walletInfo } = useWalletInfo()
  const provider = useAppKitProvider('eip155')
  const event = useAppKitEvents()
  const button = useAppKitButtonState()
  return (
    <>
      <HookState title="useAppKitAccount" value={account} />
      <HookState
        title="useAppKitNetwork"
        value={{
          caipNetworkId: network.caipNetworkId,
          chainId: network.chainId,
          name: network.caipNetwork?.name,
          isUnsupported: network.isUnsupported,
        }}
      />
      <HookState title="useAppKitState" value={state} />
      <HookState
        title="useAppKitButtonState"
        value={{
          status: button.status,
          displayName: button.displayName,
          balance: button.balance,
          balanceSymbol: button.balanceSymbol,
          network: button.network,
          modalOpen: button.modalOpen,
        }}
      />
      <HookState title="useWalletInfo" value={walletInfo ?? null} />
      <HookState
        title="useAppKitProvider('eip155')"
        value={{
          walletProvider: provider.walletProvider ? 'EIP-1193 provider' : null,
          walletProviderType: provider.walletProviderType ?? null,
        }}
      />
      <HookState title="useAppKitEvents (latest)" value={event ?? null} />
      <HookState
        title="useAppKitTheme"
        value={{ themeMode: theme.themeMode, themeVariables: theme.themeVariables }}
      />
    </>
  )
}

function HookState({ title, value }: { title: string; value: unknown }) {
  return (
    <Panel title={title} testId={`hook-${title.replace(/[^A-Za-z]+/g, '-')}`}>
      <pre className="lab-pre">{JSON.stringify(value, replacer, 2)}</pre>
    </Panel>
  )
}

function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string' && value.startsWith('data:') && value.length > 64) {
    return `${value.slice(0, 48)}...`
  }
  return value
}
