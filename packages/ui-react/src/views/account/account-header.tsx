import { truncateAddress } from '@portico/core/internal'
import { Avatar } from '../../components/avatar.js'
import { IconButton } from '../../components/icon-button.js'
import { CopyIcon, DisconnectIcon } from '../../components/icons.js'
import { SafeImage } from '../../components/safe-image.js'
import { Truncate } from '../../components/text.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { AccountPicker } from './account-picker.js'
import { copyAddress } from './copy-address.js'
import { FamilySwitcher } from './family-switcher.js'
import { networkImageUrl } from './network-image.js'
import { useActiveAccount } from './use-active-account.js'

/**
 * The top of the Account view: the connected families (two or more), the network (opens
 * Networks), Disconnect (of the active family), the avatar, the profile name or the address cut to
 * 4 + 6 characters with a copy button, "Choose a name" for an eip155 account without a name
 * (SPEC §9: any EVM account, not only embedded ones; with `apiUrl`, the host the registration
 * message names), the native balance (3 decimals), and the account picker when the connection has
 * several accounts.
 */
export function AccountHeader() {
  const kit = useAppKitInstance()
  const t = useMessages(accountMessages)
  const format = useFormat()
  const { account, network, namespace } = useActiveAccount()
  const address = account?.address ?? ''
  const displayName = account?.profileName || truncateAddress(address)
  const networkName = network?.name ?? t('unknownNetwork')
  // The wallet's native balance; until it arrives (or if it fails), the data API's native token.
  const nativeToken = account?.tokenBalance.find((token) => !token.address)
  const balance = account?.balance ?? nativeToken?.quantity.numeric
  const symbol =
    account?.balanceSymbol ?? nativeToken?.symbol ?? network?.nativeCurrency.symbol ?? ''
  return (
    <>
      <FamilySwitcher />
      <div className="portico-account-top">
        <button
          type="button"
          className="portico-pill"
          aria-label={t('ariaChangeNetwork', { network: networkName })}
          onClick={() => kit.push('Networks')}
        >
          <SafeImage src={networkImageUrl(kit, network)} alt="" size={24} radius={12} />
          <Truncate text={networkName} />
        </button>
        <IconButton
          label={t('disconnect')}
          icon={<DisconnectIcon />}
          onClick={() => {
            // The active family only: the others stay connected (and one of them takes over).
            kit.disconnect(namespace ? { namespace } : undefined).catch(() => {})
          }}
        />
      </div>
      <div className="portico-identity">
        <Avatar address={address} imageUrl={account?.profileImage} size={56} />
        <div className="portico-identity-name">
          <Truncate text={displayName} />
          <IconButton
            label={t('copyAddress')}
            icon={<CopyIcon />}
            onClick={() =>
              copyAddress(kit, address, { copied: t('addressCopied'), failed: t('copyFailed') })
            }
          />
        </div>
        {namespace &&
        kit.getAdapter(namespace)?.capabilities.names &&
        !account?.profileName &&
        kit.options.apiUrl ? (
          <button
            type="button"
            className="portico-link-btn"
            style={{ alignSelf: 'center' }}
            onClick={() => kit.push('RegisterAccountName')}
          >
            {t('chooseName')}
          </button>
        ) : null}
        {balance === undefined ? null : (
          <p className="portico-balance">
            {format.amount(balance)} {symbol}
          </p>
        )}
      </div>
      <AccountPicker />
    </>
  )
}
