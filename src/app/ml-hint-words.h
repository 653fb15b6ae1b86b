/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hints in words a teacher can say aloud: numbers as the interface's language writes
 * them ("17,4" in French, a true minus sign) and what a move's margin means ("Blue would
 * end about 1.6 points ahead (±1.1)"). The hints panel and the board view share them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @value with @decimals digits after the interface language's decimal separator; with
 * @sign, a "+" before a positive value; a negative one always has a true minus (U+2212). */
char *ml_hint_number  (double value, int decimals, gboolean sign);
/* What a margin of @mean ± @half means for @name: "Blue would end about 1.6 points ahead
 * (±1.1)", "… behind …", or "… about level …" when it rounds to nothing. */
char *ml_hint_outcome (const char *name, double mean, double half);
/* With more than two players, the strongest other one's margin @margin, appended to the
 * mover's: "; of the others, Red does best: about 2.1 points behind". */
char *ml_hint_other   (const char *name, double margin);
/* A near-tie: "The first 3 moves are worth the same, within 0.2 points." */
char *ml_hint_tie     (guint n_tied, double within);

G_END_DECLS
