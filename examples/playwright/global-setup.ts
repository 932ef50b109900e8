import { createPlayground } from 'mock-playground'

// Runs once, before any worker starts; workers inherit the environment, so they get the URL.
export default async function globalSetup() {
  const pg = await createPlayground({ port: 0, store: 'memory' })
  process.env.PLAYGROUND_URL = pg.url
  return () => pg.close()
}
