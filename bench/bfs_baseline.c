/*
** The baseline of bench/search_bench.lua: a straightforward single-threaded
** breadth-first search over the k^n positions (classic rules) from the
** tower on peg 1, with one bit per state in each of three sets (visited,
** current layer, next layer). Prints the layer sizes, then
** "seconds S" (wall), "cpu S" and "peak_kib K" (VmHWM from /proc/self/status).
** Usage: bfs_baseline N K
*/
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long peak_kib(void) {
  char line[256];
  long kib = -1;
  FILE *f = fopen("/proc/self/status", "r");
  if (f == NULL) return -1;
  while (fgets(line, sizeof line, f))
    if (strncmp(line, "VmHWM:", 6) == 0) kib = strtol(line + 6, NULL, 10);
  fclose(f);
  return kib;
}

int main(int argc, char **argv) {
  int n, k, d, p, layer = 0;
  uint64_t size = 1, pw[64], words, w, *visited, *cur, *next;
  struct timespec t0, t1;
  clock_t c0;
  if (argc != 3) { fprintf(stderr, "usage: bfs_baseline N K\n"); return 2; }
  n = atoi(argv[1]);
  k = atoi(argv[2]);
  if (n < 1 || n > 20 || k < 3 || k > 8) { fprintf(stderr, "bad N or K\n"); return 2; }
  for (d = 0; d < n; d++) { pw[d] = size; size *= (uint64_t)k; }
  words = (size + 63) / 64;
  visited = calloc(words, 8);
  cur = calloc(words, 8);
  next = calloc(words, 8);
  if (!visited || !cur || !next) { fprintf(stderr, "out of memory\n"); return 1; }
  clock_gettime(CLOCK_MONOTONIC, &t0);
  c0 = clock();
  visited[0] |= 1;
  cur[0] |= 1;
  printf("%d %d\n", 0, 1);
  for (;;) {
    uint64_t found = 0, *tmp;
    for (w = 0; w < words; w++) {
      uint64_t bits = cur[w];
      while (bits) {
        uint64_t i = w * 64 + (uint64_t)__builtin_ctzll(bits), x = i;
        int digit[64], top[8], f, t;
        bits &= bits - 1;
        for (d = 0; d < n; d++) { digit[d] = (int)(x % (uint64_t)k); x /= (uint64_t)k; }
        for (p = 0; p < k; p++) top[p] = n;
        for (d = n - 1; d >= 0; d--) top[digit[d]] = d;
        for (f = 0; f < k; f++) {
          if (top[f] == n) continue;
          for (t = 0; t < k; t++) {
            uint64_t j;
            if (t == f || top[t] < top[f]) continue;
            j = i + pw[top[f]] * (uint64_t)t - pw[top[f]] * (uint64_t)f;
            if (!(visited[j / 64] >> (j % 64) & 1)) {
              visited[j / 64] |= (uint64_t)1 << (j % 64);
              next[j / 64] |= (uint64_t)1 << (j % 64);
              found++;
            }
          }
        }
      }
    }
    if (found == 0) break;
    printf("%d %llu\n", ++layer, (unsigned long long)found);
    memset(cur, 0, words * 8);
    tmp = cur; cur = next; next = tmp;
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  printf("seconds %.3f\n", (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
  printf("cpu %.3f\n", (double)(clock() - c0) / CLOCKS_PER_SEC);
  printf("peak_kib %ld\n", peak_kib());
  free(visited); free(cur); free(next);
  return 0;
}
