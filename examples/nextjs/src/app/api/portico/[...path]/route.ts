import { forwardToApi } from '../../../../api/forward-to-api'
import { readExampleConfig } from '../../../../config/example-config'

interface Context {
  params: Promise<{ path: string[] }>
}

// Every request is forwarded live (balances, history, RPC): nothing here is cached.
export const dynamic = 'force-dynamic'

async function handle(request: Request, context: Context): Promise<Response> {
  const { path } = await context.params
  return forwardToApi(request, path, readExampleConfig(process.env).upstreamApiUrl)
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as OPTIONS }
