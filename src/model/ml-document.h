/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The open scenario: its file, its edits with undo and redo, and what the rules core says
 * of it after every edit (the game laid out, layout problems, the score if the game ended
 * now). GObject + GIO only, no GTK, so it is tested without a display. */
#pragma once

#include <gio/gio.h>
#include "ml-scenario.h"
#include "ml-rules.h"

G_BEGIN_DECLS

/* Why an edit was refused. The messages are translated and name what is in the way. */
#define ML_DOCUMENT_ERROR (ml_document_error_quark ())
GQuark ml_document_error_quark (void);

typedef enum {
  ML_DOCUMENT_ERROR_NO_TILE,        /* no such tile in the catalogue */
  ML_DOCUMENT_ERROR_OUT_OF_RANGE,   /* a square, rotation, score, port or expansion a file cannot hold */
  ML_DOCUMENT_ERROR_FULL,           /* as many pieces, meeples or players as there may be */
  ML_DOCUMENT_ERROR_SQUARE_TAKEN,   /* a square the piece would cover holds another piece */
  ML_DOCUMENT_ERROR_NO_PIECE,       /* no such board piece, or none on that square */
  ML_DOCUMENT_ERROR_NO_FEATURE,     /* the piece has no such feature on that square */
  ML_DOCUMENT_ERROR_NO_MEEPLE,      /* no such meeple */
  ML_DOCUMENT_ERROR_NOT_ITS_PIECE,  /* a module's settings of a piece on a tile not its (a wonder's on a plain tile) */
  ML_DOCUMENT_ERROR_HOLDS_ENOUGH,   /* the player already holds as many as the module allows (two other wonders) */
  ML_DOCUMENT_ERROR_NO_OWNER,       /* slot or port meeples on a wonder without an owner */
  ML_DOCUMENT_ERROR_NO_PORT,        /* port meeples on a wonder without a port */
  ML_DOCUMENT_ERROR_SLOT,           /* a Taj Mahal slot that takes no meeple */
  ML_DOCUMENT_ERROR_NO_PLAYER,      /* no such player */
  ML_DOCUMENT_ERROR_BLANK_NAME,     /* a player's name left blank */
  ML_DOCUMENT_ERROR_FEW_PLAYERS,    /* a game keeps two players at least */
  ML_DOCUMENT_ERROR_INVALID,        /* the rules core cannot lay the result out; its message says why */
} MlDocumentError;

#define ML_TYPE_DOCUMENT (ml_document_get_type ())
G_DECLARE_FINAL_TYPE (MlDocument, ml_document, ML, DOCUMENT, GObject)

/* A new document: an empty board, two players (Red and Blue), farmers on. */
MlDocument *ml_document_new (void);

/* Replaces the content by the file's, only if it reads and lays out; otherwise the document
 * stays exactly as it was and @error says what and where. Clears the undo history. A file
 * whose name ends in ".jcz" is a JCloisterZone game: it is imported with its game record,
 * at its last move, and the document has no file until it is saved. */
gboolean ml_document_load      (MlDocument *self, GFile *file, GError **error);
/* The same off the calling thread: a worker thread reads (bounded; folders, devices and pipes
 * refused without waiting on them) and lays out @file, and the content is swapped in on the
 * thread-default main context of the call, just before @callback runs. On any error, and
 * once @cancellable is cancelled (the callback then comes at once, with G_IO_ERROR_CANCELLED,
 * even if a slow read is still going on), the document stays exactly as it was. */
void     ml_document_load_async  (MlDocument *self, GFile *file, GCancellable *cancellable,
                                  GAsyncReadyCallback callback, gpointer user_data);
/* TRUE when the file was loaded; else FALSE and @error as for ml_document_load(). */
gboolean ml_document_load_finish (MlDocument *self, GAsyncResult *result, GError **error);
gboolean ml_document_load_data (MlDocument *self, const char *data, gsize length, const char *name,
                                GError **error);
/* Saves atomically and makes @file the document's file; not modified afterwards. */
gboolean ml_document_save      (MlDocument *self, GFile *file, GError **error);

GFile      *ml_document_get_file     (MlDocument *self);
gboolean    ml_document_get_modified (MlDocument *self);
/* The scenario's title, else the file's name, else "Untitled" (translated). */
char       *ml_document_dup_title    (MlDocument *self);

