import { spawn } from 'node:child_process'
import { launchChromium } from './src/e2e/lab-browser.js'
const browser = await launchChromium()
const t0 = performance.now()
const child = spawn('pnpm', ['lab'], { cwd: '/work/main', detached: true, env: { ...process.env, LAB_PORT: '5198' } })
let out = ''
child.stdout.on('data', (d) => { out += d })
while (!out.includes('Portico lab is running')) await new Promise((r) => setTimeout(r, 100))
const banner = performance.now() - t0
const page = await browser.newPage()
await page.goto('http://127.0.0.1:5198/', { timeout: 120_000 })
await page.getByTestId('lab-connect').waitFor({ timeout: 120_000 })
const usable = performance.now() - t0
await page.getByTestId('lab-connect').click()
await page.getByRole('dialog').getByRole('button', { name: /Portico Test Wallet/ }).waitFor({ timeout: 60_000 })
const modal = performance.now() - t0
console.log(JSON.stringify({ label: process.argv[2], bannerS: +(banner / 1000).toFixed(1), pageUsableS: +(usable / 1000).toFixed(1), modalOpenS: +(modal / 1000).toFixed(1) }))
process.kill(-child.pid!, 'SIGINT')
await new Promise((r) => child.on('exit', r))
await browser.close()
