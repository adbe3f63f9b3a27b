--- The REPL of `make repl`: Lua 5.4 with `hanoi` and `teach` loaded, made
-- for a classroom. It keeps the text of every chunk typed (so a stepper
-- shows the lines of a function typed at the prompt, and `teach.edit`
-- opens them), prints a mistake in the use of the kit as one line without
-- a traceback, and edits lines with Debian's lua-readline (history, arrow
-- keys) where it is installed and both ends are a terminal, plain lines
-- otherwise. Like `lua5.4 -i`, it prints `> ` and `>> ` prompts, reads a
-- line as an expression first (its values are printed) and waits for the
-- rest of a chunk that is not complete.
-- @module hanoi.teach.repl

local teach = require "hanoi.teach"
local show = require "hanoi.teach.show"
local diagnose = require "hanoi.teach.diagnose"
local texts = require "hanoi.teach.texts"
local display = require "hanoi.lang.width"
local T = texts.t

local io, os, type, tostring, tonumber, load, pcall, pairs, ipairs, require =
  io, os, type, tostring, tonumber, load, pcall, pairs, ipairs, require
local format, concat, pack, unpack = string.format, table.concat, table.pack, table.unpack
local getmetatable = debug.getmetatable
local gethook, sethook = debug.gethook, debug.sethook
local rawget = rawget
local package, searchpath = package, package.searchpath
local G = _G

_ENV = nil -- no globals past this point

local repl = {}

--- The banner: what to try first. Every line fits 80 columns.
repl.BANNER = (require("hanoi.lang").catalogue("en")["kit.banner"]:gsub("{version}", "%%s"))

--- Where a document of the kit is, for the banner: docs/NAME.md of the
-- checkout the modules come from, or the copy the rock installs beside
-- them (hanoi/doc/NAME.md); "docs/NAME.md" when neither is found.
-- @tparam string name "tutorial" or "teach"
-- @treturn string a path
function repl.doc(name)
  local here = searchpath("hanoi.teach.repl", package.path)
  local root = here and here:match("^(.-)/?hanoi/teach/repl%.lua$")
  if root then
    local checkout = root:match("^(.-)/?lua$")
    local tries = { root .. "/hanoi/doc/" .. name .. ".md" }
    if checkout then
      tries[2] = (checkout == "" or checkout == ".") and "docs/" .. name .. ".md"
        or checkout .. "/docs/" .. name .. ".md"
    end
    for _, path in ipairs(tries) do
      local f = io.open(path)
      if f then f:close(); return path end
    end
  end
  return "docs/" .. name .. ".md"
end

-- the banner's last line: where the tutorial and the reference are (two
-- lines when one would pass 80 columns)
local function docs_line()
  local t, r = repl.doc("tutorial"), repl.doc("teach")
  local line = T("kit.repl.docs", { tutorial = t, reference = r })
  if display.of(line) > 80 then line = T("kit.repl.docs2", { tutorial = t, reference = r }) end
  return line
end

-- "number" -> "a number", "integer" -> "an integer"; "no value" as it is
-- (English's articles: another language writes the name of the type as
-- Lua says it)
local function article(word)
  if word == "nil" then return T("kit.repl.no_value") end
  if texts.lang() ~= "en" then return word end
  if word == "no value" or word:find("^the ") or word:find("^a ") or word:find("^an ")
      or word:find("^one of ") or word:find("^[\"'%d%-]") then
    return word
  end
  return (word:find("^[aeiou]") and "an " or "a ") .. word
end

-- the functions of the kit a learner calls by name, and the methods of a stepper
local KIT = { step = true, back = true, next_move = true, finish = true, show = true }

-- ---- the kit's reasons in the learner's language ----
-- The kit's argument errors stay English for a Lua programmer; the REPL
-- says their reason in the learner's language (hanoi.teach.texts.said).
local said = texts.said

--- The reason of an argument error of the kit in the learner's language
-- (`teach.lang`), and the key of its text; nil when it is none the kit
-- gives.
-- @tparam string reason the English text between the parentheses
-- @treturn string|nil
-- @treturn[opt] string the key (`kit.why.*`)
function repl.reason(reason)
  return said("why", reason)
