export { chromiumPath } from '../browser/chromium-path.js'
export {
  type ChromiumServer,
  startChromiumServer,
} from '../browser/chromium-server.js'
export {
  CHROMIUM_SERVER_ENV,
  chromiumArgs,
  type LaunchChromiumOptions,
  launchChromium,
} from '../browser/launch-chromium.js'
