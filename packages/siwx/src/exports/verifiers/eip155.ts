export {
  createEip155Verifier,
  type Eip155VerifierOptions,
} from '../../verifiers/eip155-verifier.js'
