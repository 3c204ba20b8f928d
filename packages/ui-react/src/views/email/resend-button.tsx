import { Button } from '../../components/button.js'
import { useCooldownSeconds } from './use-cooldown.js'

export interface ResendButtonProps {
  /** The kit clock's time of the last email login (the 30 s cooldown counts from it). */
  sentAt: number | undefined
  /** The button's text when it may be pressed. */
  label: string
  /** The text while the cooldown runs ("Resend code in 12s"). */
  labelIn: (seconds: number) => string
  busy: boolean
  disabled?: boolean
  onResend: () => void
}

/**
 * Resend, held back for the 30 s email cooldown (SPEC §5/§9) with the seconds counting down on
 * the kit's clock (the server keeps its own cooldown too; its refusal shows as the view's error).
 */
export function ResendButton({
  sentAt,
  label,
  labelIn,
  busy,
  disabled,
  onResend,
}: ResendButtonProps) {
  const seconds = useCooldownSeconds(sentAt)
  return (
    <Button
      variant="ghost"
      fullWidth
      loading={busy}
      disabled={disabled || seconds > 0}
      onClick={onResend}
    >
      {seconds > 0 ? labelIn(seconds) : label}
    </Button>
  )
}
