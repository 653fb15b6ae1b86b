/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hints in words a teacher can say aloud (ml-hint-words.h). */
#include "config.h"
#include "ml-hint-words.h"

#include <glib/gi18n.h>
#include <math.h>

#define MINUS "\u2212"

char *
ml_hint_number (double value, int decimals, gboolean sign)
{
  /* The number follows the language of the words around it, not LC_NUMERIC: a French
   * sentence says "1,6" even where the numeric locale is C (LANGUAGE=fr alone). */
  /* TRANSLATORS: the decimal separator of numbers in the hints ("1.6" in English) */
  const char *separator = C_("decimal separator", ".");
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  decimals = CLAMP (decimals, 0, 6);
  g_autofree char *format = g_strdup_printf ("%%.%df", decimals);
  g_ascii_formatd (buffer, sizeof buffer, format, fabs (value));
  /* A value that rounds to zero has no sign: "0.0", never "-0.0". */
  gboolean nothing = g_ascii_strtod (buffer, NULL) == 0;
  g_auto (GStrv) parts = g_strsplit (buffer, ".", 2);
  g_autofree char *digits = g_strjoinv (separator, parts);
  const char *prefix = nothing ? "" : value < 0 ? MINUS : sign ? "+" : "";
  return g_strconcat (prefix, digits, NULL);
}

/* The count that chooses the plural of "points" for a number with decimals: its whole part
 * (French says "1,6 point" but "2,5 points"; English writes "points" in both forms). */
static gulong
plural_count (double rounded)
{
  return (gulong) MIN (floor (fabs (rounded)), G_MAXINT);
}

char *
ml_hint_outcome (const char *name, double mean, double half)
{
  g_autofree char *size = ml_hint_number (fabs (mean), 1, FALSE), *spread = ml_hint_number (half, 1, FALSE);
  double rounded = round (fabs (mean) * 10) / 10;
  if (rounded == 0)
    /* TRANSLATORS: a move's expected final margin, when it rounds to nothing: the player's
     * name, and half the 95 % confidence interval in points ("1.1") */
    return g_strdup_printf (_("%s would end about level (±%s)"), name, spread);
  if (mean > 0)
    /* TRANSLATORS: a move's expected final margin: the player's name, the points ahead of
     * the best other player ("1.6", a number with decimals: the plural is chosen by its
     * whole part) and half the 95 % confidence interval. Said aloud by a teacher. */
    return g_strdup_printf (ngettext ("%s would end about %s points ahead (±%s)",
                                      "%s would end about %s points ahead (±%s)", plural_count (rounded)),
                            name, size, spread);
  /* TRANSLATORS: a move's expected final margin: the player's name, the points behind the
   * best other player ("1.6", a number with decimals: the plural is chosen by its whole
   * part) and half the 95 % confidence interval. Said aloud by a teacher. */
  return g_strdup_printf (ngettext ("%s would end about %s points behind (±%s)",
                                    "%s would end about %s points behind (±%s)", plural_count (rounded)),
                          name, size, spread);
}

char *
ml_hint_other (const char *name, double margin)
{
  g_autofree char *size = ml_hint_number (fabs (margin), 1, FALSE);
  double rounded = round (fabs (margin) * 10) / 10;
  if (rounded == 0)
    /* TRANSLATORS: appended to a suggested move, more than two players: the strongest other
     * player's expected final margin, when it rounds to nothing */
    return g_strdup_printf (_("; of the others, %s does best: about level"), name);
  if (margin > 0)
    /* TRANSLATORS: appended to a suggested move, more than two players: the strongest other
     * player and the points that player would end ahead of all others ("1.6") */
    return g_strdup_printf (ngettext ("; of the others, %s does best: about %s points ahead",
                                      "; of the others, %s does best: about %s points ahead", plural_count (rounded)),
                            name, size);
  /* TRANSLATORS: appended to a suggested move, more than two players: the strongest other
   * player and the points that player would end behind the leader ("1.6") */
  return g_strdup_printf (ngettext ("; of the others, %s does best: about %s points behind",
                                    "; of the others, %s does best: about %s points behind", plural_count (rounded)),
                          name, size);
}

char *
ml_hint_tie (guint n_tied, double within)
{
  g_autofree char *points = ml_hint_number (within, 1, FALSE);
  /* TRANSLATORS: below the suggested moves: how many leading moves (2 or more) the
   * continuations could not tell apart, and the points within which they are equal ("0.2") */
  return g_strdup_printf (ngettext ("The first %u moves are worth the same, within %s points.",
                                    "The first %u moves are worth the same, within %s points.", n_tied),
                          n_tied, points);
}
