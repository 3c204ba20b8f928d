import { describeSignIn } from './sign-in-scenario.js'

// Sign-in with Bitcoin: the sats-connect test wallet signs the CAIP-122 message with
// BIP-322 from its payment address; apps/api verifies it on `/v1/siwx`.
describeSignIn({
  family: 'bip122',
  accountLabel: 'Bitcoin',
  networkName: 'Bitcoin Regtest (simulated)',
  symbol: () => 'BTC',
  pickWallet: (ui) => ui.dialog.getByRole('button', { name: /Portico Bitcoin Wallet/ }).click(),
})
