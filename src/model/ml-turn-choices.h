/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A module's choices that hold for every turn played until changed (the Wonders': whose
 * returning meeples go to the Cothon's port, the wonder taken at the pairs, the tile Abu
 * Simbel keeps), and its part in the meeple step of the turn in progress when the tile laid
 * waiting is a piece of its own. The turn in progress (MlTurn) holds one object per module
 * that has such choices, has it write them into a turn's options before the turn is checked
 * or played, tells it when a turn was played, and asks it for its words, its preview, its
 * refusals and its actions in the meeple step (a module's MlActionKind, which the module
 * names), and for the steps a suggested move takes; it reads none of them itself. GObject only,
 * no GTK. */
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

  /* The meeple step on @hand, laid waiting, with @options the choices made for it so far.
   * What the player does next at step @step (an MlTurnStep) when @hand is the module's
   * piece or @step its own (translated), else NULL for the turn's words. */
  const char *(*instruction) (MlTurnChoices *self, const MlTileDef *hand, guint step, const MlTurnOptions *options);
  /* The preview of the turn: @board with @hand just laid as piece @piece by @player; the
   * module marks on its piece what the choices put there (a wonder's marker and slots). */
  void        (*preview)     (MlTurnChoices *self, MlBoard *board, guint piece, const MlTileDef *hand, int player,
                              const MlTurnOptions *options);
  /* Whether one more meeple may go on feature @feature of @hand, with @left more meeples
   * that the piece takes: FALSE with the module's reason (ML_TURN_ERROR) when @hand is its
   * piece and it refuses (the same feature twice, more than it takes). */
  gboolean    (*check_meeple) (MlTurnChoices *self, const MlTileDef *hand, guint feature, const MlTurnOptions *options,
                               guint left, GError **error);
  /* @action, a module's (ML_ACTION_MODULE), chosen in the meeple step on @hand, with @left
   * more meeples the piece takes: ML_TURN_CHOICES_TAKEN when it is a choice of the step, put
   * into @options, that waits for more (the Taj Mahal's slot on laying it);
   * ML_TURN_CHOICES_REFUSED with @error; else ML_TURN_CHOICES_PLAY: the turn goes on with
   * it (played, or with ML_ACTION_TARGET its target step opens). */
  int         (*take_action) (MlTurnChoices *self, const MlTileDef *hand, MlActionKind action, guint left,
                              MlTurnOptions *options, GError **error);
  /* The meeple of a module's action with ML_ACTION_TARGET (the port's) goes on a feature of
   * @piece, which may lie on the board before the tile in hand: the module notes the piece in
   * @options when the action is its own. */
  void        (*target)      (MlTurnChoices *self, guint piece, MlTurnOptions *options);
  /* A suggested move (ml_advise()) lies waiting for the meeple step on @hand: how many times
   * it takes the module's action, set in *@action, as a choice of the step (laying the Taj
   * Mahal: the slot, once for each meeple the move puts there), or 0. */
  guint       (*advice_steps) (MlTurnChoices *self, const MlTileDef *hand, const MlAdviseMove *move,
                               MlActionKind *action);
};

/* What take_action says of an action. */
enum {
  ML_TURN_CHOICES_PLAY,
  ML_TURN_CHOICES_TAKEN,
  ML_TURN_CHOICES_REFUSED,
};

void ml_turn_choices_fill         (MlTurnChoices *self, MlTurnOptions *options);
void ml_turn_choices_played       (MlTurnChoices *self, const MlGame *game);
void ml_turn_choices_apply_advice (MlTurnChoices *self, const MlAdviseMove *move, int mover);
const char *ml_turn_choices_instruction (MlTurnChoices *self, const MlTileDef *hand, guint step,
                                         const MlTurnOptions *options);
void        ml_turn_choices_preview     (MlTurnChoices *self, MlBoard *board, guint piece, const MlTileDef *hand,
                                         int player, const MlTurnOptions *options);
gboolean    ml_turn_choices_check_meeple (MlTurnChoices *self, const MlTileDef *hand, guint feature,
                                          const MlTurnOptions *options, guint left, GError **error);
int         ml_turn_choices_take_action (MlTurnChoices *self, const MlTileDef *hand, MlActionKind action, guint left,
                                         MlTurnOptions *options, GError **error);
void        ml_turn_choices_target      (MlTurnChoices *self, guint piece, MlTurnOptions *options);
guint       ml_turn_choices_advice_steps (MlTurnChoices *self, const MlTileDef *hand, const MlAdviseMove *move,
                                          MlActionKind *action);

G_END_DECLS
