/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A scenario laid out as a game, and a game taken back into its scenario. */
#include "config.h"
#include "ml-scenario-private.h"
#include "ml-rules.h"
#include "ml-json.h"
#include "ml-expansion-modules.h"

#include <glib/gi18n-lib.h>

G_GNUC_PRINTF (4, 5) static void
invalid (GError **error, const char *name, const char *path, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID, "%s: %s: %s", name, path, msg);
}

G_GNUC_PRINTF (3, 4) static void
layout_problem (GArray *problems, const MlScenarioPiece *where, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  MlProblem p = { where->x, where->y, g_strdup_vprintf (format, args) };
  va_end (args);
  g_array_append_val (problems, p);
}

/* The figure a scenario meeple's role names: a module's (its id), else the ordinary
 * meeple (no role, or the name of what it stands as). */
static guint
role_figure (const char *role)
{
  guint figure;
  return role && ml_figure_parse (role, &figure) ? figure : ML_FIGURE_MEEPLE;
}

static gboolean
role_fits (const char *role, const MlFeatureDef *def)
{
  if (role == NULL)
    return TRUE;
  guint figure = role_figure (role);
  if (figure != ML_FIGURE_MEEPLE)
    {
      guint kinds = ml_figure (figure)->kinds;
      return def->kind != ML_FEATURE_WATER && (kinds == 0 || (kinds >> def->kind) & 1);
    }
  switch (def->kind)
    {
    case ML_FEATURE_ROAD: return g_str_equal (role, "thief");
    case ML_FEATURE_CITY: return g_str_equal (role, "knight");
    case ML_FEATURE_FIELD: return g_str_equal (role, "farmer");
    case ML_FEATURE_MONASTERY: return g_str_equal (role, "monk");
    case ML_FEATURE_WATER:
    case ML_N_FEATURE_KINDS:
    default: return FALSE;
    }
}

/* The tiles of the enabled sets, for a game that does not say how many it has. */
static guint
tiles_of_sets (guint expansions)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  guint total = 0;
  for (guint i = 0; i < ml_catalogue_n_sets (catalogue); i++)
    {
      const MlTileSet *set = ml_catalogue_nth_set (catalogue, i);
      const MlExpansionInfo *row = ml_expansion_of_set (set->id);
      gboolean on = g_str_equal (set->id, ML_EXPANSIONS_BASE_SET)
                    || (row && (expansions & row->expansion) && g_strcmp0 (row->bag_set, set->id) == 0);
      for (guint k = 0; on && k < set->tiles->len; k++)
        total += ((const MlTileDef *) g_ptr_array_index (set->tiles, k))->count;
    }
  return total;
}

/* The laid pieces whose module's effects have not started yet ("active": false). */
static void
inactive_to_game (const MlScenario *self, MlGame *game)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  for (guint i = 0; i < self->pieces->len; i++)
    {
      const MlScenarioPiece *p = g_ptr_array_index (self->pieces, i);
      if (p->inactive && p->owner >= 0 && (guint) p->owner < game->n_players)
        ml_expansion_modules_piece_waits_to_game (game, ml_catalogue_lookup (catalogue, p->tile), p->owner);
    }
}

