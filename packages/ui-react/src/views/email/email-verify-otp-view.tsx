import { EmailFrameWait } from './email-frame-wait.js'

/** EmailVerifyOtp: the email login, typed in the wallet frame's own card (the modal waits). */
export default function EmailVerifyOtpView() {
  return <EmailFrameWait step="login" />
}
