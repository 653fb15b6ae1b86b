/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rule readings of one document, on a preferences page: each reading with its question,
 * its answers to choose from (each with its explanation, and the source sentence it rests on
 * as a tooltip), and beside an answer that carries a value the module's widget for it (the
 * app's registry of expansions). A choice is an edit of the document, so it is undone as
 * any other.
 *
 * The page's actions, in the group "readings": "readings.ID" (ID a reading's id, e.g.
 * "readings.farmers"), stateful, a string: the answer in force, which activating with
 * another answer's id sets; "readings.ID-value", stateful, an int, for a reading with an answer that
 * takes a number (MlReadingAnswer.takes_value): that number. */
#pragma once

#include <adwaita.h>
#include "ml-document.h"

G_BEGIN_DECLS

#define ML_TYPE_READINGS_PAGE (ml_readings_page_get_type ())
G_DECLARE_FINAL_TYPE (MlReadingsPage, ml_readings_page, ML, READINGS_PAGE, AdwPreferencesPage)

GtkWidget  *ml_readings_page_new          (MlDocument *document);
MlDocument *ml_readings_page_get_document (MlReadingsPage *self);

G_END_DECLS
