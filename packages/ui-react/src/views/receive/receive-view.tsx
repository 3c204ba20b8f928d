import type { AppKitSnapshot, Network } from '@portico/core'
import { Button } from '../../components/button.js'
import { CopyIcon } from '../../components/icons.js'
import { QrCode } from '../../components/qr-code.js'
import { SafeImage } from '../../components/safe-image.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { receiveMessages } from '../../i18n/en/receive.js'
import { useMessages } from '../../i18n/use-messages.js'
import { copyAddress } from '../account/copy-address.js'
import { networkImageUrl } from '../account/network-image.js'
import { useActiveAccount } from '../account/use-active-account.js'

const NO_NETWORKS: Network[] = []

const selectNamespaceNetworks = (s: AppKitSnapshot) =>
  (s.activeNamespace ? s.networks[s.activeNamespace]?.requestedCaipNetworks : undefined) ??
  NO_NETWORKS

/**
 * WalletReceive: the account's address (bip122: the payment address) as a QR code and as text, a copy button (confirmed by a
 * toast), and the networks of the namespace on which the address receives.
 */
export default function ReceiveView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(receiveMessages)
  const { account } = useActiveAccount()
  const networks = useSnapshot(selectNamespaceNetworks)
  // bip122 receives on the payment address, also while the ordinals account is the active one.
  const address =
    account?.allAccounts.find((entry) => entry.type === 'payment')?.address ?? account?.address
  if (!address) {
    return (
      <Text tone="secondary" className="portico-center">
        {t('noAccount')}
      </Text>
    )
  }
  return (
    <div className="portico-stack">
      <div className="portico-qr-frame">
        <QrCode value={address} label={t('ariaQrCode')} size={224} />
      </div>
      <p className="portico-address">{address}</p>
      <Button
        variant="secondary"
        fullWidth
        onClick={() =>
          copyAddress(kit, address, { copied: t('addressCopied'), failed: t('copyFailed') })
        }
      >
        <CopyIcon />
        {t('copyAddress')}
      </Button>
      <div className="portico-stack" style={{ gap: 8 }}>
        <Text tone="secondary" size="small" className="portico-center">
          {t('receiveOn', { count: networks.length })}
        </Text>
        <ul className="portico-chips" aria-label={t('ariaNetworks')}>
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="portico-chip">
              <SafeImage src={networkImageUrl(kit, network)} alt="" size={22} radius={11} />
              {network.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
