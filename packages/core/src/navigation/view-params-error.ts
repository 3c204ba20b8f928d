import { BaseError } from '../errors/base-error.js'

/**
 * A push, replace or open whose data is not what the view takes: missing, of the wrong type, or
 * given to a view that takes none. `problems` lists each field's fault.
 *
 * @example
 * try { kit.push('SwapSelectToken', { side: 'up' } as never) } catch (e) {
 *   if (e instanceof InvalidViewParamsError) console.log(e.view, e.problems)
 * }
 */
export class InvalidViewParamsError extends BaseError {
  override name = 'InvalidViewParamsError'
  readonly view: string
  readonly problems: readonly string[]
  constructor(view: string, problems: readonly string[]) {
    super(`Invalid data for view ${view}`, { metaMessages: [...problems] })
    this.view = view
    this.problems = problems
  }
}
