--- A published printout of the Frame-Stewart solution, quoted verbatim
-- (docs/sources.md names it):
-- the output of its visualizer `hanoi 4 4` and its table of minimal moves.
-- These are the independent source the specs compare against.
-- @module support.fs_printout

local printout = {}

-- `$ hanoi 4 4`: every state of the 4-disk, 4-peg solution
printout.hanoi_4_4 = [[
   =
  ===
 =====
=======
0------------------------------

  ===
 =====
=======    =
1------------------------------

 =====
=======    =              ===
2------------------------------

=======    =     =====    ===
3------------------------------

                  ===
=======    =     =====
4------------------------------

                  ===
           =     =====  =======
5------------------------------

  ===      =     =====  =======
6------------------------------

                         =====
  ===      =            =======
7------------------------------

                          ===
                         =====
           =            =======
8------------------------------

                           =
                          ===
                         =====
                        =======
9------------------------------
]]

-- 最短手数の表 (minimal moves): a row per k, a column per n
printout.table = [[
k\n 6 7 8 9 10
3 63 127 255 511 1023
4 17 25 33 41 49
5 15 19 23 27 31
6 13 17 21 25 29
7 11 15 19 23 27
8 11 13 17 21 25
]]

return printout
