/**
 * Portico's React API: core's `createAppKit` and its options, `<AppKitProvider>`, the buttons, the hooks
 * and the themes. Generated from the TSDoc of `@portico/ui-react` (and `createAppKit` / `AppKitOptions` of
 * `@portico/core`) by `pnpm docs`.
 *
 * @packageDocumentation
 */

export { type AppKitOptions, createAppKit } from '@portico/core'
export * from '@portico/ui-react'
