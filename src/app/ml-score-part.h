/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A module's section of the score panel (what each player holds of its pieces, what is
 * left to take): a widget the panel shows under the players' scores and brings up to date
 * with itself, so that the panel knows no module. The app's registry of expansions
 * (expansions/ml-app-expansions.h) makes one per module that has such a section. */
#pragma once

#include <gtk/gtk.h>
#include "ml-document.h"

G_BEGIN_DECLS

#define ML_TYPE_SCORE_PART (ml_score_part_get_type ())
G_DECLARE_INTERFACE (MlScorePart, ml_score_part, ML, SCORE_PART, GtkWidget)

struct _MlScorePartInterface {
  GTypeInterface parent_iface;

  /* Shows @document (NULL: none) with its players' @names, or hides itself while the game
   * does not use the module's expansion. */
  void (*update) (MlScorePart *self, MlDocument *document, const char *const *names);
};

void ml_score_part_update (MlScorePart *self, MlDocument *document, const char *const *names);

G_END_DECLS
