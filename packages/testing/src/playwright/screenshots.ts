import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

/** Where and how {@link saveScreenshot} keeps a picture. */
export interface ScreenshotPlace {
  /** The run's folder for pictures (not committed: e.g. `<package>/test-results/screenshots/`). */
  resultsDir: string
  /** The file name without `.png`. */
  name: string
  /**
   * The committed folder of a picture a README shows. It is rewritten only on purpose, when
   * `PORTICO_UPDATE_SCREENSHOTS=1`; every other run leaves the committed copy as it is.
   */
  readmeDir?: string
}

/**
 * Takes a screenshot into the run's results folder (`shoot` gets the path, e.g.
 * `(path) => page.screenshot({ path })`) and, with `PORTICO_UPDATE_SCREENSHOTS=1`, copies a
 * README's picture to its committed place. Returns the results path, to look at after a run.
 *
 * @example
 * await saveScreenshot((path) => page.screenshot({ path }), {
 *   resultsDir: 'test-results/screenshots',
 *   name: 'connect',
 *   readmeDir: 'screenshots',
 * })
 */
export async function saveScreenshot(
  shoot: (path: string) => Promise<unknown>,
  place: ScreenshotPlace,
): Promise<string> {
  mkdirSync(place.resultsDir, { recursive: true })
  const file = join(place.resultsDir, `${place.name}.png`)
  await shoot(file)
  if (place.readmeDir && process.env.PORTICO_UPDATE_SCREENSHOTS === '1') {
    mkdirSync(place.readmeDir, { recursive: true })
    copyFileSync(file, join(place.readmeDir, `${place.name}.png`))
  }
  return file
}
