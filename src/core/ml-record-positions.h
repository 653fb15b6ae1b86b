/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The positions of the record last replayed, kept along it (a game every
 * ML_RECORD_POSITIONS_EVERY moves, and the last one played), so that a replay to any move
 * plays at most a few moves from the nearest one kept, and a check of the same record, or of
 * the record with one move more, plays none or one. Used by ml-record.c only. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"
#include "ml-record.h"

G_BEGIN_DECLS

/* Moves between two positions kept: a replay to a move kept plays at most this many less one.
 * A game copy costs about as much as playing a dozen moves; 32 keeps the copies to a few
 * percent of a first replay while a timeline step still plays at most 31 moves. */
#define ML_RECORD_POSITIONS_EVERY 32

/* A copy of the game kept after the first *@from moves of @record replayed from the start
 * @setting (the start scenario's text: the scenario's players, expansions and options with
 * the record's start), the latest one kept with *@from ≤ @limit; those moves are known legal.
 * NULL when none is kept (then *@from is 0). *@generation names what was kept, for
 * ml_record_positions_keep(). */
MlGame  *ml_record_positions_find (const char *setting, const MlRecord *record, guint limit,
                                   guint *from, guint64 *generation);

/* Notes that the first @n moves of @record are legal, @game standing after them, when what
 * is kept is still what ml_record_positions_find() named by @generation and holds the first
 * @n - 1 or more of them; a copy of @game is kept every ML_RECORD_POSITIONS_EVERY moves, and
 * when @last (the end of a replay). */
void     ml_record_positions_keep (const MlRecord *record, guint n, const MlGame *game,
                                   gboolean last, guint64 generation);

G_END_DECLS
