/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' row of the expansions' parts of meeple-lab-cli: a wonder's members and words
 * in tiles, the wonders owned in play, the scenario's wonders that no game can hold in
 * score, the number the Taj Mahal's fifth slot takes in --reading; and the hooks of move
 * and advise from the folder's other files. */
#include "config.h"
#include "cli-wonders.h"
#include "wonders/ml-wonders.h"
#include "wonders/ml-wonders-check.h"

#include <glib/gi18n.h>

/* A wonder's building square, effect, slots and port. */
static void
tile_members (const MlTileDef *tile, JsonBuilder *b)
{
  if (!ml_tile_is_wonder (tile))
    return;
  const MlCellDef *building = &tile->cells[tile->building];
  g_autofree char *at = g_strdup_printf ("%d,%d", building->dx, building->dy);
  json_builder_set_member_name (b, "wonder");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "building");
  json_builder_add_string_value (b, at);
  json_builder_set_member_name (b, "effect");
  json_builder_add_string_value (b, ml_effect_id (tile->effect));
  if (tile->n_slots > 0)
    {
      json_builder_set_member_name (b, "slots");
      json_builder_begin_array (b);
      for (guint i = 0; i < tile->n_slots; i++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "kind");
          json_builder_add_string_value (b, ml_feature_kind_name (tile->slots[i].kind));
          json_builder_set_member_name (b, "points");
          if (tile->slots[i].points > 0)
            json_builder_add_int_value (b, tile->slots[i].points);
          else
            json_builder_add_null_value (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  if (tile->port)
    {
      json_builder_set_member_name (b, "port");
      json_builder_add_boolean_value (b, TRUE);
    }
}

static void
tile_words (const MlTileDef *tile, GString *out)
{
  if (!ml_tile_is_wonder (tile))
    return;
  const MlCellDef *building = &tile->cells[tile->building];
  /* Translators: "; building 1,1, effect great-wall" after a wonder's features */
  g_string_append_printf (out, _("; building %d,%d, effect %s"), building->dx, building->dy, ml_effect_id (tile->effect));
}

/* "wonders": the wonders laid with an owner, by id. */
static void
play_members (const MlGame *game, JsonBuilder *b)
{
  json_builder_set_member_name (b, "wonders");
  json_builder_begin_array (b);
  for (guint i = 0; i < ml_board_n_pieces (game->board); i++)
    {
      const MlPiece *piece = ml_board_piece (game->board, i);
      if (!ml_tile_is_wonder (piece->tile) || piece->owner < 0)
        continue;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, piece->tile->id);
      json_builder_set_member_name (b, "owner");
      json_builder_add_int_value (b, piece->owner);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* Wonders that the game cannot hold (held without the expansion, held twice, more than a
 * player may take) are left out of the score or counted as they lie: score warns of them. */
static void
score_warnings (const MlScenario *scenario, GArray *problems)
{
  ml_wonders_check_scenario (scenario, TRUE, problems);
}

const CliExpansion cli_wonders = {
  .expansion = ML_EXPANSION_WONDERS,
  .move_entries = _cli_wonders_move_entries,
  .move_given = _cli_wonders_move_given,
  .move_usage = _cli_wonders_move_usage,
  .move_unused = _cli_wonders_move_unused,
  .meeples_on = _cli_wonders_meeples_on,
  .never_set_aside = _cli_wonders_never_set_aside,
  .move_choose = _cli_wonders_move_choose,
  .move_apply = _cli_wonders_move_apply,
  .advise_other = _cli_wonders_advise_other,
  .advise_lead = _cli_wonders_advise_lead,
  .advise_more = _cli_wonders_advise_more,
  .advise_members = _cli_wonders_advise_members,
  .tile_members = tile_members,
  .tile_words = tile_words,
  .play_members = play_members,
  .score_warnings = score_warnings,
};
