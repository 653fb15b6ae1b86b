/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A lesson's question (docs/scenario-format.md §1, "question"): what the learner answers
 * before the app explains — a player's final score if the game ended now, who takes a
 * feature, or the squares where a tile may go — with the answer the lesson states, read
 * from the scenario's top-level member, checked against the rules and written back. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "ml-game.h"
#include "ml-scenario.h"

G_BEGIN_DECLS

typedef enum {
  ML_QUESTION_SCORE,    /* "player": N, "answer": the final of N if the game ended now */
  ML_QUESTION_WHO,      /* "x", "y", "at": a feature; "answer": the players who score it */
  ML_QUESTION_WHERE,    /* "tile": ID; "answer": the squares where it may go, as [[x, y], …] */
} MlQuestionKind;

typedef struct {
  int x, y;
} MlQuestionSquare;

typedef struct {
  MlQuestionKind kind;
  char *text;           /* the English question, or NULL: the app words it from the kind */
  int player;           /* score */
  int x, y;             /* who */
  char *at;             /* who: a location code or feature name, as meeples' "at" */
  char *tile;           /* where */
  /* The answer. */
  int score;            /* score */
  guint players;        /* who: bit i, player i (0: nobody) */
  GArray *squares;      /* where: MlQuestionSquare, sorted by y then x, each once */
} MlQuestion;

MlQuestion *ml_question_new  (MlQuestionKind kind);
MlQuestion *ml_question_copy (const MlQuestion *self);
void        ml_question_free (MlQuestion *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlQuestion, ml_question_free)

const char *ml_question_kind_id (MlQuestionKind kind);

/* The scenario's question: NULL with no error when it has none; NULL and an
 * ML_SCENARIO_ERROR_INVALID error "NAME: $.question.PATH: what is wrong" when the member is
 * not a valid question for this scenario (a player it does not have, an unknown tile). */
MlQuestion *ml_question_from_scenario (const MlScenario *scenario, const char *name, GError **error);
/* Sets the scenario's "question" member to @question, or removes it when NULL; its "text"
 * is kept as given, the translations are the scenario's to keep. */
void        ml_question_to_scenario   (MlScenario *scenario, const MlQuestion *question);
/* The answer as the file writes it: a number, a list of players or a list of squares. */
void        ml_question_add_answer    (JsonBuilder *json, const MlQuestion *question);

/* A copy of @self whose answer is the one the rules give on @game (which is not changed),
 * or NULL and an error when the question names what the board has not (no feature there). */
MlQuestion *ml_question_answer_from_game (const MlQuestion *self, const MlGame *game, GError **error);
/* Whether @a and @b have the same answer (the kinds alike). */
gboolean    ml_question_same_answer (const MlQuestion *a, const MlQuestion *b);

/* The question in the user's language: the scenario's translation of it
 * ("translations".LANG."question"), else its "text", else words made from the kind. */
char       *ml_question_text (const MlQuestion *self, const MlScenario *scenario);
/* The answer in words for "Not quite: …": "Alice would score 14", "Alice and Bob score it",
 * "nobody scores it", "the tile may go on 3 squares: (0, 1), (1, 0), (2, 2)". */
char       *ml_question_answer_text (const MlQuestion *self, guint n_players, const char *const *names);

G_END_DECLS
