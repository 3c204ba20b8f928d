import type { AppKitSnapshot, ChainNamespace, Network } from '@portico/core'
import { FAMILY_ORDER, familyLabel } from '../../components/family-label.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useMessages } from '../../i18n/use-messages.js'

interface ConnectedFamily {
  namespace: ChainNamespace
  network: Network
}

const selectFamilies = (s: AppKitSnapshot) => {
  const families: ConnectedFamily[] = []
  for (const namespace of FAMILY_ORDER) {
    const network = s.networks[namespace]?.caipNetwork
    if (s.connection[namespace] === 'connected' && network) families.push({ namespace, network })
  }
  return {
    families: families.map((f) => `${f.namespace}|${f.network.caipNetworkId}`).join(','),
    active: s.activeNamespace,
  }
}

/**
 * The connected families side by side (two or more): one button each; choosing one makes it the
 * active family on the network it is on, at once and without disconnecting the others.
 */
export function FamilySwitcher() {
  const kit = useAppKitInstance()
  const t = useMessages(accountMessages)
  const { families, active } = useSnapshot(selectFamilies)
  if (!families.includes(',')) return null
  return (
    <fieldset className="portico-family-tabs" aria-label={t('ariaConnectedChains')}>
      {families.split(',').map((entry) => {
        const [namespace, caipNetworkId] = entry.split('|') as [ChainNamespace, string]
        const current = namespace === active
        return (
          <button
            key={namespace}
            type="button"
            className="portico-pill"
            aria-pressed={current}
            data-active={current || undefined}
            onClick={() => {
              if (!current)
                kit.switchNetwork(caipNetworkId as Network['caipNetworkId']).catch(() => {})
            }}
          >
            {familyLabel(namespace)}
          </button>
        )
      })}
    </fieldset>
  )
}
