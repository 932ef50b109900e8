/** A Server-Sent Events reader over fetch, as tests use it: frames in arrival order. */

export interface Frame {
  event?: string
  id?: string
  data?: string
  comment?: string
  retry?: string
}

/** Opens a stream: `next()` resolves with the next whole frame. */
export async function open(base: string, path: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const res = await fetch(`${base}${path}`, { headers, signal: controller.signal })
  const frames: Frame[] = []
  const waiting: Array<(f: Frame) => void> = []
  let buffer = ''
  const reader = res.body?.getReader()
  const pump = async () => {
    const decoder = new TextDecoder()
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined)
      if (!chunk || chunk.done) return
      buffer += decoder.decode(chunk.value, { stream: true })
      let end = buffer.indexOf('\n\n')
      while (end !== -1) {
        const frame: Frame = {}
        for (const line of buffer.slice(0, end).split('\n')) {
          if (line.startsWith(':')) frame.comment = line.slice(1).trim()
          else {
            const colon = line.indexOf(':')
            const key = line.slice(0, colon) as keyof Frame
            frame[key] = line.slice(colon + 1).trimStart()
          }
        }
        buffer = buffer.slice(end + 2)
        const taker = waiting.shift()
        if (taker) taker(frame)
        else frames.push(frame)
        end = buffer.indexOf('\n\n')
      }
    }
  }
  if (res.status === 200) void pump()
  const next = () =>
    new Promise<Frame>((resolve) => {
      const frame = frames.shift()
      if (frame) resolve(frame)
      else waiting.push(resolve)
    })
  return {
    res,
    next,
    /** The next frame that carries an event (pings skipped). */
    async nextEvent(): Promise<Frame> {
      for (;;) {
        const frame = await next()
        if (frame.event !== undefined) return frame
      }
    },
    /** Frames already received and not yet taken. */
    pending: () => frames.length,
    close: () => controller.abort(),
  }
}
