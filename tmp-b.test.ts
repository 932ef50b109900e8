import { test } from 'node:test'
const { buildAppWithRuntime } = await import('./src/http/app.ts')
const { defaultConfig } = await import('./src/config.ts')
test('x', async () => {
  for (let i = 0; i < 3; i++) { const app = await buildAppWithRuntime(defaultConfig({store:'memory'})); await app.ready(); await app.close() }
  const { Session } = await import('node:inspector/promises')
  const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start')
  const t0 = performance.now()
  for (let i = 0; i < 20; i++) { const app = await buildAppWithRuntime(defaultConfig({store:'memory'})); await app.ready(); await app.close() }
  console.log('per build', (performance.now() - t0) / 20)
  const { profile } = await s.post('Profiler.stop')
  ;(await import('node:fs')).writeFileSync('/tmp/build.cpuprofile', JSON.stringify(profile))
})
