import { Button } from '../../components/button.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'
import { selectUserEmail } from './email-route.js'

/**
 * The Account view's email row for an embedded-wallet (AUTH) account: the user's email (state
 * `user.email`) and the "Update email" entry. Its own chunk: loaded only for such an account.
 */
export default function AccountEmail() {
  const kit = useAppKitInstance()
  const t = useMessages(emailMessages)
  const email = useSnapshot(selectUserEmail)
  if (!email) return null
  return (
    <section
      className="portico-row"
      aria-label={t('accountEmail')}
      style={{ gap: 8, cursor: 'default' }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="small" tone="secondary">
          {t('accountEmail')}
        </Text>
        <Text className="portico-truncate">
          <bdi>{email}</bdi>
        </Text>
      </div>
      <Button variant="secondary" onClick={() => kit.push('UpdateEmailWallet')}>
        {t('updateEmail')}
      </Button>
    </section>
  )
}
