export { verifyEd25519, verifySolanaMessage } from '../solana/solana.js'
