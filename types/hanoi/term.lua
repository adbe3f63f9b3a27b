---@meta hanoi.term
-- Type annotations (LuaCATS) of `require "hanoi.term"`: terminal primitives
-- for the front ends. The reference is docs/game.md.

---A file descriptor or a Lua file.
---@alias hanoi.term.Fd integer|file*

---The guard of `rawmode`: restores the terminal on `restore()`, when closed
---(`local g <close> = term.rawmode()`) or when collected.
---@class hanoi.RawMode
local RawMode = {}

---Restores the terminal settings saved by `rawmode` (once; later calls do nothing).
---@return boolean restored whether this call restored them
function RawMode:restore() end

---The guard of `job_control`: puts the handlers of SIGTSTP and SIGCONT back
---on `restore()`, when closed or when collected.
---@class hanoi.JobControl
local JobControl = {}

---Puts back the handlers there were before `job_control` (once).
---@return boolean restored whether this call put them back
function JobControl:restore() end

---Terminal primitives: a clock, sleep, raw keys, the terminal's size.
---@class hanoi.term
local term = {}

---Seconds of CLOCK_MONOTONIC, with sub-microsecond resolution.
---@return number
function term.monotonic() end

---Sleeps for a number of seconds; a caught signal ends it early.
---@param seconds number non-negative; fractions allowed
---@return number unslept the seconds not slept (0 when whole)
function term.sleep(seconds) end

---Whether a file descriptor or a Lua file is a terminal.
---@param fd hanoi.term.Fd e.g. 1 or `io.stdout`
---@return boolean
function term.isatty(fd) end

---The size of the terminal: rows and columns, or nil when fd is not a terminal.
---@param fd? hanoi.term.Fd default standard output
---@return integer? rows
---@return integer? columns
function term.termsize(fd) end

---Puts a terminal in raw keyboard mode and returns a guard (`rawmode()`),
---or restores it (`rawmode(false)`: whether settings were restored).
---@param on? boolean default true
---@param fd? hanoi.term.Fd default standard input
---@param opts? {suspend?: boolean} `suspend` false: Ctrl-Z arrives as a key
---@return hanoi.RawMode|boolean|nil guard
---@return string? why
function term.rawmode(on, fd, opts) end

---Reads one key (the bytes of one read, at most 256): nil on timeout or a
---caught signal, false at end of input, nil and a message on error.
---@param timeout? number seconds to wait; nil waits for ever
---@param fd? hanoi.term.Fd default standard input
---@return string|false|nil key
---@return string? why
function term.readkey(timeout, fd) end

---Stops the program as Ctrl-Z does and returns when it is continued (`fg`).
---@return true? ok
---@return string? why
function term.suspend() end

---Catches SIGTSTP (a stop asked from elsewhere) and SIGCONT (continued after
---any stop) until the guard is restored; `job_signal` says which came.
---@return hanoi.JobControl guard
function term.job_control() end

---What came since the last call: "stop" (give the terminal back, then
---`suspend`), "continue" (take the terminal again) or nil.
---@return "stop"|"continue"|nil
function term.job_signal() end

---Gives the terminal back if the program is ended by SIGTERM, SIGHUP or
---SIGQUIT (writes `text` to `out`, restores `input`, exits 128 + N);
---`restore_on_signal(false)` undoes it.
---@param text string|false at most 256 bytes, or false to undo
---@param out? hanoi.term.Fd default 1
---@param input? hanoi.term.Fd default 0
---@return boolean
function term.restore_on_signal(text, out, input) end

return term
