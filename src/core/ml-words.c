/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-expansion-modules.h"
#include "ml-words.h"

#include <glib/gi18n-lib.h>

const char *
ml_words_player (int player, guint n_players, const char *const *names)
{
  return player >= 0 && (guint) player < n_players ? names[player] : "?";
}

const char *
ml_words_role (MlRole role, guint figure)
{
  const char *theirs = ml_expansion_modules_describe_role (role, figure);
  if (theirs)
    return theirs;
  /* Translators: each goes into "%s puts %s." after the player's name: "Red puts a knight
   * in the city." */
  static const char *const words[] = { N_("a thief on the road"), N_("a knight in the city"),
                                       N_("a monk in the monastery"), N_("a farmer in the field") };
  G_STATIC_ASSERT (G_N_ELEMENTS (words) == ML_ROLE_FARMER + 1);
  if ((guint) role < G_N_ELEMENTS (words))
    return _(words[role]);
  return "?";
}

char *
ml_words_tile (const MlTileDef *tile)
{
  char *theirs = ml_expansion_modules_tile_words (tile);
  if (theirs)
    return theirs;
  if (!ml_tile_goes_by_name (tile))
    return g_strdup (tile->id);
  /* Translators: a tile's name inside a sentence ("lays tile “Andechs Abbey” at …"); use
   * your language's quotation marks */
  return g_strdup_printf (C_("tile in a sentence", "“%s”"), tile->name);
}
