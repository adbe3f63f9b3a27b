/*
** regular_file.c: opening a file that another program may have replaced,
** without waiting and regular files only (see regular_file.h).
*/
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "regular_file.h"

int hanoi_open_regular(const char *path, int flags, mode_t mode) {
  struct stat st;
  int fd, fl, e;
  do fd = open(path, (flags & ~O_TRUNC) | O_NONBLOCK | O_NOCTTY, mode);
  while (fd < 0 && errno == EINTR);
  if (fd < 0) {
    /* ENXIO: a FIFO opened for writing with no reader, or a device */
    e = errno;
    if (e == ENXIO && stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
      errno = EINVAL;
      return HANOI_NOT_REGULAR;
    }
    errno = e;
    return -1;
  }
  if (fstat(fd, &st) != 0) goto fail;
  if (!S_ISREG(st.st_mode)) {
    close(fd);
    errno = EINVAL;
    return HANOI_NOT_REGULAR;
  }
  if ((flags & O_NONBLOCK) == 0 && ((fl = fcntl(fd, F_GETFL)) < 0 ||
                                    fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) != 0))
    goto fail;
  if ((flags & O_TRUNC) && (flags & O_ACCMODE) != O_RDONLY && ftruncate(fd, 0) != 0) goto fail;
  return fd;
fail:
  e = errno;
  close(fd);
  errno = e;
  return -1;
}

int hanoi_write_all(int fd, const unsigned char *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w < 0) { if (errno == EINTR) continue; return -1; }
    p += w;
    n -= (size_t)w;
  }
  return 0;
}

int hanoi_pread_all(int fd, unsigned char *p, size_t n, off_t at) {
  while (n > 0) {
    ssize_t r = pread(fd, p, n, at);
    if (r < 0) { if (errno == EINTR) continue; return -1; }
    if (r == 0) { errno = EIO; return -1; }
    p += r;
    n -= (size_t)r;
    at += r;
  }
  return 0;
}

int hanoi_pwrite_all(int fd, const unsigned char *p, size_t n, off_t at) {
  while (n > 0) {
    ssize_t w = pwrite(fd, p, n, at);
    if (w < 0) { if (errno == EINTR) continue; return -1; }
    p += w;
    n -= (size_t)w;
    at += w;
  }
  return 0;
}