MlGame *
ml_scenario_to_game (const MlScenario *self, const char *name, GArray *problems, GError **error)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  g_autoptr (MlGame) game = ml_game_new (self->players->len, self->expansions);
  g_autofree int *index_of = g_new0 (int, MAX (self->pieces->len, 1));

  for (guint i = 0; i < self->pieces->len; i++)
    {
      const MlScenarioPiece *p = g_ptr_array_index (self->pieces, i);
      const MlTileDef *tile = ml_catalogue_lookup (catalogue, p->tile);
      index_of[i] = ml_board_place (game->board, tile, p->x, p->y, p->rot, p->owner);
      if (index_of[i] != ML_NO_PIECE)
        {
          ml_board_set_tokens (game->board, (guint) index_of[i], p->owner, (guint) p->slots, (guint) p->port);
          continue;
        }
      g_autofree char *path = g_strdup_printf ("$.pieces[%u]", i);
      if (problems == NULL)
        {
          invalid (error, name, path, _("tile %s at (%d, %d) covers a square that another piece already covers"),
                   p->tile, p->x, p->y);
          return NULL;
        }
      layout_problem (problems, p, _("Tile %s at (%d, %d) (%s) covers a square that another piece already covers."),
                      p->tile, p->x, p->y, path);
    }

  for (guint i = 0; i < self->meeples->len; i++)
    {
      const MlScenarioMeeple *m = g_ptr_array_index (self->meeples, i);
      g_autofree char *path = g_strdup_printf ("$.meeples[%u]", i);
      guint cell;
      int at = ml_board_piece_at (game->board, m->x, m->y, &cell);
      if (at == ML_NO_PIECE)
        {
          invalid (error, name, path, _("no piece lies at (%d, %d)"), m->x, m->y);
          return NULL;
        }
      const MlPiece *piece = ml_board_piece (game->board, (guint) at);
      guint8 feature = ml_tile_feature_at (piece->tile, piece->rot, cell, m->at);
      if (feature == ML_NO_FEATURE)
        {
          g_autofree char *where = g_strdup_printf ("%s.at", path);
          g_autofree char *shown = ml_json_printable (m->at, ML_MAX_SHOWN_CHARS);
          invalid (error, name, where, _("tile %s at (%d, %d) has no feature at \"%s\""), piece->tile->id, m->x, m->y, shown);
          return NULL;
        }
      const MlFeatureDef *def = &piece->tile->features[feature];
      if (!role_fits (m->role, def))
        {
          MlScenarioPiece where = { .x = m->x, .y = m->y };
          if (problems == NULL)
            {
              g_autofree char *role_path = g_strdup_printf ("%s.role", path);
              invalid (error, name, role_path, _("role “%s” does not fit the feature there (“%s”)"), m->role,
                       g_dpgettext2 (GETTEXT_PACKAGE, "feature", ml_feature_kind_name (def->kind)));
              return NULL;
            }
          layout_problem (problems, &where, _("The meeple at (%d, %d) has role “%s”, which does not fit the feature there (“%s”; %s)."),
                          m->x, m->y, m->role, g_dpgettext2 (GETTEXT_PACKAGE, "feature", ml_feature_kind_name (def->kind)), path);
        }
      ml_board_add_meeple (game->board, m->player, (guint) at, cell, feature, role_figure (m->role));
    }

  for (guint p = 0; p < self->players->len; p++)
    game->scores[p] = (int) ((MlScenarioPlayer *) g_ptr_array_index (self->players, p))->score;
  game->turn = self->turn;
  game->readings = self->readings;
  /* The reader checked the ids and their number; a scenario built in memory is held to the
   * same, what breaks it left out. */
  for (guint i = 0; self->set_aside && self->set_aside[i] && game->n_set_aside < ML_MAX_SET_ASIDE; i++)
    {
      const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), self->set_aside[i]);
      if (tile && !ml_expansion_modules_never_set_aside (tile))
        game->set_aside[game->n_set_aside++] = tile;
    }
  guint tiles = self->tiles_in_game > 0 ? (guint) self->tiles_in_game : tiles_of_sets (self->expansions);
  ml_expansion_modules_options_to_game (game, self->options_modules, tiles);
  JsonObject *players[ML_MAX_PLAYERS] = { NULL };
  for (guint p = 0; p < self->players->len && p < ML_MAX_PLAYERS; p++)
    players[p] = ((MlScenarioPlayer *) g_ptr_array_index (self->players, p))->modules;
  ml_expansion_modules_members_to_game (game, players, self->modules);
  inactive_to_game (self, game);
  if (problems)
    ml_expansion_modules_check_scenario (self, FALSE, problems);
  return g_steal_pointer (&game);
}

/* A location code that names the meeple's feature on its square: the middle of an edge if
 * the feature has one there, else its first location. */
static char *
meeple_location (const MlBoard *board, const MlMeeple *m)
{
  const MlPiece *p = ml_board_piece (board, m->piece);
  const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
  int best = -1;
  for (int l = 0; l < ML_N_LOCS; l++)
    if (cell->feature_at[l] == m->feature && (best < 0 || (ml_loc_is_midpoint ((MlLoc) l) && !ml_loc_is_midpoint ((MlLoc) best))))
      best = l;
  if (best < 0)
    return g_strdup (p->tile->features[m->feature].name);
  return g_strdup (ml_loc_name ((MlLoc) best));
}

