/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The user's own lessons: scenario files a teacher saved (Save as Lesson) in a folder of
 * theirs, listed in the lessons browser under a topic of their own, beside the built-in
 * ones. Each opens as its file, so that saving changes the lesson. */
#pragma once

#include "ml-lessons.h"
#include "ml-document.h"

G_BEGIN_DECLS

/* The most files the browser lists from the folder: a folder of thousands of files is not
 * a teacher's, and reading them all would hold the dialog up. */
#define ML_USER_LESSONS_MAX 500

/* The folder: meeple-lab/lessons in the user's data folder (XDG_DATA_HOME, else
 * ~/.local/share). It may not exist yet. */
char      *ml_user_lessons_folder (void);

/* The lessons of the folder, its *.json files in the order of their names (at most
 * ML_USER_LESSONS_MAX), each of topic ML_LESSON_TOPIC_USER with its title and description
 * in the user's language. A file that cannot be read is listed all the same, under its
 * file's name, with its problem saying why. Empty when there is no folder. */
GPtrArray *ml_user_lessons_list   (void);

/* The name of the file a lesson titled @title gets, before it is made unique: the title,
 * without what file systems refuse in a name, shortened, ending in ".json". */
char      *ml_user_lessons_file_name (const char *title);

/* Saves @document as one of the user's lessons, atomically (ml_document_save()), and makes
 * that file the document's. A document whose file is in the folder already is saved over
 * it (it is that lesson); otherwise the folder is made if need be and the file is named
 * after the document's title, "Title (2).json" and on when a file has that name: another
 * lesson is never replaced. Returns the file, or NULL with @error and nothing left behind. */
GFile     *ml_user_lessons_save   (MlDocument *document, GError **error);

G_END_DECLS
