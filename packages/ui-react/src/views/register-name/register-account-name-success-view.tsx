import { type AppKit, type AppKitSnapshot, viewParamsOf } from '@portico/core'
import { Button } from '../../components/button.js'
import { Spinner } from '../../components/spinner.js'
import { Text, Truncate } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { registerNameMessages } from '../../i18n/en/register-name.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useActiveAccount } from '../account/use-active-account.js'

const selectRouteName = (s: AppKitSnapshot) =>
  viewParamsOf(s.router, 'RegisterAccountNameSuccess')?.name
const selectLoading = (s: AppKitSnapshot) => s.modal.loading

/** Back past the name form to the Account view it came from (else Account replaces this view). */
function backToAccount(kit: AppKit): void {
  const { history } = kit.getSnapshot().router
  if (history[history.length - 3]?.view !== 'Account') {
    kit.replace('Account')
    return
  }
  kit.goBack()
  kit.goBack()
}

/**
 * RegisterAccountNameSuccess (SPEC §4): core shows it as soon as the wallet is asked to sign;
 * while the registration runs it asks for the signature, then shows the name the service
 * confirmed (core's profile name), which the button and the Account header now show too.
 */
export default function RegisterAccountNameSuccessView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(registerNameMessages)
  const { account } = useActiveAccount()
  const requested = useSnapshot(selectRouteName)
  const loading = useSnapshot(selectLoading)
  const registered = account?.profileName

  if (loading) {
    return (
      <div className="portico-center">
        <Spinner size={32} label={t('registering')} />
        <Text className="portico-strong">{t('signInWallet')}</Text>
        <Text tone="secondary" size="small">
          {t('walletSigns', { name: requested ?? t('theName') })}
        </Text>
      </div>
    )
  }
  return (
    <div className="portico-stack">
      <div className="portico-identity">
        {registered ? (
          <>
            <div className="portico-identity-name">
              <Truncate text={registered} />
            </div>
            <Text tone="secondary" size="small">
              {t('registered')}
            </Text>
          </>
        ) : (
          <Text tone="secondary">{t('notRegistered')}</Text>
        )}
      </div>
      <Button fullWidth onClick={() => backToAccount(kit)}>
        {t('backToAccount')}
      </Button>
    </div>
  )
}
