import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import { SDK_VERSION } from '../lifecycle/sdk-version.js'
import { createEmbeddedLoginStore } from '../storage/embedded-login.js'
import { embeddedAccountTypes } from './embedded-account-type.js'
import { embeddedAuthHooks } from './embedded-auth.js'
import { createEmbeddedWallet } from './embedded-wallet.js'
import type { EmbeddedWalletStart } from './lazy-embedded-wallet.js'

export interface EmbeddedStartDependencies {
  ctx: KitContext
  track(unsubscribe: Unsubscribe): Unsubscribe
  /** `kit.ready`: the AUTH connector is offered once the adapters are set up. */
  ready(): Promise<void>
}

/**
 * The embedded wallet's implementation with what the kit does around it (the AUTH connect and
 * sign-out, account types, the cached login data). Loaded with `import()` by
 * `lazyEmbeddedWallet`, and only for a kit created with `embeddedWallet`: an app without it never
 * downloads this module, nor the frame's code this module loads on first use.
 */
export function startEmbeddedWallet(deps: EmbeddedStartDependencies): EmbeddedWalletStart {
  const { ctx } = deps
  // A kit destroyed while this module downloaded keeps nothing running.
  if (ctx.destroyed()) throw new EmailLoginDependencyError({ details: 'destroyed' })
  const accountTypes = embeddedAccountTypes(
    () => ctx,
    () => wallet,
  )
  const theme = () => ({
    themeMode: ctx.state.get('themeMode'),
    themeVariables: ctx.state.get('themeVariables'),
  })
  const wallet = createEmbeddedWallet({
    options: ctx.options.embeddedWallet,
    projectId: ctx.options.projectId,
    chainId: () => ctx.state.snapshot().activeNetwork?.id,
    version: SDK_VERSION,
    // What the frame's cards show of the app: its name and URL (as its claim, beside the origin
    // the frame observed) and its light or dark mode and accents.
    sync: {
      dappData: () => ({
        metadata: ctx.options.metadata,
        projectId: ctx.options.projectId,
        sdkVersion: SDK_VERSION,
      }),
      theme,
      watchTheme(listener) {
        let last = theme()
        return ctx.state.subscribe(() => {
          const now = theme()
          if (now.themeMode === last.themeMode && now.themeVariables === last.themeVariables) return
          last = now
          listener()
        })
      },
    },
    debug: ctx.options.debug === true,
    clock: ctx.clock,
    login: createEmbeddedLoginStore(ctx.storage),
    hooks: { ...embeddedAuthHooks(() => ctx, { ready: deps.ready }), ...accountTypes.hooks },
    track: deps.track,
    warn: ctx.warn,
  })
  return { wallet, setPreferredAccountType: accountTypes.setPreferred }
}
