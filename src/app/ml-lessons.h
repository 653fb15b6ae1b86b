/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The built-in lessons: scenario files compiled into the app, each with its title and
 * description in English, French and Slovak, its topic and what a search finds it by; and
 * the window to browse and open them (ml-lessons-dialog.c). The user's own lessons, files in
 * a folder of theirs, are the same kind of lesson (ml-user-lessons.c). */
#pragma once

#include <adwaita.h>
#include "ml-scenario.h"

G_BEGIN_DECLS

/* What a lesson teaches: the base game, one expansion (its bit, MlExpansions) or the rule
 * readings (their lessons, one a reading). The browser groups them in the order of their
 * values: the base game, the expansions in the table's order, the readings. */
typedef guint MlLessonTopic;
#define ML_LESSON_TOPIC_BASE     0u
#define ML_LESSON_TOPIC_READINGS G_MAXUINT
/* The user's own lessons (ml-user-lessons.h), listed before the built-in ones. */
#define ML_LESSON_TOPIC_USER     (G_MAXUINT - 1)


typedef struct {
  char *resource;     /* where the file lies in the app's resources; NULL for a user's lesson */
  char *path;         /* a user's lesson's file, opened as itself; NULL for a built-in one */
  char *problem;      /* why a user's lesson cannot be read (translated), or NULL */
  char *title;        /* in the user's language when the lesson has it */
  char *description;
  char *keywords;     /* more words a search finds it by ("cirque"), or NULL */
  char *id;           /* the file name without ".json": "15-farmer-trap" */
  MlLessonTopic topic;
} MlLesson;

#define ML_TYPE_LESSON (ml_lesson_get_type ())
GType      ml_lesson_get_type (void) G_GNUC_CONST;
MlLesson  *ml_lesson_copy     (const MlLesson *lesson);
void       ml_lesson_free     (MlLesson *lesson);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlLesson, ml_lesson_free)

/* Every lesson, in the order of their file names; empty if none is built in. */
GPtrArray *ml_lessons_list (void);

/* The lesson's scenario as JSON, its title and description in the user's language: a copy
 * to open, never tied to a file. */
char      *ml_lesson_dup_json (const MlLesson *lesson, gsize *length);
/* The lesson's scenario, its texts in the user's language; NULL if it cannot be read. A
 * built-in lesson that cannot be read is a warning (a defect of the build); a user's lesson
 * that cannot be read is said by its problem, read when it is listed. */
MlScenario *ml_lesson_load    (const MlLesson *lesson);

/* The topic's name in the user's language: "Wonders". */
const char *ml_lesson_topic_name (MlLessonTopic topic);

/* Whether every word of @query is found in the lesson's title, description or tags (its
 * topic's name and the words of its id), ignoring case and accents; a word matches inside
 * a longer one. An empty query matches every lesson. */
gboolean   ml_lesson_matches (const MlLesson *lesson, const char *query);

typedef void (*MlLessonChosen) (const MlLesson *lesson, gpointer data);

/* The lessons dialog, transient for @parent: a searchable list of the lessons by topic, each
 * with a picture of its position, and the selected one's preview; @chosen is called when one
 * is opened (with a double click, Enter or the Open button), then the dialog closes. */
void       ml_lessons_browse (GtkWindow *parent, MlLessonChosen chosen, gpointer data);

/* Puts the scenario's title and description in the user's language in place of its own
 * (for the lessons' files only). */
void       _ml_lesson_translate (MlScenario *scenario);

G_END_DECLS
