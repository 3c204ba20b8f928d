import type { MessageGroup } from '../message-group.js'

/** SIWXSignMessage and ConnectingSiwe. */
export const signInMessages = {
  group: 'signIn',
  en: {
    waitingSignature: 'Waiting for the signature',
    signInWallet: 'Sign the message in your wallet',
    signingFree: 'The wallet shows the message; signing is free.',
    cancel: 'Cancel',
    thisApp: 'This app',
    wantsSignIn: '{app} wants you to sign in',
    explain: 'Sign a message to prove you own this account. It is free and sends no transaction.',
    required: 'Signing in is required to continue.',
    domain: 'Domain',
    account: 'Account',
    network: 'Network',
    sign: 'Sign',
  },
} as const satisfies MessageGroup
