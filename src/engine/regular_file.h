/*
** regular_file.h: opening a file that another program may have replaced
** (plain C and POSIX I/O, no lua_State). A FIFO, a device, a socket or a
** directory put where a file of ours is expected must never hang the
** program nor be read or written as if it were the file.
*/
#ifndef HANOI_REGULAR_FILE_H
#define HANOI_REGULAR_FILE_H

#include <sys/types.h>

/* What hanoi_open_regular returns when the name is there but is not a
** regular file (errno is then set to EINVAL). */
#define HANOI_NOT_REGULAR (-2)

/* Opens path as open(2) does with flags and mode, but without waiting
** (O_NONBLOCK while opening: a FIFO with no other end fails or opens at
** once; then cleared), without taking a controlling terminal, and keeps
** the file only when fstat says it is a regular file. O_TRUNC is applied
** after that check (by ftruncate), so that nothing else is truncated.
** Returns the descriptor; -1 when open or fstat failed (errno says why);
** HANOI_NOT_REGULAR when it is something else (the descriptor closed). */
int hanoi_open_regular(const char *path, int flags, mode_t mode);

/* Whole reads and writes: n bytes at offset `at` (pread_all, pwrite_all)
** or at the file's position (write_all), going on after EINTR and short
** transfers. 0, or -1 with errno set (EIO: the file ended first). */
int hanoi_write_all(int fd, const unsigned char *p, size_t n);
int hanoi_pread_all(int fd, unsigned char *p, size_t n, off_t at);
int hanoi_pwrite_all(int fd, const unsigned char *p, size_t n, off_t at);

#endif
