/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders of Humanity in play (docs/rules.md §5): who holds which wonder, taking one
 * at the pairs beside the score track, the wonder in hand, and the twelve effects with
 * their timing. The turn engine (ml-game.c) calls in at each step of a turn through
 * ml_wonders_hooks; the pieces' faces are data. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"
#include "ml-wonders-table.h"
#include "ml-rules.h"
#include "ml-wonders-describe.h"
#include "ml-wonders-turn.h"
#include "ml-wonders-readings.h"

G_BEGIN_DECLS

/* The Wonders' own events (MlEvent.kind ML_EVENT_MODULE, module ML_EXPANSION_WONDERS), by
 * their code. The module's other events are of the core's kinds with its module: a wonder's
 * bonus (ML_EVENT_BONUS), meeples into the Cothon's port (ML_EVENT_KEPT), the Nazca Lines'
 * extra turn (ML_EVENT_EXTRA_TURN), a tile laid to make room for the wonder (ML_EVENT_ROOM). */
typedef enum {
  ML_WONDERS_EVENT_TAKEN = 1,   /* a player takes a wonder (tile) */
  ML_WONDERS_EVENT_MARKER,      /* the marker goes on the wonder just laid (tile) */
  ML_WONDERS_EVENT_SLOT,        /* a meeple into the Taj Mahal's next slot (count 1), or back (count 0) */
  ML_WONDERS_EVENT_FROM_PORT,   /* a meeple leaves the port for a feature along the river (role) */
  ML_WONDERS_EVENT_KEEP,        /* Abu Simbel: a tile kept face down for the next turn (tile) */
} MlWondersEvent;

/* Whether @event is the Wonders' event @code. */
static inline gboolean
ml_wonders_event_is (const MlEvent *event, MlWondersEvent code)
{
  return event->kind == ML_EVENT_MODULE && event->module == ML_EXPANSION_WONDERS && event->code == (guint) code;
}

/* Whether @event is of core kind @kind and from the Wonders. */
static inline gboolean
ml_wonders_event_of (const MlEvent *event, MlEventKind kind)
{
  return event->kind == kind && event->module == ML_EXPANSION_WONDERS;
}

/* The Wonders' score items, one for each bonus (kind ML_SCORE_MODULE, module
 * ML_EXPANSION_WONDERS; `score --json` kind "wonder"): item->code is the bonus's effect
 * (an MlEffect), item->source the wonder that gave it (under the other reading of the
 * bindings not the one the effect is named after), item->units × item->rate its points
 * where it counts something, and item->marks the MlFeatureKind the bonus is for where it
 * matters (the Taj Mahal's). The one who holds the wonder scores it (item->winners). */

/* The effect whose bonus @item is, or ML_EFFECT_NONE when it is not a Wonders' item. */
static inline MlEffect
ml_wonders_item_effect (const MlScoreItem *item)
{
  return item->kind == ML_SCORE_MODULE && item->module == ML_EXPANSION_WONDERS ? (MlEffect) item->code : ML_EFFECT_NONE;
}

/* The feature the bonus @item is for (ML_N_FEATURE_KINDS where it does not matter). */
static inline MlFeatureKind
ml_wonders_item_feature (const MlScoreItem *item)
{
  return (MlFeatureKind) item->marks;
}

/* The Wonders' module: its hooks into the turn engine (ml-game-state.h). */
extern const MlExpansionHooks ml_wonders_hooks;

/* Where the pairs of meeples wait beside the score track: 10, then 5 further for each
 * player who took a first wonder, never beyond 25. */
int      ml_wonders_pairs_at      (const MlGame *game);

/* The laid piece of @wonder owned by @owner (any piece of it when @owner is -1), or -1. */
int      ml_wonders_laid          (const MlGame *game, const MlTileDef *wonder, int owner);

/* The wonder @player took and has not laid yet, or NULL. */
const MlTileDef *ml_wonders_in_hand (const MlGame *game, int player);
/* The one rule for a wonder in hand. The wonder the turn of @player is about: taken, not
 * laid, and allowed by the River's order now (it waits while the river is laid); or NULL. */
const MlTileDef *ml_wonders_waiting (const MlGame *game, int player);
/* Whether @wonder fits somewhere on the board now. */
gboolean ml_wonders_fits          (const MlGame *game, const MlTileDef *wonder);
/* While the wonder waiting in the hand of the player to move fits nowhere, the tile drawn
 * is laid to make room for it: how many places the wonder has once @tile lies at @at (0:
 * laid there, @tile makes no room and is refused). Looks only around @at. */
guint    ml_wonders_room_after    (const MlGame *game, const MlTileDef *tile, const MlPlacement *at);

