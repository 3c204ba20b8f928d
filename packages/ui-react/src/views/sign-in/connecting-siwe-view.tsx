import { Button } from '../../components/button.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { signInMessages } from '../../i18n/en/sign-in.js'
import { useMessages } from '../../i18n/use-messages.js'

/**
 * ConnectingSiwe (SPEC §2): the wallet shows the sign-in message; the kit leaves this view when
 * the session is recorded (closes) or the sign-in fails (Connect, with a toast).
 */
export default function ConnectingSiweView() {
  const kit = useAppKitInstance()
  const t = useMessages(signInMessages)
  return (
    <div className="portico-stack portico-center">
      <Spinner label={t('waitingSignature')} size={40} />
      <Text>{t('signInWallet')}</Text>
      <Text tone="secondary" size="small">
        {t('signingFree')}
      </Text>
      <Button
        variant="ghost"
        onClick={() => {
          kit.cancelSignIn().catch(() => {})
        }}
      >
        {t('cancel')}
      </Button>
    </div>
  )
}
