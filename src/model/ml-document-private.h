/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the document's files share: its instance, its layout and the edit that changes it.
 * Not installed; only the ml-document*.c files include it. ml-document.c holds the object,
 * its files, the edit and undo; ml-document-pieces.c the pieces, wonders and meeples;
 * ml-document-setup.c the expansions, players and texts; ml-document-readings.c the rule
 * readings and their outcomes; ml-document-turns.c the record and the turns played;
 * ml-document-history.c the steps of undo and redo, kept as changes. */
#pragma once

#include "ml-document.h"

G_BEGIN_DECLS

/* The ranges the scenario loader accepts (ml-limits.h): an edit never makes a scenario that
 * its own undo snapshot could not load back. */
#define MAX_COORD ML_MAX_COORD
#define MAX_SCORE ML_MAX_SCORE
#define MAX_PIECES ML_MAX_PIECES

/* The layout: everything derived from the scenario. */
typedef struct {
  MlGame *game;
  GArray *problems;     /* MlProblem */
  GArray *items;        /* MlScoreItem */
  int finals[ML_MAX_PLAYERS];
  /* Pieces that overlap earlier ones are in the scenario but not on the board, so the two
   * numberings can differ: board_of[scenario piece] and scenario_of[board piece]. */
  GArray *board_of;     /* int, ML_NO_PIECE for a piece left off the board */
  GArray *scenario_of;  /* int */
  /* MlReadingOutcome: the other answers that change the score if the game ended now; made
   * when first asked for (NULL until then), since a layout that nobody shows needs none. */
  GPtrArray *outcomes;
  /* What the scenario's game record says (ml-document-turns.c), read when first asked for:
   * a timeline step asks it a few times over, and reading a record copies its moves. */
  gboolean record_read;     /* has_record, record_at and record_moves are known */
  gboolean has_record;
  guint record_at, record_moves;
  gboolean edited_read;     /* record_edited is known */
  gboolean record_edited;
} Layout;

struct _MlDocument {
  GObject parent_instance;

  MlScenario *scenario;
  Layout *layout;
  GFile *file;

  GPtrArray *undo;       /* Snapshot: the scenario before each edit, said against the one
                          * after it, oldest first */
  GPtrArray *redo;       /* Snapshot: the scenario after each undone edit, said against the
                          * one before it, newest last */
  gint64 saved_depth;    /* undo->len when the content was last loaded or saved; -1 when
                          * that state cannot be reached again */
  gint64 step_from;      /* undo->len when a step of several edits began, or -1 */
  GPtrArray *log;        /* the turn log of this state (ml-document-log.c), or NULL: none */
};

/* One step of the history (ml-document-history.c): a scenario said against its neighbour
 * in the history, the one a step of undo or redo leaves. */
typedef struct {
  MlScenario *before;    /* its members in full; as pieces and meeples, the runs that differ */
  guint pieces_at;       /* where its run of pieces stands among the neighbour's */
  guint pieces_gone;     /* how many of the neighbour's pieces that run replaces */
  guint meeples_at, meeples_gone;
  GPtrArray *log;        /* the turn log of that state, or NULL */
  gsize bytes;           /* about what the step holds, for the history's cap */
} Snapshot;

/* The most the history holds (an estimate of its steps' memory): past it, the oldest steps
 * of undo go. README states it. */
#define ML_DOCUMENT_HISTORY_MAX_BYTES ((gsize) 64 << 20)

/* The step that makes @before from @after. */
Snapshot   *_ml_document_change_new   (const MlScenario *before, const MlScenario *after);
/* The scenario @change makes from @after (a new copy). */
MlScenario *_ml_document_change_apply (const Snapshot *change, const MlScenario *after);
void        _ml_document_change_free  (Snapshot *change);
/* What the steps of undo and redo hold, as their estimates. */
gsize       _ml_document_history_bytes (MlDocument *self);
/* A deep copy of @from. */
MlScenario *_ml_document_scenario_copy (const MlScenario *from);

/* An edit in progress: a copy of the scenario to change. */
typedef struct {
  MlScenario *scenario;
  GPtrArray *log;        /* the turn log after the edit when it changes it (a turn), or NULL */
  /* A move of the game record shown as the record has it (a timeline step): its move and
   * the record's length, which its layout then need not read again. */
  gboolean shows_move;
  guint move, n_moves;
} Edit;

void        _ml_document_edit_clear (Edit *edit);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Edit, _ml_document_edit_clear)

/* A copy of the scenario in @edit to change. */
void        _ml_document_edit_begin  (MlDocument *self, Edit *edit);
/* Lays the changed copy out and, if it lays out, makes it the document's content as one undo
 * step. Otherwise nothing changes and @error says what the rules core found. */
gboolean    _ml_document_edit_commit (MlDocument *self, Edit *edit, GError **error);
/* The name errors of a layout give, which the user never sees for an edit. */
char       *_ml_document_name (MlDocument *self);
/* Appends the player of default colour @which, named after it. */
void        _ml_document_add_default_player (MlScenario *scenario, guint which);

/* ml-document-log.c: a line of the turn log, move @number told from its @events (or a
 * tile @set_aside); the lines of moves 1 to "at" of @scenario's record (NULL without one);
 * a new log of @log's lines and @line (taken). */
char       *_ml_document_log_line (const MlScenario *scenario, guint number, const MlTileDef *set_aside,
                                   GArray *events);
GPtrArray  *_ml_document_log_of_record (const MlScenario *scenario, const char *name);
GPtrArray  *_ml_document_log_with (GPtrArray *log, char *line);

gboolean    _ml_document_rotation_ok (int rot, GError **error);
gboolean    _ml_document_player_ok   (MlDocument *self, gint64 player, GError **error);
/* The scenario's index of board piece @piece, or -1 and @error. */
int         _ml_document_scenario_piece_or_error (MlDocument *self, guint piece, GError **error);
/* Piece @p of @def, just added to @scenario, laid as @owner's (a player): it takes that
 * owner when its expansion gives pieces owners (a wonder joins the player's, unless they
 * hold two others), else stays without one. */
void        _ml_document_lay_owned (MlScenario *scenario, MlScenarioPiece *p, const MlTileDef *def, int owner);

G_END_DECLS
