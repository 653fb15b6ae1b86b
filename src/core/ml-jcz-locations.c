/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where JCloisterZone puts a meeple, in our terms: its location names (Location.java) read
 * as the border locations they stand for, and checked against the feature they name on
 * our face. */
#include "config.h"
#include "ml-jcz-locations.h"
#include "ml-json.h"
#include "ml-limits.h"
#include "ml-location.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static char *
shown (const char *text)
{
  return ml_json_printable (text, ML_MAX_SHOWN_CHARS);
}

/* JCloisterZone's half-edges in our terms: "NL" is the left half of the north edge seen
 * from the tile's centre, our NNW, and so on clockwise. */
static const struct {
  const char *jcz;
  MlLoc loc;
} halves[] = {
  { "NL", ML_LOC_NNW }, { "NR", ML_LOC_NNE }, { "EL", ML_LOC_ENE }, { "ER", ML_LOC_ESE },
  { "SL", ML_LOC_SSE }, { "SR", ML_LOC_SSW }, { "WL", ML_LOC_WSW }, { "WR", ML_LOC_WNW },
};

/* JCloisterZone's names for sides (Location.java): one side, two, "_X" for every side but X,
 * and all four. */
static const char *const edge_names[] = {
  "N", "E", "S", "W", "NE", "SE", "SW", "NW", "NS", "WE", "_N", "_E", "_S", "_W", "NWSE", NULL
};

/* The border locations one JCloisterZone name stands for, as a mask of MlLoc bits, and
 * whether they are half-edges (a field's); 0 for no name of the base game. */
static guint
name_mask (const char *name, gboolean *field)
{
  if (g_strv_contains (edge_names, name))
    {
      static const char sides[] = "NESW";
      guint mask = 0;
      for (int s = 0; s < 4; s++)
        if ((name[0] == '_') != (strchr (name, sides[s]) != NULL))
          mask |= 1u << (s * 3 + 1);
      *field = FALSE;
      return mask;
    }
  for (guint h = 0; h < G_N_ELEMENTS (halves); h++)
    if (g_str_equal (name, halves[h].jcz))
      {
        *field = TRUE;
        return 1u << halves[h].loc;
      }
  return 0;
}

/* The border locations named by a JCloisterZone location, as a mask of MlLoc bits; 0 when
 * the text is no location of the base game. JCloisterZone reads a location as names joined
 * by dots and unites them (Location.valueOf), all of one kind: sides, or half-edges for a
 * field (which it writes that way, "NL.NR.EL.ER"). *@field says which. */
static guint
location_mask (const char *text, gboolean *field)
{
  guint mask = 0;
  g_auto (GStrv) parts = g_strsplit (text, ".", -1);
  for (guint i = 0; parts[i]; i++)
    {
      gboolean half;
      guint bits = name_mask (parts[i], &half);
      if (bits == 0 || (i > 0 && half != *field))
        return 0;
      *field = half;
      mask |= bits;
    }
  return mask;
}

/* Our location code for the meeple JCloisterZone puts on @feature_name at @location of
 * @tile lying at @rot, after checking that the location names exactly that feature's
 * sides on the tile; NULL with @why when it does not. */
const char *
ml_jcz_our_location (const MlTileDef *tile, int rot, const char *feature_name, const char *location, char **why)
{
  static const struct {
    const char *name;
    MlFeatureKind kind;
  } kinds[] = {
    { "Road", ML_FEATURE_ROAD }, { "City", ML_FEATURE_CITY },
    { "Field", ML_FEATURE_FIELD }, { "Monastery", ML_FEATURE_MONASTERY },
  };
  int kind = -1;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_strcmp0 (feature_name, kinds[i].name) == 0)
      kind = (int) kinds[i].kind;
  g_autofree char *feature_shown = shown (feature_name ? feature_name : "");
  g_autofree char *location_shown = shown (location ? location : "");
  if (kind < 0)
    {
      *why = g_strdup_printf (_("the feature \"%s\" is not supported (Road, City, Field, Monastery)"), feature_shown);
      return NULL;
    }
  if (location == NULL)
    {
      *why = g_strdup (_("the meeple has no location"));
      return NULL;
    }
  const MlRotatedCell *cell = &tile->rotated[rot][0];
  if (kind == ML_FEATURE_MONASTERY)
    {
      guint8 f = cell->feature_at[ML_LOC_C];
      /* A monastery is the tile's inner location "I" (Location.java). */
      if (!g_str_equal (location, "I") || f == ML_NO_FEATURE || tile->features[f].kind != ML_FEATURE_MONASTERY)
        {
          *why = g_strdup_printf (_("no monastery at \"%s\" of tile %s"), location_shown, tile->id);
          return NULL;
        }
      return "C";
    }
  if (kind == ML_FEATURE_FIELD && g_str_equal (location, "I"))
    {
      /* A field that touches no edge, in the middle of the tile (a tile of four cities). */
      guint8 f = cell->feature_at[ML_LOC_C];
      if (f == ML_NO_FEATURE || tile->features[f].kind != ML_FEATURE_FIELD)
        {
          *why = g_strdup_printf (_("no field at \"%s\" of tile %s"), location_shown, tile->id);
          return NULL;
        }
      return "C";
    }
  gboolean field = FALSE;
  guint mask = location_mask (location, &field);
  if (mask == 0 || field != (kind == ML_FEATURE_FIELD))
    {
      *why = g_strdup_printf (_("\"%s\" is not a location of the feature %s"), location_shown, feature_shown);
      return NULL;
    }
  MlLoc first = (MlLoc) g_bit_nth_lsf (mask, -1);
  guint8 f = cell->feature_at[first];
  guint has = 0;
  for (int l = 0; l < ML_N_BORDER_LOCS; l++)
    if (f != ML_NO_FEATURE && cell->feature_at[l] == f && ml_loc_is_midpoint ((MlLoc) l) != field)
      has |= 1u << l;
  if (f == ML_NO_FEATURE || (int) tile->features[f].kind != kind || has != mask)
    {
      *why = g_strdup_printf (_("tile %s has no feature %s that lies exactly at \"%s\""), tile->id, feature_shown, location_shown);
      return NULL;
    }
  return ml_loc_name (first);
}
