/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A meeple of a game record's move, as the record and the modules' members of a move read
 * and write it (ml-record-members.h). */
#include "config.h"
#include "ml-record-members.h"
#include "ml-figures.h"
#include "ml-limits.h"

#include <glib/gi18n-lib.h>

gboolean
ml_record_read_meeple (MlFieldCtx *ctx, JsonNode *node, const char *path, MlRecordMeeple *m)
{
  static const char *const known[] = { "x", "y", "at", "role", NULL };
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return ml_field_invalid (ctx, path, _("must be an object"));
  JsonObject *obj = json_node_get_object (node);
  gint64 x = 0, y = 0;
  g_autofree char *role = NULL;
  if (!ml_field_only_known (ctx, obj, path, known)
      || !ml_field_int (ctx, obj, "x", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &x)
      || !ml_field_int (ctx, obj, "y", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &y)
      || !ml_field_string (ctx, obj, "at", path, TRUE, &m->at)
      || !ml_field_string (ctx, obj, "role", path, FALSE, &role))
    return FALSE;
  m->figure = ML_FIGURE_MEEPLE;
  if (role && !ml_figure_parse (role, &m->figure))
    {
      g_autofree char *where = g_strdup_printf ("%s.role", path);
      g_autofree char *figures = ml_figures_list (ml_expansions_all ());
      /* Translators: %s lists the roles: “prior”, “big” */
      return ml_field_invalid (ctx, where, _("the role to name is one of %s"), figures);
    }
  m->x = (int) x;
  m->y = (int) y;
  return TRUE;
}

JsonNode *
ml_record_meeple_node (const MlRecordMeeple *m)
{
  JsonObject *obj = json_object_new ();
  json_object_set_int_member (obj, "x", m->x);
  json_object_set_int_member (obj, "y", m->y);
  json_object_set_string_member (obj, "at", m->at);
  if (m->figure != ML_FIGURE_MEEPLE)
    json_object_set_string_member (obj, "role", ml_figure (m->figure)->id);
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, obj);
  return node;
}

const char *
ml_record_feature_location (const MlTileDef *tile, int rot, guint cell, guint8 feature)
{
  const guint8 *at = tile->rotated[rot][cell].feature_at;
  gboolean field = tile->features[feature].kind == ML_FEATURE_FIELD;
  for (int l = 0; l < ML_N_LOCS; l++)
    if (at[l] == feature && field == (l != ML_LOC_C && !ml_loc_is_midpoint ((MlLoc) l)))
      return ml_loc_name ((MlLoc) l);
  for (int l = 0; l < ML_N_LOCS; l++)
    if (at[l] == feature)
      return ml_loc_name ((MlLoc) l);
  return tile->features[feature].name;
}
