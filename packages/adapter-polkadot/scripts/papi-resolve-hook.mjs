// polkadot-api 2.2.2's @polkadot-api/json-rpc-provider-proxy 0.4.1 imports
// '@polkadot-api/json-rpc-provider' without declaring it; under pnpm the hoisted copy is 0.0.1,
// which lacks `isResponse`, so polkadot-api does not even load. For the measurement only, the
// import is pointed at the 0.2.0 its siblings declare.
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

const store = fileURLToPath(new URL('../../../node_modules/.pnpm/', import.meta.url))
const folder = readdirSync(store).find((name) =>
  name.startsWith('@polkadot-api+json-rpc-provider@0.2'),
)
export const fixedProvider = folder
  ? `${store}${folder}/node_modules/@polkadot-api/json-rpc-provider/dist/index.js`
  : undefined

export async function resolve(specifier, context, next) {
  if (specifier === '@polkadot-api/json-rpc-provider' && fixedProvider)
    return { url: pathToFileURL(fixedProvider).href, shortCircuit: true }
  return next(specifier, context)
}
