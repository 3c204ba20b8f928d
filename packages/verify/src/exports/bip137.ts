export { type BitcoinOutput, decodeBitcoinAddress } from '../bitcoin/address.js'
export {
  type Bip137Signature,
  bip137MessageHash,
  parseBip137Signature,
  verifyBip137,
} from '../bitcoin/bip137.js'
