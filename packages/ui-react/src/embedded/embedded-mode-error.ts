/**
 * `<AppKitEmbedded>` under a kit created without `enableEmbedded: true`: the kit would close a
 * dialog that is not there instead of going back to Account or Connect (SPEC §2), so the inline
 * host refuses to render.
 */
export class EmbeddedModeRequiredError extends Error {
  override name = 'EmbeddedModeRequiredError'
  constructor() {
    super('<AppKitEmbedded> needs a kit created with createAppKit({ enableEmbedded: true })')
  }
}
