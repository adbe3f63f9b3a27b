--- The learner's language: catalogues of texts and the choice among them.
--
-- Languages by their BCP 47 tags: `en` (the reference catalogue), `de`,
-- `ru`, `ja`, `zh-Hant` (traditional script) and `zh-Hans` (simplified);
-- `zh-TW`, `zh-HK`, `zh-MO` mean zh-Hant, `zh-CN`, `zh-SG` and plain `zh`
-- zh-Hans. A catalogue maps keys to texts with named placeholders,
-- `{disks}`, `{peg}`, never positional ones, so that each language orders
-- its sentence its own way. A placeholder may choose a plural form by the
-- number it stands for: `{moves:one=move;other=moves}` writes "move" or
-- "moves" (the number itself is written with `{moves}`). Braces around
-- anything but a name, as in Lua's `{k = 4}`, are text. The forms are
-- those of the language's plural rule (CLDR, "Language Plural Rules"):
-- `one`, `other` in English and German; `one`, `few`, `many`, `other` in
-- Russian; `other` only in Japanese and Chinese.
-- @module hanoi.lang

local type, tostring, ipairs, require, error =
  type, tostring, ipairs, require, error
local math_type, fmt, gsub = math.type, string.format, string.gsub
local setmetatable_, table_concat, pairs_ = setmetatable, table.concat, pairs

_ENV = nil -- no globals past this point

local lang = {}

--- The languages, English first: the one list of them, as Lua's `linit.c`
-- lists its libraries (a newcomer adds a line here; docs/translating.md).
-- Each has its BCP 47 `tag`, the `module` name of its catalogue (the PO
-- file lua/hanoi/lang/po/M.po), its `name` in itself (for a picker of languages) and the
-- `marks` of its numbers: the decimal mark and the group mark (CLDR's
-- "symbols" of the latn numbering system; the group mark falls every
-- three digits from the decimal mark in these languages: their
-- minimumGroupingDigits is 1, so 1,234 is grouped as 18,433 is; Russian
-- groups with a no-break space, U+00A0, as CLDR writes it). Its plural
-- rule is the one of `lang.PLURALS` that names it.
lang.LANGS = {
  { tag = "en", module = "en", name = "English", marks = { ".", "," } },
  { tag = "de", module = "de", name = "Deutsch", marks = { ",", "." } },
  { tag = "ru", module = "ru", name = "Русский", marks = { ",", "\u{A0}" } },
  { tag = "ja", module = "ja", name = "日本語", marks = { ".", "," } },
  { tag = "zh-Hant", module = "zh_hant", name = "繁體中文", marks = { ".", "," } },
  { tag = "zh-Hans", module = "zh_hans", name = "简体中文", marks = { ".", "," } },
}

-- CLDR's rules for the cardinal plural of a number, each by the forms it
-- gives (`whole`: the number has no fraction)
local RULES = {
  one_other = {
    forms = { "one", "other" },
    po = "nplurals=2; plural=(n != 1);",
    form = function(n, whole) return (whole and n == 1) and "one" or "other" end,
  },
  one_few_many_other = {
    forms = { "one", "few", "many", "other" },
    -- the fourth form is for fractions, as Transifex writes them
    po = "nplurals=4; plural=(n%1==0 && n%10==1 && n%100!=11 ? 0 : n%1==0 && n%10>=2 && "
      .. "n%10<=4 && (n%100<12 || n%100>14) ? 1 : n%1==0 && (n%10==0 || (n%10>=5 && n%10<=9) "
      .. "|| (n%100>=11 && n%100<=14)) ? 2 : 3);",
    form = function(n, whole)
      if not whole then return "other" end
      local m10, m100 = n % 10, n % 100
      if m10 == 1 and m100 ~= 11 then return "one" end
      if m10 >= 2 and m10 <= 4 and (m100 < 12 or m100 > 14) then return "few" end
      return "many"
    end,
  },
  other = {
    forms = { "other" },
    po = "nplurals=1; plural=0;",
    form = function() return "other" end,
  },
}

