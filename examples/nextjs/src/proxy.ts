import { type NextRequest, NextResponse } from 'next/server'
import { readExampleConfig } from './config/example-config'
import { contentSecurityPolicy, createNonce } from './csp/content-security-policy'

/**
 * Gives every page response a fresh nonce and the strict policy. Next.js reads the policy from
 * the request headers set here and puts the nonce on the scripts it inlines.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = createNonce()
  const policy = contentSecurityPolicy({
    nonce,
    config: readExampleConfig(process.env),
    development: process.env.NODE_ENV === 'development',
  })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  matcher: [
    {
      // Pages only: the data API route and Next's static files carry no inline script.
      source: '/((?!api/|_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
