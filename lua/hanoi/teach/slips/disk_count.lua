--- Edit family: a recursive call's number of disks (`n - 1` for `n`,
-- `n - 2`, `n + 1`, `n / 2`; `n // 2` for `n / 2`). Slip `wrong_n`.
-- @module hanoi.teach.slips.disk_count

local ipairs = ipairs

_ENV = nil

return {
  name = "disk_count",
  candidates = function(x)
    local out = {}
    if not x.n then return out end
    for _, call in ipairs(x.calls) do
      local a = call.args[1]
      if a then
        local now = x.text(a)
        local tries = { x.n .. " - 1" }
        if now:find("/") and not now:find("//") then tries[#tries + 1] = (now:gsub("/", "//")) end
        for _, t in ipairs(tries) do
          if t ~= now then
            out[#out + 1] = { reps = { { s = a.s, e = a.e, text = t } }, node = call,
              slip = "wrong_n" }
          end
        end
      end
    end
    return out
  end,
}
