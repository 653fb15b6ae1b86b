/* SPDX-License-Identifier: GPL-3.0-or-later */
/* legal and move: where a tile may go, and one turn played by the rules. */
#include "config.h"
#include "cli-common.h"
#include "cli-expansions.h"
#include "cli-move-specs.h"
#include "ml-expansion-modules.h"
#include "ml-record.h"
#include "ml-rules.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gboolean json_output;
static char **reading_overrides;
static char *tile_id;
static char *x_text, *y_text, *rotation_text;
static char **meeple_specs;
static char *role;
static guint role_figure;
static char *output_path;
static gboolean set_aside;

static GOptionEntry legal_entries[] = {
  { "tile", 0, 0, G_OPTION_ARG_STRING, &tile_id, N_("The tile to place"), "ID" },
  CLI_READING_ENTRY (reading_overrides),
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print one JSON object"), NULL },
  G_OPTION_ENTRY_NULL
};

/* move's own options, the expansions' (cli_expansions_move_entries()) between them. */
static const GOptionEntry move_entries_first[] = {
  { "tile", 0, 0, G_OPTION_ARG_STRING, &tile_id, N_("The tile to place"), "ID" },
  { "x", 0, 0, G_OPTION_ARG_STRING, &x_text, N_("Column of the square"), "X" },
  { "y", 0, 0, G_OPTION_ARG_STRING, &y_text, N_("Row of the square (growing to the south)"), "Y" },
  { "rotation", 0, 0, G_OPTION_ARG_STRING, &rotation_text, N_("Clockwise rotation: 0, 90, 180 or 270"), "R" },
  { "meeple", 0, 0, G_OPTION_ARG_STRING_ARRAY, &meeple_specs,
    N_("Put a meeple on the feature at LOC of the new tile, or at LOC of square X2,Y2 of the piece"), "[X2,Y2,]LOC" },
  { "role", 0, 0, G_OPTION_ARG_STRING, &role, N_("Lay an expansion's figure instead of an ordinary meeple, named as in scenario files"), "ROLE" },
};

static const GOptionEntry move_entries_last[] = {
  { "set-aside", 0, 0, G_OPTION_ARG_NONE, &set_aside,
    N_("The tile fits nowhere: set it aside, and the same player draws again"), NULL },
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output_path, N_("Write the resulting scenario to OUT"), "OUT" },
  CLI_READING_ENTRY (reading_overrides),
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print one JSON object"), NULL },
};

/* Every option of move, in the order --help lists them; the array ends with a NULL entry. */
static GArray *
move_entries (void)
{
  GArray *entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  g_array_append_vals (entries, move_entries_first, G_N_ELEMENTS (move_entries_first));
  cli_expansions_move_entries (entries);
  g_array_append_vals (entries, move_entries_last, G_N_ELEMENTS (move_entries_last));
  return entries;
}

static const MlTileDef *
find_tile (void)
{
  if (tile_id == NULL)
    {
      cli_bad_input (_("--tile is missing"));
      return NULL;
    }
  const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), tile_id);
  if (tile == NULL)
    cli_bad_input (_("--tile: unknown tile “%s” (see meeple-lab-cli tiles)"), tile_id);
  return tile;
}

