/**
 * What the kit says it is, in one place: analytics sends them as `st` and `sv` (SPEC §7) and the
 * embedded wallet's SYNC_DAPP_DATA as `sdkType` and `sdkVersion` (SPEC §3). A constant rather than
 * a read of package.json at run time, so a browser bundle carries two short strings, not the file;
 * `sdk-version.test.ts` fails when the two differ (bump both together).
 */
export const SDK_TYPE = 'portico'

/** `@portico/core`'s package.json version. */
export const SDK_VERSION = '0.0.0'
