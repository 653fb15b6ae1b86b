/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-expansion-modules.h"
#include "ml-score.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The core's kinds; those of the modules' items they name themselves (item_id hooks). */
static const char *const kind_ids[ML_N_SCORE_KINDS] = {
  [ML_SCORE_ROAD] = "road", [ML_SCORE_CITY] = "city", [ML_SCORE_MONASTERY] = "monastery",
  [ML_SCORE_FIELD] = "field", [ML_SCORE_MODULE] = "module",
};

const char *
ml_score_kind_id (MlScoreKind kind)
{
  return kind < ML_N_SCORE_KINDS && kind_ids[kind] ? kind_ids[kind] : "?";
}

const char *
ml_score_item_kind_id (const MlScoreItem *item)
{
  const char *theirs = ml_expansion_modules_item_id (item);
  return theirs ? theirs : ml_score_kind_id (item->kind);
}

static void
settle_majority (MlScoreItem *item)
{
  guint best = 0;
  for (int p = 0; p < ML_MAX_PLAYERS; p++)
    best = MAX (best, item->counts[p]);
  item->winners = 0;
  if (best > 0)
    for (int p = 0; p < ML_MAX_PLAYERS; p++)
      if (item->counts[p] == best)
        item->winners |= 1u << p;
}

/* @item as the feature @info describes is worth, its counts and winners left at 0. */
static void
feature_item (const MlFeatureInfo *info, MlScoreItem *item)
{
  *item = (MlScoreItem) { .feat = info->root, .complete = info->complete, .tiles = info->tiles,
                          .shields = info->shields, .neighbours = info->neighbours };
  switch (info->kind)
    {
    case ML_FEATURE_ROAD:
      item->kind = ML_SCORE_ROAD;
      item->points = (int) info->tiles;
      break;
    case ML_FEATURE_CITY:
      item->kind = ML_SCORE_CITY;
      item->points = (int) ((info->tiles + info->shields) * (info->complete ? 2 : 1));
      break;
    case ML_FEATURE_MONASTERY:
      item->kind = ML_SCORE_MONASTERY;
      item->points = (int) (1 + info->neighbours);
      break;
    case ML_FEATURE_FIELD:
    case ML_FEATURE_WATER:
    case ML_N_FEATURE_KINDS:
    default:
      g_return_if_reached ();
    }
}

/* A field's item, bordering @cities completed cities, its counts and winners left at 0. */
static void
field_item (const MlFeatureInfo *info, guint cities, MlScoreItem *item)
{
  *item = (MlScoreItem) { .kind = ML_SCORE_FIELD, .feat = info->root, .tiles = info->tiles, .cities = cities,
                          .points = (int) (3 * cities) };
}

void
ml_score_feature (MlBoard *board, guint feat, MlScoreItem *item)
{
  MlFeatureInfo info;
  ml_board_feature_info (board, feat, &info);
  feature_item (&info, item);
  memcpy (item->counts, info.meeples, sizeof item->counts);
  settle_majority (item);
}

void
ml_score_majority (MlScoreItem *item)
{
  settle_majority (item);
}

void
ml_score_field (MlBoard *board, guint feat, MlScoreItem *item)
{
  MlFeatureInfo info;
  ml_board_feature_info (board, feat, &info);
  field_item (&info, ml_board_field_cities (board, feat), item);
  memcpy (item->counts, info.meeples, sizeof item->counts);
  settle_majority (item);
}

/* The farmers of each field with farmers, field by field, each field once. */
static void
farmer_fields (MlBoard *board, GArray *roots)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  guint n = ml_board_n_meeples (board);
  for (guint i = 0; i < n; i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      if (ml_meeple_role (board, m) != ML_ROLE_FARMER || !(m->strength > 0))
        continue;
      guint root = ml_board_find (board, ml_board_meeple_feature (board, i));
      if (g_hash_table_add (seen, GUINT_TO_POINTER (root + 1)))
        g_array_append_val (roots, root);
    }
}

