/**
 * Portico's React API: `createAppKit` and its options, `<AppKitProvider>`, the buttons, the hooks
 * and the themes. Generated from the TSDoc of `@portico/ui-react` (and `AppKitOptions` of
 * `@portico/core`) by `pnpm docs`.
 *
 * @packageDocumentation
 */

export type { AppKitOptions } from '@portico/core'
export * from '@portico/ui-react'
