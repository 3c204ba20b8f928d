// Test doubles for Portico's core: a mock chain adapter and an in-memory data API.

export {
  type FixtureDataApi,
  type FixtureDataApiParameters,
  type FixtureDataApiRecord,
  fixtureDataApi,
} from '../testing/fixture-data-api.js'
export { createFramePage, type FramePage, type FramePageParameters } from '../testing/frame-page.js'
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
