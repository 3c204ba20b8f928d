import type { MessageGroup } from '../message-group.js'

/** RegisterAccountName and RegisterAccountNameSuccess. */
export const registerNameMessages = {
  group: 'registerName',
  en: {
    suggestionsError: 'Error fetching name suggestions',
    checking: 'Checking availability…',
    available: '{name} is available',
    taken: '{name} is already taken',
    ariaSuggestions: 'Suggested names',
    nameRule: 'Use letters, digits and hyphens only, at least 4 characters.',
    noAccount: 'No account is connected.',
    evmOnly: 'Names can be registered for EVM accounts only.',
    explain: 'Choose a name for your account. Others can send to it instead of your address.',
    nameLabel: 'Name',
    namePlaceholder: 'e.g. alice-1',
    registerFailed: 'Error registering name {name}',
    register: 'Register',
    registering: 'Registering name',
    signInWallet: 'Sign the message in your wallet',
    walletSigns: 'Your wallet signs the registration of {name}.',
    theName: 'the name',
    registered: 'The name is registered: it now shows in place of your address.',
    notRegistered: 'No name was registered.',
    backToAccount: 'Back to account',
  },
} as const satisfies MessageGroup
