// Node entry: the bcoin regtest node behind an Esplora-style REST facade.
export { REGTEST_FEE_ESTIMATES } from '../bitcoin/esplora-server.js'
export { FaucetEmptyError } from '../bitcoin/faucet.js'
export {
  InvalidRegtestAddressError,
  REGTEST,
  REGTEST_CAIP2,
  REGTEST_GENESIS_HASH,
} from '../bitcoin/regtest-network.js'
export { TxRejectedError } from '../bitcoin/regtest-node.js'
export {
  type BitcoinChain,
  SEGWIT_ACTIVATION_HEIGHT,
  type StartBitcoinChainOptions,
  startBitcoinChain,
} from '../bitcoin/start-bitcoin-chain.js'
export {
  bitcoinTestWalletBrowserBundle,
  bitcoinTestWalletBrowserScript,
} from '../bitcoin/wallet/browser-script.js'
