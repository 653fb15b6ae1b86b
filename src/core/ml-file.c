/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

/* Links followed before a chain of them counts as a loop, as the kernel counts. */
#define MAX_LINK_HOPS 40

G_GNUC_PRINTF (4, 5) static gboolean
refuse (GError **error, GFileError code, const char *path, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, G_FILE_ERROR, code, "%s: %s", path, msg);
  return FALSE;
}

/* The file a save replaces: @path, or what it links to; NULL for a loop of links. */
static char *
resolve (const char *path)
{
  char *target = g_strdup (path);
  for (int hops = 0; g_file_test (target, G_FILE_TEST_IS_SYMLINK); hops++)
    {
      g_autofree char *link = hops < MAX_LINK_HOPS ? g_file_read_link (target, NULL) : NULL;
      if (link == NULL)
        {
          g_free (target);
          return NULL;
        }
      g_autofree char *dir = g_path_get_dirname (target);
      g_free (target);
      target = g_path_is_absolute (link) ? g_strdup (link) : g_build_filename (dir, link, NULL);
    }
  return target;
}

/* What a target that is there but not a regular file is, in words; NULL for a file. */
static const char *
not_a_file (const struct stat *st)
{
  if (S_ISREG (st->st_mode))
    return NULL;
  if (S_ISDIR (st->st_mode))
    return _("a folder");
  if (S_ISFIFO (st->st_mode))
    return _("a named pipe (FIFO)");
  if (S_ISCHR (st->st_mode) || S_ISBLK (st->st_mode))
    return _("a device");
  if (S_ISSOCK (st->st_mode))
    return _("a socket");
  return _("not a regular file");
}

/* Whether the target may be replaced; @existed and @old say what is there now. */
static gboolean
check_target (const char *path, const char *target, gboolean *existed, struct stat *old, GError **error)
{
  *existed = g_lstat (target, old) == 0;
  if (!*existed)
    return errno == ENOENT ? TRUE : refuse (error, g_file_error_from_errno (errno), path, "%s", g_strerror (errno));
  g_autofree char *shown = g_str_equal (path, target) ? g_strdup (path) : g_strdup_printf ("%s → %s", path, target);
  const char *kind = not_a_file (old);
  if (kind)
    return refuse (error, G_FILE_ERROR_INVAL, shown, _("%s, not a file: not replaced"), kind);
  /* Root may write anything: a file that no one may write is read-only for it too. */
  if (access (target, W_OK) != 0 || (old->st_mode & 0222) == 0)
    return refuse (error, G_FILE_ERROR_ACCES, shown,
                   _("the file is read-only: not replaced (make it writable, or save under another name)"));
  return TRUE;
}

gboolean
ml_file_replace (const char *path, const char *data, gsize length, GError **error)
{
  g_autofree char *target = resolve (path);
  if (target == NULL)
    return refuse (error, G_FILE_ERROR_LOOP, path, "%s", g_strerror (ELOOP));
  struct stat old;
  gboolean existed;
  if (!check_target (path, target, &existed, &old, error))
    return FALSE;

  g_autofree char *tmp = g_strconcat (target, ".XXXXXX", NULL);
  int fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return refuse (error, g_file_error_from_errno (errno), path, "%s", g_strerror (errno));
  gsize done = 0;
  while (done < length)
    {
      gssize n = write (fd, data + done, length - done);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        break;
      done += (gsize) n;
    }
  int saved = done == length ? 0 : errno;
  if (saved == 0 && existed && fchmod (fd, old.st_mode & 07777) != 0)
    saved = errno;
  if (saved == 0 && fsync (fd) != 0)
    saved = errno;
  if (!g_close (fd, NULL) && saved == 0)
    saved = EIO;
  if (saved == 0 && g_rename (tmp, target) != 0)
    saved = errno;
  if (saved != 0)
    {
      g_unlink (tmp);
      return refuse (error, g_file_error_from_errno (saved), path, "%s", g_strerror (saved));
    }
  return TRUE;
}
