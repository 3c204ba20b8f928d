import type { AppKitSnapshot, Network } from '@portico/core'
import { useState } from 'react'
import { Button } from '../../components/button.js'
import { DisconnectIcon } from '../../components/icons.js'
import { ListItem } from '../../components/list-item.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { networkImageUrl } from '../account/network-image.js'
import { networkOptions } from '../networks/network-options.js'

const selectNetworks = (s: AppKitSnapshot) => ({
  networks: s.networks,
  activeNetwork: s.activeNetwork,
})

/**
 * UnsupportedChain (SPEC §2/§4): the wallet is on a network the app did not request. Explains,
 * lists the requested networks to switch to, and offers to disconnect.
 */
export default function UnsupportedChainView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const snapshot = useSnapshot(selectNetworks)
  const [pending, setPending] = useState<string | undefined>()
  const [error, setError] = useState<string | undefined>()
  const options = networkOptions(
    { networks: snapshot.networks, activeNetwork: undefined },
    (namespace) => kit.getAdapter(namespace) !== undefined,
  )

  const choose = async (network: Network) => {
    setError(undefined)
    setPending(network.caipNetworkId)
    try {
      await kit.switchNetwork(network)
      if (kit.getSnapshot().router.view === 'UnsupportedChain') kit.replace('Account')
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Failed to switch network')
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="portico-stack">
      <Text tone="secondary">
        This app does not support the network your wallet is on. Switch to one of these networks to
        continue.
      </Text>
      <ul className="portico-list" aria-label="Networks to switch to">
        {options.map(({ network, supported }) => (
          <li key={network.caipNetworkId}>
            <ListItem
              name={network.name}
              imageUrl={networkImageUrl(kit, network)}
              tag={
                pending === network.caipNetworkId
                  ? 'Switching…'
                  : supported
                    ? undefined
                    : 'Unsupported'
              }
              disabled={!supported || pending !== undefined}
              onClick={() => {
                void choose(network)
              }}
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        fullWidth
        onClick={() => {
          kit.disconnect().catch(() => {})
        }}
      >
        <DisconnectIcon />
        Disconnect
      </Button>
    </div>
  )
}
