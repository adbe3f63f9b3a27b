/*
** rules.h: the moves a rule set allows from a position, in plain C (no
** lua_State): what the searches of layered_bfs.c and bidirectional_bfs.c expand.
*/
#ifndef HANOI_RULES_H
#define HANOI_RULES_H

#include "state_space.h"

/* one move between two positions given by their codes */
typedef struct HStep {
  uint64_t code;        /* the position at the other end */
  unsigned char d, f, t;/* the disk (0-based) and its move from f to t */
} HStep;

#define HANOI_MAXSTEPS (HANOI_MAXK * (HANOI_MAXK - 1))

/* top[p]: the top disk (0-based) of peg p in the position `code`, n when
** the peg is empty */
void hanoi_tops(const HSpace *sp, uint64_t code, int *top);

/* The moves out of `code` that the size rule and r->allow permit (a
** predicate, if any, is not asked): out[i].code is the position reached.
** Returns how many. */
int hanoi_steps_out(const HRules *r, const HSpace *sp, uint64_t code, HStep *out);

/* The moves into `code`: out[i].code is a position from which the move
** (d, f -> t) leads to `code`, permitted by the size rule and r->allow.
** Returns how many. */
int hanoi_steps_in(const HRules *r, const HSpace *sp, uint64_t code, HStep *out);

/* ---- the named rule sets ----
** One named rule set: its name (lower-case letters, at most 15), which
** moves it allows on k pegs, and those in a few words of English. */
typedef struct HRuleSet {
  const char *name;
  int (*allows)(int f, int t, int k);   /* the top disk of peg f may go to peg t
                                           (0-based, f != t): 1 or 0 */
  const char *about;
} HRuleSet;

/* The named rule sets, the one list of them (rules.c), in the order the
** help lists them, ended by a NULL name; the first is the default. */
extern const HRuleSet hanoi_rule_sets[];

/* r is the named rule set on k pegs; 0 for an unknown name (r untouched) */
int hanoi_rules_named(HRules *r, int k, const char *name);

/* The names of the rule sets into buf (cut to size): "classic, cyclic,
** linear, star", the last two joined by `last` (", " or " or "). */
void hanoi_rule_names(char *buf, size_t size, const char *last);

/* The message for an unknown name, as lua_pushfstring or snprintf takes
** it: the name, then the names hanoi_rule_names gives with " or ". */
#define HANOI_RULES_UNKNOWN "unknown rule set '%s' (%s expected)"

/* The text form of a rule set, as `--rules` takes it on the command lines
** of `hanoi` and `hanoi-bfs-mpi`: a name (letters only, any case) or pairs
** "F-T" of peg numbers separated by commas ("1-2,2-3,3-1"). The one parser
** of that grammar. Returns 1 for a name, 2 for pairs, -1 when s is neither
** or a pair is wrong, with the reason in err: "must be a name (classic,
** cyclic, linear, star) or pairs like 1-2,2-3" (the names of
** hanoi_rule_sets; the caller adds what it got), "too many pairs", or,
** with k > 0, HANOI_RULES_UNKNOWN, "peg 5 out of range 1..4 in pair 2",
** "pair 2 moves from peg 3 to itself". A name is lowered into r->name (cut
** to fit); with k > 0, r is the rule set on k pegs (pairs: "custom").
** Pairs (1-based pegs, at most HANOI_RULE_PAIRS) go to pairs[0..*npairs-1]
** when pairs is not NULL. With k = 0 only the grammar is checked. */
#define HANOI_RULE_PAIRS (HANOI_MAXK * HANOI_MAXK)
int hanoi_rules_text(const char *s, int k, HRules *r, int (*pairs)[2], int *npairs, char *err,
                     size_t errsize);

#endif
