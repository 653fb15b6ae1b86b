/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' section of the score panel (an MlScorePart), shown while the game uses
 * them: each player's wonders one a line ("Taj Mahal laid, 2 meeples in its slots"), the
 * tile Abu Simbel keeps face down, where the meeples beside the score track wait and the
 * wonders still to take. */
#pragma once

#include <gtk/gtk.h>
#include "ml-score-part.h"

G_BEGIN_DECLS

#define ML_TYPE_WONDERS_SCORE_PART (ml_wonders_score_part_get_type ())
G_DECLARE_FINAL_TYPE (MlWondersScorePart, ml_wonders_score_part, ML, WONDERS_SCORE_PART, GtkWidget)

GtkWidget *ml_wonders_score_part_new (void);

G_END_DECLS
