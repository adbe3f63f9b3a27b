rockspec_format = "3.0"
package = "hanoi"
version = "scm-1"
-- Built from a checkout (`luarocks --lua-version=5.4 make --local` in it):
-- the source is the directory the command runs in.
source = {
  url = ".",
}
description = {
  summary = "Tower of Hanoi for Lua: C state objects, move iterators, solvers and games",
  detailed = [[
A Lua 5.4 and 5.5 module with a C core: Hanoi positions as userdata, optimal
move iterators that are lazy and coroutine-friendly, random access to any
move, k-peg Frame-Stewart solving, search from any position, pictures and
a terminal game.
]],
  license = "MIT",
  homepage = "https://github.com/hanoi-lua/hanoi",
}
dependencies = {
  "lua >= 5.4, < 5.6",
}
-- `luarocks test` in a checkout: the build, then the busted specs (busted
-- from Debian's lua-busted, so no test dependency to fetch); spec files
-- named after the rockspec run alone
test = {
  type = "command",
  command = "make build && busted --lua=lua5.4 -o plainTerminal",
}
build = {
  type = "builtin",
  modules = {
    ["hanoi.core"] = {
      sources = {
        -- the Lua bindings
        "src/bfs.c",
        "src/cache.c",
        "src/classic.c",
        "src/core.c",
        "src/drive.c",
        "src/graph_text.c",
        "src/interrupt.c",
        "src/kpeg.c",
        "src/methods.c",
        "src/puzzle.c",
        "src/state.c",
        "src/util.c",
        -- the searches in plain C
        "src/engine/astar.c",
        "src/engine/ball_search.c",
        "src/engine/bidirectional_bfs.c",
        "src/engine/canonical_bfs.c",
        "src/engine/cheapest_path.c",
        "src/engine/disk_bfs.c",
        "src/engine/eccentricity.c",
        "src/engine/full_bfs.c",
        "src/engine/largest_first_plan.c",
        "src/engine/layered_bfs.c",
        "src/engine/pattern_db.c",
        "src/engine/puzzle_graph.c",
        "src/engine/regular_file.c",
        "src/engine/ring_row_tower.c",
        "src/engine/rules.c",
        "src/engine/space_path.c",
        "src/engine/state_space.c",
        "src/engine/table_cache.c",
        "src/engine/three_peg_count.c",
        "src/engine/three_peg_path.c",
        "src/engine/tower_plan.c",
        -- the Lua binding of the searches (src/search/search.h)
        "src/search/answer.c",
        "src/search/api.c",
        "src/search/cheapest.c",
        "src/search/dispatch.c",
        "src/search/general.c",
        "src/search/kpeg_search.c",
        "src/search/moves.c",
        "src/search/query.c",
        "src/search/solver.c",
        "src/search/tables.c",
      },
      libraries = { "pthread" },
    },
    ["hanoi.term"] = { sources = { "src/term.c" } },
    ["hanoi.fileio"] = { sources = { "src/fileio.c" } },
    ["hanoi.guard"] = { sources = { "src/guard.c" } },
    ["hanoi.sandbox"] = { sources = { "src/sandbox.c" } },
    -- the library, its pictures and the command's dispatcher
    ["hanoi"] = "lua/hanoi/init.lua",
    ["hanoi.render"] = "lua/hanoi/render/init.lua",
    ["hanoi.cli"] = "lua/hanoi/cli/init.lua",
    ["hanoi.check"] = "lua/hanoi/check.lua",
    ["hanoi.pegs"] = "lua/hanoi/pegs.lua",
    ["hanoi.text"] = "lua/hanoi/text.lua",
    ["hanoi.lang"] = "lua/hanoi/lang/init.lua",
    ["hanoi.lang.width"] = "lua/hanoi/lang/width.lua",
    ["hanoi.lang.widths"] = "lua/hanoi/lang/widths.lua",
    ["hanoi.lang.po"] = "lua/hanoi/lang/po.lua",
    ["hanoi.json"] = "lua/hanoi/json.lua",
    ["hanoi.render.palette"] = "lua/hanoi/render/palette.lua",
    -- the teaching kit
    ["hanoi.teach"] = "lua/hanoi/teach/init.lua",
    ["hanoi.teach.texts"] = "lua/hanoi/teach/texts.lua",
    ["hanoi.teach.show"] = "lua/hanoi/teach/show.lua",
    ["hanoi.teach.stepper"] = "lua/hanoi/teach/stepper.lua",
    ["hanoi.teach.learner"] = "lua/hanoi/teach/learner.lua",
    ["hanoi.teach.diagnose"] = "lua/hanoi/teach/diagnose.lua",
    ["hanoi.teach.repair"] = "lua/hanoi/teach/repair.lua",
    ["hanoi.teach.search"] = "lua/hanoi/teach/search.lua",
    ["hanoi.teach.lua_tree"] = "lua/hanoi/teach/lua_tree.lua",
    ["hanoi.teach.slips.call_pegs"] = "lua/hanoi/teach/slips/call_pegs.lua",
    ["hanoi.teach.slips.move_args"] = "lua/hanoi/teach/slips/move_args.lua",
    ["hanoi.teach.slips.swap"] = "lua/hanoi/teach/slips/swap.lua",
    ["hanoi.teach.slips.disk_count"] = "lua/hanoi/teach/slips/disk_count.lua",
    ["hanoi.teach.slips.base_case"] = "lua/hanoi/teach/slips/base_case.lua",
    ["hanoi.teach.slips.rename"] = "lua/hanoi/teach/slips/rename.lua",
    ["hanoi.teach.slips.move_output"] = "lua/hanoi/teach/slips/move_output.lua",
    ["hanoi.teach.slips.spare_peg"] = "lua/hanoi/teach/slips/spare_peg.lua",
    ["hanoi.teach.slips.missing_arg"] = "lua/hanoi/teach/slips/missing_arg.lua",
    ["hanoi.teach.slips.missing_move"] = "lua/hanoi/teach/slips/missing_move.lua",
    ["hanoi.teach.slips.nil_default"] = "lua/hanoi/teach/slips/nil_default.lua",
    ["hanoi.teach.slips.local_order"] = "lua/hanoi/teach/slips/local_order.lua",
    ["hanoi.teach.slips.loop_stop"] = "lua/hanoi/teach/slips/loop_stop.lua",
    ["hanoi.teach.slips.four_peg"] = "lua/hanoi/teach/slips/four_peg.lua",
    ["hanoi.teach.slips.common"] = "lua/hanoi/teach/slips/common.lua",
    ["hanoi.teach.grade"] = "lua/hanoi/teach/grade.lua",
    ["hanoi.teach.graded"] = "lua/hanoi/teach/graded.lua",
    ["hanoi.teach.repl"] = "lua/hanoi/teach/repl.lua",
    ["hanoi.cli.repl"] = "lua/hanoi/cli/repl.lua",

    -- the commands `hanoi N [K]` (the moves of a solution), table and grade
    ["hanoi.cli.solve"] = "lua/hanoi/cli/solve.lua",
    ["hanoi.cli.grade"] = "lua/hanoi/cli/grade.lua",
    ["hanoi.cli.grade_formats"] = "lua/hanoi/cli/grade_formats.lua",
    ["hanoi.cli.lesson"] = "lua/hanoi/cli/lesson.lua",

    -- the commands graph, bfs, path, cache, hint, distance, sequence, count,
    -- diameter and radius
    ["hanoi.cli.search"] = "lua/hanoi/cli/search.lua",
    ["hanoi.cli.path"] = "lua/hanoi/cli/path.lua",
    ["hanoi.cli.cache"] = "lua/hanoi/cli/cache.lua",
    ["hanoi.cli.lang"] = "lua/hanoi/cli/lang.lua",
    ["hanoi.cli.hint"] = "lua/hanoi/cli/hint.lua",
    ["hanoi.cli.sequence"] = "lua/hanoi/cli/sequence.lua",
    ["hanoi.cli.research"] = "lua/hanoi/cli/research.lua",

    -- pictures, and the commands show, svg and html
    ["hanoi.render.svg"] = "lua/hanoi/render/svg.lua",
    ["hanoi.render.html"] = "lua/hanoi/render/html.lua",
    ["hanoi.render.moves"] = "lua/hanoi/render/moves.lua",
    ["hanoi.cli.pictures"] = "lua/hanoi/cli/pictures.lua",

    -- the game, its terminal front end and the command play
    ["hanoi.game"] = "lua/hanoi/game/init.lua",
    ["hanoi.game.goal"] = "lua/hanoi/game/goal.lua",
    ["hanoi.game.words"] = "lua/hanoi/game/words.lua",
    ["hanoi.game.session"] = "lua/hanoi/game/session.lua",
    ["hanoi.game.player"] = "lua/hanoi/game/player.lua",
    ["hanoi.game.save"] = "lua/hanoi/game/save.lua",
    ["hanoi.game.scores"] = "lua/hanoi/game/scores.lua",
    ["hanoi.tui"] = "lua/hanoi/tui/init.lua",
    ["hanoi.tui.input"] = "lua/hanoi/tui/input.lua",
    ["hanoi.tui.view"] = "lua/hanoi/tui/view.lua",
    ["hanoi.tui.motion"] = "lua/hanoi/tui/motion.lua",
    ["hanoi.tui.loop"] = "lua/hanoi/tui/loop.lua",
    ["hanoi.tui.player"] = "lua/hanoi/tui/player.lua",
    ["hanoi.cli.play"] = "lua/hanoi/cli/play.lua",

    -- the web front end: the pages' adapter in their engine, the lesson's page
    ["hanoi.web"] = "lua/hanoi/web/init.lua",
    ["hanoi.web.lesson"] = "lua/hanoi/web/lesson.lua",

  },
  -- the type annotations for editors (lua-language-server), copied into
  -- the rock's own directory: `luarocks show --rock-dir hanoi`/types
  copy_directories = { "types" },
  install = {
    bin = {
      hanoi = "bin/hanoi",
    },
    -- the pages' templates (lua/hanoi/web/page/), which hanoi.render.html
    -- and hanoi.web.lesson read at run time from hanoi/web/page/
    lua = {
      -- the documents the REPL's banner names, beside its modules
      ["hanoi.doc.tutorial"] = "docs/tutorial.md",
      ["hanoi.doc.teach"] = "docs/teach.md",
      ["hanoi.web.page.head_html"] = "lua/hanoi/web/page/head.html",
      ["hanoi.web.page.base_css"] = "lua/hanoi/web/page/base.css",
      ["hanoi.web.page.base_js"] = "lua/hanoi/web/page/base.js",
      ["hanoi.web.page.play_html"] = "lua/hanoi/web/page/play.html",
      ["hanoi.web.page.play_css"] = "lua/hanoi/web/page/play.css",
      ["hanoi.web.page.play_js"] = "lua/hanoi/web/page/play.js",
      ["hanoi.web.page.watch_html"] = "lua/hanoi/web/page/watch.html",
      ["hanoi.web.page.watch_css"] = "lua/hanoi/web/page/watch.css",
      ["hanoi.web.page.watch_js"] = "lua/hanoi/web/page/watch.js",
      ["hanoi.web.page.lesson_html"] = "lua/hanoi/web/page/lesson.html",
      ["hanoi.web.page.lesson_css"] = "lua/hanoi/web/page/lesson.css",
      ["hanoi.web.page.lesson_js"] = "lua/hanoi/web/page/lesson.js",
      ["hanoi.web.page.engine_js"] = "lua/hanoi/web/page/engine.js",
      -- the catalogues of texts, one PO file a language, which hanoi.lang.po
      -- reads at run time from hanoi/lang/po/
      ["hanoi.lang.po.en_po"] = "lua/hanoi/lang/po/en.po",
      ["hanoi.lang.po.de_po"] = "lua/hanoi/lang/po/de.po",
      ["hanoi.lang.po.ru_po"] = "lua/hanoi/lang/po/ru.po",
      ["hanoi.lang.po.ja_po"] = "lua/hanoi/lang/po/ja.po",
      ["hanoi.lang.po.zh_hant_po"] = "lua/hanoi/lang/po/zh_hant.po",
      ["hanoi.lang.po.zh_hans_po"] = "lua/hanoi/lang/po/zh_hans.po",
    },
  },
}
