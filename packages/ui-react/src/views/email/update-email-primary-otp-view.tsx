import { EmailFrameWait } from './email-frame-wait.js'

/** UpdateEmailPrimaryOtp: both codes of an update are typed in the frame's card; the modal waits. */
export default function UpdateEmailPrimaryOtpView() {
  return <EmailFrameWait step="update" />
}