void
ml_score_cities_for_farmers (MlBoard *board, GArray *items)
{
  g_autoptr (GArray) fields = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) cities = g_array_new (FALSE, FALSE, sizeof (guint));
  /* city root + 1 → index + 1 of its item in @items */
  g_autoptr (GHashTable) at = g_hash_table_new (g_direct_hash, g_direct_equal);
  farmer_fields (board, fields);
  for (guint i = 0; i < fields->len; i++)
    {
      guint field = g_array_index (fields, guint, i);
      MlFeatureInfo info;
      ml_board_feature_info (board, field, &info);
      g_array_set_size (cities, 0);
      ml_board_field_city_roots (board, field, cities);
      for (guint c = 0; c < cities->len; c++)
        {
          guint city = g_array_index (cities, guint, c);
          guint index = GPOINTER_TO_UINT (g_hash_table_lookup (at, GUINT_TO_POINTER (city + 1)));
          if (index == 0)
            {
              MlScoreItem item;
              ml_score_feature (board, city, &item);
              memset (item.counts, 0, sizeof item.counts);
              item.kind = ML_SCORE_FIELD;
              item.cities = 1;
              item.points = 4;
              g_array_append_val (items, item);
              index = items->len;
              g_hash_table_insert (at, GUINT_TO_POINTER (city + 1), GUINT_TO_POINTER (index));
            }
          MlScoreItem *item = &g_array_index (items, MlScoreItem, index - 1);
          item->fields++;
          for (int p = 0; p < ML_MAX_PLAYERS; p++)
            item->counts[p] += info.meeples[p];
          settle_majority (item);
        }
    }
}

/* The thread's index of the items being settled by feature root, kept from one settling to
 * the next with every entry back at 0: random games settle by the hundred thousand, and a
 * new allocation and clearing each time cost more than the settling's own work. */
static GPrivate item_at_bytes = G_PRIVATE_INIT ((GDestroyNotify) g_byte_array_unref);

/* One more of @m's meeples in @item: its count grows, and so its player becomes the only
 * winner when above the best count, or one more when level with it. */
static inline void
count_meeple (MlScoreItem *item, const MlMeeple *m)
{
  guint best = item->winners ? item->counts[__builtin_ctz (item->winners)] : 0;
  guint count = item->counts[m->player] += m->strength;
  if (count > best)
    item->winners = 1u << m->player;
  else if (count == best)
    item->winners |= 1u << m->player;
}

/* The items of one kind of scoring (the fields', or the other features'), from @used on in
 * @items, which has room for them: a feature's item comes where its first meeple does, the
 * meeples counted as they come. Returns where the items end. */
static inline guint
settle_pass (MlBoard *board, gboolean fields, guint32 *item_at, GArray *items, guint used)
{
  guint n;
  const MlMeeple *meeples = ml_board_meeples (board, &n);
  guint wanted = fields ? 1u << ML_ROLE_FARMER : 1u << ML_ROLE_THIEF | 1u << ML_ROLE_KNIGHT | 1u << ML_ROLE_MONK;
  for (guint i = 0; i < n; i++)
    {
      /* Figures that count for no majority (a prior) score nothing here. */
      if (!(meeples[i].strength > 0))
        continue;
      if (!((wanted >> ml_meeple_role (board, &meeples[i])) & 1))
        continue;
      guint root = ml_board_find (board, ml_board_meeple_feature (board, i));
      if (item_at[root] == 0)
        {
          MlFeatureInfo info;
          MlScoreItem *item = &g_array_index (items, MlScoreItem, used);
          if (fields)
            {
              guint cities = ml_board_field_shape (board, root, &info);
              field_item (&info, cities, item);
            }
          else
            {
              ml_board_feature_shape (board, root, &info);
              feature_item (&info, item);
            }
          item_at[root] = ++used;
        }
      count_meeple (&g_array_index (items, MlScoreItem, item_at[root] - 1), &meeples[i]);
    }
  return used;
}

void
ml_score_settle (MlBoard *board, GArray *items)
{
  ml_score_settle_under (board, NULL, items);
}

