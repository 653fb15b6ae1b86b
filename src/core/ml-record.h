/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game record: the position a game started from and the moves played since, kept in a
 * scenario's top-level "record" member (README, "Scenario files"). The record is checked
 * by replaying it with the turn engine, so every move it holds was legal when played. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "ml-record-members.h"
#include "ml-scenario.h"

G_BEGIN_DECLS

#define ML_RECORD_MEMBER "record"
/* More moves than any game of the tile sets we know has; a record beyond it is refused. */
#define ML_RECORD_MAX_MOVES 1000

/* One turn: the piece laid and the choices of its player; or a tile drawn that fitted
 * nowhere and was set aside (@set_aside, then only @tile counts). */
typedef struct {
  char *tile;
  gboolean set_aside;
  int x, y, rot;               /* rot in quarter turns */
  guint n_meeples;
  MlRecordMeeple meeples[2];
  JsonObject *modules;         /* the members the modules read (their move_members), as the
                                * record writes them, or NULL; never changed once made (copies
                                * of the move share it) */
} MlRecordMove;

typedef struct {
  JsonObject *start;           /* "start": pieces, meeples, turn, players' scores, tiles set
                                * aside, the bag, and what the modules keep of the position
                                * (the players' members, the options that the moves change) */
  GArray *moves;               /* MlRecordMove */
  guint at;                    /* moves played in the position the scenario shows */
} MlRecord;

MlRecord *ml_record_new  (void);
void      ml_record_free (MlRecord *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlRecord, ml_record_free)

/* Whether @a and @b are the same move. */
gboolean  ml_record_move_equal (const MlRecordMove *a, const MlRecordMove *b);

/* Takes the members of @move (the tile id and meeple locations are copied, the modules'
 * members shared). */
void      ml_record_append (MlRecord *self, const MlRecordMove *move);

/* The record of @scenario, or NULL when it has none (then @error is not set) or when its
 * "record" member is malformed (an ML_SCENARIO_ERROR_INVALID error naming @name and the
 * JSON path). The moves are not replayed: see ml_record_replay(). */
MlRecord *ml_record_of    (const MlScenario *scenario, const char *name, GError **error);
/* Writes @record into @scenario's "record" member, replacing any. */
void      ml_record_store (MlScenario *scenario, const MlRecord *record);
/* Whether @a and @b have the same members besides their positions (json_node_equal())
 * and the same record but for its "at": the same object, or one start and one list of
 * moves shared (as ml_record_position() makes them). Then the record replays over @b
 * whenever it does over @a, if their players, expansions and options are the same. */
gboolean  ml_record_same_moves (const MlScenario *a, const MlScenario *b);
/* The "start" member of a record that starts from @scenario's position; NULL when
 * @scenario's text does not read back (it could not be saved either). */
JsonObject *ml_record_start_of (const MlScenario *scenario);

/* What a replay of @record over @scenario starts from, as text (the scenario's players,
 * expansions and options with the record's start): two replays of the same moves from the
 * same text are the same game. NULL with an error as ml_record_replay() gives. */
char     *ml_record_setting (const MlScenario *scenario, const MlRecord *record, const char *name, GError **error);

/* The game after the first @n moves of @record, replayed from its start over @scenario's
 * players, expansions and readings; NULL with an ML_SCENARIO_ERROR_INVALID error
 * "NAME: record: move K: why" when move K (counted from 1) breaks a rule. */
MlGame   *ml_record_replay (const MlScenario *scenario, const MlRecord *record, guint n,
                            const char *name, GError **error);

/* Called with @game as it stands after move @i (counted from 0) of a record and what the move
 * did (MlEvent; none for a tile set aside). */
typedef void (*MlRecordPlayed) (const MlGame *game, guint i, const MlRecordMove *move, GArray *events,
                                gpointer data);
/* ml_record_replay(), calling @played (with @data) after each move it plays: the game told
 * move by move (the turn log of an imported game). */
MlGame   *ml_record_replay_told (const MlScenario *scenario, const MlRecord *record, guint n,
                                 const char *name, MlRecordPlayed played, gpointer data, GError **error);

/* ml_record_replay_told() calling @played for the moves from @from (counted from 0) on only,
 * and starting from a position kept along the record when it can (a turn log told
 * again from the move where it differs). */
MlGame   *ml_record_replay_told_from (const MlScenario *scenario, const MlRecord *record, guint from, guint n,
                                      const char *name, MlRecordPlayed played, gpointer data, GError **error);

/* Called with @game as it stands before move @i (counted from 0) of a record. */
typedef void (*MlRecordEach) (const MlGame *game, guint i, gpointer data);
/* ml_record_replay(), calling @each (with @data) before each move it plays: what the
 * position was at each move (whose turn it was). */
MlGame   *ml_record_replay_each (const MlScenario *scenario, const MlRecord *record, guint n,
                                 const char *name, MlRecordEach each, gpointer data, GError **error);

/* A copy of @scenario showing the position after move @n of its record, the record kept
 * with "at" set to @n; NULL with an error as ml_record_replay() gives. */
MlScenario *ml_record_position (const MlScenario *scenario, guint n, const char *name, GError **error);

/* After @game (the game before the turn) played @tile at (@x, @y, @rot) with @options and
 * @scenario took the result: appends that turn to @scenario's record, after the move the
 * record was at (the later moves are dropped), and sets "at" to it; TRUE then, and when
 * there is no record. A start written without the options it carries of the position (the
 * modules' start_options_members) gets them first.
 * FALSE, the record left as it was, with an ML_SCENARIO_ERROR_INVALID error as
 * ml_record_replay() gives it (naming @name), when the record would not replay with the
 * turn (the board was laid out by hand since the record's position, say). */
gboolean  ml_record_add_turn (MlScenario *scenario, const MlGame *game, const MlTileDef *tile,
                              int x, int y, int rot, const MlTurnOptions *options,
                              const char *name, GError **error);

/* After @scenario set @tile aside (it fitted nowhere): appends that to the record as
 * ml_record_add_turn() does a turn. */
gboolean  ml_record_add_set_aside (MlScenario *scenario, const MlTileDef *tile,
                                   const char *name, GError **error);

/* Whether one more move fits in @scenario's record, whose moves after the one it is at
 * would be dropped for it (TRUE without a record); FALSE with @refusal set to a sentence
 * naming the limit, ML_RECORD_MAX_MOVES. Asked before a turn is played, so that a move is
 * never played and then left out of the record or refused at the save. */
gboolean  ml_record_has_room (const MlScenario *scenario, char **refusal);

/* TRUE when @scenario has a record and shows the position after the record's "at" move,
 * as the record replays it; FALSE without a record or once the board, meeples, turn or
 * scores were changed by hand since (the record then no longer tells where the game is). */
gboolean  ml_record_shows_position (const MlScenario *scenario);

/* The loader's check: TRUE when @scenario has no record, or a record whose every move is
 * legal from its start and whose "at" is within it; else FALSE and an error as above. */
gboolean  ml_record_check (const MlScenario *scenario, const char *name, GError **error);

G_END_DECLS
