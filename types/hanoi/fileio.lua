---@meta hanoi.fileio
-- Type annotations (LuaCATS) of `require "hanoi.fileio"`: bounded reads and
-- atomic writes of small text files. The reference is docs/game.md.

---The lock of `lock`: held until `release()`, closed (`<close>`) or collected.
---@class hanoi.FileLock
local FileLock = {}

---Releases the lock (once; later calls do nothing).
---@return boolean released whether this call released it
function FileLock:release() end

---Reading and writing the small text files of `hanoi` (saves, scores).
---@class hanoi.fileio
---@field MAX integer the default cap of `read`, 4 MiB
local fileio = {}

---A regular file whole, at most `max` bytes, or nil and why not.
---@param path string
---@param max? integer the most bytes to accept (default 4 MiB)
---@return string? contents
---@return string? why
function fileio.read(path, max) end

---Replaces a file with new contents, atomically (a temporary file renamed
---over it), or nil and why not, the old file untouched.
---@param path string
---@param text string
---@return true? ok
---@return string? why
function fileio.write(path, text) end

---Makes a directory and the missing ones above it (`mkdir -p`, mode 0700).
---@param path string
---@return true? ok also when it exists already
---@return string? why
function fileio.mkdir(path) end

---Takes the lock file `path` (an exclusive flock; made when missing, a
---regular file only), waiting at most `seconds` for another holder.
---@param path string
---@param seconds? number the longest wait (default 10)
---@return hanoi.FileLock? lock
---@return string? why ("held by another process", "not a regular file (a FIFO)", ...)
function fileio.lock(path, seconds) end

---From now on a write past `ulimit -f` fails with "File too large" instead of SIGXFSZ.
---@return boolean done
function fileio.trap_size_limit() end

return fileio
