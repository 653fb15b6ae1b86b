/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tiles: the catalogue, every piece with its cells, edges and features. */
#include "config.h"
#include "cli-common.h"
#include "cli-expansions.h"
#include "ml-feature-flags.h"

#include <glib/gi18n.h>
#include <stdio.h>

static gboolean json_output;

static GOptionEntry entries[] = {
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print one JSON object"), NULL },
  G_OPTION_ENTRY_NULL
};

static char *
loc_ref_text (const MlTileDef *tile, const MlLocRef *ref)
{
  const MlCellDef *cell = &tile->cells[ref->cell];
  if (tile->n_cells == 1)
    return g_strdup (ml_loc_name (ref->loc));
  return g_strdup_printf ("%d,%d:%s", cell->dx, cell->dy, ml_loc_name (ref->loc));
}

static void
add_feature (JsonBuilder *b, const MlTileDef *tile, const MlFeatureDef *f)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, f->name);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, ml_feature_kind_name (f->kind));
  json_builder_set_member_name (b, "at");
  json_builder_begin_array (b);
  for (guint k = 0; k < f->n_locs; k++)
    {
      g_autofree char *at = loc_ref_text (tile, &f->locs[k]);
      json_builder_add_string_value (b, at);
    }
  json_builder_end_array (b);
  if (f->kind == ML_FEATURE_CITY)
    {
      json_builder_set_member_name (b, "shields");
      json_builder_add_int_value (b, f->shields);
      json_builder_set_member_name (b, "walled");
      json_builder_add_boolean_value (b, f->walled);
    }
  /* Every flag the feature carries, by the name its module declares, in the registry's order. */
  guint n_flags;
  const MlFeatureFlagDecl *flags = ml_feature_flags (&n_flags);
  for (guint i = 0; i < n_flags; i++)
    if (ml_feature_has (f, flags[i].bit))
      {
        json_builder_set_member_name (b, flags[i].name);
        if (flags[i].value != NULL)
          json_builder_add_string_value (b, flags[i].value);
        else
          json_builder_add_boolean_value (b, TRUE);
      }
  if (f->n_cities > 0)
    {
      json_builder_set_member_name (b, "cities");
      json_builder_begin_array (b);
      for (guint i = 0; i < f->n_cities; i++)
        json_builder_add_string_value (b, tile->features[f->cities[i]].name);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

static void
add_tile (JsonBuilder *b, const MlTileDef *tile)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, tile->id);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, tile->name);
  json_builder_set_member_name (b, "set");
  json_builder_add_string_value (b, tile->set);
  if (tile->group)
    {
      json_builder_set_member_name (b, "group");
      json_builder_add_string_value (b, tile->group);
    }
  json_builder_set_member_name (b, "count");
  json_builder_add_int_value (b, tile->count);
  json_builder_set_member_name (b, "start");
  json_builder_add_boolean_value (b, tile->start);
  json_builder_set_member_name (b, "cells");
  json_builder_begin_array (b);
  for (guint c = 0; c < tile->n_cells; c++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, tile->cells[c].dx);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, tile->cells[c].dy);
      json_builder_set_member_name (b, "edges");
      json_builder_begin_array (b);
      for (int s = 0; s < 4; s++)
        json_builder_add_string_value (b, ml_edge_kind_name (tile->cells[c].edges[s]));
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "features");
  json_builder_begin_array (b);
  for (guint f = 0; f < tile->n_features; f++)
    add_feature (b, tile, &tile->features[f]);
  json_builder_end_array (b);
  cli_expansions_tile_members (tile, b);
  json_builder_end_object (b);
}

static char *
edges_text (const MlTileDef *tile)
{
  GString *out = g_string_new (NULL);
  for (guint c = 0; c < tile->n_cells; c++)
    {
      if (c > 0)
        g_string_append_c (out, ' ');
      for (int s = 0; s < 4; s++)
        g_string_append_c (out, "FRC~ "[tile->cells[c].edges[s]]);
    }
  return g_string_free (out, FALSE);
}

static char *
features_text (const MlTileDef *tile)
{
  GString *out = g_string_new (NULL);
  for (guint f = 0; f < tile->n_features; f++)
    {
      const MlFeatureDef *def = &tile->features[f];
      if (f > 0)
        g_string_append (out, "; ");
      g_string_append_printf (out, "%s:", def->name);
      for (guint k = 0; k < def->n_locs; k++)
        {
          g_autofree char *at = loc_ref_text (tile, &def->locs[k]);
          g_string_append_printf (out, " %s", at);
        }
      if (def->shields)
        /* Translators: marks a city feature with a shield in the tile list: "city: N E S W +shield" */
        g_string_append (out, _(" +shield"));
    }
  cli_expansions_tile_words (tile, out);
  return g_string_free (out, FALSE);
}

int
cli_tiles (int argc, char **argv)
{
  if (!cli_parse ("tiles", "", _("Prints every tile with its cells, edges and features."), entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 1)
    return cli_bad_input (_("tiles takes no file"));
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  if (json_output)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "tiles");
      json_builder_begin_array (b);
      for (guint i = 0; i < ml_catalogue_n_tiles (catalogue); i++)
        add_tile (b, ml_catalogue_nth (catalogue, i));
      json_builder_end_array (b);
      json_builder_end_object (b);
      cli_print_json (b);
      return CLI_OK;
    }
  for (guint s = 0; s < ml_catalogue_n_sets (catalogue); s++)
    {
      const MlTileSet *set = ml_catalogue_nth_set (catalogue, s);
      guint total = 0;
      for (guint i = 0; i < set->tiles->len; i++)
        total += ((const MlTileDef *) g_ptr_array_index (set->tiles, i))->count;
      printf (s ? "\n%s (%s): %u\n" : "%s (%s): %u\n", set->name, set->id, total);
      CliTable *t = cli_table_new (4, "lrll");
      cli_table_row (t, "id", _("count"), _("edges NESW"), _("features"), NULL);
      for (guint i = 0; i < set->tiles->len; i++)
        {
          const MlTileDef *tile = g_ptr_array_index (set->tiles, i);
          g_autofree char *count = g_strdup_printf (tile->start ? "%u*" : "%u", tile->count);
          g_autofree char *edges = edges_text (tile);
          g_autofree char *features = features_text (tile);
          cli_table_row (t, tile->id, count, edges, features, NULL);
        }
      cli_table_print (t);
    }
  printf ("\n%s\n", cli_expansions_tiles_legend ());
  return CLI_OK;
}
