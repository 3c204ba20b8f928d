import { describe, expect, it } from 'vitest'
import * as adapter from './adapter-errors.js'
import * as appKit from './app-kit-errors.js'
import type { BaseError } from './base-error.js'
import * as caip from './caip-errors.js'
import * as http from './http-errors.js'
import * as names from './name-errors.js'
import * as namesForAddress from './names-for-address-error.js'
import { AlertText, ToastText, UiText } from './ui-texts.js'

const cases: [string, () => BaseError, string][] = [
  // SPEC §8 "Thrown errors"
  ['DisconnectFailedError', () => new appKit.DisconnectFailedError(), 'Failed to disconnect'],
  ['UnsupportedChainError', () => new appKit.UnsupportedChainError(), 'Unsupported chain'],
  ['NetworkNotFoundError', () => new appKit.NetworkNotFoundError(), 'Network not found'],
  [
    'TransactionsAccountRequiredError',
    () => new appKit.TransactionsAccountRequiredError(),
    "Transactions can't be fetched without an accountAddress",
  ],
  ['SiwxNotEnabledError', () => new appKit.SiwxNotEnabledError(), 'SIWX is not enabled'],
  [
    'NoActiveCaipAddressError',
    () => new appKit.NoActiveCaipAddressError(),
    'No ActiveCaipAddress found',
  ],
  [
    'NoActiveCaipNetworkOrClientError',
    () => new appKit.NoActiveCaipNetworkOrClientError(),
    'No ActiveCaipNetwork or client found',
  ],
  ['ResolveNameError', () => new names.ResolveNameError(), 'Error resolving name'],
  [
    'NamesForAddressError',
    () => new namesForAddress.NamesForAddressError(),
    'Error fetching names for address',
  ],
  ['RegisterNameError', () => new names.RegisterNameError('alice'), 'Error registering name alice'],
  [
    'NameSuggestionsError',
    () => new names.NameSuggestionsError(),
    'Error fetching name suggestions',
  ],
  [
    'SwapsNetworkNotSupportedError',
    () => new appKit.SwapsNetworkNotSupportedError(),
    'Network not supported for Swaps',
  ],
  // SPEC §8 "Embedded frame and adapters"
  ['EmbeddedFrameError', () => new adapter.EmbeddedFrameError(), 'An error occurred'],
  ['FrameTimeoutError', () => new adapter.FrameTimeoutError(), 'Something went wrong'],
  ['RequestAbortedError', () => new adapter.RequestAbortedError(), 'Request was aborted'],
  [
    'EmailLoginDependencyError',
    () => new adapter.EmailLoginDependencyError(),
    'Unable to load email login dependency',
  ],
  ['ChainNotSupportedError', () => new adapter.ChainNotSupportedError(), 'Chain is not supported'],
  ['AdapterNotFoundError', () => new adapter.AdapterNotFoundError(), 'Adapter not found'],
  [
    'CaipNetworkUndefinedError',
    () => new adapter.CaipNetworkUndefinedError(),
    'CaipNetwork is undefined',
  ],
  [
    'AdapterOrConnectorNotFoundError',
    () => new adapter.AdapterOrConnectorNotFoundError(),
    'Adapter or connector not found for namespace',
  ],
  [
    'NetworkWithIdNotFoundError',
    () => new adapter.NetworkWithIdNotFoundError(),
    'Network with ID not found',
  ],
  [
    'AdapterForNamespaceMissingError',
    () => new adapter.AdapterForNamespaceMissingError(),
    "Adapter for namespace doesn't exist",
  ],
  [
    'LastNetworkRemovalError',
    () => new appKit.LastNetworkRemovalError(),
    'Cannot remove last network for a namespace',
  ],
  ['ValidationError', () => new adapter.ValidationError('Required'), 'Required'],
  // SPEC §8 "HTTP and RPC"
  ['HttpRequestError', () => new http.HttpRequestError(503), 'HTTP status code: 503'],
  [
    'TransportUrlRequiredError',
    () => new http.TransportUrlRequiredError(),
    'A transport requires a URL',
  ],
  [
    'RpcMethodNotAllowedError',
    () => new http.RpcMethodNotAllowedError('eth_foo'),
    'Requested RPC call is not allowed',
  ],
  [
    'PendingTransactionsLimitError',
    () => new http.PendingTransactionsLimitError(99),
    'Too many pending requests: the wallet already has 99 awaiting an answer',
  ],
  // SPEC §5 validation
  ['InvalidCaipAddressError', () => new caip.InvalidCaipAddressError(), 'Invalid CAIP Address'],
  [
    'InvalidCaip10AddressError',
    () => new caip.InvalidCaip10AddressError(),
    'Invalid CAIP-10 address',
  ],
  [
    'InvalidCaip2NetworkIdError',
    () => new caip.InvalidCaip2NetworkIdError(),
    'Invalid CAIP-2 network id',
  ],
  ['InvalidChainIdError', () => new caip.InvalidChainIdError(), 'Invalid chainId'],
  [
    'SiweAndSiwxConflictError',
    () => new appKit.SiweAndSiwxConflictError(),
    'Cannot set both `siweConfig` and `siwx` options',
  ],
  ['ProjectIdRequiredError', () => new appKit.ProjectIdRequiredError(), 'A project id is required'],
  // Not a spec text: the spec's no-adapter start is refused (core README, where Portico differs).
  [
    'AdapterRequiredError',
    () => new appKit.AdapterRequiredError(),
    'At least one chain adapter is required',
  ],
  [
    'EmailCooldownError',
    () => new appKit.EmailCooldownError(17),
    'Please try again after 17 seconds',
  ],
  [
    'InvalidSendInputError',
    () => new appKit.InvalidSendInputError(),
    'Please enter a valid amount and receiver address',
  ],
]

