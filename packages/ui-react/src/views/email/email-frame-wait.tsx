import { showsView } from '@portico/core/internal'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { emailMessages } from '../../i18n/en/email.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useViewTitle } from '../../modal/view-title.js'
import { useFrameStep } from './use-frame-step.js'

type Kit = ReturnType<typeof useAppKitInstance>

/** Back to the Account view the update started from (or to Account alone when it is not there). */
function returnToAccount(kit: Kit): void {
  const history = kit.getSnapshot().router.history
  const index = history.map((entry) => entry.view).lastIndexOf('Account')
  if (index === -1) {
    kit.replace('Account')
    return
  }
  for (let steps = history.length - 1 - index; steps > 0; steps--) kit.goBack()
}

/** Cancel in the frame's card: the user left the step, nothing went wrong. */
function isCancel(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'UserRejectedRequestError'
  )
}

/**
 * What the modal shows while the wallet frame's own card takes the email login or update (SPEC §4):
 * the address and the codes are typed there, on the frame's origin, never in this page. The step
 * starts when the view arrives and is withdrawn when it goes. Logged in: the modal closes (as after
 * any connect); updated: back to Account; Cancel in the frame goes back; a failure says why and
 * offers to try again.
 */
export function EmailFrameWait({ step }: { step: 'login' | 'update' }) {
  const kit = useAppKitInstance()
  const t = useMessages(emailMessages)
  useViewTitle(t(step === 'login' ? 'titleVerifyOtp' : 'titleUpdateEmail'))
  const frame = useFrameStep()
  const { run } = frame
  const [attempt, setAttempt] = useState(0)
  const view = useRef(kit.getSnapshot().router.view)
  const again = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // `attempt` starts the step again (Try again).
    void attempt
    const controller = new AbortController()
    const options = { signal: controller.signal }
    void (async () => {
      const result = await run(async () => {
        try {
          if (step === 'login') await kit.embeddedWallet.connectEmail(options)
          else await kit.embeddedWallet.updateEmail(options)
          return 'done' as const
        } catch (error) {
          if (isCancel(error)) return 'cancelled' as const
          throw error
        }
      })
      if (!result) return
      // The kit may have moved on meanwhile (Account, or sign-in when it is required).
      if (!showsView(kit.getSnapshot(), view.current)) return
      if (result.value === 'cancelled') kit.goBack()
      else if (step === 'login') kit.close()
      else returnToAccount(kit)
    })()
    return () => controller.abort()
  }, [kit, run, step, attempt])

  useEffect(() => {
    if (!frame.busy && frame.error) again.current?.querySelector('button')?.focus()
  }, [frame.busy, frame.error])

  return (
    <div className="portico-center">
      {frame.busy ? <Spinner /> : null}
      <Text>{t('frameWaiting')}</Text>
      {frame.error ? (
        <>
          <Text tone="error">
            <span role="alert">{frame.error}</span>
          </Text>
          <div ref={again} style={{ width: '100%' }}>
            <Button fullWidth onClick={() => setAttempt((n) => n + 1)}>
              {t('tryAgain')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  )
}
