/**
 * Lua scripts of the Redis adapter. Each runs atomically on the server, so checks and writes
 * cannot interleave across instances. Every key of one identity shares the hash tag
 * `{<identity>}` (ARGV[1] is that key base), so a script touches one slot only and runs
 * unchanged on Redis Cluster, Valkey or a managed Redis. KEYS[1] routes the call to that slot.
 *
 * Per identity, under base `pg:{<identity>}:`:
 *   r             SET of resources holding entries
 *   e:<resource>  HASH id -> "<kind>:<seq>:<at>:<item JSON or empty>"
 *   n             the identity's write counter (entry order)
 *   b             HASH id -> an uploaded file's bytes
 *   v             the identity's write version (issue 22): changed by every script that writes
 *                 any of the above, so an answer kept at one version is known stale at the next
 * Every write refreshes a sliding expiry (ARGV ttl) on all of them: the sandbox TTL.
 *
 * A version never comes back, which is what lets instances keep answers by it. A reset keeps
 * the key and increments it. An expiry deletes it with the sandbox, so a write that finds none
 * starts it from the server's clock in microseconds (below 2^53 for millennia): past every value
 * the sandbox used before, since that one started from an earlier clock reading and gained one
 * per write, and a write takes the server longer than a microsecond.
 */

const PRELUDE = `
local function parse(v)
  return string.match(v, '^(%a+):(%d+):(%d+):(.*)$')
end
local function created_count(key)
  local n = 0
  for _, v in ipairs(redis.call('HVALS', key)) do
    if string.sub(v, 1, 8) == 'created:' then n = n + 1 end
  end
  return n
end
local function group_size(base, prefix)
  local n = 0
  for _, r in ipairs(redis.call('SMEMBERS', base .. 'r')) do
    if string.sub(r, 1, #prefix) == prefix then n = n + 1 end
  end
  return n
end
local function bump(base)
  local key = base .. 'v'
  if redis.call('EXISTS', key) == 1 then
    redis.call('INCR', key)
  else
    -- Concatenated, not computed: Lua 5.1 would print a number this large in exponent form.
    local t = redis.call('TIME')
    redis.call('SET', key, t[1] .. string.sub('00000' .. t[2], -6))
  end
end
-- Every script that writes the sandbox ends here: its version moves with its expiry. The
-- version's expiry is set first, so it never outlives the data an answer was kept from.
local function touch(base, ttl)
  bump(base)
  redis.call('PEXPIRE', base .. 'v', ttl)
  redis.call('PEXPIRE', base .. 'n', ttl)
  redis.call('PEXPIRE', base .. 'r', ttl)
  redis.call('PEXPIRE', base .. 'b', ttl)
  for _, r in ipairs(redis.call('SMEMBERS', base .. 'r')) do
    redis.call('PEXPIRE', base .. 'e:' .. r, ttl)
  end
end
local function write(base, resource, id, kind, at, item)
  local key = base .. 'e:' .. resource
  local old = redis.call('HGET', key, id)
  local seq, first
  if old then
    local _, s, a = parse(old)
    seq, first = s, a
  else
    seq, first = redis.call('INCR', base .. 'n'), at
  end
  redis.call('HSET', key, id, kind .. ':' .. seq .. ':' .. first .. ':' .. item)
  redis.call('SADD', base .. 'r', resource)
end
`

/**
 * ARGV: base, resource, id, item, cap, group prefix ('' for none), group max, now, ttl,
 * unique keys (JSON {fields, values}, or '' for none) → 1 | 0.
 * Unique values are compared with string.lower, which folds ASCII letters only: other letters
 * differing in case are caught by the domain's own check before the create, just not atomically.
 */
