// Test doubles for Portico's core: a mock chain adapter and an in-memory data API; and the adapter
// conformance suite every chain adapter runs against its local chain and test wallet.

export { AlertText } from '../errors/ui-texts.js'
// Real pieces of the kit that tests of Portico's packages drive directly: the system clock (for
// code that takes a clock), the sign-in slice's writer, the alert texts and an empty account.
export { systemClock } from '../lifecycle/clock.js'
export { setSignInState } from '../sign-in/sign-in-access.js'
export { emptyAccountState } from '../state/account-state.js'
export { runAdapterConformance } from '../testing/adapter-conformance.js'
export { AdapterConformanceError } from '../testing/conformance-checks.js'
export type {
  AdapterConformanceFixture,
  ConformanceResources,
  ConformanceRunner,
  ConformanceWallet,
  ConformanceWalletMode,
} from '../testing/conformance-fixture.js'

export {
  type FixtureDataApi,
  type FixtureDataApiParameters,
  type FixtureDataApiRecord,
  fixtureDataApi,
} from '../testing/fixture-data-api.js'
export { createFramePage, type FramePage, type FramePageParameters } from '../testing/frame-page.js'
export { type ManualClock, manualClock } from '../testing/manual-clock.js'
export { mapAdapter } from '../testing/map-adapter.js'
export {
  type MockAdapter,
  type MockAdapterControls,
  type MockAdapterDefinition,
  type MockAdapterFeatures,
  type MockAdapterParameters,
  type MockAdapterRecord,
  type MockFailure,
  mockAdapter,
} from '../testing/mock-adapter.js'