void
ml_score_settle_under (MlBoard *board, const MlReadings *readings, GArray *items)
{
  gboolean first_edition = readings && readings->answer[ML_READING_FARMERS] == ML_FARMERS_FIRST_EDITION;
  /* Each feature root's item, as its index + 1 in @items (0: none yet), so that tens of
   * thousands of meeples cost a look-up each, not a walk of the items. Nothing here calls
   * out of the board and the scoring, so no other settling can run while it is in use. */
  GByteArray *kept = g_private_get (&item_at_bytes);
  if (!kept)
    {
      kept = g_byte_array_new ();
      g_private_set (&item_at_bytes, kept);
    }
  guint size = MAX (ml_board_n_features (board), 1) * sizeof (guint32), was = kept->len;
  if (size > was)
    {
      g_byte_array_set_size (kept, size);
      memset (kept->data + was, 0, size - was);
    }
  guint32 *item_at = (guint32 *) (gpointer) kept->data;

  /* One pass per kind of scoring, in the order of the end of the game; a feature scores
   * once whatever the number of meeples in it, so there is an item at most per meeple:
   * the room is taken once and what is left over given back. */
  guint first = items->len;
  g_array_set_size (items, first + ml_board_n_meeples (board));
  guint used = settle_pass (board, FALSE, item_at, items, first);
  if (!first_edition)
    used = settle_pass (board, TRUE, item_at, items, used);
  g_array_set_size (items, used);
  for (guint i = first; i < used; i++)
    item_at[g_array_index (items, MlScoreItem, i).feat] = 0;
  /* All fields at once, city by city, in the fields' place in the order. */
  if (first_edition)
    ml_score_cities_for_farmers (board, items);

  /* A huge board's index is not kept. */
  if (kept->len > 65536 * sizeof (guint32))
    g_private_replace (&item_at_bytes, NULL);
}

/* ---- explanations ----------------------------------------------------------------- */

char *
ml_names_join (guint mask, guint n_players, const char *const *names)
{
  GString *out = g_string_new (NULL);
  guint total = 0, done = 0;
  n_players = MIN (n_players, ML_MAX_PLAYERS);
  for (guint p = 0; p < n_players; p++)
    total += (mask >> p) & 1;
  for (guint p = 0; p < n_players; p++)
    {
      if (!((mask >> p) & 1))
        continue;
      if (done > 0)
        /* Translators: between the last two of several player names */
        g_string_append (out, done == total - 1 ? _(" and ") : ", ");
      g_string_append (out, names[p]);
      done++;
    }
  return g_string_free (out, FALSE);
}

static char *
tiles_text (guint n)
{
  return g_strdup_printf (ngettext ("%u tile", "%u tiles", n), n);
}

