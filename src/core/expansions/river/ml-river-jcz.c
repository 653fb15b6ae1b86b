/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JCloisterZone's River is the 1st edition (river.xml, set river/1): its ten river faces
 * are ours, IFI and II twice each, the first laid of each being the first of ours listed
 * and the second the second (the two are one face, turned). Its spring (river E, no road)
 * and lake (river W, no monastery) are the 1st edition's ends of our catalogue, which the
 * imported game names in a note. JCloisterZone lets a river tile lie wherever the river's
 * next two squares and their sides are free (RiverCapability.isTilePlacementAllowed): that
 * forbids two same-way curves in a row but not two with a straight between, which our
 * default reading forbids, so the game is replayed under no-two-in-row. */
#include "config.h"
#include "ml-river-jcz.h"
#include "ml-readings.h"

#include <glib/gi18n-lib.h>

#define SPRING "river-spring-1e"
#define LAKE "river-lake-1e"

static const MlJczTileName tiles[] = {
  { "RI/s", SPRING, 3, TRUE },          { "RI.1/I.e", LAKE, 3, TRUE },
  { "RI.1/CIRI", "river-2", 0, FALSE }, { "RI.1/CICI", "river-3", 0, FALSE },
  { "RI.1/IFI", "river-4", 1, FALSE },  { "RI.1/IFI", "river-6", 1, FALSE },
  { "RI.1/CcII", "river-5", 3, FALSE }, { "RI.1/II", "river-7", 3, FALSE },
  { "RI.1/II", "river-10", 1, FALSE },  { "RI.1/LIRI", "river-8", 0, FALSE },
  { "RI.1/RrII", "river-9", 1, FALSE }, { "RI.1/RIrI", "river-11", 0, FALSE },
};

/* The client adds this element as it starts the game (getFullSetup) and saves the setup
 * without it, but a save may hold it. */
static const MlJczElement elements[] = {
  { "river", 0, TRUE },
};

static const char *const aliases[] = { "river/1", NULL };
static const char *const readings[] = { "river-turns", "no-two-in-row", NULL };

/* The reading is named as the readings window names it, by its question's title and its
 * answer's label in the user's language: an id says nothing to a reader. */
static char *
note (void)
{
  const MlReadingDef *def = ml_reading_lookup (readings[0]);
  int answer = def ? ml_reading_answer_index (def, readings[1]) : -1;
  g_return_val_if_fail (answer >= 0, NULL);
  /* Translators: the second %s is a rule reading's title ("The River's turns"), the third
   * its answer ("Two in a row"), as the Rule Readings window shows them */
  return g_strdup_printf (_("JCloisterZone's River is the 1st edition's: its spring (without road) and its lake "
                            "(without monastery) are laid as they are, as the tiles %s and %s; the river's turns "
                            "follow the rule reading “%s: %s”, which allows every river JCloisterZone allows."),
                          SPRING, LAKE, _(def->title), _(def->answers[answer].label));
}

/* The river tiles that the first @n moves of @record (and its spring) have not used, lake
 * last, into @out. */
static void
tiles_left (const MlRecord *record, guint n, GPtrArray *out)
{
  g_autoptr (GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < n; i++)
    g_hash_table_add (used, g_array_index (record->moves, MlRecordMove, i).tile);
  gboolean lake = FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      if (g_str_equal (tiles[i].ours, SPRING) || g_hash_table_contains (used, tiles[i].ours))
        continue;
      if (g_str_equal (tiles[i].ours, LAKE))
        lake = TRUE;
      else
        g_ptr_array_add (out, (gpointer) tiles[i].ours);
    }
  if (lake)
    g_ptr_array_add (out, (gpointer) LAKE);
}

