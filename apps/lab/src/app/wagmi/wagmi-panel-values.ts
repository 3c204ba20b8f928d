/** Where the wagmi panel's "send 1 USDC" goes: a burn address nobody signs for. */
export const WAGMI_PANEL_RECIPIENT = '0x000000000000000000000000000000000000dEaD'

/** What it sends: 1 USDC (the devnet's USDC has 6 decimals; the e2e test checks it). */
export const WAGMI_PANEL_USDC_AMOUNT = 1_000_000n
