/**
 * The ceiling for Node on this machine: a bare `node:http` server answering every request with
 * a precomputed body (read from the files named on the command line, one per path). Usage:
 * node --import tsx scripts/bench/ceiling.ts <port> <path>=<file> [<path>=<file> ...]
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, ...routes] = process.argv.slice(2)
const bodies = new Map<string, Buffer>()
for (const route of routes) {
  // The last '=': a path's query may hold some (`/posts?_page=1&_limit=10`), a file's name none.
  const at = route.lastIndexOf('=')
  bodies.set(route.slice(0, at), readFileSync(route.slice(at + 1)))
}
const fallback = bodies.values().next().value ?? Buffer.from('{}')

createServer((req, res) => {
  const body = bodies.get(req.url ?? '/') ?? fallback
  // Drain any request body before answering, as a real server must.
  req.resume()
  req.on('end', () => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    })
    res.end(body)
  })
}).listen(Number(port), '127.0.0.1', () => console.log(`ceiling listening on ${port}`))
