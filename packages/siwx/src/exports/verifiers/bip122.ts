export { createBip122Verifier } from '../../verifiers/bip122-verifier.js'
