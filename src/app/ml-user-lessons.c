/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The user's own lessons: their folder, listing it for the lessons browser, and saving the
 * open scenario into it under a name of its own. */
#include "config.h"
#include "ml-user-lessons.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

/* How many characters of the title a file's name keeps: names stay readable in a file
 * manager, and far below the 255 bytes a name may have. */
#define NAME_CHARS 80

char *
ml_user_lessons_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "meeple-lab", "lessons", NULL);
}

static int
compare_names (const void *a, const void *b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* The lesson of one file of the folder; one that cannot be read keeps its file's name as
 * its title and says why. */
static MlLesson *
lesson_of (const char *folder, const char *name)
{
  MlLesson *lesson = g_new0 (MlLesson, 1);
  lesson->path = g_build_filename (folder, name, NULL);
  lesson->id = g_strndup (name, strlen (name) - strlen (".json"));
  lesson->topic = ML_LESSON_TOPIC_USER;
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (lesson->path, &error);
  if (scenario == NULL)
    {
      lesson->title = g_filename_display_name (name);
      lesson->description = g_strdup ("");
      lesson->problem = g_strdup (error->message);
      return lesson;
    }
  _ml_lesson_translate (scenario);
  lesson->title = scenario->title ? g_strdup (scenario->title) : g_filename_display_name (lesson->id);
  lesson->description = g_strdup (scenario->description ? scenario->description : "");
  lesson->keywords = g_strdup (ml_scenario_localized (scenario, "keywords"));
  return lesson;
}

GPtrArray *
ml_user_lessons_list (void)
{
  GPtrArray *lessons = g_ptr_array_new_with_free_func ((GDestroyNotify) ml_lesson_free);
  g_autofree char *folder = ml_user_lessons_folder ();
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  if (dir == NULL)
    return lessons;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (dir)))
    /* Hidden files are no lessons; a save's temporary file does not end in .json. */
    if (name[0] != '.' && g_str_has_suffix (name, ".json") && strlen (name) > strlen (".json"))
      g_ptr_array_add (names, g_strdup (name));
  qsort (names->pdata, names->len, sizeof (char *), compare_names);
  for (guint i = 0; i < names->len && i < ML_USER_LESSONS_MAX; i++)
    g_ptr_array_add (lessons, lesson_of (folder, g_ptr_array_index (names, i)));
  return lessons;
}

char *
ml_user_lessons_file_name (const char *title)
{
  g_autofree char *valid = g_utf8_make_valid (title ? title : "", -1);
  GString *name = g_string_new (NULL);
  /* What no file system takes in a name, or a shell makes awkward, becomes a dash; runs of
   * blanks one space. */
  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (g_unichar_isspace (c) || g_unichar_iscntrl (c))
        {
          if (name->len > 0 && name->str[name->len - 1] != ' ')
            g_string_append_c (name, ' ');
        }
      else if (strchr ("/\\:*?\"<>|", (int) c) && c < 0x80)
        g_string_append_c (name, '-');
      else
        g_string_append_unichar (name, c);
    }
  /* A title that is a file's name ("x.json") does not end twice in .json. */
  if (g_str_has_suffix (name->str, ".json"))
    g_string_truncate (name, name->len - strlen (".json"));
  /* Neither hidden (a leading dot) nor ending in a blank or a dot. */
  gsize start = strspn (name->str, ". ");
  g_string_erase (name, 0, start);
  if (g_utf8_strlen (name->str, -1) > NAME_CHARS)
    g_string_truncate (name, g_utf8_offset_to_pointer (name->str, NAME_CHARS) - name->str);
  while (name->len > 0 && strchr (". ", name->str[name->len - 1]))
    g_string_truncate (name, name->len - 1);
  if (name->len == 0)
    /* Translators: the file name of a lesson saved without a title */
    g_string_assign (name, _("Lesson"));
  g_string_append (name, ".json");
  return g_string_free (name, FALSE);
}

/* Whether @file is a lesson of @folder: a file right inside it. */
static gboolean
in_folder (GFile *file, const char *folder)
{
  g_autoptr (GFile) parent = file ? g_file_get_parent (file) : NULL;
  g_autofree char *parent_path = parent ? g_file_get_path (parent) : NULL;
  g_autofree char *name = file ? g_file_get_basename (file) : NULL;
  if (parent_path == NULL || name == NULL || !g_str_has_suffix (name, ".json"))
    return FALSE;
  g_autoptr (GFile) a = g_file_new_for_path (parent_path);
  g_autoptr (GFile) b = g_file_new_for_path (folder);
  return g_file_equal (a, b);
}

static void
set_errno_error (GError **error, int saved_errno, const char *path)
{
  g_autofree char *shown = g_filename_display_name (path);
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: the file or folder, then why (from the system) */
               _("Could not save the lesson in “%s”: %s"), shown, g_strerror (saved_errno));
}

/* Makes an empty file of a name nobody has taken in @folder, after @title: the name is
 * taken at once (O_EXCL), so that no other save, in this window or another, gets it too.
 * Returns its path, or NULL with @error. */
static char *
reserve (const char *folder, const char *title, GError **error)
{
  g_autofree char *first = ml_user_lessons_file_name (title);
  g_autofree char *stem = g_strndup (first, strlen (first) - strlen (".json"));
  for (guint n = 1; n <= 1000; n++)
    {
      /* Translators: the file name of a second lesson with the same title: the title, then a number */
      g_autofree char *name = n == 1 ? g_strdup (first) : g_strdup_printf (_("%s (%u).json"), stem, n);
      char *path = g_build_filename (folder, name, NULL);
      int fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL, 0644);
      if (fd >= 0)
        {
          close (fd);
          return path;
        }
      int saved_errno = errno;
      if (saved_errno != EEXIST)
        {
          set_errno_error (error, saved_errno, path);
          g_free (path);
          return NULL;
        }
      g_free (path);
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
               _("Could not save the lesson: a thousand lessons have the name “%s” already."), first);
  return NULL;
}

GFile *
ml_user_lessons_save (MlDocument *document, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_autofree char *folder = ml_user_lessons_folder ();
  GFile *current = ml_document_get_file (document);
  if (in_folder (current, folder))
    return ml_document_save (document, current, error) ? g_object_ref (current) : NULL;

  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      set_errno_error (error, errno, folder);
      return NULL;
    }
  g_autofree char *title = ml_document_dup_title (document);
  g_autofree char *path = reserve (folder, title, error);
  if (path == NULL)
    return NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  if (!ml_document_save (document, file, error))
    {
      /* The name taken for it goes back: no empty lesson is left in the list. */
      g_unlink (path);
      return NULL;
    }
  return g_steal_pointer (&file);
}
