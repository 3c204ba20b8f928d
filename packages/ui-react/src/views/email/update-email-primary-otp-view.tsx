import { UpdateEmailOtp } from './update-email-otp.js'

/** UpdateEmailPrimaryOtp: the code sent to the current address (SPEC §4 VERIFY_PRIMARY_OTP). */
export default function UpdateEmailPrimaryOtpView() {
  return <UpdateEmailOtp which="primary" />
}
