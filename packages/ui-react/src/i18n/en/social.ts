import type { MessageGroup } from '../message-group.js'

/** Social login (the Connect view's provider buttons) and its waiting toast (SPEC §2 label). */
export const socialMessages = {
  group: 'social',
  en: {
    ariaSocialLogin: 'Sign in with a social account',
    continueWith: 'Continue with {provider}',
    authenticating: 'Authenticating...',
    finishInPopup: 'Finish signing in with {provider} in the window that opened.',
    failed: 'The login did not finish. Please try again.',
    /** The user closed the login window: the words of a declined wallet connection. */
    declined: 'Connection declined',
  },
} as const satisfies MessageGroup
