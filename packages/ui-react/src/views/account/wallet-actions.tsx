import type { AppKitSnapshot } from '@portico/core'
import { Button } from '../../components/button.js'
import { ReceiveIcon, SendIcon, WalletIcon } from '../../components/icons.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'

const selectActionFeatures = (s: AppKitSnapshot) => ({
  onramp: s.features.onramp,
  receive: s.features.receive,
  send: s.features.send,
})

/**
 * The Account view's wallet actions in SPEC §2 order (onramp, swaps, receive, send), each only
 * when its feature is on. On-ramp and swaps arrive with their own views; until then they are left
 * out rather than shown as stubs.
 */
export function WalletActions() {
  const kit = useAppKitInstance()
  const features = useSnapshot(selectActionFeatures)
  if (!features.onramp && !features.receive && !features.send) return null
  return (
    <div className="portico-actions">
      {features.onramp ? (
        <Button
          variant="secondary"
          className="portico-action"
          onClick={() => kit.push('OnRampProviders')}
        >
          <WalletIcon />
          Buy
        </Button>
      ) : null}
      {features.receive ? (
        <Button
          variant="secondary"
          className="portico-action"
          onClick={() => kit.push('WalletReceive')}
        >
          <ReceiveIcon />
          Receive
        </Button>
      ) : null}
      {features.send ? (
        <Button
          variant="secondary"
          className="portico-action"
          onClick={() => kit.push('WalletSend')}
        >
          <SendIcon />
          Send
        </Button>
      ) : null}
    </div>
  )
}
