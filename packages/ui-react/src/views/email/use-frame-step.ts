import { useCallback, useEffect, useRef, useState } from 'react'
import { emailMessages } from '../../i18n/en/email.js'
import { useErrorText } from '../../i18n/use-error-text.js'
import { useMessages } from '../../i18n/use-messages.js'
import { emailErrorText } from './email-error-text.js'

export interface FrameStep {
  /** A step is running: the view's buttons are disabled. */
  busy: boolean
  /** The last step's failure, in the kit's locale. */
  error: string | undefined
  setError(error: string | undefined): void
  /**
   * Runs one frame step (busy while it runs, its error shown on failure). Resolves with the
   * step's value, or `undefined` when it failed, when another step started since, or when the
   * view has gone (its answer must not move a view that is no longer shown).
   */
  run<T>(step: () => Promise<T>): Promise<{ value: T } | undefined>
}

/** Busy and error state of the email views' frame steps (one at a time, latest wins). */
export function useFrameStep(): FrameStep {
  const t = useMessages(emailMessages)
  const textOf = useErrorText()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const attempt = useRef(0)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(
    async <T>(step: () => Promise<T>): Promise<{ value: T } | undefined> => {
      const current = ++attempt.current
      const live = () => mounted.current && current === attempt.current
      setBusy(true)
      setError(undefined)
      try {
        const value = await step()
        if (!live()) return undefined
        setBusy(false)
        return { value }
      } catch (cause) {
        if (!live()) return undefined
        setBusy(false)
        setError(emailErrorText(cause, t, (other) => textOf(other, t('genericError'))))
        return undefined
      }
    },
    [t, textOf],
  )
  return { busy, error, setError, run }
}
