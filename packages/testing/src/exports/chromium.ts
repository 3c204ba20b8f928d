export { chromiumPath } from '../browser/chromium-path'
export {
  chromiumArgs,
  type LaunchChromiumOptions,
  launchChromium,
} from '../browser/launch-chromium'
