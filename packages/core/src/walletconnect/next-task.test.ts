import { afterEach, expect, it } from 'vitest'
import { nextTask } from './next-task.js'

const globals = globalThis as { scheduler?: unknown }
const saved = globals.scheduler
afterEach(() => {
  globals.scheduler = saved
})

it('resolves after the current task, not among its promise turns', async () => {
  globals.scheduler = undefined
  let done = false
  const waiting = nextTask().then(() => {
    done = true
  })
  for (let turn = 0; turn < 50; turn++) await Promise.resolve()
  expect(done).toBe(false)
  await waiting
  expect(done).toBe(true)
})

it('uses scheduler.yield where the platform has it', async () => {
  let yields = 0
  globals.scheduler = {
    yield: () => {
      yields += 1
      return Promise.resolve()
    },
  }
  await nextTask()
  expect(yields).toBe(1)
})
