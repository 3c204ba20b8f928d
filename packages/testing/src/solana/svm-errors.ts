import type { FailedTransactionMetadata } from 'litesvm'

/**
 * A Solana `TransactionError` as the JSON-RPC API serialises it (serde's externally tagged enum):
 * `"InsufficientFundsForFee"`, `{ "InstructionError": [0, { "Custom": 1 }] }`, ...
 */
export type SolanaTransactionError = string | Record<string, unknown>

// Order of LiteSVM's `TransactionErrorFieldless` (a `const enum`, absent at runtime from its index).
const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

// Order of LiteSVM's `InstructionErrorFieldless`.
const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

function instructionError(error: unknown): SolanaTransactionError {
  if (typeof error === 'number') return instructionErrorNames[error] ?? 'GenericError'
  if (error !== null && typeof error === 'object') {
    if ('code' in error && typeof error.code === 'number') return { Custom: error.code }
    if ('msg' in error && typeof error.msg === 'string') return { BorshIoError: error.msg }
  }
  return 'GenericError'
}

/** Converts LiteSVM's error classes to the JSON shape `@solana/kit` decodes into a `SolanaError`. */
export function toSolanaTransactionError(
  failed: FailedTransactionMetadata,
): SolanaTransactionError {
  const error: unknown = failed.err()
  if (typeof error === 'number') return transactionErrorNames[error] ?? 'SanitizeFailure'
  if (error !== null && typeof error === 'object') {
    if ('err' in error && typeof error.err === 'function' && 'index' in error) {
      return { InstructionError: [error.index, instructionError(error.err())] }
    }
    if ('accountIndex' in error) {
      const name = error.constructor.name.includes('Restricted')
        ? 'ProgramExecutionTemporarilyRestricted'
        : 'InsufficientFundsForRent'
      return { [name]: { account_index: error.accountIndex } }
    }
    if ('index' in error) return { DuplicateInstruction: error.index }
  }
  return 'SanitizeFailure'
}

/** Short human text for a transaction error (used in the preflight failure message). */
export function describeTransactionError(error: SolanaTransactionError): string {
  return typeof error === 'string' ? error : JSON.stringify(error)
}
