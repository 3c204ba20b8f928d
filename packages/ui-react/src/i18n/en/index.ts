import { accountMessages } from './account.js'
import { allWalletsMessages } from './all-wallets.js'
import { approveTransactionMessages } from './approve-transaction.js'
import { commonMessages } from './common.js'
import { connectMessages } from './connect.js'
import { connectingExternalMessages } from './connecting-external.js'
import { connectingWalletConnectMessages } from './connecting-walletconnect.js'
import { emailMessages } from './email.js'
import { entryMessages } from './entry.js'
import { farcasterMessages } from './farcaster.js'
import { modalMessages } from './modal.js'
import { networksMessages } from './networks.js'
import { onrampMessages } from './onramp.js'
import { receiveMessages } from './receive.js'
import { registerNameMessages } from './register-name.js'
import { sendMessages } from './send.js'
import { signInMessages } from './sign-in.js'
import { smartAccountMessages } from './smart-account.js'
import { socialMessages } from './social.js'
import { swapMessages } from './swap.js'
import { unsupportedChainMessages } from './unsupported-chain.js'

/**
 * Every English message group by name. Only types and the catalogue check import this: the
 * kit's own code imports each group where it is used, so each view's texts stay in its chunk.
 */
export const EN_GROUPS = {
  entry: entryMessages,
  modal: modalMessages,
  common: commonMessages,
  connect: connectMessages,
  allWallets: allWalletsMessages,
  connectingExternal: connectingExternalMessages,
  connectingWalletConnect: connectingWalletConnectMessages,
  account: accountMessages,
  send: sendMessages,
  receive: receiveMessages,
  networks: networksMessages,
  unsupportedChain: unsupportedChainMessages,
  approveTransaction: approveTransactionMessages,
  signIn: signInMessages,
  registerName: registerNameMessages,
  onramp: onrampMessages,
  swap: swapMessages,
  email: emailMessages,
  social: socialMessages,
  smartAccount: smartAccountMessages,
  farcaster: farcasterMessages,
} as const
