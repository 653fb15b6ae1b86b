/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A module's choices that hold for every turn played until changed (the Wonders': whose
 * returning meeples go to the Cothon's port, the wonder taken at the pairs, the tile Abu
 * Simbel keeps). The turn in progress (MlTurn) holds one object per module that has such
 * choices, has it write them into a turn's options before the turn is checked or played,
 * and tells it when a turn was played; it reads none of them itself. GObject only, no GTK. */
#pragma once

#include <glib-object.h>
#include "ml-advise.h"
#include "ml-game-state.h"

G_BEGIN_DECLS

#define ML_TYPE_TURN_CHOICES (ml_turn_choices_get_type ())
G_DECLARE_INTERFACE (MlTurnChoices, ml_turn_choices, ML, TURN_CHOICES, GObject)

struct _MlTurnChoicesInterface {
  GTypeInterface parent_iface;

  /* Writes the choices into @options: the module's members, and only those. */
  void (*fill)   (MlTurnChoices *self, MlTurnOptions *options);
  /* A turn was played, leaving @game: choices that held for that turn only, or that can no
   * longer be followed, go. */
  void (*played) (MlTurnChoices *self, const MlGame *game);
  /* A suggested move of @mover's (ml_advise()) is about to be played as the turn: the
   * choices it made of the module's become the module's (the wonder it takes at the pairs,
   * the meeples it sends to the port), the others stay. */
  void (*apply_advice) (MlTurnChoices *self, const MlAdviseMove *move, int mover);
};

void ml_turn_choices_fill         (MlTurnChoices *self, MlTurnOptions *options);
void ml_turn_choices_played       (MlTurnChoices *self, const MlGame *game);
void ml_turn_choices_apply_advice (MlTurnChoices *self, const MlAdviseMove *move, int mover);

G_END_DECLS