static gboolean
parse_int (const char *option, const char *text, int *out)
{
  gint64 v;
  if (text == NULL)
    {
      cli_bad_input (_("%s is missing"), option);
      return FALSE;
    }
  if (!g_ascii_string_to_signed (text, 10, -ML_MAX_COORD, ML_MAX_COORD, &v, NULL))
    {
      cli_bad_input (_("%s: “%s” is not a whole number from -100000 to 100000"), option, text);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

int
cli_legal (int argc, char **argv)
{
  if (!cli_parse ("legal", "FILE --tile ID", _("Lists every legal placement of a tile for the player to move."),
                  legal_entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 2)
    return cli_bad_input (_("legal takes one scenario file"));
  const MlTileDef *tile = find_tile ();
  if (tile == NULL)
    return CLI_BAD_INPUT;
  g_autoptr (MlGame) game = NULL;
  g_autoptr (MlScenario) scenario = cli_load_with (argv[1], reading_overrides, &game, NULL);
  if (scenario == NULL)
    return CLI_BAD_INPUT;

  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (game, tile, placements);
  if (json_output)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, tile->id);
      json_builder_set_member_name (b, "placements");
      json_builder_begin_array (b);
      for (guint i = 0; i < placements->len; i++)
        {
          const MlPlacement *p = &g_array_index (placements, MlPlacement, i);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "x");
          json_builder_add_int_value (b, p->x);
          json_builder_set_member_name (b, "y");
          json_builder_add_int_value (b, p->y);
          json_builder_set_member_name (b, "rotation");
          json_builder_add_int_value (b, p->rot * 90);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      cli_print_json (b);
      return CLI_OK;
    }
  printf (ngettext ("%u legal placement of tile %s:\n", "%u legal placements of tile %s:\n", placements->len),
          placements->len, tile->id);
  if (placements->len == 0)
    {
      if (cli_expansions_never_set_aside (tile) == NULL)
        printf (_("It fits nowhere: set it aside with move --set-aside, and the same player draws again.\n"));
      return CLI_OK;
    }
  CliTable *t = cli_table_new (3, "rrr");
  cli_table_row (t, "x", "y", _("rotation"), NULL);
  for (guint i = 0; i < placements->len; i++)
    {
      const MlPlacement *p = &g_array_index (placements, MlPlacement, i);
      g_autofree char *x = g_strdup_printf ("%d", p->x), *y = g_strdup_printf ("%d", p->y);
      g_autofree char *r = g_strdup_printf ("%d", p->rot * 90);
      cli_table_row (t, x, y, r, NULL);
    }
  cli_table_print (t);
  return CLI_OK;
}

/* ---- move ------------------------------------------------------------------------------- */

static void
add_events (JsonBuilder *b, GArray *events, guint n_players, const char *const *names)
{
  json_builder_set_member_name (b, "events");
  json_builder_begin_array (b);
  for (guint i = 0; events && i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      g_autofree char *explain = ml_event_explain (ev, n_players, names);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, ml_event_kind_id (ev));
      gboolean scored = ev->kind == ML_EVENT_SCORE || ev->kind == ML_EVENT_BONUS;
      cli_add_int_list (b, "players", scored ? ev->item.winners : 1u << ev->player, n_players);
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, scored ? ev->item.points : 0);
      ml_expansion_modules_event_members (ev, b);
      json_builder_set_member_name (b, "explain");
      json_builder_add_string_value (b, explain);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static int
report (const MlScenario *scenario, const MlGame *game, GArray *events, const char *refusal)
{
  const char *names[ML_MAX_PLAYERS];
  ml_scenario_player_names (scenario, names);
  if (json_output)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "legal");
      json_builder_add_boolean_value (b, refusal == NULL);
      if (refusal)
        {
          json_builder_set_member_name (b, "message");
          json_builder_add_string_value (b, refusal);
        }
      add_events (b, events, game->n_players, names);
      cli_add_players (b, scenario, game->scores, NULL);
      json_builder_set_member_name (b, "turn");
      json_builder_add_int_value (b, game->turn);
      json_builder_end_object (b);
      cli_print_json (b);
    }
  else if (refusal)
    printf ("%s %s\n", _("Not legal:"), refusal);
  else
    {
      for (guint i = 0; i < events->len; i++)
        {
          g_autofree char *text = ml_event_explain (&g_array_index (events, MlEvent, i), game->n_players, names);
          printf ("%s\n", text);
        }
      printf ("\n");
      CliTable *t = cli_table_new (2, "lr");
      cli_table_row (t, _("Player"), _("Score"), NULL);
      for (guint p = 0; p < game->n_players; p++)
        {
          g_autofree char *score = g_strdup_printf ("%d", game->scores[p]);
          cli_table_row (t, names[p], score, NULL);
        }
      cli_table_print (t);
    }
  return refusal ? CLI_AGAINST_RULES : CLI_OK;
}

/* Whether @scenario's game record, if it has one, shows the position @scenario does: read
 * before the turn, so that a record that cannot take it can say why. */
static gboolean
record_edited (const MlScenario *scenario, guint *at)
{
  g_autoptr (MlRecord) record = ml_record_of (scenario, "", NULL);
  *at = record ? record->at : 0;
  return record && !ml_record_shows_position (scenario);
}

/* The refusal of a turn that -o would write without its game record, which does not take
 * it: the record would lose the move without a word. */
static char *
record_refusal (gboolean edited, guint at, const GError *error)
{
  if (edited)
    return g_strdup_printf (_("The move is not written: the board is not the game record's after its move %u "
                              "(it was changed by hand), so the record cannot go on from it; "
                              "replay the record or remove it first."), at);
  return g_strdup_printf (_("The move is not written: the game record would not replay with it (%s)."), error->message);
}