const MlScenario *ml_document_get_scenario (MlDocument *self);
/* The scenario laid out by the rules core; valid until the next change. */
MlGame           *ml_document_get_game     (MlDocument *self);
/* MlProblem: what in the layout breaks the rules (ml_rules_check_layout). */
GArray           *ml_document_get_problems (MlDocument *self);
/* MlScoreItem: every item if the game ended now (ml_game_settle), the wonders' included; an
 * end-of-game wonder item belongs to no feature: its feat is G_MAXUINT. */
GArray           *ml_document_get_items    (MlDocument *self);
/* Each player's score if the game ended now (track score + items). */
int               ml_document_get_final    (MlDocument *self, guint player);
void              ml_document_player_names (MlDocument *self, const char *names[ML_MAX_PLAYERS]);

/* Pieces are numbered as on the board (ml_document_get_game()->board, ml_board_piece_at()),
 * which is the scenario's order too unless pieces overlap: a piece that covers a square an
 * earlier one covers is in the scenario but not on the board (a layout problem) until that
 * square is freed. Meeples are numbered alike on the board and in the scenario. */
/* The scenario's index (ml_document_get_scenario()->pieces) of board piece @piece, or -1. */
int               ml_document_scenario_piece (MlDocument *self, guint piece);
/* The board's index of scenario piece @piece, or ML_NO_PIECE when it is not on the board. */
int               ml_document_board_piece    (MlDocument *self, guint piece);

/* Edits. Each is one undo step and emits "changed"; FALSE (and no change, no signal) when it
 * cannot be made, with @error (ML_DOCUMENT_ERROR) saying why: a square taken, no piece or
 * feature there, out of range... An edit that would change nothing (the same values again)
 * returns TRUE and is no step at all.
 * @rot is in quarter turns clockwise, 0 to 3; @piece is a board piece, @meeple a meeple (above).
 * A removed piece takes the meeples on it along; a moved one carries them. Names must not be
 * blank; a NULL or blank colour, title or description is left out of the file. */
gboolean ml_document_place_piece   (MlDocument *self, const char *tile, int x, int y, int rot, GError **error);
/* As ml_document_place_piece(); a wonder is laid as @owner's (a player, or -1 for none) and
 * joins that player's wonders, unless the player already holds two others: then it has no
 * owner. @owner is ignored for a plain tile. */
gboolean ml_document_place_piece_for (MlDocument *self, const char *tile, int x, int y, int rot, int owner,
                                      GError **error);
gboolean ml_document_move_piece    (MlDocument *self, guint piece, int x, int y, int rot, GError **error);
gboolean ml_document_remove_piece  (MlDocument *self, guint piece, GError **error);
/* @at is a location code of square (x, y) or a feature name (as in scenario files). */
gboolean ml_document_add_meeple    (MlDocument *self, int player, int x, int y, const char *at, guint figure,
                                    GError **error);
gboolean ml_document_remove_meeple (MlDocument *self, guint meeple, GError **error);
gboolean ml_document_set_expansions (MlDocument *self, guint expansions, GError **error);
gboolean ml_document_set_player    (MlDocument *self, guint player, const char *name, const char *color, int score,
                                    GError **error);
/* Who plays @player's seat in turn mode (a person, or a computer of a level): one undo step. */
gboolean ml_document_set_computer  (MlDocument *self, guint player, MlSeat seat, GError **error);
/* Players: 2 to 6. A removed player's meeples leave the board; later players move up. */
gboolean ml_document_add_player    (MlDocument *self, GError **error);
gboolean ml_document_remove_player (MlDocument *self, guint player, GError **error);
gboolean ml_document_set_turn      (MlDocument *self, guint player, GError **error);
/* A title or description that changes loses its translations (the file's "translations"
 * member, which the lessons have): they no longer translate it, and would be shown instead. */
gboolean ml_document_set_text      (MlDocument *self, const char *title, const char *description, GError **error);

/* Rule readings (ml-readings.h): the scenario's, which the game is played and scored under.
 * Setting them is an edit like the others: one undo step (undo and redo bring the readings
 * back and score again), the document modified, the readings saved with the scenario. An
 * answer a reading does not have, or a number below 0 or above ML_READING_MAX_VALUE for an
 * answer that takes one, is ML_DOCUMENT_ERROR_OUT_OF_RANGE. An answer's number is kept while
 * another answer is in force. */
const MlReadings *ml_document_get_readings (MlDocument *self);
gboolean          ml_document_set_readings (MlDocument *self, const MlReadings *readings, GError **error);
gboolean          ml_document_set_reading  (MlDocument *self, MlReadingId reading, guint answer, GError **error);

