import { EmailFrameWait } from './email-frame-wait.js'

/** UpdateEmailWallet: the email update, typed in the wallet frame's own card (the modal waits). */
export default function UpdateEmailView() {
  return <EmailFrameWait step="update" />
}
