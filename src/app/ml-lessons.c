/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The built-in lessons: listing them from the app's resources, their topics, and the search
 * over their texts (which the user's own lessons share). */
#include "config.h"
#include "ml-lessons.h"

#include <glib/gi18n.h>
#include <string.h>

#define LESSONS_PATH "/io/github/meeplelab/MeepleLab/lessons"

G_DEFINE_BOXED_TYPE (MlLesson, ml_lesson, ml_lesson_copy, ml_lesson_free)

MlLesson *
ml_lesson_copy (const MlLesson *lesson)
{
  MlLesson *copy = g_new0 (MlLesson, 1);
  copy->resource = g_strdup (lesson->resource);
  copy->path = g_strdup (lesson->path);
  copy->problem = g_strdup (lesson->problem);
  copy->title = g_strdup (lesson->title);
  copy->description = g_strdup (lesson->description);
  copy->keywords = g_strdup (lesson->keywords);
  copy->id = g_strdup (lesson->id);
  copy->topic = lesson->topic;
  return copy;
}

void
ml_lesson_free (MlLesson *lesson)
{
  g_free (lesson->resource);
  g_free (lesson->path);
  g_free (lesson->problem);
  g_free (lesson->title);
  g_free (lesson->description);
  g_free (lesson->keywords);
  g_free (lesson->id);
  g_free (lesson);
}

/* The lesson in the user's language, for the browser and the copy it opens. */
void
_ml_lesson_translate (MlScenario *scenario)
{
  char *title = g_strdup (ml_scenario_localized (scenario, "title"));
  char *description = g_strdup (ml_scenario_localized (scenario, "description"));
  g_free (scenario->title);
  g_free (scenario->description);
  scenario->title = title;
  scenario->description = description;
}

static MlScenario *
load (const char *resource)
{
  g_autoptr (GBytes) bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    return NULL;
  g_autoptr (GError) error = NULL;
  MlScenario *scenario = ml_scenario_load_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), resource, &error);
  if (scenario == NULL)
    g_warning ("lesson %s: %s", resource, error->message);
  else
    _ml_lesson_translate (scenario);
  return scenario;
}

static int
compare_names (const void *a, const void *b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}


/* Whether the lesson's file name names the expansion, by its id or its singular
 * ("15-farmer-trap"). */
static gboolean
id_names (const char *id, const char *expansion_id)
{
  gsize len = strlen (expansion_id);
  g_autofree char *stem = g_strndup (expansion_id, len > 1 && expansion_id[len - 1] == 's' ? len - 1 : len);
  return strstr (id, stem) != NULL;
}

/* A lesson about a rule reading (it carries "x-readings") goes under the readings, whatever
 * expansion its position needs; otherwise the
 * most specific expansion the lesson uses, the last in the table; an expansion on by
 * default (the farmers) is in every game, so the base lessons about it say so by their
 * file name. */
static MlLessonTopic
topic_of (const MlScenario *scenario, const char *id)
{
  if (scenario->extra && json_object_has_member (scenario->extra, "x-readings"))
    return ML_LESSON_TOPIC_READINGS;
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = n_rows; i > 0; i--)
    if (!rows[i - 1].by_default && (scenario->expansions & rows[i - 1].expansion))
      return rows[i - 1].expansion;
  for (guint i = n_rows; i > 0; i--)
    if (rows[i - 1].by_default && id_names (id, rows[i - 1].id))
      return rows[i - 1].expansion;
  return ML_LESSON_TOPIC_BASE;
}

GPtrArray *
ml_lessons_list (void)
{
  GPtrArray *lessons = g_ptr_array_new_with_free_func ((GDestroyNotify) ml_lesson_free);
  g_auto (GStrv) names = g_resources_enumerate_children (LESSONS_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (names == NULL)
    return lessons;
  qsort (names, g_strv_length (names), sizeof (char *), compare_names);
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *resource = g_strdup_printf ("%s/%s", LESSONS_PATH, names[i]);
      g_autoptr (MlScenario) scenario = load (resource);
      if (scenario == NULL)
        continue;
      MlLesson *lesson = g_new0 (MlLesson, 1);
      lesson->resource = g_steal_pointer (&resource);
      lesson->title = g_strdup (scenario->title ? scenario->title : names[i]);
      lesson->description = g_strdup (scenario->description ? scenario->description : "");
      lesson->keywords = g_strdup (ml_scenario_localized (scenario, "keywords"));
      lesson->id = g_str_has_suffix (names[i], ".json")
                   ? g_strndup (names[i], strlen (names[i]) - strlen (".json"))
                   : g_strdup (names[i]);
      lesson->topic = topic_of (scenario, lesson->id);
      g_ptr_array_add (lessons, lesson);
    }
  return lessons;
}

MlScenario *
ml_lesson_load (const MlLesson *lesson)
{
  g_return_val_if_fail (lesson != NULL, NULL);
  if (lesson->path == NULL)
    return load (lesson->resource);
  MlScenario *scenario = ml_scenario_load_file (lesson->path, NULL);
  if (scenario)
    _ml_lesson_translate (scenario);
  return scenario;
}

char *
ml_lesson_dup_json (const MlLesson *lesson, gsize *length)
{
  g_autoptr (MlScenario) scenario = ml_lesson_load (lesson);
  if (scenario == NULL)
    return NULL;
  char *json = ml_scenario_to_json (scenario);
  *length = strlen (json);
  return json;
}

const char *
ml_lesson_topic_name (MlLessonTopic topic)
{
  if (topic == ML_LESSON_TOPIC_READINGS)
    /* Translators: the lessons that show what each answer to an open rule question gives */
    return _("Rule readings");
  if (topic == ML_LESSON_TOPIC_USER)
    /* Translators: the lessons the user saved (Save as Lesson), in the lessons browser */
    return _("My lessons");
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = 0; i < n_rows; i++)
    if (topic == rows[i].expansion)
      return _(rows[i].short_title);
  return _("Base game");
}

/* Folded for matching: lower case, composed, so that "É" finds "é". */
static char *
fold (const char *text)
{
  g_autofree char *normal = g_utf8_normalize (text, -1, G_NORMALIZE_DEFAULT_COMPOSE);
  return g_utf8_casefold (normal ? normal : "", -1);
}

/* Whether @word (folded) is in @haystack: inside any word, or, for a word typed without
 * accents, at the start of one whose ASCII form it is ("pieges" finds "pièges"). */
static gboolean
word_found (const char *word, const char *haystack)
{
  return strstr (haystack, word) != NULL || g_str_match_string (word, haystack, TRUE);
}

gboolean
ml_lesson_matches (const MlLesson *lesson, const char *query)
{
  g_return_val_if_fail (lesson != NULL, FALSE);

  g_autofree char *folded = fold (query ? query : "");
  g_auto (GStrv) words = g_strsplit_set (g_strstrip (folded), " \t\n", -1);
  /* The id is English whatever the language ("15-farmer-trap"): the tags lessons have. */
  g_autofree char *tags = g_strdelimit (g_strdup (lesson->id ? lesson->id : ""), "-_", ' ');
  g_autofree char *text = g_strjoin ("\n", lesson->title ? lesson->title : "",
                                     lesson->description ? lesson->description : "",
                                     ml_lesson_topic_name (lesson->topic), tags,
                                     lesson->keywords ? lesson->keywords : "", NULL);
  g_autofree char *haystack = fold (text);
  for (guint i = 0; words[i]; i++)
    if (*words[i] != '\0' && !word_found (words[i], haystack))
      return FALSE;
  return TRUE;
}
