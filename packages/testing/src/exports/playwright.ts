// Node entry for Playwright test files: `test` with Portico's test wallets injected and local
// chains per worker, and helpers that drive the real Portico modal and the embedded wallet
// frame's email cards. Needs `@playwright/test`.
export { expect } from '@playwright/test'
export {
  type FrameCardId,
  type FrameEmailLogin,
  type FrameEmailLoginOptions,
  loginWithEmailInFrame,
  nextFrameCard,
  typeFrameCode,
  walletFrame,
} from '../playwright/frame-email-login.js'
export {
  createLocalChains,
  type LocalChains,
  type LocalChainsOptions,
} from '../playwright/local-chains.js'
export {
  answerNext,
  approveNext,
  ConnectFailedError,
  type ConnectOptions,
  connect,
  porticoModal,
  porticoView,
  rejectNext,
  signIn,
} from '../playwright/modal-driver.js'
export { pageSettled } from '../playwright/page-settled.js'
export {
  type Box,
  measureSheet,
  newPhoneContext,
  outsideProblems,
  PHONE,
  PHONE_CONTEXT,
  PHONE_USER_AGENT,
  pageWidth,
  type SheetFit,
  sheetFitProblems,
} from '../playwright/phone-fit.js'
export {
  chromiumLaunchOptions,
  type PorticoTestOptions,
  type PorticoWorkerFixtures,
  type PorticoWorkerOptions,
  test,
} from '../playwright/portico-test.js'
export { type ScreenshotPlace, saveScreenshot } from '../playwright/screenshots.js'
export {
  defaultTestWalletNames,
  type InjectedWalletOptions,
  injectedWalletScript,
  type TestWalletFamily,
} from '../playwright/wallet-script.js'
export type { PromptAnswer, SetModeOptions } from '../wallet/prompt-mode.js'
