export { createSolanaVerifier } from '../../verifiers/solana-verifier.js'
