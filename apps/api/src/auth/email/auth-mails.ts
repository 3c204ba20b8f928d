import type { Mail } from './mailer.js'

const minutes = (ms: number) => Math.round(ms / 60_000)

/** The login code. The code leads the subject so it shows in a notification. */
export function loginCodeMail(p: {
  to: string
  otp: string
  ttlMs: number
  appName: string
}): Mail {
  return {
    to: p.to,
    subject: `${p.otp} is your ${p.appName} login code`,
    text: `Your ${p.appName} login code is ${p.otp}.\n\nIt expires in ${minutes(p.ttlMs)} minutes. If you did not try to sign in, ignore this mail.\n`,
  }
}

/**
 * The new-device link (it opens a page with an Approve button; the link alone approves nothing).
 * Pressing Approve mails the login code, which the user then enters where they signed in.
 */
export function deviceApprovalMail(p: {
  to: string
  link: string
  ttlMs: number
  appName: string
}): Mail {
  return {
    to: p.to,
    subject: `Approve a new device for ${p.appName}`,
    text: `A device we have not seen before is signing in to your ${p.appName} wallet.\n\nIf this is you, open this link and press Approve. We will then mail you the login code to enter on that device:\n${p.link}\n\nThe link expires in ${minutes(p.ttlMs)} minutes. If this is not you, ignore this mail: nothing is approved.\n`,
  }
}

/** The code for an email change, to the current address (first step) or the new one (second). */
export function emailChangeMail(p: {
  to: string
  otp: string
  ttlMs: number
  appName: string
  step: 'primary' | 'secondary'
  newEmail: string
}): Mail {
  const what =
    p.step === 'primary'
      ? `You asked to change your ${p.appName} email to ${p.newEmail}. Enter this code to confirm it is you`
      : `Enter this code to confirm ${p.newEmail} as your new ${p.appName} email`
  return {
    to: p.to,
    subject: `${p.otp} is your ${p.appName} code to change your email`,
    text: `${what}: ${p.otp}\n\nIt expires in ${minutes(p.ttlMs)} minutes. If you did not ask for this, ignore this mail.\n`,
  }
}

/**
 * Sent to the new address of an email change instead of its code when the address already has an
 * account: only its owner learns that (the one asking learns nothing a free address would not
 * tell them, so the change cannot be used to find out who has an account).
 */
export function emailTakenMail(p: { to: string; appName: string }): Mail {
  return {
    to: p.to,
    subject: `Your ${p.appName} email was not changed`,
    text: `Someone asked to make ${p.to} the email of another ${p.appName} account. This address already has an account, so nothing was changed and no code was sent.\n\nIf this was you, sign in with this address instead. If not, ignore this mail.\n`,
  }
}
