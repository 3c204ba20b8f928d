import { EmailFrameWait } from './email-frame-wait.js'

/** UpdateEmailSecondaryOtp: both codes of an update are typed in the frame's card; the modal waits. */
export default function UpdateEmailSecondaryOtpView() {
  return <EmailFrameWait step="update" />
}