/* Resolves the --meeple options against the tile as it would lie; a refusal is a rule. */
static gboolean
resolve_meeples (const MlTileDef *tile, int x, int y, int rot, MlTurnOptions *opt, char **refusal)
{
  guint n = meeple_specs ? g_strv_length (meeple_specs) : 0;
  if (n == 0)
    return TRUE;
  const char *too_many;
  if (n > cli_expansions_meeples_on (tile, &too_many))
    {
      *refusal = g_strdup (too_many ? too_many : _("Only one meeple may be put on the tile just laid."));
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    {
      CliMeepleSpec spec = { 0 };
      if (!cli_parse_meeple_spec (meeple_specs[i], &spec))
        return FALSE;
      g_autofree char *at = spec.at;
      int cell = spec.has_square ? ml_tile_cell_at (tile, rot, spec.x - x, spec.y - y) : 0;
      if (cell < 0)
        {
          *refusal = g_strdup_printf (_("A meeple goes on the tile just laid, and (%d, %d) is not part of it."), spec.x, spec.y);
          return TRUE;
        }
      guint8 feature = ml_tile_feature_at (tile, rot, (guint) cell, at);
      if (feature == ML_NO_FEATURE)
        return cli_no_feature_at (tile, at, refusal);
      opt->meeples[opt->n_meeples++] = (MlMeepleChoice) { TRUE, (guint) cell, feature, (guint8) role_figure };
    }
  opt->action = ML_ACTION_MEEPLES;
  return TRUE;
}

/* A figure on the board that no expansion of the game brings (a scenario's "role": "big"
 * without Inns & Cathedrals): the layout may hold it, and `check` says so, but no turn is
 * played with it, which would count it under rules the game does not use. NULL when there
 * is none. */
static char *
foreign_figure (const MlGame *game)
{
  guint n;
  const MlMeeple *meeples = ml_board_meeples (game->board, &n);
  for (guint i = 0; i < n; i++)
    {
      const MlFigureDef *fig = ml_figure (meeples[i].figure);
      if (meeples[i].figure == ML_FIGURE_MEEPLE || !fig->expansion || (game->expansions & fig->expansion))
        continue;
      const MlPiece *p = ml_board_piece (game->board, meeples[i].piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][meeples[i].cell];
      guint n_rows;
      const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
      const char *title = ml_expansion_id (fig->expansion);
      for (guint r = 0; r < n_rows; r++)
        if (rows[r].expansion == fig->expansion)
          title = _(rows[r].title);
      /* Translators: "The large meeple (role “big”) at (0, 0) needs Inns & Cathedrals, which is
       * not among the scenario's expansions: add “inns-cathedrals” to them, or take the figure off the board." */
      return g_strdup_printf (_("The %s (role “%s”) at (%d, %d) needs %s, which is not among the scenario's expansions: "
                                "add “%s” to them, or take the figure off the board."),
                              _(fig->name), fig->id, p->x + cell->dx, p->y + cell->dy, title,
                              ml_expansion_id (fig->expansion));
    }
  return NULL;
}

/* move --set-aside: a tile drawn that has no legal placement leaves the game (the file's
 * "set_aside"), and the player to move draws again; the River's order counts it as gone,
 * so a river that cannot go on never freezes the game. */
static int
set_aside_tile (const char *path)
{
  const MlTileDef *tile = find_tile ();
  if (tile == NULL)
    return CLI_BAD_INPUT;
  if (x_text || y_text || rotation_text || meeple_specs || role || cli_expansions_move_given ())
    return cli_bad_input (_("--set-aside takes only --tile (and -o, --json): the tile is not laid"));
  g_autoptr (MlGame) game = NULL;
  g_autoptr (MlScenario) scenario = cli_load (path, &game, NULL);
  if (scenario == NULL)
    return CLI_BAD_INPUT;
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (game, tile, placements);
  g_autofree char *refusal = NULL;
  const char *never = cli_expansions_never_set_aside (tile);
  if (never)
    refusal = g_strdup (never);
  else if (placements->len > 0)
    refusal = g_strdup_printf (ngettext ("Tile %s fits on the board (%u legal placement): only a tile that fits nowhere is set aside.",
                                         "Tile %s fits on the board (%u legal placements): only a tile that fits nowhere is set aside.",
                                         placements->len), tile->id, placements->len);
  else if (game->n_set_aside >= ML_MAX_SET_ASIDE)
    refusal = g_strdup_printf (_("At most %d tiles may be set aside."), ML_MAX_SET_ASIDE);
  else
    ml_record_has_room (scenario, &refusal);
  if (refusal)
    return report (scenario, game, NULL, refusal);
  guint at = 0;
  gboolean edited = output_path && record_edited (scenario, &at);
  game->set_aside[game->n_set_aside++] = tile;
  ml_scenario_update_from_game (scenario, game);
  g_autoptr (GError) error = NULL;
  if (!ml_record_add_set_aside (scenario, tile, path, &error) && output_path)
    {
      game->n_set_aside--;
      refusal = record_refusal (edited, at, error);
      return report (scenario, game, NULL, refusal);
    }
  g_clear_error (&error);
  if (output_path && !ml_scenario_save_file (scenario, output_path, &error))
    return cli_bad_input (_("cannot write %s: %s"), output_path, error->message);
  if (!json_output)
    printf (_("Tile %s fits nowhere and is set aside; the same player draws again.\n"), tile->id);
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  return report (scenario, game, events, NULL);
}

int
cli_move (int argc, char **argv)
{
  g_autoptr (GArray) entries = move_entries ();
  if (!cli_parse ("move", "FILE --tile ID --x X --y Y --rotation R [--meeple LOC [--role ROLE]] [-o OUT]",
                  cli_expansions_move_summary (), (GOptionEntry *) (gpointer) entries->data, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 2)
    return cli_bad_input (_("move takes one scenario file"));
  if (set_aside)
    return set_aside_tile (argv[1]);
  int x, y, degrees, rot;
  const MlTileDef *tile = find_tile ();
  if (tile == NULL || !parse_int ("--x", x_text, &x) || !parse_int ("--y", y_text, &y)
      || !parse_int ("--rotation", rotation_text ? rotation_text : "0", &degrees))
    return CLI_BAD_INPUT;
  if (!ml_rotation_from_degrees (degrees, &rot))
    return cli_bad_input (_("--rotation: %d is not a rotation; use 0, 90, 180 or 270"), degrees);
  role_figure = ML_FIGURE_MEEPLE;
  if (role && !ml_figure_parse (role, &role_figure))
    {
      g_autofree char *known = ml_figures_list (ml_expansions_all ());
      /* Translators: the second %s lists the roles: “prior”, “big” */
      return cli_bad_input (_("--role: “%s” is unknown; the roles are %s"), role, known);
    }
  if (role && !meeple_specs)
    return cli_bad_input (_("--role goes with --meeple"));

  g_autoptr (MlGame) game = NULL;
  g_autoptr (MlScenario) scenario = cli_load_with (argv[1], reading_overrides, &game, NULL);
  if (scenario == NULL)
    return CLI_BAD_INPUT;

  MlTurnOptions opt = { 0 };
  g_autofree char *refusal = NULL;
  if (!cli_expansions_move_usage (meeple_specs != NULL))
    return CLI_BAD_INPUT;
  /* An expansion's options in a game without it are against the rules, as the turn says. */
  if ((refusal = cli_expansions_move_unused (game)) != NULL)
    return report (scenario, game, NULL, refusal);
  if ((refusal = foreign_figure (game)) != NULL)
    return report (scenario, game, NULL, refusal);
  /* The expansions' choices that come before the meeples on the tile, then the others. */
  if (!cli_expansions_move_choose (scenario, &opt))
    return CLI_BAD_INPUT;
  if (!resolve_meeples (tile, x, y, rot, &opt, &refusal) || (!refusal && !cli_expansions_move_apply (game, &opt, &refusal)))
    return CLI_BAD_INPUT;
  if (refusal)
    return report (scenario, game, NULL, refusal);

  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (GError) error = NULL;
  if (!ml_record_has_room (scenario, &refusal))
    return report (scenario, game, NULL, refusal);
  g_autoptr (MlGame) before = ml_game_copy (game);
  guint at = 0;
  gboolean edited = output_path && record_edited (scenario, &at);
  if (!ml_game_play_turn (game, tile, x, y, rot, &opt, events, &error))
    return report (scenario, game, NULL, error->message);

  ml_scenario_update_from_game (scenario, game);
  /* A game record goes on with the turn (after the move it was at), or nothing is written. */
  if (!ml_record_add_turn (scenario, before, tile, x, y, rot, &opt, argv[1], &error) && output_path)
    {
      refusal = record_refusal (edited, at, error);
      return report (scenario, before, NULL, refusal);
    }
  g_clear_error (&error);
  if (output_path && !ml_scenario_save_file (scenario, output_path, &error))
    return cli_bad_input (_("cannot write %s: %s"), output_path, error->message);
  return report (scenario, game, events, NULL);
}