/* JCloisterZone draws a tile, and when it fits nowhere discards it and lets the same player
 * draw again (TilePhase.enter), writing nothing into the save. A River game where that
 * happened reaches the lake with a river tile neither laid nor set aside, and our rules keep
 * the lake back. So before the first move our rules refuse while river tiles are to come,
 * those tiles are set aside when that lets the move be played; a move refused for any other
 * reason is left for the replay to report. JCloisterZone discards a river tile that fits
 * nowhere by its own rule, which keeps the river's next two squares and their sides free: a
 * tile can fit nowhere there and yet fit under our rules, so it cannot be a set-aside move
 * of the record (a record's set-aside is a tile that fits nowhere by our rules). The save
 * does not say at which turn it was drawn either: the record's start lists it as set aside,
 * out of the game before the first move, which changes nothing but the count of river tiles
 * to come. */
static void
reached (const MlGame *game, guint i, gpointer data)
{
  *(guint *) data = i;
}

static void
mend_record (const MlScenario *scenario, MlRecord *record, const char *name, GPtrArray *notes)
{
  /* Most games replay whole: then nothing is looked for move by move. */
  guint refused = 0;
  g_autoptr (MlGame) whole = ml_record_replay_each (scenario, record, record->moves->len, name, reached, &refused, NULL);
  if (whole)
    return;
  /* The moves before the one refused replay: the search starts there, and each replay below
   * starts from a position kept along the record (ml_record_replay()), a few moves back, so
   * the whole search plays each move a few times rather than every prefix of the game. */
  for (guint i = refused; i < record->moves->len; i++)
    {
      g_autoptr (MlGame) after = ml_record_replay (scenario, record, i + 1, name, NULL);
      if (after)
        continue;
      g_autoptr (GPtrArray) left = g_ptr_array_new ();
      tiles_left (record, i, left);
      /* The lake fits wherever the river ends: JCloisterZone never discards it. */
      if (left->len > 0 && g_str_equal (g_ptr_array_index (left, left->len - 1), LAKE))
        g_ptr_array_set_size (left, left->len - 1);
      if (left->len == 0)
        return;
      JsonNode *had = json_object_get_member (record->start, "set_aside");
      g_autoptr (JsonNode) before = had ? json_node_copy (had) : NULL;
      JsonArray *aside = json_array_new ();
      if (had && JSON_NODE_HOLDS_ARRAY (had))
        for (guint k = 0; k < json_array_get_length (json_node_get_array (had)); k++)
          json_array_add_element (aside, json_node_copy (json_array_get_element (json_node_get_array (had), k)));
      for (guint k = 0; k < left->len; k++)
        json_array_add_string_element (aside, left->pdata[k]);
      json_object_set_array_member (record->start, "set_aside", aside);
      g_autoptr (MlGame) now = ml_record_replay (scenario, record, i + 1, name, NULL);
      if (now == NULL)
        {
          /* Refused for something else as well: the record stays as the save has it. */
          if (before)
            json_object_set_member (record->start, "set_aside", g_steal_pointer (&before));
          else
            json_object_remove_member (record->start, "set_aside");
          return;
        }
      g_ptr_array_add (left, NULL);
      g_autofree char *ids = g_strjoinv (", ", (char **) left->pdata);
      g_ptr_array_add (notes,
                       g_strdup_printf (ngettext ("The river is short of %u tile, which JCloisterZone discarded as "
                                                  "fitting nowhere by its rule (the river's next two squares and "
                                                  "their sides must be free) without writing it into the save: "
                                                  "%s. The save does not say when it was drawn: the record sets it "
                                                  "aside from the start, so that the lake (move %u) can come.",
                                                  "The river is short of %u tiles, which JCloisterZone discarded as "
                                                  "fitting nowhere by its rule (the river's next two squares and "
                                                  "their sides must be free) without writing them into the save: "
                                                  "%s. The save does not say when they were drawn: the record sets "
                                                  "them aside from the start, so that the lake (move %u) can come.",
                                                  left->len - 1),
                                        left->len - 1, ids, i + 1));
    }
}

const MlJczNames ml_river_jcz = {
  .expansion = ML_EXPANSION_RIVER,
  .set = "river/1:1",
  .elements = elements, .n_elements = G_N_ELEMENTS (elements),
  .tiles = tiles, .n_tiles = G_N_ELEMENTS (tiles),
  .set_aliases = aliases,
  .copies_listed = TRUE,
  .readings = readings,
  .note = note,
  .mend_record = mend_record,
};
