/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn in progress: the tile in hand and its rotation, where it may go, and in turn mode
 * (by the rules) the tile laid waiting for the meeple step with the choices made so far
 * (meeples on it, a wonder's two meeples, Taj Mahal slots, a module's action and its target),
 * with the modules' choices that hold for every turn (MlTurnChoices, one object per module,
 * which it carries without reading them, and which answer for their pieces in the meeple
 * step: its words, the preview, the refusals, an action that waits for more). It says what
 * the next step allows and plays the turn through the document. GObject + GIO only, no GTK: widgets show it and forward clicks
 * to it. */
#pragma once

#include <gio/gio.h>
#include "ml-document.h"
#include "ml-turn-choices.h"

G_BEGIN_DECLS

typedef enum {
  ML_TURN_STEP_IDLE,     /* no tile in hand */
  ML_TURN_STEP_TILE,     /* a tile in hand, to lay */
  ML_TURN_STEP_MEEPLE,   /* turn mode: the tile lies waiting for a meeple, a wonder's choice or Enter */
  ML_TURN_STEP_TARGET,   /* turn mode: the next click says where the meeple of a module's action
                          * goes (ML_ACTION_TARGET: the Cothon's port meeple) */
} MlTurnStep;

#define ML_TYPE_TURN_STEP (ml_turn_step_get_type ())
GType ml_turn_step_get_type (void);

/* Refusals of the turn itself; the rules' own come as ML_RULES_ERROR or G_IO_ERROR from
 * ml_document_play_turn_with(). Messages are translated. */
#define ML_TURN_ERROR (ml_turn_error_quark ())
GQuark ml_turn_error_quark (void);

typedef enum {
  ML_TURN_ERROR_NO_TILE,       /* no tile in hand, or none laid waiting for the meeple step */
  ML_TURN_ERROR_PENDING,       /* a tile lies waiting: finish the turn or take the tile back first */
  ML_TURN_ERROR_NOT_ON_TILE,   /* the meeple goes on the tile just laid */
  ML_TURN_ERROR_NO_STANDING,   /* nothing stands on that feature (ml_rules_no_standing(): the river) */
  ML_TURN_ERROR_SAME_FEATURE,  /* a wonder's two meeples go on different features */
  ML_TURN_ERROR_TOO_MANY,      /* a wonder takes two meeples at most besides its marker */
  ML_TURN_ERROR_FREE_LAYOUT,   /* a turn step asked for outside turn mode */
} MlTurnError;

#define ML_TYPE_TURN (ml_turn_get_type ())
G_DECLARE_FINAL_TYPE (MlTurn, ml_turn, ML, TURN, GObject)

/* A turn on @document (may be NULL: no turn until one is set), in free layout. */
MlTurn     *ml_turn_new           (MlDocument *document);
/* Following another document drops the turn in progress. */
void        ml_turn_set_document  (MlTurn *self, MlDocument *document);
MlDocument *ml_turn_get_document  (MlTurn *self);

/* Turn mode (TRUE): the tile goes only where a turn of the player to move allows, then the
 * meeple step. Free layout (FALSE): legal spots are the rules' placements, and laying is the
 * caller's edit. Switching drops a tile laid waiting. */
void        ml_turn_set_rules     (MlTurn *self, gboolean rules);
gboolean    ml_turn_get_rules     (MlTurn *self);

/* Takes @tile (a catalogue id, or NULL for none) in hand, turned to its first rotation that has
 * a legal spot (else 0). Refused (ML_TURN_ERROR_PENDING) while a tile lies waiting for the
 * meeple step, unless @tile is that tile: then nothing changes. An unknown id takes none. */
gboolean    ml_turn_set_hand      (MlTurn *self, const char *tile, GError **error);
const char *ml_turn_get_hand      (MlTurn *self);
const MlTileDef *ml_turn_get_hand_tile (MlTurn *self);
/* Turn mode: whether the tile in hand, one its module does not keep in hand
 * (ml_expansion_modules_never_set_aside()), has no spot a turn allows, so that it is to be
 * set aside. */
gboolean    ml_turn_can_set_aside (MlTurn *self);
/* Sets that tile aside (ml_document_set_aside(): one undo step) and empties the hand: the
 * same player draws again. ML_TURN_ERROR_NO_TILE when ml_turn_can_set_aside() is FALSE. */
gboolean    ml_turn_set_aside     (MlTurn *self, GError **error);
/* The rotation of the tile in hand, 0 to 3; it turns only while the tile is in hand. */
void        ml_turn_set_rotation  (MlTurn *self, int rotation);
int         ml_turn_get_rotation  (MlTurn *self);
void        ml_turn_rotate        (MlTurn *self, int quarter_turns);
/* Every spot of the tile in hand (MlPlacement): in turn mode those a turn allows
 * (ml_game_turn_placements), else the rules' legal placements. Empty without a tile; valid
 * until the document, the hand or the mode changes. */
GArray     *ml_turn_get_legal     (MlTurn *self);

MlTurnStep  ml_turn_get_step      (MlTurn *self);
/* What the player does next, in words (translated); "" in free layout. */
const char *ml_turn_get_instruction (MlTurn *self);

/* Turn mode: lays the tile in hand at (x, y) at the current rotation, waiting for the meeple
 * step, if the whole turn without a meeple could be played there now; else @error says why. */