end

--- A mistake in the use of the kit, said in one line; nil for any other
-- error. `bad argument #1 to 'check' (function expected, got number)`
-- becomes `teach.check: the first argument must be your function, got a
-- number`.
-- @tparam string msg an error message
-- @tparam[opt] string typed the line the learner typed: the error is the
--  kit's only where it calls `teach.NAME` (or a stepper's method), not a
--  function of another module of the same name (`hanoi.moves`)
-- @treturn string|nil
function repl.usage(msg, typed)
  if type(msg) ~= "string" then return nil end
  local i, fname, inner = msg:match("bad argument #(%d+) to '([%w_]+)' %((.*)%)$")
  if not i or (type(teach[fname]) ~= "function" and not KIT[fname]) then return nil end
  if typed and not (typed:find("teach%s*%.%s*" .. fname .. "%f[^%w_]")
      or KIT[fname] and typed:find("[:.]%s*" .. fname .. "%f[^%w_]")) then
    return nil
  end
  local nth = tonumber(i) <= 4 and i or "n"
  local expected, got = inner:match("^(.-) expected, got (.*)$")
  local text
  if expected then
    if expected == "function" and i == "1" then expected = T("kit.repl.your_function")
    else expected = article((said("expect", expected)) or expected) end
    text = T("kit.repl.must." .. nth, { i = i, expected = expected,
      got = article(got == "nil" and got or (said("got", got)) or got) })
  else
    -- the kit's reason in the learner's language; one it does not give
    -- as it is ("got nil": Lua's word for no value)
    text = T("kit.repl.arg." .. nth, { i = i,
      message = (said("why", inner)) or (inner:gsub("got nil$", "got no value")) })
  end
  return format("%s%s: %s", KIT[fname] and "s:" or "teach.", fname, text)
end

-- a value as tostring says it, or nil when its __tostring raises or
-- gives no string (a learner's metamethod never ends the REPL)
local function safe_tostring(v)
  local ok, s = pcall(tostring, v)
  if ok and type(s) == "string" then return s end
  return nil
end

-- the one line (or few) an error shows in the REPL
local function error_text(err, typed, gone)
  if type(err) ~= "string" then
    local mt = getmetatable(err)
    if (type(err) == "table" or type(err) == "userdata") and type(mt) == "table"
        and type(rawget(mt, "__tostring")) == "function" then
      local s = safe_tostring(err)
      if s then return show.printable(s) end
    end
    return T("kit.repl.error_value", { type = type(err) })
  end
  local text = repl.usage(err, typed)
  if text then
    if err:find("got nil%)$") or err:find("got no value%)$") then
      for name in pairs(gone) do
        if typed:find("%f[%w_]" .. name .. "%f[^%w_]") then
          text = text .. T("kit.repl.was_local", { name = name })
          break
        end
      end
    end
    return text
  end
  if err:find("interrupted!?$") then return T("kit.repl.interrupted") end
  -- s.back(): a stepper's function called without the colon
  local colon = (said("why", (err:gsub("^[^\n]-:%d+: ", "")), "kit.why.colon"))
  if colon then return colon end
  -- teach.chek(solve): a name of the kit misspelt
  local field = err:match("attempt to call a nil value %(field '([%w_]+)'%)$")
  if field then
    for lib, t in pairs({ teach = teach, hanoi = G.hanoi }) do
      if type(t) == "table" and typed:find("%f[%w_]" .. lib .. "%." .. field .. "%f[^%w_]") then
        local best, bestd
        for key, v in pairs(t) do
          if type(key) == "string" and type(v) == "function" then
            local d = diagnose.nearness(field, key)
            if d and (not bestd or d < bestd or (d == bestd and key < best)) then
              best, bestd = key, d
            end
          end
        end
        if best then
          return show.printable(err) .. T("kit.repl.not_in_kit", { name = lib .. "." .. field,
            best = lib .. "." .. best })
        end
      end
    end
  end
  return show.printable(err, "\n")
end

-- the words of a chunk, in order, without its comments and strings
local function words_of(text)
  local out, i, len = {}, 1, #text
  while i <= len do
    local c = text:sub(i, i)
    local long = text:match("^%-%-%[(=*)%[", i) or text:match("^%[(=*)%[", i)
    if text:find("^%-%-", i) then
      if long and text:find("^%-%-%[", i) then
        local _, e = text:find("]" .. long .. "]", i, true)
        i = (e or len) + 1
      else
        local e = text:find("\n", i, true)
        i = (e or len) + 1
      end
    elseif long then
      local _, e = text:find("]" .. long .. "]", i, true)
      i = (e or len) + 1
      out[#out + 1] = '""'
    elseif c == '"' or c == "'" then
      local j = i + 1
      while j <= len do
        local d = text:sub(j, j)
        if d == "\\" then j = j + 1 elseif d == c then break end
        j = j + 1
      end
      i = j + 1
      out[#out + 1] = '""'
    elseif c:find("[%a_]") then
      local w = text:match("^[%w_]+", i)
      out[#out + 1] = w
      i = i + #w
    elseif c:find("%S") then
      out[#out + 1] = c
      i = i + 1
    else
      i = i + 1
    end
  end
  return out
end

local OPEN = { ["function"] = true, ["do"] = true, ["if"] = true, ["repeat"] = true }
local CLOSE = { ["end"] = true, ["until"] = true }

--- The names a chunk declares local at its top level, in order: they are
-- gone once it has run (a local inside a function or a block is not one).
-- @tparam string text
-- @treturn table
function repl.top_locals(text)
  local w, names, depth = words_of(text), {}, 0
  local i = 1
  while i <= #w do
    local x = w[i]
    if OPEN[x] then depth = depth + 1
    elseif CLOSE[x] then depth = depth - 1
    elseif x == "local" and depth == 0 then
      if w[i + 1] == "function" then
        names[#names + 1] = w[i + 2]
        -- its body opens with `function`: counted on the next word
      else
        local j = i + 1
        while w[j] and w[j]:find("^[%a_]") do
          names[#names + 1] = w[j]
          j = j + 1
          if w[j] == "<" then j = j + 3 end   -- <const>, <close>
          if w[j] ~= "," then break end
          j = j + 1
        end
        i = j - 1
      end
    end
    i = i + 1
  end
  return names
end

-- "solve", "solve and n", "a, b and c"
local function and_list(list)
  if #list == 1 then return list[1] end
  return texts.list(list)
end

-- the note after a chunk that declared locals at its top level
local function locals_note(names, env)
  local stale = {}
  for _, name in ipairs(names) do
    if env[name] ~= nil then stale[#stale + 1] = name end
  end
  local text = T("kit.repl.locals", { names = and_list(names), count = #names })
  if #stale > 0 then
    text = text .. T("kit.repl.stale", { names = and_list(stale), count = #stale })
  end
  return T("kit.repl.note", { text = text })
end

--- A chunk that does not compile, said in one line: the compiler's
-- message without the traceback Lua adds to a C-stack overflow (a chunk
-- nested too deeply, such as 300 `(` typed), which is said in words, as
-- is an assignment to the variable of a `for` loop (Lua 5.5).
-- @tparam string err the message of `load`
-- @tparam[opt] string text the chunk
-- @treturn string
function repl.load_error(err, text)
  err = tostring(err):gsub("\nstack traceback:.*$", "")
  if err:find("C stack overflow", 1, true) then
    return T("kit.repl.nested")
  end
  return texts.for_variable(err, text) or err
end

-- a line reader: lua-readline when both ends are a terminal and it is
-- installed, else plain lines from standard input
local function reader(out)
  local rl
  if show.interactive() and os.getenv("HANOI_NO_READLINE") == nil then
    local ok, mod = pcall(require, "readline")
    if ok and type(mod) == "table" and mod.readline then
      rl = mod
      pcall(rl.set_options, { histfile = "~/.hanoi_repl_history", completion = false,
        ignoredups = true, keeplines = 1000 })
    end
  end
  if rl then
    -- readline goes on reading after Ctrl-C: the line typed then is dropped
    return function(prompt) return rl.readline(prompt) end, function() pcall(rl.save_history) end,
      true
  end
  return function(prompt)
    out(prompt)
    io.stdout:flush()
    local line, _, code = io.read("l")
    if line == nil and code == 4 then return "" end      -- EINTR: Ctrl-C
    return line
  end, function() end
end

--- Runs the REPL until the end of input.
-- @tparam[opt] table opts `env` (the globals, default _G), `read`
--   (a function(prompt) returning a line or nil), `out` (a function
--   taking a string; default io.write)
function repl.run(opts)
  opts = opts or {}
  local env = opts.env or G
  local out = opts.out or function(s) io.write(s) end
  local read, done, drops = opts.read, function() end, false
  if not read then read, done, drops = reader(out) end
  local gone = {}
  local ok_trap, core = pcall(require, "hanoi.core")
  if ok_trap and opts.trap ~= false then core.trap_interrupt() end
  out(require("hanoi.teach.texts").t("kit.banner",
    { version = env.hanoi and env.hanoi._VERSION or "hanoi" }) .. "\n" .. docs_line() .. "\n")
  -- one line typed, read, run and answered; true at the end of input
  local function step()
    local ok, line = pcall(read, "> ")
    if not ok then
      -- Ctrl-C while reading: the line being read is dropped
      out(drops and tostring(line):find("interrupted") and T("kit.repl.dropped") .. "\n"
        or "\n")
      line = ""
    elseif line == nil then
      out("\n")
      return true
    end
    local text = line
    -- an expression first, as lua5.4 -i does; then a statement, and more
    -- lines while the chunk is not complete
    local chunk = load("return " .. text, "=stdin", "t", env)
    local err
    if chunk then
      text = "return " .. text
    else
      while true do
        chunk, err = load(text, "=stdin", "t", env)
        if chunk or not (err and err:find("<eof>$")) then break end
        local ok2, more = pcall(read, ">> ")
        if not ok2 or more == nil then chunk, err = nil, nil; break end
        text = text .. "\n" .. more
      end
    end
    if chunk then
      -- a hook the chunk set lasts for the chunk only (hanoi.core's
      -- _repl_pcall takes it away before the REPL's own code runs again)
      local protect = ok_trap and core._repl_pcall
      local res
      if protect then
        local all = pack(protect(chunk))
        res = pack(unpack(all, 2, all.n))
        if all[1] then out(show.wrap(T("kit.repl.hook_removed")) .. "\n") end
      else
        res = pack(pcall(chunk))
      end
      teach.adopt(text, "=stdin", env, res)
      if res[1] then
        if res.n > 1 then
          local t = {}
          for i = 2, res.n do
            t[#t + 1] = show.printable(safe_tostring(res[i]) or type(res[i]), "\n\t")
          end
          out(concat(t, "\t") .. "\n")
        end
        local names = repl.top_locals(text)
        for _, name in ipairs(names) do gone[name] = true end
        if #names > 0 then out(show.wrap(locals_note(names, env)) .. "\n") end
      else
        out(show.wrap(error_text(res[2], text, gone)) .. "\n")
      end
    elseif err then
      out(show.wrap(show.printable(repl.load_error(err, text))) .. "\n")
    end
  end
  local failed = 0
  while true do
    local ok, fin = pcall(step)
    if ok and fin then break end
    failed = ok and 0 or failed + 1
    if failed > 100 then break end   -- its own code fails whatever is typed
    if not ok then
      -- the REPL's own code raised: a hook set with debug.sethook that
      -- raises (it runs in every line of Lua, the REPL's too) is taken
      -- away, and the error is one line as any other
      local hook = gethook()
      if type(hook) == "function" then
        sethook()
      end
      out(show.wrap(error_text(fin, "", gone)) .. "\n")
    end
  end
  done()
end

return repl
