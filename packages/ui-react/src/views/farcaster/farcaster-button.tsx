import { Button } from '../../components/button.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { farcasterMessages } from '../../i18n/en/farcaster.js'
import { useMessages } from '../../i18n/use-messages.js'

/**
 * The Connect view's Farcaster entry among the socials (SPEC §3 social providers): it opens
 * ConnectingFarcaster, which shows the Sign In With Farcaster QR code.
 */
export function FarcasterButton({ disabled = false }: { disabled?: boolean }) {
  const kit = useAppKitInstance()
  const t = useMessages(farcasterMessages)
  return (
    <Button
      variant="secondary"
      fullWidth
      disabled={disabled}
      onClick={() => kit.push('ConnectingFarcaster')}
    >
      {t('continueWithFarcaster')}
    </Button>
  )
}
