-- busted --helper for `make sanitize`: makes sure the specs will load the
-- sanitized core named by HANOI_EXPECT_SO, not the ordinary build.
local want = os.getenv("HANOI_EXPECT_SO")
if want then
  local found = package.searchpath("hanoi.core", package.cpath)
  assert(found and found:gsub("^%./", "") == want:gsub("^%./", ""),
    ("sanitize: hanoi.core resolves to %s, not %s"):format(tostring(found), want))
end
