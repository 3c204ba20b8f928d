import { describeSignIn } from './sign-in-scenario.js'

// Sign-in with Solana: the Wallet Standard test wallet signs the CAIP-122 message;
// apps/api verifies it (ed25519) on its `/v1/siwx` routes.
describeSignIn({
  family: 'solana',
  accountLabel: 'Solana',
  networkName: 'Solana Local (simulated)',
  symbol: () => 'SOL',
  pickWallet: (ui) => ui.dialog.getByRole('button', { name: /Portico Solana Wallet/ }).click(),
})
