export { type BitcoinOutput, decodeBitcoinAddress } from '../bitcoin/address.js'
export {
  type Bip322UnsupportedFormat,
  Bip322UnsupportedFormatError,
  bip322MessageHash,
  bip322ToSpendTxid,
  parseBip322Simple,
  taggedHash,
  verifyBip322Simple,
} from '../bitcoin/bip322.js'
