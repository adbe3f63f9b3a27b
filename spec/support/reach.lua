-- What code with the debug library can reach from some values: the specs
-- that prove the kit hands learner code nothing that leads anywhere.
local reach = {}

-- everything reachable from the values of `roots` by keys, values,
-- metatables, upvalues (of Lua and C functions) and user values: the
-- debug library's view; a set
function reach.reachable(roots)
  local seen, stack = {}, {}
  for i = 1, #roots do stack[i] = roots[i] end
  while #stack > 0 do
    local v = table.remove(stack)
    local t = type(v)
    if (t == "table" or t == "function" or t == "userdata" or t == "thread")
        and not seen[v] then
      seen[v] = true
      if t == "table" then
        for key, x in next, v do
          stack[#stack + 1] = key
          stack[#stack + 1] = x
        end
      end
      stack[#stack + 1] = debug.getmetatable(v)
      if t == "userdata" then
        local i = 1
        while true do
          local u, ok = debug.getuservalue(v, i)
          if not ok then break end
          stack[#stack + 1] = u
          i = i + 1
        end
      end
      if t == "function" then
        local i = 1
        while true do
          local name, u = debug.getupvalue(v, i)
          if name == nil then break end
          stack[#stack + 1] = u
          i = i + 1
        end
      end
    end
  end
  return seen
end

return reach
