/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' options of move: meeples into the Taj Mahal's slots, the Cothon's port, the
 * wonder taken at the pairs and the order of its takers, the tile Abu Simbel keeps; read
 * into the turn's choices (MlTurnOptions), with the usage errors and refusals they bring. */
#include "config.h"
#include "cli-wonders.h"
#include "cli-move-specs.h"
#include "wonders/ml-wonders.h"

#include <glib/gi18n.h>
#include <string.h>

static int slots_on_laying;
static gboolean slot_add, slot_take, to_port;
static char *keep_id, *wonder_order;
static char **from_port_specs;   /* every --from-port given: one is the most a turn allows */
static char **wonder_specs, **cothon_meeple_specs;
static int cothon_port = G_MININT;   /* G_MININT: not given */

GOptionEntry _cli_wonders_move_entries[] = {
  { "slots", 0, 0, G_OPTION_ARG_INT, &slots_on_laying, N_("Laying the Taj Mahal: put N meeples into its slots"), "N" },
  { "slot", 0, 0, G_OPTION_ARG_NONE, &slot_add, N_("Taj Mahal: a meeple into the next free slot instead of on the tile"), NULL },
  { "unslot", 0, 0, G_OPTION_ARG_NONE, &slot_take, N_("Taj Mahal: take the last slotted meeple back instead of putting one"), NULL },
  { "from-port", 0, 0, G_OPTION_ARG_STRING_ARRAY, &from_port_specs,
    N_("Cothon: send a port meeple to the feature at LOC of square X2,Y2 along the river"), "X2,Y2,LOC" },
  { "to-port", 0, 0, G_OPTION_ARG_NONE, &to_port, N_("Cothon: the owner's meeples that come home this turn go to the port"), NULL },
  { "wonder", 0, 0, G_OPTION_ARG_STRING_ARRAY, &wonder_specs,
    N_("The wonder to take when a player reaches the pairs: ID for the first taker, PLAYER=ID for a player (name or index from 0)"),
    "[PLAYER=]ID" },
  { "wonder-order", 0, 0, G_OPTION_ARG_STRING, &wonder_order,
    N_("Players reaching the pairs on this turn take their wonders in this order (names or indices from 0)"), "P1,P2,…" },
  { "cothon-port", 0, 0, G_OPTION_ARG_INT, &cothon_port, N_("Taking the Cothon: put N meeples (0–2) into its port"), "N" },
  { "cothon-meeple", 0, 0, G_OPTION_ARG_STRING_ARRAY, &cothon_meeple_specs,
    N_("Taking the Cothon: put a meeple on the feature at LOC of square X2,Y2 of the Cothon (2 at most with the port)"),
    "X2,Y2,LOC" },
  { "keep", 0, 0, G_OPTION_ARG_STRING, &keep_id, N_("Abu Simbel: the tile kept face down for the next turn"), "ID" },
  G_OPTION_ENTRY_NULL
};

/* The --from-port the turn takes. */
static const char *
from_port (void)
{
  return from_port_specs ? from_port_specs[0] : NULL;
}

const char *
_cli_wonders_move_given (void)
{
  return wonder_specs ? "--wonder" : wonder_order ? "--wonder-order" : cothon_port != G_MININT ? "--cothon-port"
       : cothon_meeple_specs ? "--cothon-meeple" : to_port ? "--to-port" : keep_id ? "--keep"
       : from_port () ? "--from-port" : slot_add ? "--slot" : slot_take ? "--unslot"
       : slots_on_laying ? "--slots" : NULL;
}

gboolean
_cli_wonders_move_usage (gboolean meeples)
{
  /* A second --from-port would be a second action, not a replacement of the first. */
  if (from_port_specs && from_port_specs[0] && from_port_specs[1])
    {
      cli_bad_input (_("--meeple, --slot, --unslot and --from-port are one action each: choose one"));
      return FALSE;
    }
  if ((slot_add || slot_take || from_port ()) && (meeples || slot_add + slot_take + (from_port () != NULL) > 1))
    {
      cli_bad_input (_("--meeple, --slot, --unslot and --from-port are one action each: choose one"));
      return FALSE;
    }
  if (slots_on_laying < 0 || slots_on_laying > 2 || (cothon_port != G_MININT && (cothon_port < 0 || cothon_port > 2)))
    {
      cli_bad_input (_("--slots and --cothon-port take 0, 1 or 2"));
      return FALSE;
    }
  return TRUE;
}

