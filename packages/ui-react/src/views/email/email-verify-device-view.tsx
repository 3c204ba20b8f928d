import { EmailFrameWait } from './email-frame-wait.js'

/** EmailVerifyDevice: the frame's card waits for the device approval itself; the modal waits. */
export default function EmailVerifyDeviceView() {
  return <EmailFrameWait step="login" />
}
