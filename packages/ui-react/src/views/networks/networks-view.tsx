import type { AppKitSnapshot, Network } from '@portico/core'
import { useState } from 'react'
import { ListItem } from '../../components/list-item.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { networkImageUrl } from '../account/network-image.js'
import { networkOptions } from './network-options.js'

const selectNetworks = (s: AppKitSnapshot) => ({
  networks: s.networks,
  activeNetwork: s.activeNetwork,
})

/**
 * Networks: the requested networks with the active one marked. Choosing one calls core's
 * `switchNetwork` and returns to the previous view; networks the wallet session did not approve
 * are disabled.
 */
export default function NetworksView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const snapshot = useSnapshot(selectNetworks)
  const [pending, setPending] = useState<string | undefined>()
  const [error, setError] = useState<string | undefined>()
  const options = networkOptions(snapshot, (namespace) => kit.getAdapter(namespace) !== undefined)

  const choose = async (network: Network, active: boolean) => {
    if (active) {
      kit.goBack()
      return
    }
    setError(undefined)
    setPending(network.caipNetworkId)
    try {
      await kit.switchNetwork(network)
      if (kit.getSnapshot().router.view === 'Networks') kit.goBack()
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Failed to switch network')
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="portico-stack">
      <ul className="portico-list" aria-label="Networks">
        {options.map(({ network, active, supported }) => {
          const tag = active
            ? 'Active'
            : pending === network.caipNetworkId
              ? 'Switching…'
              : supported
                ? undefined
                : 'Unsupported'
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
        })}
      </ul>
      {error ? (
        <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
      {options.length === 0 ? <Text tone="secondary">No networks to choose from.</Text> : null}
    </div>
  )
}