describe('SPEC §5/§8 error messages', () => {
  it.each(cases)('%s says exactly the spec text', (name, make, message) => {
    const error = make()
    expect(error.message).toBe(message)
    expect(error.shortMessage).toBe(message)
    expect(error.name).toBe(name)
  })

  it('HttpRequestError keeps status and url', () => {
    const error = new http.HttpRequestError(404, { url: 'https://x.test/a' })
    expect(error.status).toBe(404)
    expect(error.metaMessages).toEqual(['URL: https://x.test/a'])
  })

  it('EmailCooldownError and RegisterNameError keep their values', () => {
    expect(new appKit.EmailCooldownError(5).seconds).toBe(5)
    expect(new names.RegisterNameError('bob-1').registeredName).toBe('bob-1')
  })
})

describe('SPEC §8 toast texts', () => {
  it('are exported as constants', () => {
    expect(ToastText).toEqual({
      tokenBalanceUnavailable: 'Token Balance Unavailable',
      transactionStarted: 'Transaction started',
      somethingWentWrong: 'Something went wrong',
      solanaSendFailed: 'Failed to send transaction. Please try again.',
      fetchTransactionsFailed: 'Failed to fetch transactions',
      authInitFailed: 'A problem occurred while trying initialize authentication',
      signatureDeclined: 'Signature declined',
      smartAccountsUnsupported: 'This application might not support Smart Accounts',
      authenticating: 'Authenticating...',
    })
    expect(UiText.actionNotAllowed).toBe('Action not allowed')
    expect(UiText.openInNewTab).toBe('Open and continue in a new browser tab')
  })

  it('alert titles of SPEC §8', () => {
    expect(AlertText.invalidAppConfiguration.shortMessage).toBe('Invalid App Configuration')
    expect(AlertText.sessionExpired.shortMessage).toBe('Session Expired')
    expect(AlertText.invalidProjectId.shortMessage).toBe('Invalid Project ID')
    expect(AlertText.networkNotFound.shortMessage).toBe('Network Not Found')
    expect(AlertText.projectIdNotConfigured.shortMessage).toBe('Project ID Not Configured')
  })
})