--- The plural rules, each with the languages that follow it (rule ->
-- tags): `one_other` (English, German: one, other), `one_few_many_other`
-- (Russian), `other` (no plural: Japanese, Chinese).
lang.PLURALS = {
  one_other = { "en", "de" },
  one_few_many_other = { "ru" },
  other = { "ja", "zh-Hant", "zh-Hans" },
}

-- what the list gives each language, by tag: its entry, its rule
local BY_TAG, RULE_OF = {}, {}
--- The tags of the languages, English first (from `lang.LANGS`).
lang.TAGS = {}
--- Each language's name in itself, by tag (from `lang.LANGS`).
lang.NAMES = {}
--- The name of each language's catalogue, by tag: its PO file is lua/hanoi/lang/po/NAME.po
-- (from `lang.LANGS`).
lang.MODULES = {}
--- The forms each language's plural rule needs, by tag (from `lang.PLURALS`).
lang.FORMS = {}
--- The decimal and group marks of each language, by tag (from `lang.LANGS`).
lang.MARKS = {}
--- gettext's `Plural-Forms` of each language, by tag: the forms of
-- `lang.FORMS`, in their order (from `lang.PLURALS`).
lang.PO_PLURALS = {}
for i, l in ipairs(lang.LANGS) do
  BY_TAG[l.tag] = l
  lang.TAGS[i] = l.tag
  lang.NAMES[l.tag] = l.name
  lang.MODULES[l.tag] = l.module
  lang.MARKS[l.tag] = l.marks
end
for rule, tags in pairs_(lang.PLURALS) do
  for _, tag in ipairs(tags) do
    RULE_OF[tag] = RULES[rule]
    lang.FORMS[tag] = RULES[rule].forms
    lang.PO_PLURALS[tag] = RULES[rule].po
  end
end
for _, l in ipairs(lang.LANGS) do
  if not RULE_OF[l.tag] then error("hanoi.lang: no plural rule names " .. l.tag) end
end

--- The regions and scripts of Chinese and the catalogue each means.
local ZH = { tw = "zh-Hant", hk = "zh-Hant", mo = "zh-Hant", hant = "zh-Hant",
  cn = "zh-Hans", sg = "zh-Hans", hans = "zh-Hans", my = "zh-Hans" }
lang.ZH = ZH

--- The catalogue's tag for a language tag or a POSIX locale name, or nil
-- when there is none: "de", "de-AT", "de_DE.UTF-8" and "de_DE@euro" give
-- "de"; "zh-TW", "zh_HK.UTF-8", "zh-Hant-TW" give "zh-Hant"; "zh",
-- "zh-CN", "zh_SG.GBK" give "zh-Hans"; "C" and "POSIX" give "en".
-- @tparam string tag
-- @treturn string|nil
function lang.match(tag)
  if type(tag) ~= "string" then return nil end
  local t = tag:gsub("[.@].*$", ""):gsub("_", "-"):lower()
  if t == "c" or t == "posix" then return "en" end
  local primary, rest = t:match("^(%a%a%a?)(.*)$")
  if not primary then return nil end
  -- the subtags: letters and digits, each after one hyphen
  if rest ~= "" and not (rest:match("^[%w%-]+$") and not rest:find("%-%-")
      and rest:sub(1, 1) == "-" and rest:sub(-1) ~= "-") then
    return nil
  end
  if primary == "zh" then
    for part in rest:gmatch("[^-]+") do
      if ZH[part] then return ZH[part] end
    end
    return "zh-Hans"
  end
  if BY_TAG[primary] then return primary end
  return nil
end

--- The language the environment asks for: the first of LC_ALL,
-- LC_MESSAGES and LANG that is set and not empty (as POSIX orders them)
-- decides; a language without a catalogue gives "en".
-- @tparam function getenv as `os.getenv`
-- @treturn string a tag of `lang.TAGS`
function lang.from_env(getenv)
  for _, name in ipairs { "LC_ALL", "LC_MESSAGES", "LANG" } do
    local v = getenv(name)
    if v and v ~= "" then return lang.match(v) or "en" end
  end
  return "en"
end

--- An option's value as a message echoes it: what a terminal would obey
-- shown instead (`hanoi.text.printable`), cut to its first 80 characters
-- with "..." after them (a pasted page of text is not written back whole).
-- @param value
-- @treturn string
function lang.echo(value)
  return require("hanoi.text").echo(value)
