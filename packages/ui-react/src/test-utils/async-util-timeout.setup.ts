import { configure } from '@testing-library/react'

// The bound of findBy*/waitFor for every file. Testing Library's 1 s default is shorter than a
// view can take to render on the shared two-core machine during the full test command (a swap
// quote's status and the connect list were not found within 1 s there, at once when run alone;
// the views' code also arrives by dynamic import, in chunks of their own). A bound, not a wait:
// each query returns as soon as what it looks for is there.
configure({ asyncUtilTimeout: 5_000 })
