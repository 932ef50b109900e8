/** Where the runtime's background work reports a failure; the app's logger satisfies it. */
export interface RuntimeLog {
  warn(fields: { err: unknown }, message: string): void
}

/**
 * A log that forwards to the one named by `to`. The runtime is made before the app whose logger
 * it reports to; nothing it runs on its own starts before that logger is named (`start`).
 */
export function createLogRelay(): RuntimeLog & { to(log: RuntimeLog): void } {
  let target: RuntimeLog | undefined
  return {
    warn: (fields, message) => target?.warn(fields, message),
    to(log) {
      target = log
    },
  }
}