char *
ml_score_item_describe (const MlScoreItem *item)
{
  char *theirs = ml_expansion_modules_describe (item);
  if (theirs)
    return theirs;
  g_autofree char *tiles = tiles_text (item->tiles);
  /* The kinds past the field are the modules', whose describe hooks worded them above. */
  switch ((int) item->kind)
    {
    case ML_SCORE_ROAD:
      return g_strdup_printf (item->complete ? _("Completed road (%s): %u × 1 = %d")
                                             : _("Incomplete road (%s): %u × 1 = %d"),
                              tiles, item->tiles, item->points);
    case ML_SCORE_CITY:
      {
        g_autofree char *shields = g_strdup_printf (ngettext ("%u shield", "%u shields", item->shields), item->shields);
        /* Translators: "Completed city (4 tiles, 2 shields)" */
        g_autofree char *what = g_strdup_printf (item->complete ? _("Completed city (%s, %s)") : _("Incomplete city (%s, %s)"),
                                                 tiles, shields);
        int k = item->complete ? 2 : 1;
        if (k == 2)
          /* Translators: "Completed city (…): 4 × 2 + 2 × 2 = 12": tiles × 2 + shields × 2 */
          return g_strdup_printf (_("%s: %u × 2 + %u × 2 = %d"), what, item->tiles, item->shields, item->points);
        /* Translators: "Incomplete city (…): 4 × 1 + 2 × 1 = 6": tiles × 1 + shields × 1 */
        return g_strdup_printf (_("%s: %u × 1 + %u × 1 = %d"), what, item->tiles, item->shields, item->points);
      }
    case ML_SCORE_MONASTERY:
      {
        g_autofree char *around = g_strdup_printf (ngettext ("%u of the 8 surrounding squares filled",
                                                             "%u of the 8 surrounding squares filled", item->neighbours),
                                                   item->neighbours);
        if (item->complete)
          return g_strdup_printf (_("Completed monastery (%s): %d"), around, item->points);
        return g_strdup_printf (_("Incomplete monastery (%s): 1 + %u = %d"), around, item->neighbours, item->points);
      }
    case ML_SCORE_FIELD:
      if (item->fields > 0)
        {
          g_autofree char *fields = g_strdup_printf (ngettext ("%u field", "%u fields", item->fields), item->fields);
          /* Translators: 1st-edition farmers: "Completed city (3 tiles) for the farmers of 2 fields around it,
           * 1st edition: 4 once, to the most farmers" */
          return g_strdup_printf (_("Completed city (%s) for the farmers of %s around it, 1st edition: %d once, to the most farmers"),
                                  tiles, fields, item->points);
        }
      {
        g_autofree char *cities = g_strdup_printf (ngettext ("borders %u completed city", "borders %u completed cities",
                                                             item->cities), item->cities);
        return g_strdup_printf (_("Field (%s): %u × 3 = %d"), cities, item->cities, item->points);
      }
    default:
      g_return_val_if_reached (g_strdup ("?"));
    }
}

static char *
outcome_text (const MlScoreItem *item, guint n_players, const char *const *names)
{
  guint present = 0, best = 0, n_winners = 0, runner_up = 0;
  n_players = MIN (n_players, ML_MAX_PLAYERS);
  for (guint p = 0; p < n_players; p++)
    {
      present |= item->counts[p] ? 1u << p : 0;
      best = MAX (best, item->counts[p]);
      n_winners += (item->winners >> p) & 1;
    }
  for (guint p = 0; p < n_players; p++)
    if (!((item->winners >> p) & 1))
      runner_up = MAX (runner_up, item->counts[p]);
  if (item->winners == 0)
    return g_strdup (_("Nobody has a meeple in it."));
  g_autofree char *who = ml_names_join (item->winners, n_players, names);
  g_autofree char *points = g_strdup_printf (ngettext ("%d point", "%d points", item->points), item->points);
  /* A module's item not won by meeples: its description said why these players score. */
  if (item->kind == ML_SCORE_MODULE && !item->meeples)
    {
      if (n_winners > 1)
        /* Translators: a module's item shared: "Red and Blue each score 10 points." */
        return g_strdup_printf (_("%s each score %s."), who, points);
      return g_strdup_printf (_("%s scores %s."), who, points);
    }
  if (n_winners > 1)
    {
      /* Translators: goes into "%s tie with %s each …" after "with" */
      g_autofree char *meeples = g_strdup_printf (ngettext ("%u meeple", "%u meeples", best), best);
      /* Translators: "Red and Blue tie with 1 meeple each and each score 12 points." */
      return g_strdup_printf (_("%s tie with %s each and each score %s."), who, meeples, points);
    }
  if (present == item->winners)
    /* Translators: "Red scores 12 points." */
    return g_strdup_printf (_("%s scores %s."), who, points);
  /* Translators: "Red has the majority, 2 meeples to 1, and scores 12 points." */
  return g_strdup_printf (_("%s has the majority, %u meeples to %u, and scores %s."), who, best, runner_up, points);
}

char *
ml_score_item_explain (const MlScoreItem *item, guint n_players, const char *const *names)
{
  g_autofree char *what = ml_score_item_describe (item);
  g_autofree char *outcome = outcome_text (item, n_players, names);
  /* Translators: what the feature is worth, then who scores it */
  return g_strdup_printf (_("%s. %s"), what, outcome);
}
