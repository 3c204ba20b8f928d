// components
export {
  AppKitButton,
  type AppKitButtonCustomProps,
  type AppKitButtonProps,
  ConnectButtonCustom,
} from '../components/app-kit-button.js'
export { NetworkButton, type NetworkButtonProps } from '../components/network-button.js'
export { AppKitProvider, type AppKitProviderProps } from '../context/app-kit-provider.js'
export { AppKitEmbedded } from '../embedded/app-kit-embedded.js'
export { EmbeddedModeRequiredError } from '../embedded/embedded-mode-error.js'
// hooks
export { type UseAppKitReturnType, useAppKit } from '../hooks/use-app-kit.js'
export { type UseAppKitAccountReturnType, useAppKitAccount } from '../hooks/use-app-kit-account.js'
export { useAppKitEvents } from '../hooks/use-app-kit-events.js'
export {
  type UseAppKitLocaleReturnType,
  useAppKitLocale,
} from '../hooks/use-app-kit-locale.js'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from '../hooks/use-app-kit-network.js'
export { useAppKitProvider } from '../hooks/use-app-kit-provider.js'
export {
  type UseAppKitSignInReturnType,
  useAppKitSignIn,
} from '../hooks/use-app-kit-sign-in.js'
export { type UseAppKitStateReturnType, useAppKitState } from '../hooks/use-app-kit-state.js'
export { useAppKitTheme } from '../hooks/use-app-kit-theme.js'
export { type AppKitButtonState, useAppKitButtonState } from '../hooks/use-button-state.js'
export { useDisconnect } from '../hooks/use-disconnect.js'
export { useWalletInfo } from '../hooks/use-wallet-info.js'
// themes
export {
  darkTheme,
  lightTheme,
  THEME_TOKENS,
  type ThemeToken,
  type ThemeTokens,
} from '../theme/theme-tokens.js'