char *
_cli_wonders_move_unused (const char *option)
{
  return g_strdup_printf (_("%s needs the Wonders of Humanity, which this game does not use."), option);
}

/* A wonder takes two meeples besides its marker. The module's check of the turn refuses
 * more in the same words, but the turn's choices hold two at most: the command line
 * refuses a third before it reads them. */
guint
_cli_wonders_meeples_on (const MlTileDef *tile, const char **too_many)
{
  if (!ml_tile_is_wonder (tile))
    return 0;
  *too_many = _("A wonder takes at most 2 meeples besides its marker.");
  return 2;
}

const char *
_cli_wonders_never_set_aside (const MlTileDef *tile)
{
  return ml_tile_is_wonder (tile) ? _("A wonder that fits nowhere waits in its owner's hand: it is never set aside.")
                                  : NULL;
}

/* The tile @id names for @option: a wonder when @wonder, another tile otherwise; NULL (bad
 * input printed) when there is none. */
static const MlTileDef *
lookup_option (const char *option, const char *id, gboolean wonder)
{
  const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), id);
  if (tile != NULL && ml_tile_is_wonder (tile) == wonder)
    return tile;
  cli_bad_input (wonder ? _("%s: “%s” is no wonder (see meeple-lab-cli tiles)")
                        : _("%s: “%s” is no tile (see meeple-lab-cli tiles)"), option, id);
  return NULL;
}

/* --wonder [PLAYER=]ID (repeatable) and --wonder-order P1,P2,…: bad input when a player or a
 * wonder is unknown or named twice. */
static gboolean
resolve_wonder_choices (const MlScenario *scenario, MlTurnOptions *opt)
{
  for (guint i = 0; wonder_specs && wonder_specs[i]; i++)
    {
      const char *eq = strchr (wonder_specs[i], '=');
      if (eq == NULL)
        {
          if (ml_wonders_turn (opt)->choose)
            {
              cli_bad_input (_("--wonder: one wonder without a player at most; name the others' players"));
              return FALSE;
            }
          if ((ml_wonders_turn (opt)->choose = lookup_option ("--wonder", wonder_specs[i], TRUE)) == NULL)
            return FALSE;
          continue;
        }
      g_autofree char *who = g_strndup (wonder_specs[i], (gsize) (eq - wonder_specs[i]));
      int p = cli_find_player (scenario, who);
      if (p < 0)
        {
          cli_bad_input (_("--wonder: “%s” is no player of the scenario"), who);
          return FALSE;
        }
      if (ml_wonders_turn (opt)->choose_for[p])
        {
          cli_bad_input (_("--wonder: player “%s” is named twice"), who);
          return FALSE;
        }
      if ((ml_wonders_turn (opt)->choose_for[p] = lookup_option ("--wonder", eq + 1, TRUE)) == NULL)
        return FALSE;
    }
  if (wonder_order == NULL)
    return TRUE;
  g_auto (GStrv) names = g_strsplit (wonder_order, ",", -1);
  for (guint i = 0; names[i]; i++)
    {
      int p = cli_find_player (scenario, names[i]);
      if (p < 0)
        {
          cli_bad_input (_("--wonder-order: “%s” is no player of the scenario"), names[i]);
          return FALSE;
        }
      for (guint k = 0; k < ml_wonders_turn (opt)->n_order; k++)
        if (ml_wonders_turn (opt)->order[k] == p)
          {
            cli_bad_input (_("--wonder-order: player “%s” is named twice"), names[i]);
            return FALSE;
          }
      ml_wonders_turn (opt)->order[ml_wonders_turn (opt)->n_order++] = (guint8) p;
    }
  return TRUE;
}

gboolean
_cli_wonders_move_choose (const MlScenario *scenario, MlTurnOptions *opt)
{
  if (!resolve_wonder_choices (scenario, opt))
    return FALSE;
  return keep_id == NULL || (ml_wonders_turn (opt)->keep = lookup_option ("--keep", keep_id, FALSE)) != NULL;
}

