import { createPlayground } from 'mock-playground'
import type { TestProject } from 'vitest/node'

// Test files run in other processes: they get the URL, and make their sandbox clients from it.
declare module 'vitest' {
  export interface ProvidedContext {
    playgroundUrl: string
  }
}

export default async function setup(project: TestProject) {
  const pg = await createPlayground({ port: 0, store: 'memory' })
  project.provide('playgroundUrl', pg.url)
  return () => pg.close()
}