end

--- The language of a command's `--lang` option: its tag, or (without
-- the option) the environment's (`lang.from_env`); nil and an English
-- message when the option names no language of `lang.TAGS`.
-- @tparam string|nil value the option's value
-- @tparam function getenv as `os.getenv`
-- @treturn string|nil
-- @treturn[opt] string the message
function lang.option(value, getenv)
  if value == nil then return lang.from_env(getenv) end
  local t = lang.match(value)
  if t then return t end
  return nil, fmt("--lang must be one of %s, got '%s'", lang.list(), lang.echo(value))
end

--- The plural form of a number in a language (CLDR's categories for
-- whole numbers and for numbers with a fraction).
-- @tparam string tag
-- @tparam number n
-- @treturn string "one", "few", "many" or "other"
function lang.plural(tag, n)
  local whole = math_type(n) == "integer" or (n == n and n % 1 == 0 and n < 2^53 and n > -2^53)
  local rule = RULE_OF[tag]
  return rule and rule.form(n, whole) or "other"
end

-- the catalogues made so far, by tag
local made = {}

--- The catalogue of a language: a table of key -> text, read once from
-- its gettext PO file, `lua/hanoi/lang/po/M.po` (`hanoi.lang.po`): the
-- game's texts and the teaching kit's (keys starting "kit.") in one file,
-- English's `en.po` the reference.
-- @tparam string tag a tag of `lang.TAGS`
-- @treturn table
function lang.catalogue(tag)
  local m = lang.MODULES[tag]
  if not m then error(fmt("bad argument #1 to 'catalogue' (no language '%s')", tostring(tag)), 2) end
  local c = made[tag]
  if c then return c end
  c = require("hanoi.lang.po").texts(tag)
  made[tag] = c
  return c
end

local MARKS = lang.MARKS

--- A number as a language writes it in a text: German 18.433 and 584,5,
-- Russian 18 433 (a no-break space) and 584,5, English, Japanese and
-- Chinese 18,433 and 584.5. A whole float is written as an integer (2.0
-- is 2), another with up to six significant digits, as `%g` writes it.
-- A string of decimal digits (a count too big for an integer, "-12.5")
-- is written the same way; another string is given back as it is.
-- @tparam string tag a tag of `lang.TAGS` (another is written as English)
-- @tparam number|string v
-- @treturn string
function lang.number(tag, v)
  local s
  if type(v) == "string" then
    s = v
  elseif math_type(v) == "float" and v % 1 == 0 and v < 2^53 and v > -2^53 then
    s = fmt("%d", v)
  elseif math_type(v) == "float" then
    s = fmt("%g", v)
  else
    s = tostring(v)
  end
  local marks = MARKS[tag] or MARKS.en
  local sign, whole, rest = s:match("^(%-?)(%d+)(.*)$")
  -- inf, nan and exponents ("1e+20") as Lua writes them
  if not whole or rest:find("[^.%d]") then return s end
  whole = whole:reverse():gsub("(%d%d%d)", "%1\0"):reverse()
  if whole:sub(1, 1) == "\0" then whole = whole:sub(2) end
  whole = whole:gsub("%z", marks[2])
  if rest ~= "" then rest = marks[1] .. rest:sub(2) end
  return sign .. whole .. rest
end

--- The placeholders of a text: a set of names.
-- @tparam string text
-- @treturn table name -> true
function lang.placeholders(text)
  local names = {}
  for inner in text:gmatch("{([^{}]*)}") do
    local name = inner:match("^([%w_]+)$") or inner:match("^([%w_]+):")
    if name then names[name] = true end
  end
  return names
end