/* --from-port X2,Y2,LOC: a square of the board, whatever piece lies there. */
static gboolean
resolve_port (const MlGame *game, MlTurnOptions *opt, char **refusal)
{
  CliMeepleSpec spec = { 0 };
  if (!cli_parse_meeple_spec (from_port (), &spec))
    return FALSE;
  g_autofree char *at = spec.at;
  if (!spec.has_square)
    {
      cli_bad_input (_("--from-port: “%s” is not X2,Y2,LOC"), from_port ());
      return FALSE;
    }
  guint cell;
  int piece = ml_board_piece_at (game->board, spec.x, spec.y, &cell);
  if (piece == ML_NO_PIECE)
    {
      *refusal = g_strdup_printf (_("No piece lies at (%d, %d)."), spec.x, spec.y);
      return TRUE;
    }
  const MlPiece *p = ml_board_piece (game->board, (guint) piece);
  guint8 feature = ml_tile_feature_at (p->tile, p->rot, cell, at);
  if (feature == ML_NO_FEATURE)
    return cli_no_feature_at (p->tile, at, refusal);
  opt->action = ML_WONDERS_ACTION_FROM_PORT;
  ml_wonders_turn (opt)->port_piece = (guint) piece;
  opt->meeples[0] = (MlMeepleChoice) { TRUE, cell, feature, FALSE };
  return TRUE;
}

/* --cothon-meeple X2,Y2,LOC: a square of the Cothon on the board. */
static gboolean
resolve_cothon_meeples (const MlGame *game, MlTurnOptions *opt, char **refusal)
{
  guint n = cothon_meeple_specs ? g_strv_length (cothon_meeple_specs) : 0;
  if (n > 2)
    {
      cli_bad_input (_("--cothon-meeple: 2 meeples at most go on the Cothon"));
      return FALSE;
    }
  for (guint i = 0; i < n && *refusal == NULL; i++)
    {
      CliMeepleSpec spec = { 0 };
      if (!cli_parse_meeple_spec (cothon_meeple_specs[i], &spec))
        return FALSE;
      g_autofree char *at = spec.at;
      if (!spec.has_square)
        {
          cli_bad_input (_("--cothon-meeple: “%s” is not X2,Y2,LOC"), cothon_meeple_specs[i]);
          return FALSE;
        }
      guint cell;
      int piece = ml_board_piece_at (game->board, spec.x, spec.y, &cell);
      const MlPiece *p = piece == ML_NO_PIECE ? NULL : ml_board_piece (game->board, (guint) piece);
      if (p == NULL || p->tile->effect != ML_EFFECT_COTHON || !ml_tile_is_wonder (p->tile))
        {
          *refusal = g_strdup_printf (_("The Cothon of Carthage does not lie at (%d, %d)."), spec.x, spec.y);
          return TRUE;
        }
      guint8 feature = ml_tile_feature_at (p->tile, p->rot, cell, at);
      if (feature == ML_NO_FEATURE)
        return cli_no_feature_at (p->tile, at, refusal);
      ml_wonders_turn (opt)->cothon_meeples[ml_wonders_turn (opt)->n_cothon_meeples++] = (MlMeepleChoice) { TRUE, cell, feature, FALSE };
    }
  return TRUE;
}

gboolean
_cli_wonders_move_apply (const MlGame *game, MlTurnOptions *opt, char **refusal)
{
  if (from_port () && !resolve_port (game, opt, refusal))
    return FALSE;
  if (*refusal == NULL && !resolve_cothon_meeples (game, opt, refusal))
    return FALSE;
  opt->action = slot_add ? ML_WONDERS_ACTION_SLOT : slot_take ? ML_WONDERS_ACTION_UNSLOT : opt->action;
  opt->slots = (guint) slots_on_laying;
  ml_wonders_turn (opt)->cothon_port = cothon_port == G_MININT ? 0 : (guint) cothon_port;
  if (to_port)
    ml_wonders_turn (opt)->port_mask = ml_wonders_port_mask (game);
  return TRUE;
}
