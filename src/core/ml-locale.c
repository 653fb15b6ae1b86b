/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-locale.h"

/* Where the catalogues sit relative to the executable's own tree: the default localedir
 * under a prefix whose programs are in bin/. */
static char *
relative_locale_dir (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  if (exe == NULL)
    return NULL;
  g_autofree char *bin = g_path_get_dirname (exe);
  g_autofree char *bin_name = g_path_get_basename (bin);
  if (!g_str_equal (bin_name, "bin"))
    return NULL;
  g_autofree char *prefix = g_path_get_dirname (bin);
  g_autofree char *dir = g_build_filename (prefix, "share", "locale", NULL);
  if (g_str_equal (dir, LOCALEDIR))
    return NULL;
  /* Only the user's languages matter, and looking them up costs a few stat calls. */
  for (const char *const *lang = g_get_language_names (); *lang != NULL; lang++)
    {
      g_autofree char *mo = g_build_filename (dir, *lang, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
      if (g_file_test (mo, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&dir);
    }
  return NULL;
}

const char *
ml_locale_dir (void)
{
  static char *dir;
  if (g_once_init_enter (&dir))
    {
      char *found = relative_locale_dir ();
      g_once_init_leave (&dir, found ? found : g_strdup (LOCALEDIR));
    }
  return dir;
}