--- The plural choices of a text: a list of `{name, forms}`, forms a set.
-- @tparam string text
-- @treturn table
function lang.choices(text)
  local out = {}
  for name, forms in text:gmatch("{([%w_]+):([^{}]*)}") do
    local set = {}
    for form in (forms .. ";"):gmatch("(%a+)=[^;]*;") do set[form] = true end
    out[#out + 1] = { name, set }
  end
  return out
end

--- The word of a plural choice's forms for one form: the body of
-- `{n:one=disk;other=disks}` and "one" give "disk"; a form the choice
-- lacks gives its `other` word, or "".
-- @tparam string forms the choice's forms, as "one=disk;other=disks"
-- @tparam string want a form, as "one"
-- @treturn string
function lang.pick(forms, want)
  local found, other
  for form, word in (forms .. ";"):gmatch("(%a+)=([^;]*);") do
    if form == want then found = word end
    if form == "other" then other = word end
  end
  return found or other or ""
end

--- Fills a text's placeholders from `args` (a missing one is an error:
-- a text never shows a raw "{name}").
-- @tparam string tag the language (for its plural rule)
-- @tparam string text
-- @tparam[opt] table args
-- @treturn string
function lang.format(tag, text, args)
  args = args or {}
  return (gsub(text, "{([^{}]*)}", function(inner)
    -- braces around anything but a name (Lua's "{k = 4}") are text
    if not (inner:find("^[%w_]+$") or inner:find("^[%w_]+:")) then return nil end
    local name, forms = inner:match("^([%w_]+):(.*)$")
    if name then
      local v = args[name]
      if type(v) ~= "number" then error("text needs a number for {" .. name .. "}", 3) end
      return lang.pick(forms, lang.plural(tag, v))
    end
    local v = args[inner]
    if v == nil then error("text needs a value for {" .. inner .. "}", 3) end
    return type(v) == "number" and lang.number(tag, v) or tostring(v)
  end))
end

local Lang = {}
Lang.__index = Lang

--- A language to speak: `L:t(key, args)` is the text of `key` in it,
-- falling back to English for a key its catalogue lacks.
-- @tparam[opt] string tag a tag or locale name (`lang.match`); default "en"
-- @treturn table `{tag=, t=}`
function lang.new(tag)
  local t = lang.match(tag or "en")
  if not t then
    error(fmt("bad argument #1 to 'new' (no language '%s': one of %s)", tostring(tag),
      lang.list()), 2)
  end
  local self = { tag = t, texts = lang.catalogue(t), english = lang.catalogue("en") }
  return setmetatable_(self, Lang)
end

--- The text of `key` with its placeholders filled.
-- @tparam string key
-- @tparam[opt] table args
-- @treturn string
function Lang:t(key, args)
  local text = self.texts[key]
  local tag = self.tag
  if not text then text, tag = self.english[key], "en" end
  if not text then error("no text '" .. tostring(key) .. "'", 2) end
  return lang.format(tag, text, args)
end

--- The comma between the items of a list in a language: the
-- catalogue's `kit.list.comma`, ", " in English, German and Russian, "、"
-- (no space) in Japanese and Chinese.
-- @tparam string tag a tag of `lang.TAGS`
-- @treturn string
function lang.comma(tag)
  return lang.catalogue(tag)["kit.list.comma"] or lang.catalogue("en")["kit.list.comma"]
end

--- A list as a language writes it: the items (a number as `lang.number`
-- writes it) joined by its comma (`lang.comma`): "1, 2, 3"; "1、2、3".
-- @tparam string tag a tag of `lang.TAGS`
-- @tparam table items an array of strings and numbers
-- @treturn string
function lang.join(tag, items)
  local parts = {}
  for i, x in ipairs(items) do
    parts[i] = type(x) == "number" and lang.number(tag, x) or tostring(x)
  end
  return table_concat(parts, lang.comma(tag))
end

--- The tags as one string for messages: "en, de, ru, ja, zh-Hant, zh-Hans";
-- with `last` ("or"), "en, de, ru, ja, zh-Hant or zh-Hans". With `from`
-- (2), the list starts at that language ("de, ru, ...": those but English).
-- @tparam[opt] string last the word before the last tag
-- @tparam[opt] integer from the first language of `lang.TAGS` listed
-- @treturn string
function lang.list(last, from)
  local parts = {}
  for i = from or 1, #lang.TAGS do parts[#parts + 1] = lang.TAGS[i] end
  if last and #parts > 1 then
    local tail = parts[#parts - 1] .. " " .. last .. " " .. parts[#parts]
    parts[#parts] = nil
    parts[#parts] = tail
  end
  return table_concat(parts, ", ")
end

return lang