/* A new object with @obj's members (none when NULL): the scenario's module members are
 * shared by copies of it, so they are replaced rather than changed. */
static JsonObject *
object_copy (JsonObject *obj)
{
  JsonObject *out = json_object_new ();
  g_autoptr (GList) keys = obj ? ml_json_members (obj) : NULL;
  for (GList *k = keys; k; k = k->next)
    json_object_set_member (out, k->data, json_node_copy (json_object_get_member (obj, k->data)));
  return out;
}

/* Sets *@slot to @obj, or to NULL when @obj has no member. */
static void
keep_object (JsonObject **slot, JsonObject *obj)
{
  g_clear_pointer (slot, json_object_unref);
  if (json_object_get_size (obj) > 0)
    *slot = obj;
  else
    json_object_unref (obj);
}

/* What the modules keep of @game in the scenario (the players' goods, the wonders they
 * took and those left to take). */
static void
modules_from_game (MlScenario *self, const MlGame *game)
{
  JsonObject *players[ML_MAX_PLAYERS] = { NULL };
  guint n = MIN (self->players->len, ML_MAX_PLAYERS);
  for (guint p = 0; p < n; p++)
    players[p] = object_copy (((MlScenarioPlayer *) g_ptr_array_index (self->players, p))->modules);
  JsonObject *top = object_copy (self->modules);
  JsonObject *options = object_copy (self->options_modules);
  ml_expansion_modules_members_from_game (game, players, top);
  ml_expansion_modules_options_from_game (game, self->expansions, options);
  for (guint p = 0; p < n; p++)
    keep_object (&((MlScenarioPlayer *) g_ptr_array_index (self->players, p))->modules, players[p]);
  keep_object (&self->modules, top);
  keep_object (&self->options_modules, options);
}

void
ml_scenario_update_from_game (MlScenario *self, const MlGame *game)
{
  const MlBoard *board = game->board;
  self->readings = game->readings;
  for (guint i = 0; i < ml_board_n_pieces (board); i++)
    {
      const MlPiece *p = ml_board_piece (board, i);
      MlScenarioPiece *sp = i < self->pieces->len ? g_ptr_array_index (self->pieces, i) : NULL;
      if (sp == NULL)
        {
          sp = g_new0 (MlScenarioPiece, 1);
          g_ptr_array_add (self->pieces, sp);
        }
      g_free (sp->tile);
      sp->tile = g_strdup (p->tile->id);
      sp->x = p->x;
      sp->y = p->y;
      sp->rot = p->rot;
      sp->owner = p->owner;
      sp->slots = p->slots;
      sp->port = p->port;
      sp->inactive = ml_expansion_modules_piece_waits (game, p);
    }
  g_ptr_array_set_size (self->pieces, ml_board_n_pieces (board));

  g_ptr_array_set_size (self->meeples, 0);
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      const MlPiece *p = ml_board_piece (board, m->piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
      MlScenarioMeeple *sm = g_new0 (MlScenarioMeeple, 1);
      sm->player = m->player;
      sm->x = p->x + cell->dx;
      sm->y = p->y + cell->dy;
      sm->at = meeple_location (board, m);
      sm->role = m->figure != ML_FIGURE_MEEPLE ? g_strdup (ml_figure (m->figure)->id) : NULL;
      g_ptr_array_add (self->meeples, sm);
    }

  for (guint p = 0; p < self->players->len; p++)
    ((MlScenarioPlayer *) g_ptr_array_index (self->players, p))->score = game->scores[p];
  /* Written back when the file had it or a tile has been set aside since. */
  if (self->set_aside || game->n_set_aside > 0)
    {
      g_strfreev (self->set_aside);
      self->set_aside = g_new0 (char *, game->n_set_aside + 1);
      for (guint i = 0; i < game->n_set_aside; i++)
        self->set_aside[i] = g_strdup (game->set_aside[i]->id);
    }
  self->turn = game->turn;
  modules_from_game (self, game);
}
