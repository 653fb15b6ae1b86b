/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions' parts of the application: the one list of what each module brings to the
 * window beyond the core's hooks and the render lists (its choices that hold for every
 * turn, its sections of the turn bar and the score panel, its words in the palette and the
 * hints, the editor of its laid pieces). The window, the bars, the panels and the board
 * view ask this list and name no expansion; a new expansion with widgets of its own adds
 * its row here. */
#pragma once

#include <gtk/gtk.h>
#include "ml-advise.h"
#include "ml-document.h"
#include "ml-turn.h"

G_BEGIN_DECLS

typedef struct {
  /* The MlExpansions bit the row answers for. */
  guint expansion;
  /* Its choices that hold for every turn, which the window adds to its turn (an
   * MlTurnChoices, a new reference); NULL: none. */
  MlTurnChoices *(*new_choices)   (void);
  /* Its section of the turn bar (an MlTurnPart, floating); NULL: none. */
  GtkWidget     *(*new_turn_part) (void);
  /* Its section of the score panel (an MlScorePart, floating); NULL: none. */
  GtkWidget     *(*new_score_part) (void);
  /* How many meeples still wait for @player to come with its pieces (shown beside the
   * supply); NULL: none. */
  guint          (*waiting_meeples) (const MlGame *game, guint player);
  /* The words for a feature of @kind, a kind of the module's that scores nothing and holds
   * no meeple ("The river: …"), translated, else NULL. */
  const char    *(*feature_words) (MlFeatureKind kind);
  /* The line the palette's tooltip gives @tile before its counts when it is the module's
   * (what it does under the readings of @game, which may be NULL), else NULL. */
  char          *(*tile_about)    (const MlGame *game, const MlTileDef *tile);
  /* The words of a suggested move's action when the action is the module's ("with a
   * meeple into …"), else NULL. */
  char          *(*advice_words)  (const MlAdviseMove *move);
  /* The tile the player to move in @game holds besides @tile by the module's rules (kept
   * face down last turn), which the hints' moves may lay instead, or NULL. Asked on the
   * hints' worker thread. */
  const MlTileDef *(*other_in_hand) (const MlGame *game, const MlTileDef *tile);
  /* The readings page's widget beside answer @answer of the module's reading @reading (the
   * value of the Taj Mahal's fifth slot), floating, or NULL; it edits through the page's
   * actions ("readings.…"). Then brought up to date with the @readings in force. */
  GtkWidget     *(*reading_suffix) (guint reading, guint answer);
  void           (*reading_follow) (GtkWidget *suffix, const MlReadings *readings);
  /* The free layout's popover that edits a laid piece of the module's: whether @tile is
   * one, a new popover (floating), and showing board piece @piece of @document in it. */
  gboolean       (*edits_tile)    (const MlTileDef *tile);
  GtkWidget     *(*new_editor)    (void);
  void           (*edit)          (GtkWidget *editor, MlDocument *document, guint piece);
} MlAppExpansion;

/* How many rows the list holds, and row @i. */
guint                 ml_app_expansions_count (void);
const MlAppExpansion *ml_app_expansion        (guint i);

/* The list asked as one: every module's choices added to @turn; the meeples waiting for
 * @player, all modules together; the first module's words for a feature of @kind, for @tile
 * in the palette and for @move's action, and the other tile in hand (NULL when none claims
 * them). */
void     ml_app_expansions_add_choices     (MlTurn *turn);
guint    ml_app_expansions_waiting_meeples (const MlGame *game, guint player);
const char *ml_app_expansions_feature_words (MlFeatureKind kind);
char    *ml_app_expansions_tile_about      (const MlGame *game, const MlTileDef *tile);
char    *ml_app_expansions_advice_words    (const MlAdviseMove *move);
const MlTileDef *ml_app_expansions_other_in_hand (const MlGame *game, const MlTileDef *tile);
/* The widget a module puts beside answer @answer of @reading, and the row that made it
 * (@row), or NULL. */
GtkWidget *ml_app_expansions_reading_suffix (guint reading, guint answer, const MlAppExpansion **row);
/* The row whose editor edits @tile, or NULL. */
const MlAppExpansion *ml_app_expansions_editor_for (const MlTileDef *tile);

G_END_DECLS
