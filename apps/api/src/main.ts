import { serve } from './cli/serve.js'

/** `pnpm --filter @portico/api start`: the same start-up as `portico-api serve` (src/cli/serve.ts). */
await serve()
