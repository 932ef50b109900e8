/*
 * Lua scripts of the Redis adapter's job queue (`queue.ts`); like those of `scripts.ts`, each
 * runs atomically on the server, so two instances never lease one job.
 *
 * The store-wide queue (webhook deliveries) lives under the hash tag `{queue}`, one slot:
 *   {queue}:turns   ZSET group -> its turn (the later of its earliest due and `served`)
 *   {queue}:jobs    HASH id -> payload
 *   {queue}:lease   HASH id -> the token of the claim holding it
 *   {queue}:group   HASH id -> its group
 *   {queue}:served  HASH group -> when a claim last took one of its jobs
 *   {queue}:g:<grp> ZSET id -> epoch ms it is due (a claim moves it to the lease's end)
 * KEYS are the first three, in that order, for every queue script; the others are derived from
 * KEYS[1] (one slot). `{queue}:due`, the one ZSET of a queue written before groups, is moved into
 * the group '' by whichever script runs first.
 */
const QUEUE_COMMON = `
local base = string.sub(KEYS[1], 1, -6)
local function gkey(g) return base .. 'g:' .. g end
local function retune(g)
  local first = redis.call('ZRANGE', gkey(g), 0, 0, 'WITHSCORES')
  if #first == 0 then
    redis.call('ZREM', KEYS[1], g)
    redis.call('HDEL', base .. 'served', g)
    return
  end
  local served = tonumber(redis.call('HGET', base .. 'served', g) or '0')
  redis.call('ZADD', KEYS[1], math.max(tonumber(first[2]), served), g)
end
if redis.call('EXISTS', base .. 'due') == 1 then
  local old = redis.call('ZRANGE', base .. 'due', 0, -1, 'WITHSCORES')
  for i = 1, #old, 2 do
    redis.call('ZADD', gkey(''), old[i + 1], old[i])
    redis.call('HSET', base .. 'group', old[i], '')
  end
  redis.call('DEL', base .. 'due')
  retune('')
end
`

/** ARGV: id, payload, due, group → 1 */
export const ENQUEUE = `${QUEUE_COMMON}
local before = redis.call('HGET', base .. 'group', ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('HSET', base .. 'group', ARGV[1], ARGV[4])
if before and before ~= ARGV[4] then
  redis.call('ZREM', gkey(before), ARGV[1])
  retune(before)
end
redis.call('ZADD', gkey(ARGV[4]), ARGV[3], ARGV[1])
retune(ARGV[4])
return 1
`

/**
 * ARGV: now, lease ms, limit, token, share (-1: none), then group, held pairs → { id, payload, … }
 * of the jobs now leased to `token`: groups in turn order, one job of each per round.
 */
export const CLAIM_DUE = `${QUEUE_COMMON}
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[3])
local share = tonumber(ARGV[5])
local held = {}
for i = 6, #ARGV, 2 do held[ARGV[i]] = tonumber(ARGV[i + 1]) end
local lists = {}
for _, g in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)) do
  local room = limit
  if share >= 0 then room = math.min(limit, share - (held[g] or 0)) end
  if room > 0 then
    local ids = redis.call('ZRANGEBYSCORE', gkey(g), '-inf', now, 'LIMIT', 0, room)
    if #ids > 0 then table.insert(lists, { g = g, ids = ids }) end
  end
end
local out = {}
local taken = 0
local round = 1
local more = true
while more and taken < limit do
  more = false
  for _, l in ipairs(lists) do
    local id = l.ids[round]
    if id and taken < limit then
      more = true
      local payload = redis.call('HGET', KEYS[2], id)
      if payload then
        redis.call('ZADD', gkey(l.g), now + tonumber(ARGV[2]), id)
        redis.call('HSET', KEYS[3], id, ARGV[4])
        table.insert(out, id)
        table.insert(out, payload)
        taken = taken + 1
        l.served = true
      else
        redis.call('ZREM', gkey(l.g), id)
        redis.call('HDEL', base .. 'group', id)
      end
    end
  end
  round = round + 1
end
for _, l in ipairs(lists) do
  if l.served then redis.call('HSET', base .. 'served', l.g, now) end
  retune(l.g)
end
return out
`

/** ARGV: id, token → 1 when the token held the job and it is gone, else 0 */
export const COMPLETE = `${QUEUE_COMMON}
if ARGV[2] == '' or redis.call('HGET', KEYS[3], ARGV[1]) ~= ARGV[2] then return 0 end
local g = redis.call('HGET', base .. 'group', ARGV[1]) or ''
redis.call('ZREM', gkey(g), ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('HDEL', base .. 'group', ARGV[1])
retune(g)
return 1
`

/** ARGV: id, token, payload, due → 1 when the token held the job and it is rescheduled, else 0 */
export const RESCHEDULE = `${QUEUE_COMMON}
if ARGV[2] == '' or redis.call('HGET', KEYS[3], ARGV[1]) ~= ARGV[2] then return 0 end
local g = redis.call('HGET', base .. 'group', ARGV[1]) or ''
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('ZADD', gkey(g), ARGV[4], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
retune(g)
return 1
`