/* What another answer to a reading would make of the score if the game ended now. */
typedef struct {
  MlReadingId reading;
  guint answer;                  /* an answer other than the one in force */
  int finals[ML_MAX_PLAYERS];    /* as ml_document_get_final() */
  GArray *items;                 /* MlScoreItem, as ml_document_get_items() */
} MlReadingOutcome;

/* MlReadingOutcome, in reading then answer order: only the answers whose totals or items
 * differ from those in force (the others change nothing here, so show nothing). Made on the
 * first call after a change and kept until the next; valid until then. */
GPtrArray        *ml_document_get_reading_outcomes (MlDocument *self);

/* Turn mode: one turn by the rules for the player to move (ml_game_move); appends MlEvent to
 * @events. On a broken rule nothing changes and @error (ML_RULES_ERROR) says which; an
 * unknown tile, a rotation out of 0..3 or a meeple choice naming no feature of that square
 * of the tile is G_IO_ERROR_INVALID_ARGUMENT; overlapping pieces on the board refuse any
 * turn (ML_RULES_ERROR_OCCUPIED). One undo step. */
gboolean ml_document_play_turn (MlDocument *self, const char *tile, int x, int y, int rot,
                                const MlMeepleChoice *meeple, GArray *events, GError **error);
/* The same with the Wonders' choices (ml_game_play_turn): up to two meeples on a wonder, a
 * Taj Mahal slot, a meeple from the Cothon's port, meeples home to the port, the wonder to
 * take at the pairs, the tile Abu Simbel keeps. @options' rand and decide are not used. */
gboolean ml_document_play_turn_with (MlDocument *self, const char *tile, int x, int y, int rot,
                                     const MlTurnOptions *options, GArray *events, GError **error);
/* Turn mode: @tile, drawn by the player to move, has no place a turn allows: it leaves the
 * game (the scenario's "set_aside") and the same player draws again; the River's order
 * counts it as gone. A tile that fits somewhere, or a wonder, is refused
 * (ML_RULES_ERROR_FITS); an unknown tile is G_IO_ERROR_INVALID_ARGUMENT. One undo step. */
gboolean ml_document_set_aside (MlDocument *self, const char *tile, GError **error);
/* Whether that turn would be legal, without playing it. */
gboolean ml_document_check_turn (MlDocument *self, const char *tile, int x, int y, int rot,
                                 const MlTurnOptions *options, GError **error);

/* The scenario's game record (README, "Scenario files"): TRUE and its number of moves and
 * the move the position shows, or FALSE when the scenario has none. */
gboolean ml_document_get_record (MlDocument *self, guint *at, guint *n_moves);
/* TRUE when the document has a game record and its position was edited by hand since the
 * record's move it shows (not by a turn nor by going to a move). */
gboolean ml_document_record_edited (MlDocument *self);
/* Shows the position after move @n of the record (0: its start), replayed by the rules, as
 * one undo step; the record stays whole. FALSE and @error when there is no such move. */
gboolean ml_document_go_to_move (MlDocument *self, guint n, GError **error);

/* The turn log as the document stands (const strings, "Move 7: Alice lays tile E at (1, 1)…"),
 * or NULL when it has none: the moves of its game record up to the one it shows, and the
 * turns played since; undo, redo and going to a move change it with the board. */
GPtrArray *ml_document_get_log (MlDocument *self);

/* The edits made between these two are one undo step (steps do not nest). With @keep
 * FALSE, the step's edits are taken back and nothing is left to undo or redo for them. */
void     ml_document_begin_step (MlDocument *self);
void     ml_document_end_step   (MlDocument *self, gboolean keep);

gboolean ml_document_can_undo (MlDocument *self);
gboolean ml_document_can_redo (MlDocument *self);
gboolean ml_document_undo     (MlDocument *self);
gboolean ml_document_redo     (MlDocument *self);
/* About how much memory the steps of undo and redo hold: each step keeps what its edit
 * changed (the scenario's small members and the pieces and meeples that differ), not the
 * board, and the history keeps at most 64 MiB, dropping its oldest steps. */
gsize    ml_document_get_history_bytes (MlDocument *self);

/* Signals: "changed" after every edit, undo, redo and load. Properties (notify): "modified",
 * "can-undo", "can-redo", "file", "title". */

G_END_DECLS
