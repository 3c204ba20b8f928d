export {
  polkadotWrappedMessage,
  verifyPolkadotBytes,
  verifyPolkadotMessage,
} from '../polkadot/polkadot.js'
