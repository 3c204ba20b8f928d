import { UpdateEmailOtp } from './update-email-otp.js'

/** UpdateEmailSecondaryOtp: the code sent to the new address (SPEC §4 VERIFY_SECONDARY_OTP). */
export default function UpdateEmailSecondaryOtpView() {
  return <UpdateEmailOtp which="secondary" />
}