/* Whether @player took @wonder (laid or not). */
gboolean ml_wonders_has_taken     (const MlGame *game, int player, const MlTileDef *wonder);
/* Whether a player reaching the pairs may take @wonder now: it is still available, and the
 * Cothon of Carthage only while it lies on the board without an owner (it is the starting
 * board: never taken into hand, never laid as a wonder). */
gboolean ml_wonders_takable       (const MlGame *game, const MlTileDef *wonder);

/* Takes @wonder out of the available ones and gives it to @player. */
void     ml_wonders_give          (MlGame *game, int player, const MlTileDef *wonder);

/* The effect @wonder has in @game: its "effect", or under the other reading of the
 * wonders' bindings (ML_READING_WONDER_BINDINGS) its "effect-other" (both data). */
MlEffect ml_wonder_effect         (const MlGame *game, const MlTileDef *wonder);
/* The wonder of the catalogue that has @effect in @game, or NULL. */
const MlTileDef *ml_wonders_with_effect (const MlGame *game, MlEffect effect);

/* The laid wonder with @effect (as ml_wonder_effect() binds it) and an owner, or -1;
 * @acting: only if it acts this turn (laid before the turn's piece, or the Taj Mahal). */
int      ml_wonders_piece         (const MlGame *game, MlEffect effect, gboolean acting);

/* Why a meeple of @player's port may not go on @feature of square @cell of @piece, or NULL
 * when it may: a road, city or monastery on a square the river crosses, holding none of
 * @player's meeples, and not completed before the turn (@laid is the piece laid this turn:
 * a feature it completed still takes one). */
const char *ml_wonders_port_refusal (MlGame *game, int player, guint piece, guint cell, guint feature,
                                     guint figure, guint laid);

/* Whether @wonder may hold this state under @readings (NULL: the defaults): an owner (or
 * -1), that many slots filled besides the marker's, that many meeples in its port. */
gboolean ml_wonders_state_ok      (const MlTileDef *wonder, const MlReadings *readings, int owner, guint slots,
                                   guint port);

/* The MlTurnOptions port_mask that sends the meeples of the Cothon's owner to its port,
 * or 0 when no Cothon with an owner lies on the board. */
guint    ml_wonders_port_mask     (const MlGame *game);

/* Whether @player owns the wonder with Abu Simbel's effect (Abu Simbel itself under our
 * bindings), and so draws two tiles and keeps one face down. */
gboolean ml_wonders_draws_two     (const MlGame *game, int player);
/* The tile Abu Simbel's owner @player must keep on laying @laid: of the two tiles in hand,
 * the one kept face down last turn and the one drawn, the one not laid. NULL when the
 * tile drawn may be any (no tile is kept face down, or @laid is the one kept). */
const MlTileDef *ml_wonders_keep_forced (const MlGame *game, int player, const MlTileDef *laid);
/* Why @player may not keep @keep on laying @laid, naming the two tiles in hand; NULL when
 * they may (or @keep is NULL). */
char    *ml_wonders_keep_refusal  (const MlGame *game, int player, const MlTileDef *laid, const MlTileDef *keep);

/* Whether @player's Taj Mahal slot @index (0 is the marker's) can take a meeple under the
 * default readings: the data give its bonus. */
gboolean ml_wonders_slot_usable   (const MlTileDef *taj, guint index);
/* What slot @index of @taj adds under @readings (NULL: the defaults), 0 when it cannot take a
 * meeple: the data's points; a slot whose points the sources leave open (null in the data)
 * is worth readings->value[ML_READING_TAJ_FIFTH_SLOT] under the "value" answer of ML_READING_TAJ_FIFTH_SLOT. */
guint    ml_wonders_slot_points   (const MlReadings *readings, const MlTileDef *taj, guint index);

/* What a player's wonders let them do in a turn besides laying the tile and a meeple,
 * so that a front end can offer it without knowing which wonder allows what. */
typedef enum {
  ML_WONDER_TURN_SLOT      = 1 << 0,  /* put a meeple into a slot of their wonder */
  ML_WONDER_TURN_UNSLOT    = 1 << 1,  /* take a meeple back out of a slot */
  ML_WONDER_TURN_FROM_PORT = 1 << 2,  /* set a meeple from their port on the board */
} MlWonderTurn;

/* The MlWonderTurn flags @player has this turn, @laying being the piece laid this turn
 * (or NULL): a wonder with slots that they own or lay allows SLOT, one they already own
 * UNSLOT; a port they own FROM_PORT. */
guint    ml_wonders_turn_choices  (const MlGame *game, int player, const MlTileDef *laying);

/* Whether @wonder has slots that meeples go into when it is laid. */
gboolean ml_wonders_has_slots     (const MlTileDef *wonder);

/* Whether taking @wonder now lets the taker fill its port at once: it lies on the board
 * with a port and no owner yet. */
gboolean ml_wonders_port_on_taking (const MlGame *game, const MlTileDef *wonder);

G_END_DECLS
