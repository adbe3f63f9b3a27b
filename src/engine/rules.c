/*
** rules.c: the named rule sets (hanoi_rule_sets, the one list of them),
** the moves a rule set allows from a position (plain C), and the text
** form of a rule set (hanoi_rules_text). The rule set itself (a name,
** pairs, a matrix or a predicate) is read from Lua by util.c; here it is
** a bit matrix, HRules.allow.
*/
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"

#define RULE_NAMES 256      /* room for the names of the rule sets in a message */

/* ---- the named rule sets ----
** A rule set added here is known by its name everywhere: hanoi.bfs and
** every search (`rules = "name"`), `--rules name` on the command lines of
** hanoi and hanoi-bfs-mpi, hanoi.rule_sets() and the help that lists
** them. The searches take it as the digraph it makes (HRules.allow);
** none needs a case of its own. */

static int any_move(int f, int t, int k) {
  (void)f; (void)t; (void)k;
  return 1;
}

static int to_next(int f, int t, int k) { return t == (f + 1) % k; }

static int neighbours(int f, int t, int k) {
  (void)k;
  return t == f + 1 || f == t + 1;
}

static int via_first(int f, int t, int k) {
  (void)k;
  return f == 0 || t == 0;
}

const HRuleSet hanoi_rule_sets[] = {
  {"classic", any_move, "any move"},
  {"cyclic", to_next, "only from a peg to the next, the last to the first"},
  {"linear", neighbours, "only between neighbours"},
  {"star", via_first, "only to or from the first peg"},
  {NULL, NULL, NULL}
};

int hanoi_rules_named(HRules *r, int k, const char *name) {
  const HRuleSet *s;
  int f, t;
  for (s = hanoi_rule_sets; s->name != NULL && strcmp(s->name, name) != 0; s++) {}
  if (s->name == NULL) return 0;
  memset(r, 0, sizeof *r);
  r->k = k;
  snprintf(r->name, sizeof r->name, "%s", s->name);
  for (f = 0; f < k; f++)
    for (t = 0; t < k; t++)
      if (f != t && s->allows(f, t, k)) r->allow[f] |= 1u << t;
  hanoi_rules_finish(r);
  return 1;
}

void hanoi_rule_names(char *buf, size_t size, const char *last) {
  const HRuleSet *s;
  size_t len = 0;
  if (size == 0) return;
  buf[0] = 0;
  for (s = hanoi_rule_sets; s->name != NULL && len + 1 < size; s++) {
    const char *sep = s == hanoi_rule_sets ? "" : s[1].name == NULL ? last : ", ";
    int w = snprintf(buf + len, size - len, "%s%s", sep, s->name);
    if (w < 0) break;
    len += (size_t)w;
  }
}

void hanoi_tops(const HSpace *sp, uint64_t code, int *top) {
  unsigned char w[HANOI_MAXN];
  int d, p;
  hanoi_decode_where(sp, code, w);
  for (p = 0; p < sp->k; p++) top[p] = sp->n;
  for (d = sp->n - 1; d >= 0; d--) top[w[d]] = d;
}

static uint64_t moved(const HSpace *sp, uint64_t code, int d, int f, int t) {
  return code + sp->pow[d] * (uint64_t)t - sp->pow[d] * (uint64_t)f;
}

/* The moves of the top disks of `code`: out of it (the disk on top of
** peg a goes to b: the move a -> b), or, with `in`, into it (the disk on
** top of a came from b, where it is on top once it is back: b -> a). */
static int steps(const HRules *r, const HSpace *sp, uint64_t code, HStep *out, int in) {
  int top[HANOI_MAXK], k = sp->k, a, b, c = 0;
  hanoi_tops(sp, code, top);
  for (a = 0; a < k; a++) {
    int d = top[a];
    if (d == sp->n) continue;
    for (b = 0; b < k; b++) {
      int f = in ? b : a, t = in ? a : b;
      if (b == a || top[b] < d || !(r->allow[f] >> t & 1)) continue;
      out[c].code = moved(sp, code, d, a, b);
      out[c].d = (unsigned char)d;
      out[c].f = (unsigned char)f;
      out[c++].t = (unsigned char)t;
    }
  }
  return c;
}

int hanoi_steps_out(const HRules *r, const HSpace *sp, uint64_t code, HStep *out) {
  return steps(r, sp, code, out, 0);
}

int hanoi_steps_in(const HRules *r, const HSpace *sp, uint64_t code, HStep *out) {
  return steps(r, sp, code, out, 1);
}

/* a peg number of a pair: digits, clamped to INT_MAX; *p past them */
static int peg_number(const char **p) {
  long v = 0;
  while (**p >= '0' && **p <= '9') {
    if (v < INT_MAX) v = v * 10 + (**p - '0');
    (*p)++;
  }
  return v > INT_MAX ? INT_MAX : (int)v;
}

int hanoi_rules_text(const char *s, int k, HRules *r, int (*pairs)[2], int *npairs, char *err,
                     size_t errsize) {
  const char *p = s;
  size_t i, len = strlen(s);
  int n = 0;
  if (k > 0) {
    memset(r, 0, sizeof *r);
    r->k = k;
  }
  if (npairs != NULL) *npairs = 0;
  for (i = 0; i < len && isalpha((unsigned char)s[i]); i++) {}
  if (len > 0 && i == len) {                   /* a name */
    char name[sizeof r->name];
    for (i = 0; i < len && i + 1 < sizeof name; i++) name[i] = (char)tolower((unsigned char)s[i]);
    name[i] = 0;
    if (k == 0) { memcpy(r->name, name, sizeof name); return 1; }
    if (!hanoi_rules_named(r, k, name)) {
      char names[RULE_NAMES];
      hanoi_rule_names(names, sizeof names, " or ");
      snprintf(err, errsize, HANOI_RULES_UNKNOWN, name, names);
      return -1;
    }
    return 1;
  }
  for (;;) {                                   /* pairs F-T,F-T,... */
    int f, t;
    if (*p < '0' || *p > '9') break;
    f = peg_number(&p);
    if (*p != '-' || p[1] < '0' || p[1] > '9') break;
    p++;
    t = peg_number(&p);
    if (*p != ',' && *p != 0) break;
    if (n == HANOI_RULE_PAIRS) {
      snprintf(err, errsize, "too many pairs (at most %d)", HANOI_RULE_PAIRS);
      return -1;
    }
    n++;
    if (k > 0 && (f < 1 || f > k || t < 1 || t > k)) {
      snprintf(err, errsize, "peg %d out of range 1..%d in pair %d", f < 1 || f > k ? f : t, k, n);
      return -1;
    }
    if (k > 0 && f == t) {
      snprintf(err, errsize, "pair %d moves from peg %d to itself", n, f);
      return -1;
    }
    if (pairs != NULL) { pairs[n - 1][0] = f; pairs[n - 1][1] = t; }
    if (npairs != NULL) *npairs = n;
    if (k > 0) r->allow[f - 1] |= 1u << (t - 1);
    if (*p == 0) {
      if (k > 0) {
        strcpy(r->name, "custom");
        hanoi_rules_finish(r);
      }
      return 2;
    }
    p++;
  }
  {
    char names[RULE_NAMES];
    hanoi_rule_names(names, sizeof names, ", ");
    snprintf(err, errsize, "must be a name (%s) or pairs like 1-2,2-3", names);
  }
  return -1;
}
