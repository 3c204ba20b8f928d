/** Addresses for core's own tests (not exported). */
export const ALICE = '0x1111111111111111111111111111111111111111'
export const BOB = '0x2222222222222222222222222222222222222222'
export const SOL_ALICE = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
