import { Button } from '../../components/button.js'
import { DisconnectIcon } from '../../components/icons.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { unsupportedChainMessages } from '../../i18n/en/unsupported-chain.js'
import { useMessages } from '../../i18n/use-messages.js'
import { NetworkSwitchList } from '../networks/networks-view.js'

/**
 * UnsupportedChain (SPEC §2/§4): the wallet is on a network the app did not request. Explains,
 * lists the requested networks to switch to, and offers to disconnect.
 */
export default function UnsupportedChainView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(unsupportedChainMessages)

  return (
    <div className="portico-stack">
      <Text tone="secondary">{t('explain')}</Text>
      <NetworkSwitchList
        label={t('ariaNetworks')}
        view="UnsupportedChain"
        markActive={false}
        onDone={() => kit.replace('Account')}
      />
      <Button
        variant="secondary"
        fullWidth
        onClick={() => {
          kit.disconnect().catch(() => {})
        }}
      >
        <DisconnectIcon />
        {t('disconnect')}
      </Button>
    </div>
  )
}
