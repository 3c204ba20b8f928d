// The adapter kit's tests use the testing entry's manual clock.
export { manualClock } from '../testing/manual-clock.js'
