export { createPolkadotVerifier, verifyPolkadotBytes } from '../../verifiers/polkadot-verifier.js'
