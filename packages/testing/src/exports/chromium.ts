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
// Browser tests of a production build: serve its folder, then point Chromium at it.
export {
  type ServeStaticOptions,
  type StaticRequestHandler,
  type StaticServer,
  serveStatic,
} from '../static/serve-static.js'
