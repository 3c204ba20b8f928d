// For Portico's own packages (ui-react, adapters, the lab's tests), not for apps: plumbing and
// UI-only helpers whose shape may change in any release. Apps import `@portico/core`.

export { loadApiClient } from '../app-kit/load-api-client.js'
export { SignInStateError, setSignInState } from '../app-kit/sign-in-access.js'
