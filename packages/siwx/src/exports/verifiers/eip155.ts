export {
  createEip155Verifier,
  type Eip155VerifierOptions,
} from '../../verifiers/eip155-verifier.js'
export { gasCappedTransport, SIGNATURE_CHECK_GAS } from '../../verifiers/gas-capped-transport.js'
