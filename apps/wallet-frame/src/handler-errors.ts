import {
  embeddedAuthTexts,
  type FrameErrorCode,
  FrameHandlerError,
} from '@portico/core/frame-protocol'
import { AuthApiError } from './auth-api.js'

/**
 * The API's codes the kit knows (the cooldown and those it has texts for); anything else reaches
 * it as UNKNOWN ("An error occurred").
 */
const passedCodes: ReadonlySet<string> = new Set<FrameErrorCode>([
  'COOLDOWN',
  ...(Object.keys(embeddedAuthTexts) as (keyof typeof embeddedAuthTexts)[]),
])

/** A failure as the kit may hear it: a code it knows and the API's words (kept for logs). */
export function toHandlerError(error: unknown): FrameHandlerError {
  if (error instanceof FrameHandlerError) return error
  if (error instanceof AuthApiError) {
    const code = (passedCodes.has(error.code) ? error.code : 'UNKNOWN') as FrameErrorCode
    return new FrameHandlerError(code, error.message, error.seconds)
  }
  return new FrameHandlerError('UNKNOWN', 'An error occurred')
}

/** Runs a handler body and reports API refusals with their codes. */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toHandlerError(error)
  }
}
