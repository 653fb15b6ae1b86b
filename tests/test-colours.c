/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Player colours: the one table, its two spellings of grey, the defaults and the parsing of
 * a scenario's "color" value. */
#include "config.h"
#include "ml-colours.h"

#include <string.h>

static void
test_table (void)
{
  guint n;
  const MlPlayerColor *colors = ml_player_colors (&n);
  g_assert_cmpuint (n, >=, ML_MAX_PLAYERS);
  for (guint i = 0; i < n; i++)
    {
      g_assert_nonnull (colors[i].id);
      g_assert_nonnull (colors[i].name);
      /* Ids are written in lower case and each is found where it stands. */
      g_autofree char *lower = g_ascii_strdown (colors[i].id, -1);
      g_assert_cmpstr (lower, ==, colors[i].id);
      g_assert_cmpint (ml_player_color_find (colors[i].id), ==, (int) i);
      for (guint j = 0; j < i; j++)
        {
          g_assert_cmpstr (colors[i].id, !=, colors[j].id);
          g_assert_cmpstr (colors[i].name, !=, colors[j].name);
          g_assert_false (memcmp (&colors[i].rgb, &colors[j].rgb, sizeof (MlColor)) == 0);
        }
      g_assert_cmpfloat (colors[i].rgb.r, >=, 0);
      g_assert_cmpfloat (colors[i].rgb.r, <=, 1);
      g_assert_cmpfloat (colors[i].rgb.g, >=, 0);
      g_assert_cmpfloat (colors[i].rgb.g, <=, 1);
      g_assert_cmpfloat (colors[i].rgb.b, >=, 0);
      g_assert_cmpfloat (colors[i].rgb.b, <=, 1);
    }
}

/* Files say "gray" or "grey"; both read as the one colour, written "gray". */
static void
test_grey (void)
{
  int gray = ml_player_color_find ("gray");
  g_assert_cmpint (gray, >=, 0);
  g_assert_cmpint (ml_player_color_find ("grey"), ==, gray);
  g_assert_cmpint (ml_player_color_find ("Grey"), ==, gray);
  g_assert_cmpint (ml_player_color_find ("GRAY"), ==, gray);
  g_assert_cmpstr (ml_player_colors (NULL)[gray].id, ==, "gray");
  MlColor a, b;
  g_assert_true (ml_color_parse ("grey", &a));
  g_assert_true (ml_color_parse ("gray", &b));
  g_assert_true (memcmp (&a, &b, sizeof a) == 0);
  g_assert_cmpint (ml_player_color_find ("greyish"), ==, -1);
  g_assert_cmpint (ml_player_color_find ("#999999"), ==, -1);
  g_assert_cmpint (ml_player_color_find (NULL), ==, -1);
}

/* New players take red, blue, green, yellow, black and grey, then start over. */
static void
test_defaults (void)
{
  static const char *const order[] = { "red", "blue", "green", "yellow", "black", "gray" };
  G_STATIC_ASSERT (G_N_ELEMENTS (order) == ML_MAX_PLAYERS);
  for (guint i = 0; i < 2 * ML_MAX_PLAYERS; i++)
    {
      const MlPlayerColor *d = ml_player_color_default (i);
      g_assert_cmpstr (d->id, ==, order[i % ML_MAX_PLAYERS]);
      MlColor c, named;
      ml_color_default (i, &c);
      g_assert_true (ml_color_parse (order[i % ML_MAX_PLAYERS], &named));
      g_assert_true (memcmp (&c, &named, sizeof c) == 0);
    }
}

static void
test_parse (void)
{
  MlColor c = { -1, -1, -1 };
  g_assert_true (ml_color_parse ("Red", &c));
  g_assert_cmpfloat (c.r, >, 0.7);
  g_assert_cmpfloat (c.g, <, 0.3);
  g_assert_true (ml_color_parse ("#ff8000", &c));
  g_assert_cmpfloat_with_epsilon (c.r, 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (c.g, 128 / 255.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (c.b, 0.0, 1e-9);
  MlColor before = c;
  g_assert_false (ml_color_parse ("mauve", &c));
  g_assert_false (ml_color_parse ("#12345", &c));
  g_assert_false (ml_color_parse ("#12345g", &c));
  g_assert_false (ml_color_parse (NULL, &c));
  g_assert_true (memcmp (&before, &c, sizeof c) == 0);

  /* An unknown or missing colour falls back to the player's default. */
  MlColor blue, fallback;
  g_assert_true (ml_color_parse ("blue", &blue));
  ml_color_for_player ("mauve", 1, &fallback);
  g_assert_true (memcmp (&blue, &fallback, sizeof blue) == 0);
  ml_color_for_player (NULL, 7, &fallback);
  g_assert_true (memcmp (&blue, &fallback, sizeof blue) == 0);
  ml_color_for_player ("#ff8000", 1, &fallback);
  g_assert_cmpfloat_with_epsilon (fallback.r, 1.0, 1e-9);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/colours/table", test_table);
  g_test_add_func ("/colours/grey", test_grey);
  g_test_add_func ("/colours/defaults", test_defaults);
  g_test_add_func ("/colours/parse", test_parse);
  return g_test_run ();
}