gboolean    ml_turn_lay           (MlTurn *self, int x, int y, GError **error);
/* The tile laid waiting for the meeple step and where, or NULL. */
const MlTileDef *ml_turn_get_pending (MlTurn *self, int *x, int *y, int *rot);
/* The board as the turn would leave it before scoring (the pending piece, a wonder with the
 * player's marker and slots, the meeples chosen), or NULL when no tile lies waiting. Its
 * pieces are the game's, and the pending piece last (ml_turn_get_pending_piece()). */
MlBoard    *ml_turn_get_preview   (MlTurn *self);
guint       ml_turn_get_pending_piece (MlTurn *self);
/* How many meeples may still go on the pending tile, as the rules let the piece take them
 * (ml_expansion_modules_meeples_on(): a wonder takes two, slots included). */
guint       ml_turn_meeples_left  (MlTurn *self);

/* The meeple step: a click on feature @feat of the preview board at square (x, y). In the
 * target step, the meeple of the module's action goes there, on whatever piece lies at that
 * square (the port's: a feature along the river), and the turn is played. Otherwise a meeple
 * goes on that feature of the pending tile; the turn is played when the tile takes no more.
 * A refusal (not on the tile just laid, the river, the same feature twice, or a rule) keeps
 * the tile laid and says why; a turn the rules refuse lets go of the meeples chosen so that
 * the player chooses again. */
gboolean    ml_turn_choose        (MlTurn *self, int x, int y, guint feat, guint figure, GError **error);
/* Whether a meeple may go on feature @feature of the pending tile's square @cell now, with
 * the reason when not. */
gboolean    ml_turn_meeple_allowed (MlTurn *self, guint cell, guint feature, GError **error);
/* A module's @action instead of a meeple on the tile (ML_ACTION_MODULE, named in its folder:
 * the Wonders' slot, unslot and port meeple). A module's choices may take it as a choice of
 * the step that waits for more (ml_turn_choices_take_action(): laying the Taj Mahal, one of
 * its meeples into the next slot), or refuse it; otherwise an action with ML_ACTION_TARGET
 * opens the target step (ml_turn_choose() says where its meeple goes, and the turn is
 * played), and any other is played as the turn. */
gboolean    ml_turn_action        (MlTurn *self, MlActionKind action, GError **error);
/* The tile of suggested move @move laid waiting (ml_turn_lay()): the modules' actions that
 * the move takes as choices of the meeple step (ml_turn_choices_advice_steps(): laying the
 * Taj Mahal, one slot for each of its meeples put there), then its own action when it is a
 * module's, with the click on its target (move->meeples[0]), each as the player would take
 * it; FALSE with @error at the first refused. The move's meeples on the tile are the
 * caller's to choose. */
gboolean    ml_turn_follow_advice (MlTurn *self, const MlAdviseMove *move, GError **error);
/* With @hold, a meeple chosen (ml_turn_choose()) waits on the preview for ml_turn_finish()
 * even when the tile takes no more, so that it can be shown before the turn is played (the
 * computer seats' meeple step). Off by default. */
void        ml_turn_set_hold      (MlTurn *self, gboolean hold);
/* Enter: plays the turn with the choices made (no meeple if none). */
gboolean    ml_turn_finish        (MlTurn *self, GError **error);
/* The tile laid waiting goes back to the hand, with the choices made for it. */
void        ml_turn_take_back     (MlTurn *self);
/* With @ask, a turn played at an earlier move of a game record, which would drop the later
 * moves, is not played at once: "drop-asked" (the move, the number of later moves) says so
 * and the turn waits, its tile laid and its choices kept, for ml_turn_answer_drop(): @drop
 * plays it (the later moves go, an undo brings them back), otherwise the choices go and the
 * tile stays laid. Setting the hand aside there asks the same way, and waits with the tile
 * in hand. Off by default. */
void        ml_turn_set_ask_drop  (MlTurn *self, gboolean ask);
gboolean    ml_turn_is_asking_drop (MlTurn *self);
gboolean    ml_turn_answer_drop   (MlTurn *self, gboolean drop, GError **error);
/* Escape: the tile in hand and any tile laid waiting go. */
void        ml_turn_cancel        (MlTurn *self);

/* A module's choices that hold for every turn (the Wonders': MlWondersChoices), written into
 * the options of each turn checked or played from now on, told of each turn played, and
 * asked for their part in the meeple step on the module's pieces. The window adds one
 * object per module that has such choices (the app's registry of expansions); a turn
 * without them plays those pieces as the core's rules alone say. */
void        ml_turn_add_choices   (MlTurn *self, MlTurnChoices *choices);
/* A suggested move of @mover's is about to be played: each module takes the choices it made
 * of its own (ml_turn_choices_apply_advice()). */
void        ml_turn_apply_advice  (MlTurn *self, const MlAdviseMove *move, int mover);
/* The choices added of @type (an MlTurnChoices type), or NULL. */
MlTurnChoices *ml_turn_get_choices (MlTurn *self, GType type);
/* The options a turn played now would take: the pending tile's choices and the modules'. */
const MlTurnOptions *ml_turn_get_options (MlTurn *self);

/* Properties (G_PARAM_EXPLICIT_NOTIFY: notified only on change): "document", "rules",
 * "hand" (read-only: ml_turn_set_hand() can refuse), "rotation", "step", "pending" (the
 * pending tile's id or NULL), "instruction".
 * Signals: "played" (GArray of MlEvent): a turn was played; "changed": the preview or the
 * legal spots changed (a meeple chosen, the document edited). */

G_END_DECLS
