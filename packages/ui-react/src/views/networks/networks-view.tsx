import type { AppKitSnapshot, Network, ViewName } from '@portico/core'
import { type ReactNode, useState } from 'react'
import { familyLabel } from '../../components/family-label.js'
import { ListItem } from '../../components/list-item.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { networksMessages } from '../../i18n/en/networks.js'
import { useErrorText } from '../../i18n/use-error-text.js'
import { useMessages } from '../../i18n/use-messages.js'
import { networkImageUrl } from '../account/network-image.js'
import { groupByFamily, type NetworkOption, networkOptions } from './network-options.js'

const selectNetworks = (s: AppKitSnapshot) => ({
  networks: s.networks,
  activeNetwork: s.activeNetwork,
  connection: s.connection,
})

/**
 * Networks: the requested networks of every family (grouped per family when there are several)
 * with the active one marked. Choosing one calls core's `switchNetwork` and returns to the
 * previous view; a connected family's network becomes active at once (its wallet is not asked
 * when it is already there); a family not connected yet goes on to Connect for that family.
 * Networks the wallet session did not approve are disabled.
 */
export default function NetworksView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(networksMessages)
  return (
    <div className="portico-stack">
      <NetworkSwitchList
        label={t('ariaNetworks')}
        view="Networks"
        markActive
        onDone={() => {
          const s = kit.getSnapshot()
          const ns = s.activeNamespace
          const someConnected = Object.values(s.connection).includes('connected')
          if (ns && s.connection[ns] !== 'connected' && someConnected) {
            kit.replace('Connect', { namespace: ns })
          } else kit.goBack()
        }}
        empty={<Text tone="secondary">{t('noNetworks')}</Text>}
      />
    </div>
  )
}

export interface NetworkSwitchListProps {
  /** Accessible name of the list. */
  label: string
  /** The view showing the list: `onDone` runs after a switch only while it is still shown. */
  view: ViewName
  /** Mark the active network ("Active"; choosing it calls `onDone` at once). */
  markActive: boolean
  /** What to do once the chosen network is active (e.g. go back). */
  onDone: () => void
  /** Shown when there is no network to list. */
  empty?: ReactNode
}

/**
 * The requested networks as a list (Networks and UnsupportedChain; kept in this module so both
 * views share one chunk): choosing one calls core's `switchNetwork` (the others are disabled
 * meanwhile, the chosen one tagged "Switching…"); networks no adapter serves are disabled and
 * tagged "Unsupported"; a failed switch shows its message in an alert.
 */
export function NetworkSwitchList({
  label,
  view,
  markActive,
  onDone,
  empty,
}: NetworkSwitchListProps) {
  const kit = useAppKitInstance()
  const t = useMessages(networksMessages)
  const textOf = useErrorText()
  const snapshot = useSnapshot(selectNetworks)
  const [pending, setPending] = useState<string | undefined>()
  const [error, setError] = useState<string | undefined>()
  const options = networkOptions(
    {
      networks: snapshot.networks,
      activeNetwork: markActive ? snapshot.activeNetwork : undefined,
      connection: snapshot.connection,
    },
    (namespace) => kit.getAdapter(namespace) !== undefined,
  )
  const families = groupByFamily(options, snapshot.connection)

  const choose = async (network: Network, active: boolean) => {
    if (active) {
      onDone()
      return
    }
    setError(undefined)
    setPending(network.caipNetworkId)
    try {
      await kit.switchNetwork(network)
      if (kit.getSnapshot().router.view === view) onDone()
    } catch (cause) {
      setError(textOf(cause, t('switchFailed')))
    } finally {
      setPending(undefined)
    }
  }

  const row = ({ network, active, current, supported }: NetworkOption) => {
    const tag = active
      ? t('tagActive')
      : pending === network.caipNetworkId
        ? t('tagSwitching')
        : !supported
          ? t('tagUnsupported')
          : current
            ? t('tagConnected')
            : undefined
    return (
      <li key={network.caipNetworkId}>
        <ListItem
          name={network.name}
          imageUrl={networkImageUrl(kit, network)}
          tag={tag}
          disabled={!supported || pending !== undefined}
          onClick={() => {
            void choose(network, active)
          }}
        />
      </li>
    )
  }

  return (
    <>
      {families.length > 1 ? (
        <section className="portico-stack" aria-label={label} style={{ gap: 8 }}>
          {families.map((family) => (
            <section key={family.namespace} className="portico-stack" style={{ gap: 4 }}>
              <Text tone="secondary" size="small">
                {family.connected
                  ? t('familyConnected', { family: familyLabel(family.namespace) })
                  : familyLabel(family.namespace)}
              </Text>
              <ul
                className="portico-list"
                aria-label={t('ariaFamilyNetworks', { family: familyLabel(family.namespace) })}
              >
                {family.options.map(row)}
              </ul>
            </section>
          ))}
        </section>
      ) : (
        <ul className="portico-list" aria-label={label}>
          {options.map(row)}
        </ul>
      )}
      {error ? (
        <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
      {options.length === 0 ? empty : null}
    </>
  )
}
