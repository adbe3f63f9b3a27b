--- The `hanoi lang` command: the catalogues of texts, gettext PO files,
-- for translators (`hanoi.lang.po`): `export LANG` writes a language's
-- PO file, `export --template` the template (`.pot`), `import FILE.po`
-- checks a translated file against English and writes it as the
-- language's catalogue.
-- @module hanoi.cli.lang

local lang = require "hanoi.lang"
local po = require "hanoi.lang.po"

local io, format = io, string.format

_ENV = nil -- no globals past this point

local function run(args, cli)
  local opts, pos = cli.parse(args, { template = "flag", dir = "string", check = "flag" })
  local verb = pos[1]
  local dir = opts.dir or po.folder()
  if not dir then cli.die("no folder of catalogue files here: give --dir") end
  if verb == "export" then
    if opts.check then cli.fail("option '--check' belongs to 'hanoi lang import'") end
    local text
    if opts.template then
      if pos[2] then cli.fail("--template writes the template: give no language") end
    else
      if not pos[2] then cli.fail("export needs a language, like 'hanoi lang export de'") end
      if pos[3] then cli.fail("export takes one language, got '" .. pos[3] .. "' too") end
      local tag = lang.match(pos[2])
      if not tag or tag == "en" then
        cli.fail(format("export needs a language to translate into: one of %s but en, got '%s'",
          lang.list(), pos[2]))
      end
      pos[2] = tag
    end
    local ok, err = cli.pcall(function() text = po.export(pos[2], dir) end)
    if not ok then cli.die(err) end
    cli.write(text)
    cli.flush()
    return 0
  elseif verb == "import" then
    if opts.template then cli.fail("option '--template' belongs to 'hanoi lang export'") end
    if not pos[2] then cli.fail("import needs a PO file, like 'hanoi lang import de.po'") end
    if pos[3] then cli.fail("import takes one PO file, got '" .. pos[3] .. "' too") end
    local f, err = io.open(pos[2], "rb")
    if not f then cli.die(err) end
    local text = f:read("a")
    f:close()
    local rep, why = po.import(text, { name = pos[2], dir = dir, dry = opts.check })
    if not rep then cli.die(why) end
    io.stderr:write(format("hanoi lang: %s: %d %s changed, %d added, %d fuzzy and %d "
      .. "untranslated left as they were%s\n", rep.tag, rep.changed,
      rep.changed == 1 and "text" or "texts", rep.added, rep.fuzzy, rep.untranslated,
      opts.check and " (checked only: nothing written)" or ""))
    return 0
  end
  cli.fail(verb and ("'hanoi lang' does export or import, not '" .. verb .. "'")
    or "'hanoi lang' needs export or import")
end

return {
  { name = "lang", run = run,
    usage = "lang export LANG | lang export --template | lang import FILE [--check] [--dir D]",
    help = [[
the catalogues of texts, gettext PO files, for translators (Poedit, Weblate;
docs/translating.md). 'export LANG' writes the PO file of a language
(]] .. lang.list(nil, 2) .. [[
) to standard output: msgctxt the key, msgid
the English, msgstr the translation, plural entries by the language's
Plural-Forms.
'export --template' writes the template (.pot). 'import FILE' (a .po) writes the
translations into the catalogue of the file's Language, each checked against
English first (its placeholders, its plural forms): one wrong entry is an
error naming its line, and nothing is written. Fuzzy and empty entries are not
imported. --check checks only. --dir: the folder of the catalogues' PO files
(default: lua/hanoi/lang/po, beside hanoi.lang.po).]],
  },
}
