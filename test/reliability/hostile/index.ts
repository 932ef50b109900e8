/**
 * A seeded generator of hostile HTTP requests for the fuzz test (issue 10 point 2). The same seed
 * and the same context give the same requests in the same order, so a failure replays from its
 * seed. It knows the service only from the outside: routes, field names and the identity rules
 * of docs/contract/addresses-and-identity.md#naming-a-sandbox, never its code.
 *
 * Every request is hostile in one `category` (broken JSON, wrong types, deep nesting, huge
 * numbers, unicode edge cases, prototype-polluting keys, path traversal, odd headers …) against
 * one route `family`. Header values stay within what a real HTTP/1.1 parser lets through
 * (tab, printable ASCII and obs-text, no surrounding blanks): what only a raw socket can send
 * (CR, LF, NUL, oversized headers, broken framing) is in `rawCases`.
 *
 * Each module of this folder holds one kind of hostile value or one part of a request; this one
 * is the API the fuzz test imports.
 */
export { createHostileGenerator, type HostileGenerator } from './generator.ts'
export { CONTENT_TYPES, headerSafe } from './headers.ts'
export { type J, Obj, obj, Raw, serialize, toPayload } from './json.ts'
export {
  CATEGORIES,
  type Category,
  FAMILIES,
  type Family,
  type FuzzContext,
  type GenerateOptions,
  type HostileRequest,
  type Playground,
  type ResourceName,
  type Victim,
} from './model.ts'
export { HUGE_NUMBERS } from './numbers.ts'
export { HOSTILE_SEGMENTS } from './paths.ts'
export { FORBIDDEN_KEYS } from './pollution.ts'
export { createRng, type Rng } from './rng.ts'
export { type RawCase, type RawExpect, rawCases, toRaw } from './socket.ts'
export { garble, jwt } from './tokens.ts'
export { encodeLoose, UNICODE_STRINGS } from './unicode.ts'
