export { type BitcoinOutput, decodeBitcoinAddress } from '../bitcoin/address.js'
export {
  type Bip137Signature,
  bip137MessageHash,
  parseBip137Signature,
  verifyBip137,
} from '../bitcoin/bip137.js'
export {
  type Bip322UnsupportedFormat,
  Bip322UnsupportedFormatError,
  bip322MessageHash,
  bip322ToSpendTxid,
  parseBip322Simple,
  taggedHash,
  verifyBip322Simple,
} from '../bitcoin/bip322.js'
export {
  type BitcoinMessageProtocol,
  type VerifyBitcoinMessageParameters,
  verifyBitcoinMessage,
} from '../bitcoin/bitcoin-message.js'
