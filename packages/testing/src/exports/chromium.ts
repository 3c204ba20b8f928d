export {
  chromiumArgs,
  type LaunchChromiumOptions,
  launchChromium,
} from '../browser/launch-chromium'
