/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' section of the turn bar (an MlTurnPart): what the player's wonders let them
 * do instead of a meeple once the tile lies on the board view (a meeple into the Taj
 * Mahal's slot or back, one from the Cothon's port), and the choices that hold for the next
 * turns (meeples home to the port, the wonder each player takes at the pairs and who takes
 * first, the Cothon's meeples on taking it, the tile Abu Simbel keeps face down), which it
 * tells the turn's MlWondersChoices. */
#pragma once

#include <gtk/gtk.h>
#include "ml-turn-part.h"

G_BEGIN_DECLS

#define ML_TYPE_WONDERS_TURN_PART (ml_wonders_turn_part_get_type ())
G_DECLARE_FINAL_TYPE (MlWondersTurnPart, ml_wonders_turn_part, ML, WONDERS_TURN_PART, GtkWidget)

GtkWidget *ml_wonders_turn_part_new (void);

G_END_DECLS
