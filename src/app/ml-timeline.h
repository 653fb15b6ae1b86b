/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The timeline under the board, shown while the scenario holds a game record: which move the
 * board shows ("Move 37 of 71"), buttons to step and a slider to go to any move. Each step is
 * an edit of the document, so the board, the scores and "if the game ended now" follow. */
#pragma once

#include <gtk/gtk.h>
#include "ml-document.h"

G_BEGIN_DECLS

#define ML_TYPE_TIMELINE (ml_timeline_get_type ())
G_DECLARE_FINAL_TYPE (MlTimeline, ml_timeline, ML, TIMELINE, GtkWidget)

MlTimeline *ml_timeline_new          (void);
/* Follows @document's "changed"; NULL for none. Property "document". */
void        ml_timeline_set_document (MlTimeline *self, MlDocument *document);
MlDocument *ml_timeline_get_document (MlTimeline *self);
/* Goes @delta moves on (back when negative), within the record; FALSE when there is no
 * record or no move that way. */
gboolean    ml_timeline_step         (MlTimeline *self, int delta);

G_END_DECLS
