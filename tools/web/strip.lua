--- The Lua sources built into the WebAssembly engine, made smaller
-- (tools/web/modules.lua, `make web`): comments go, and the blanks at the
-- start and end of each line (runs of blanks between tokens become one);
-- every newline stays, so that each token of the stripped chunk is on the
-- line it was on in the module's file, and an error of the engine names
-- the line the native module names.
--
-- The method is a scanner of Lua 5.4's lexical conventions (the
-- reference manual, section 3.1, as llex.c reads them): short strings
-- with their escapes (`\"`, `\\`, `\z` and the blanks after it, a
-- backslash before a newline), long brackets of any level (`[==[ ...
-- ]==]`) for strings and for comments, and `--` opening a comment only
-- outside a string. A short comment ends before its newline; a long one
-- becomes its newlines, or one space where it has none (so that `a--[[
-- ]]b` stays two tokens). Strings are copied byte for byte.
--
--   local strip = dofile "tools/web/strip.lua"
--   local text = strip(source)   -- raises on an unfinished string or comment

local find, sub, rep, gsub = string.find, string.sub, string.rep, string.gsub
local concat, error = table.concat, error

-- the level of a long bracket opening at i (`[`, `=`*, `[`) and the
-- index past it, or nil
local function long_open(s, i)
  local _, stop, level = find(s, "^%[(=*)%[", i)
  if not stop then return nil end
  return #level, stop + 1
end

-- the index past the long bracket of level `level` closing from i on
local function long_close(s, i, level, what)
  local _, stop = find(s, "]" .. rep("=", level) .. "]", i, true)
  if not stop then error("unfinished long " .. what, 0) end
  return stop + 1
end

-- the index past the short string that quote q opens at i
local function short_string(s, i, q)
  local j = i + 1
  while true do
    local c = sub(s, j, j)
    if c == "" or c == "\n" or c == "\r" then error("unfinished string", 0) end
    if c == q then return j + 1 end
    if c == "\\" then
      -- the escaped character, a newline included; "\z" skips the blanks
      -- after it, newlines included; the longer escapes (\ddd, \xXX,
      -- \u{XXX}) hold no quote, backslash nor newline
      if sub(s, j + 1, j + 1) == "z" then
        local _, stop = find(s, "^%s*", j + 2)
        j = stop + 1
      else
        j = j + 2
      end
    else
      j = j + 1
    end
  end
end

-- code between strings, its blanks made few: none at a line's start or
-- end, one between tokens
local function tidy(code, first, last)
  code = gsub(code, "[ \t\f\v]+", " ")
  code = gsub(code, " ?\n ?", "\n")
  if first then code = gsub(code, "^ ", "") end
  if last then code = gsub(code, " $", "") end
  return code
end

--- The source `s` without its comments nor the blanks at the start and
-- end of its lines, its newlines all kept.
-- @tparam string s Lua source
-- @treturn string
local function strip(s)
  local out, n = {}, 0
  local function put(x) n = n + 1; out[n] = x end
  local code, m = {}, 0 -- the code since the last string
  local function keep(x) m = m + 1; code[m] = x end
  local function flush(last)
    put(tidy(concat(code, "", 1, m), n == 0, last))
    code, m = {}, 0
  end
  local i, len = 1, #s
  -- a first line "#..." is no Lua (the loader skips it): kept as it is
  if sub(s, 1, 1) == "#" then
    i = find(s, "\n", 1, true) or len + 1
    put(sub(s, 1, i - 1))
  end
  while i <= len do
    local j = find(s, "[%-\"'%[]", i)
    if not j then
      keep(sub(s, i))
      break
    end
    local c = sub(s, j, j)
    if c == "-" and sub(s, j + 1, j + 1) == "-" then
      keep(sub(s, i, j - 1))
      local level, past = long_open(s, j + 2)
      if level then
        local stop = long_close(s, past, level, "comment")
        local _, lines = gsub(sub(s, j, stop - 1), "\n", "")
        keep(lines > 0 and rep("\n", lines) or " ")
        i = stop
      else
        i = find(s, "\n", j, true) or len + 1
      end
    elseif c == "[" and long_open(s, j) then
      keep(sub(s, i, j - 1))
      flush(false)
      local level, past = long_open(s, j)
      i = long_close(s, past, level, "string")
      put(sub(s, j, i - 1))
    elseif c == "\"" or c == "'" then
      keep(sub(s, i, j - 1))
      flush(false)
      i = short_string(s, j, c)
      put(sub(s, j, i - 1))
    else
      keep(sub(s, i, j))
      i = j + 1
    end
  end
  flush(true)
  return concat(out, "", 1, n)
end

return strip