export const CREATE = `${PRELUDE}
local base, resource, id, item = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local cap, gprefix, gmax = tonumber(ARGV[5]), ARGV[6], tonumber(ARGV[7])
local key = base .. 'e:' .. resource
if created_count(key) >= cap then return 0 end
if ARGV[10] ~= '' then
  local unique = cjson.decode(ARGV[10])
  local wanted = {}
  for _, v in ipairs(unique.values) do wanted[string.lower(v)] = true end
  for _, v in ipairs(redis.call('HVALS', key)) do
    local _, _, _, stored = parse(v)
    -- pcall: a record nested past cjson's depth limit holds no top-level name to compare.
    local decoded, record = pcall(cjson.decode, stored or '')
    if decoded and type(record) == 'table' then
      for _, f in ipairs(unique.fields) do
        local x = record[f]
        if type(x) == 'string' and wanted[string.lower(x)] then return 0 end
      end
    end
  end
end
if gprefix ~= '' and string.sub(resource, 1, #gprefix) == gprefix
  and redis.call('HLEN', key) == 0 and group_size(base, gprefix) >= gmax then
  return 0
end
write(base, resource, id, 'created', ARGV[8], item)
touch(base, tonumber(ARGV[9]))
return 1
`

/** ARGV: base, resource, id, kind, item ('' for null), now, ttl */
export const PUT = `${PRELUDE}
write(ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[6], ARGV[5])
touch(ARGV[1], tonumber(ARGV[7]))
return 1
`

/**
 * ARGV: base, resource, id, kind ('created' or 'updated'), item, now, ttl → 1 | 0.
 * Writes only while the record exists: a created entry still there, a global one not deleted.
 */
export const UPDATE = `${PRELUDE}
local base, resource, id, kind = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local old = redis.call('HGET', base .. 'e:' .. resource, id)
local was = old and string.match(old, '^(%a+):')
if kind == 'created' then
  if was ~= 'created' then return 0 end
elseif was == 'deleted' then
  return 0
end
write(base, resource, id, kind, ARGV[6], ARGV[5])
touch(base, tonumber(ARGV[7]))
return 1
`

/**
 * ARGV: base, resource, id, expected item, item, now, ttl, and for a create beside it: its
 * resource, id, item and cap ('' when none) → 'done' | 'changed' | 'full'.
 * A compare-and-set (a payment's transition, ADR 0023): the entry must be a created one still
 * holding exactly the expected JSON, which is what some instance read of it, as Node wrote it.
 */
export const SWAP = `${PRELUDE}
local base, resource, id = ARGV[1], ARGV[2], ARGV[3]
local old = redis.call('HGET', base .. 'e:' .. resource, id)
if not old then return 'changed' end
local kind, _, _, stored = parse(old)
if kind ~= 'created' or stored ~= ARGV[4] then return 'changed' end
if ARGV[8] ~= '' then
  if created_count(base .. 'e:' .. ARGV[8]) >= tonumber(ARGV[11]) then return 'full' end
  write(base, ARGV[8], ARGV[9], 'created', ARGV[6], ARGV[10])
end
write(base, resource, id, 'created', ARGV[6], ARGV[5])
touch(base, tonumber(ARGV[7]))
return 'done'
`

/** ARGV: base, resource, id, ttl → 1 | 0 */
export const DROP = `${PRELUDE}
local base, resource = ARGV[1], ARGV[2]
local key = base .. 'e:' .. resource
if redis.call('HDEL', key, ARGV[3]) == 0 then return 0 end
if redis.call('HLEN', key) == 0 then redis.call('SREM', base .. 'r', resource) end
touch(base, tonumber(ARGV[4]))
return 1
`

/** ARGV: base → number of entries removed */
export const RESET = `
local base = ARGV[1]
local total = 0
for _, r in ipairs(redis.call('SMEMBERS', base .. 'r')) do
  total = total + redis.call('HLEN', base .. 'e:' .. r)
  redis.call('DEL', base .. 'e:' .. r)
end
redis.call('DEL', base .. 'r', base .. 'n', base .. 'b')
-- Kept, with its expiry, and moved on: answers kept before the reset are stale after it. With
-- no version there is nothing to move: the identity held nothing, or held what no answer was
-- kept from (VERSION says NaN), and after the reset it holds nothing.
if redis.call('EXISTS', base .. 'v') == 1 then redis.call('INCR', base .. 'v') end
return total
`

/**
 * ARGV: base → the identity's write version as a string: '0' when it holds nothing, '' when it
 * holds what an older service wrote without a version (no answer is kept for that state).
 */
