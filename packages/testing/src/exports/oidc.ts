export {
  type LocalClientCredentials,
  type LocalOpenIdProvider,
  type LocalOpenIdProviderOptions,
  type LocalSocialClient,
  localSocialClients,
  startLocalOpenIdProvider,
  type TokenEndpointAuth,
} from '../oidc/local-openid-provider.js'
export {
  type ProviderReturn,
  signInThroughForm,
  signInThroughFormPost,
} from '../oidc/sign-in-through-form.js'
