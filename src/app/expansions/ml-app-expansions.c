/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The list of the expansions' parts of the application, and the list asked as one. Only
 * the modules with widgets or words of their own have a row. */
#include "config.h"
#include "ml-app-expansions.h"
#include "river/ml-river-app.h"
#include "wonders/ml-wonders-app.h"

static const MlAppExpansion *const rows[] = {
  &ml_river_app,
  &ml_wonders_app,
};

guint
ml_app_expansions_count (void)
{
  return G_N_ELEMENTS (rows);
}

const MlAppExpansion *
ml_app_expansion (guint i)
{
  g_return_val_if_fail (i < G_N_ELEMENTS (rows), NULL);
  return rows[i];
}

void
ml_app_expansions_add_choices (MlTurn *turn)
{
  g_return_if_fail (ML_IS_TURN (turn));
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i]->new_choices)
      {
        g_autoptr (MlTurnChoices) choices = rows[i]->new_choices ();
        ml_turn_add_choices (turn, choices);
      }
}

guint
ml_app_expansions_waiting_meeples (const MlGame *game, guint player)
{
  guint n = 0;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i]->waiting_meeples)
      n += rows[i]->waiting_meeples (game, player);
  return n;
}

const char *
ml_app_expansions_feature_words (MlFeatureKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      const char *words = rows[i]->feature_words ? rows[i]->feature_words (kind) : NULL;
      if (words)
        return words;
    }
  return NULL;
}

char *
ml_app_expansions_tile_about (const MlGame *game, const MlTileDef *tile)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      char *about = rows[i]->tile_about ? rows[i]->tile_about (game, tile) : NULL;
      if (about)
        return about;
    }
  return NULL;
}

char *
ml_app_expansions_advice_words (const MlAdviseMove *move)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      char *words = rows[i]->advice_words ? rows[i]->advice_words (move) : NULL;
      if (words)
        return words;
    }
  return NULL;
}

const MlTileDef *
ml_app_expansions_other_in_hand (const MlGame *game, const MlTileDef *tile)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      const MlTileDef *other = rows[i]->other_in_hand ? rows[i]->other_in_hand (game, tile) : NULL;
      if (other)
        return other;
    }
  return NULL;
}

GtkWidget *
ml_app_expansions_reading_suffix (guint reading, guint answer, const MlAppExpansion **row)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GtkWidget *suffix = rows[i]->reading_suffix ? rows[i]->reading_suffix (reading, answer) : NULL;
      if (suffix)
        {
          *row = rows[i];
          return suffix;
        }
    }
  *row = NULL;
  return NULL;
}

const MlAppExpansion *
ml_app_expansions_editor_for (const MlTileDef *tile)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i]->edits_tile && rows[i]->new_editor && rows[i]->edit && rows[i]->edits_tile (tile))
      return rows[i];
  return NULL;
}