export const VERSION = `
local base = ARGV[1]
local v = redis.call('GET', base .. 'v')
if v then return v end
if redis.call('EXISTS', base .. 'n', base .. 'r', base .. 'b') > 0 then return '' end
return '0'
`

/** ARGV: base → { resource, { id, value, … } } for every resource */
export const ALL = `
local base = ARGV[1]
local out = {}
for _, r in ipairs(redis.call('SMEMBERS', base .. 'r')) do
  table.insert(out, { r, redis.call('HGETALL', base .. 'e:' .. r) })
end
return out
`

/** ARGV: base, id, bytes, ttl → 1 */
export const BLOB_PUT = `${PRELUDE}
redis.call('HSET', ARGV[1] .. 'b', ARGV[2], ARGV[3])
touch(ARGV[1], tonumber(ARGV[4]))
return 1
`

/** ARGV: base, id, ttl → 1 | 0 */
export const BLOB_DROP = `${PRELUDE}
if redis.call('HDEL', ARGV[1] .. 'b', ARGV[2]) == 0 then return 0 end
touch(ARGV[1], tonumber(ARGV[3]))
return 1
`

/**
 * ARGV: base, clear ('*' or a JSON array of resources), writes (JSON array of
 * [resource, id, kind, item]), limits (JSON {caps, groups}), now, ttl → 1 | 0.
 * Lua cannot roll back, so the result is computed first and written only when it keeps the
 * limits: all or nothing.
 */
export const REPLAY = `${PRELUDE}
local base = ARGV[1]
local writes = cjson.decode(ARGV[3])
local limits = cjson.decode(ARGV[4])
local held = redis.call('SMEMBERS', base .. 'r')
local cleared = {}
if ARGV[2] == '*' then
  for _, r in ipairs(held) do cleared[r] = true end
else
  for _, r in ipairs(cjson.decode(ARGV[2])) do cleared[r] = true end
end

-- The entries each touched resource would hold: id -> kind.
local after = {}
local function state(r)
  if after[r] == nil then
    local s = {}
    if not cleared[r] then
      local all = redis.call('HGETALL', base .. 'e:' .. r)
      for i = 1, #all, 2 do s[all[i]] = string.match(all[i + 1], '^(%a+):') end
    end
    after[r] = s
  end
  return after[r]
end
for _, w in ipairs(writes) do state(w[1])[w[2]] = w[3] end

local function cap_of(r)
  local c = limits.caps[r]
  if c == nil then
    local slash = string.find(r, '/', 1, true)
    if slash then c = limits.caps[string.sub(r, 1, slash) .. '*'] end
  end
  return c
end
for r, s in pairs(after) do
  local cap = cap_of(r)
  if cap ~= nil then
    local n = 0
    for _, kind in pairs(s) do if kind == 'created' then n = n + 1 end end
    if n > cap then return 0 end
  end
end
local final = {}
for _, r in ipairs(held) do if not cleared[r] then final[r] = true end end
for r, s in pairs(after) do if next(s) ~= nil then final[r] = true end end
for _, g in ipairs(limits.groups or {}) do
  local n = 0
  for r in pairs(final) do if string.sub(r, 1, #g.prefix) == g.prefix then n = n + 1 end end
  if n > g.max then return 0 end
end

for r in pairs(cleared) do
  redis.call('DEL', base .. 'e:' .. r)
  redis.call('SREM', base .. 'r', r)
end
for _, w in ipairs(writes) do write(base, w[1], w[2], w[3], ARGV[5], w[4]) end
touch(base, tonumber(ARGV[6]))
return 1
`

/**
 * KEYS[1]: the idempotency key; ARGV: fingerprint, ttl, now, the record to hold (its fingerprint
 * and lease) → what was held, or nil
 * after holding the claim. The rule is `claimTakes` (port.ts): a key held for the same request
 * with neither an answer nor a live lease is taken over; anything else is answered.
 */
export const CLAIM = `
local held = redis.call('GET', KEYS[1])
if held then
  local record = cjson.decode(held)
  local running = tonumber(record.running) or 0
  if record.answer ~= nil or record.fingerprint ~= ARGV[1] or running > tonumber(ARGV[3]) then
    return held
  end
end
redis.call('SET', KEYS[1], ARGV[4], 'PX', ARGV[2])
return false
`
