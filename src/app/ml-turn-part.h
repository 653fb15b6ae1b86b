/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A module's section of the turn bar (the choices its pieces give a turn, beyond a figure
 * on the tile): a widget the turn bar hosts after its title and brings up to date with
 * itself, so that the bar knows no module. The app's registry of expansions
 * (expansions/ml-app-expansions.h) makes one per module that has such choices. */
#pragma once

#include <gtk/gtk.h>
#include "ml-board-view.h"
#include "ml-document.h"
#include "ml-turn.h"

G_BEGIN_DECLS

#define ML_TYPE_TURN_PART (ml_turn_part_get_type ())
G_DECLARE_INTERFACE (MlTurnPart, ml_turn_part, ML, TURN_PART, GtkWidget)

struct _MlTurnPartInterface {
  GTypeInterface parent_iface;

  /* Brings the part up to date with @document's player to move, @view's tile in hand or
   * laid waiting and @turn (whose choices it tells what it shows), shown or hidden as it
   * has something to offer; appends to @title what the bar's title says of that player's
   * holdings (": lays …"). */
  void (*update) (MlTurnPart *self, MlDocument *document, MlBoardView *view, MlTurn *turn, GString *title);
  /* A turn was played: choices that held for it only go back to their default. */
  void (*played) (MlTurnPart *self);
};

void ml_turn_part_update (MlTurnPart *self, MlDocument *document, MlBoardView *view, MlTurn *turn, GString *title);
void ml_turn_part_played (MlTurnPart *self);

G_END_DECLS
