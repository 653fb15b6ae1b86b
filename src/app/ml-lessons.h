/* The built-in lessons: scenario files compiled into the app, each with its title and
 * description in English, French and Slovak; and the window to browse and open them. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef struct {
  char *resource;     /* where the file lies in the app's resources */
  char *title;        /* in the user's language when the lesson has it */
  char *description;
} MlLesson;

/* Every lesson, in the order of their file names; empty if none is built in. */
GPtrArray *ml_lessons_list (void);

/* The lesson's scenario as JSON, its title and description in the user's language: a copy
 * to open, never tied to a file. */
char      *ml_lesson_dup_json (const MlLesson *lesson, gsize *length);

typedef void (*MlLessonChosen) (const MlLesson *lesson, gpointer data);

/* A searchable list of the lessons with the chosen one's description beside it; @chosen is
 * called when one is opened (with a double click, Enter or the Open button). */
void       ml_lessons_browse (GtkWindow *parent, MlLessonChosen chosen, gpointer data);

G_END_DECLS
