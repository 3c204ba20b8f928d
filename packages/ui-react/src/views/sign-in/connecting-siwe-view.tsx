import { Button } from '../../components/button.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'

/**
 * ConnectingSiwe (SPEC §2): the wallet shows the sign-in message; the kit leaves this view when
 * the session is recorded (closes) or the sign-in fails (Connect, with a toast).
 */
export default function ConnectingSiweView() {
  const kit = useAppKitInstance()
  return (
    <div className="portico-stack portico-center">
      <Spinner label="Waiting for the signature" size={40} />
      <Text>Sign the message in your wallet</Text>
      <Text tone="secondary" size="small">
        The wallet shows the message; signing is free.
      </Text>
      <Button
        variant="ghost"
        onClick={() => {
          kit.cancelSignIn().catch(() => {})
        }}
      >
        Cancel
      </Button>
    </div>
  )
}
