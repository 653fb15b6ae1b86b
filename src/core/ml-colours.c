/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player colours: one table for the files, the menus and the painter. */
#include "config.h"
#include "ml-colours.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const MlPlayerColor colors[] = {
  { "red", N_("Red"), { 0.88, 0.11, 0.14 } },
  { "blue", N_("Blue"), { 0.11, 0.39, 0.85 } },
  { "green", N_("Green"), { 0.15, 0.64, 0.25 } },
  { "yellow", N_("Yellow"), { 0.97, 0.83, 0.13 } },
  { "black", N_("Black"), { 0.12, 0.12, 0.12 } },
  { "gray", N_("Grey"), { 0.60, 0.60, 0.60 } },
  { "pink", N_("Pink"), { 0.96, 0.55, 0.75 } },
  { "purple", N_("Purple"), { 0.57, 0.25, 0.72 } },
  { "orange", N_("Orange"), { 1.00, 0.53, 0.08 } },
  { "white", N_("White"), { 0.97, 0.97, 0.95 } },
  { "brown", N_("Brown"), { 0.55, 0.35, 0.18 } },
};

G_STATIC_ASSERT (G_N_ELEMENTS (colors) >= ML_MAX_PLAYERS);

const MlPlayerColor *
ml_player_colors (guint *n_colors)
{
  if (n_colors)
    *n_colors = G_N_ELEMENTS (colors);
  return colors;
}

int
ml_player_color_find (const char *id)
{
  if (id == NULL)
    return -1;
  /* Both spellings are in files people wrote; the table writes one. */
  if (g_ascii_strcasecmp (id, "grey") == 0)
    id = "gray";
  for (guint i = 0; i < G_N_ELEMENTS (colors); i++)
    if (g_ascii_strcasecmp (id, colors[i].id) == 0)
      return (int) i;
  return -1;
}

const MlPlayerColor *
ml_player_color_default (guint player)
{
  return &colors[player % ML_MAX_PLAYERS];
}

gboolean
ml_color_parse (const char *text, MlColor *color)
{
  g_return_val_if_fail (color != NULL, FALSE);
  int i = ml_player_color_find (text);
  if (i >= 0)
    {
      *color = colors[i].rgb;
      return TRUE;
    }
  if (text == NULL || text[0] != '#' || strlen (text) != 7)
    return FALSE;
  int v[6];
  for (int k = 0; k < 6; k++)
    if ((v[k] = g_ascii_xdigit_value (text[k + 1])) < 0)
      return FALSE;
  color->r = (v[0] * 16 + v[1]) / 255.0;
  color->g = (v[2] * 16 + v[3]) / 255.0;
  color->b = (v[4] * 16 + v[5]) / 255.0;
  return TRUE;
}

void
ml_color_default (guint player, MlColor *color)
{
  *color = ml_player_color_default (player)->rgb;
}

void
ml_color_for_player (const char *text, guint player, MlColor *color)
{
  if (!ml_color_parse (text, color))
    ml_color_default (player, color);
}
