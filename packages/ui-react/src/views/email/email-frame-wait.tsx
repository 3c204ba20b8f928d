import type { AppKitSnapshot } from '@portico/core'
import { useEffect, useRef } from 'react'
import { Button } from '../../components/button.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useErrorText } from '../../i18n/use-error-text.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useViewTitle } from '../../modal/view-title.js'
import { emailErrorText } from './email-error-text.js'

const selectStep = (s: AppKitSnapshot) => s.emailFrame

/**
 * What the modal shows while the wallet frame's own card takes the email login or update (SPEC §4):
 * the address and the codes are typed there, on the frame's origin, never in this page. Core's
 * email flow runs it (the kit starts it when the view is shown, withdraws it when the view goes):
 * logged in, the modal closes; updated, back to Account; Cancel in the frame goes back; a failure
 * says why here and offers to try again.
 */
export function EmailFrameWait({ step }: { step: 'login' | 'update' }) {
  const kit = useAppKitInstance()
  const t = useMessages(emailMessages)
  const textOf = useErrorText()
  useViewTitle(t(step === 'login' ? 'titleVerifyOtp' : 'titleUpdateEmail'))
  const frame = useSnapshot(selectStep)
  const error =
    frame.status === 'failed'
      ? emailErrorText(frame.error, t, (other) => textOf(other, t('genericError')))
      : undefined
  const again = useRef<HTMLDivElement>(null)

  // Focus goes to Try again when a step failed (the card that had it is gone).
  useEffect(() => {
    if (error) again.current?.querySelector('button')?.focus()
  }, [error])

  return (
    <div className="portico-center">
      {frame.status === 'failed' ? null : <Spinner />}
      <Text>{t('frameWaiting')}</Text>
      {error ? (
        <>
          <Text tone="error">
            <span role="alert">{error}</span>
          </Text>
          <div ref={again} style={{ width: '100%' }}>
            <Button fullWidth onClick={() => void kit.retryEmailFrame()}>
              {t('tryAgain')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  )
}
