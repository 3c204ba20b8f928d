export {
  type BitcoinMessageProtocol,
  type VerifyBitcoinMessageParameters,
  verifyBitcoinMessage,
} from '../bitcoin/bitcoin-message.js'
export * from './bip137.js'
export * from './bip322.js'
