// Browser-safe entry: the Bitcoin test wallet (sats-connect provider + Wallet Standard wallet on
// real regtest keys), its page installer and message signers. No Node APIs.
export { type Bip137AddressKind, bip137MessageHash, signBip137 } from '../bitcoin/bip137.js'
export { bip322MessageHash, signBip322Simple } from '../bitcoin/bip322.js'
export {
  InvalidRegtestAddressError,
  REGTEST,
  REGTEST_CAIP2,
  REGTEST_GENESIS_HASH,
  regtestAddressToScript,
} from '../bitcoin/regtest-network.js'
export {
  type BitcoinTestWallet,
  type BitcoinTestWalletInfo,
  type BitcoinTestWalletMode,
  type BitcoinTestWalletRequest,
  type BitcoinWalletTransport,
  type CreateBitcoinTestWalletOptions,
  createBitcoinTestWallet,
  defaultBitcoinTestWalletInfo,
  type SatsConnectProvider,
  type SatsConnectResponse,
} from '../bitcoin/wallet/bitcoin-test-wallet.js'
export {
  type BitcoinTestWalletPageGlobals,
  type BrowserBitcoinTestWalletConfig,
  install as installBitcoinTestWalletInPage,
} from '../bitcoin/wallet/browser-entry.js'
export {
  type InstallBitcoinTestWalletOptions,
  installBitcoinTestWallet,
  registerStandardWallet,
  type SatsConnectProviderEntry,
} from '../bitcoin/wallet/install-bitcoin-wallet.js'
export { supportedSatsConnectMethods } from '../bitcoin/wallet/sats-connect-methods.js'
export type { MessageSigningProtocol, SignedMessage } from '../bitcoin/wallet/sign-message.js'
export { BITCOIN_REGTEST_CHAIN } from '../bitcoin/wallet/standard-wallet.js'
export {
  BitcoinWalletError,
  bitcoinWalletErrors,
  satsConnectErrorCodes,
} from '../bitcoin/wallet/wallet-error.js'
export {
  type BitcoinAddressPurpose,
  type BitcoinTestAccount,
  bitcoinTestAccounts,
  bitcoinTestWalletKeys,
} from '../bitcoin/wallet/wallet-keys.js'
export {
  type BitcoinWalletConnectHandlerOptions,
  bip122WalletConnectMethods,
  bitcoinWalletConnectHandler,
} from '../bitcoin/wallet/walletconnect-handler.js'
