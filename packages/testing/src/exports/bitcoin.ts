// Node entry: the bcoin regtest node behind an Esplora-style REST facade.
export { REGTEST_FEE_ESTIMATES } from '../bitcoin/esplora-server'
export { FaucetEmptyError } from '../bitcoin/faucet'
export {
  InvalidRegtestAddressError,
  REGTEST,
  REGTEST_CAIP2,
  REGTEST_GENESIS_HASH,
} from '../bitcoin/regtest-network'
export { TxRejectedError } from '../bitcoin/regtest-node'
export {
  type BitcoinChain,
  SEGWIT_ACTIVATION_HEIGHT,
  type StartBitcoinChainOptions,
  startBitcoinChain,
} from '../bitcoin/start-bitcoin-chain'
export {
  bitcoinTestWalletBrowserBundle,
  bitcoinTestWalletBrowserScript,
} from '../bitcoin/wallet/browser-script'
