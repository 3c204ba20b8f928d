// Browser-safe entry: the Bitcoin test wallet (sats-connect provider + Wallet Standard wallet on
// real regtest keys), its page installer and message signers. No Node APIs.
export { type Bip137AddressKind, bip137MessageHash, signBip137 } from '../bitcoin/bip137'
export { bip322MessageHash, signBip322Simple } from '../bitcoin/bip322'
export {
  InvalidRegtestAddressError,
  REGTEST,
  REGTEST_CAIP2,
  REGTEST_GENESIS_HASH,
  regtestAddressToScript,
} from '../bitcoin/regtest-network'
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
} from '../bitcoin/wallet/bitcoin-test-wallet'
export {
  type BitcoinTestWalletPageGlobals,
  type BrowserBitcoinTestWalletConfig,
  install as installBitcoinTestWalletInPage,
} from '../bitcoin/wallet/browser-entry'
export {
  type InstallBitcoinTestWalletOptions,
  installBitcoinTestWallet,
  registerStandardWallet,
  type SatsConnectProviderEntry,
} from '../bitcoin/wallet/install-bitcoin-wallet'
export { supportedSatsConnectMethods } from '../bitcoin/wallet/sats-connect-methods'
export type { MessageSigningProtocol, SignedMessage } from '../bitcoin/wallet/sign-message'
export { BITCOIN_REGTEST_CHAIN } from '../bitcoin/wallet/standard-wallet'
export {
  BitcoinWalletError,
  bitcoinWalletErrors,
  satsConnectErrorCodes,
} from '../bitcoin/wallet/wallet-error'
export {
  type BitcoinAddressPurpose,
  type BitcoinTestAccount,
  bitcoinTestAccounts,
  bitcoinTestWalletKeys,
} from '../bitcoin/wallet/wallet-keys'
export {
  type BitcoinWalletConnectHandlerOptions,
  bip122WalletConnectMethods,
  bitcoinWalletConnectHandler,
} from '../bitcoin/wallet/walletconnect-handler'
