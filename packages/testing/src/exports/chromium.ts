export { chromiumPath } from '../browser/chromium-path.js'
export {
  chromiumArgs,
  type LaunchChromiumOptions,
  launchChromium,
} from '../browser/launch-chromium.js'
