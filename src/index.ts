/**
 * Mock Playground as a library (docs/contract/library-api.md): start one in a test suite's process
 * and give every test its own sandbox. The CLI (`mock-playground`) is `dist/cli/main.js`.
 */

/** The API's records, list envelopes, problems, auth payloads and snapshots (`mock-playground/types`). */
export type * from '../types/index.d.ts'
export {
  type ConnectOptions,
  connectPlayground,
  createPlayground,
  type Playground,
  type PlaygroundConnection,
  type PlaygroundOptions,
} from './api/playground.ts'
export { PlaygroundError, type SandboxClient } from './api/sandbox-client.ts'
