import { describeSignIn } from './sign-in-scenario.js'

// Sign-in with Polkadot: the `portico-test` extension signs the CAIP-122 message with
// sr25519 through signRaw (<Bytes> wrapping); apps/api verifies it on `/v1/siwx`.
describeSignIn({
  family: 'polkadot',
  accountLabel: 'Polkadot',
  networkName: 'Polkadot Local (simulated)',
  symbol: (lab) => lab.config.polkadot?.symbol ?? 'ROC',
  pickWallet: (ui) =>
    ui.dialog
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /portico[- ]test|Portico Test/i })
      .click(),
})
