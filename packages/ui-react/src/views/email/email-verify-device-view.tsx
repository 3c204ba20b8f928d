import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useViewTitle } from '../../modal/view-title.js'
import { emailRouteOf, selectEmailRouteData } from './email-route.js'
import { ResendButton } from './resend-button.js'
import { useFrameStep } from './use-frame-step.js'

/**
 * EmailVerifyDevice (SPEC §4 "VERIFY_DEVICE"): the account has not seen this device, so a link
 * went to `router.data.email`. The view waits for the frame to say the link approved the device,
 * then goes on to the code (the frame sends it then). A step that timed out or failed says why
 * and offers to check again; the link can be sent again once the cooldown is over.
 */
export default function EmailVerifyDeviceView() {
  const kit = useAppKitInstance()
  const t = useMessages(emailMessages)
  const route = emailRouteOf(useSnapshot(selectEmailRouteData))
  useViewTitle(t('titleVerifyDevice'))
  const waiting = useFrameStep()
  const resending = useFrameStep()
  const [sentAt, setSentAt] = useState(route.sentAt)
  const [notice, setNotice] = useState<string | undefined>(undefined)
  const email = route.email ?? ''
  const checkAgain = useRef<HTMLDivElement>(null)
  const { run } = waiting

  const wait = useCallback(
    async (since: number | undefined) => {
      const result = await run(() => kit.embeddedWallet.connectDevice())
      if (result) kit.replace('EmailVerifyOtp', { email, sentAt: since })
    },
    [kit, run, email],
  )

  // One wait per mount (StrictMode's double effect must not ask the frame twice).
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, with the arrival's sentAt
  useEffect(() => {
    if (started.current) return
    started.current = true
    void wait(sentAt)
  }, [wait])

  // A failed wait: the focus goes to what the user can do next.
  useEffect(() => {
    if (!waiting.busy && waiting.error) checkAgain.current?.querySelector('button')?.focus()
  }, [waiting.busy, waiting.error])

  const resend = async () => {
    setNotice(undefined)
    const at = kit.clock.now()
    const result = await resending.run(() => kit.embeddedWallet.connectEmail({ email }))
    if (!result) return
    setSentAt(at)
    if (result.value.action === 'VERIFY_OTP') {
      kit.replace('EmailVerifyOtp', { email, sentAt: at })
      return
    }
    setNotice(t('linkResent', { email }))
    void wait(at)
  }

  const error = resending.error ?? waiting.error
  return (
    <div className="portico-center">
      <Text>{t('deviceSentTo', { email })}</Text>
      {waiting.busy ? (
        <>
          <Spinner />
          <Text tone="secondary">{t('deviceWaiting')}</Text>
        </>
      ) : null}
      {error ? (
        <Text tone="error">
          <span role="alert">{error}</span>
        </Text>
      ) : null}
      {!waiting.busy && waiting.error ? (
        <div ref={checkAgain} style={{ width: '100%' }}>
          <Button fullWidth disabled={resending.busy} onClick={() => void wait(sentAt)}>
            {t('deviceCheckAgain')}
          </Button>
        </div>
      ) : null}
      <ResendButton
        sentAt={sentAt}
        label={t('resendLink')}
        labelIn={(seconds) => t('resendLinkIn', { seconds })}
        busy={resending.busy}
        disabled={email === ''}
        onResend={resend}
      />
      <Text tone="success" size="small">
        <span role="status">{notice ?? ''}</span>
      </Text>
    </div>
  )
}
