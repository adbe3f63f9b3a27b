-- luacheck's settings (Debian's lua-check), run by `make lint` over lua/,
-- bin/hanoi, tools/, bench/, spec/ and test/: Lua 5.4, no globals anywhere
-- but busted's in spec/ and test/.
std = "lua54"
-- an empty branch with a comment names a case that needs nothing done
-- 'not (x > 0)' is how a range check refuses NaN as well
ignore = { "542", "581" }

files["spec"] = { std = "+busted" }
-- the browser and TSan suites run under busted too, outside spec/
files["test"] = { std = "+busted" }
-- the corpus of learners' functions: files as a class hands them in, with
-- global functions and the slips the teaching kit must diagnose
exclude_files = { "spec/teach/learners", "spec/teach/learners_unseen",
  -- the fresh class: its learners' files, not its simulator
  "spec/teach/learners_fresh/right_*.lua", "spec/teach/learners_fresh/w*.lua" }
-- learners' functions written inline: their parameters are the learner's
-- (the kit reads and names them), used or not
for _, f in ipairs { "spec/teach/check_spec.lua", "spec/teach/guard_spec.lua", "spec/teach/width_spec.lua" } do
  files[f] = { std = "+busted", unused_args = false }
end
-- the specs' helper wraps io.popen and os.execute so that every child
-- process gets the scratch cache
files["spec/support/scratch_cache.lua"] = { globals = { "io.popen", "os.execute" } }
-- the pager's spec stands a scripted io.read in for the keyboard
files["spec/teach/init_spec.lua"] = { std = "+busted", globals = { "io.read" } }

-- `make repl` hands the teacher `hanoi` and `teach` as globals
files["tools/repl.lua"] = { globals = { "hanoi", "teach" } }
-- run inside tools/luahost, which gives it the `oom` table
files["tools/oom.lua"] = { read_globals = { "oom" } }
