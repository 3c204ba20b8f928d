// For the tests of apps that start apps/api in their own process (the lab, the wallet frame).
export { freshDatabaseDir } from './fresh-database-dir.js'
