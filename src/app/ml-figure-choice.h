/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The figures a player may choose to lay, read from the core's table (ml-figures.h) and
 * never by name: which ones a game's expansions bring, a drop-down listing them by their
 * translated names, and the words for the figures of their own a player has left. */
#pragma once

#include <gtk/gtk.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* The figures @expansions allow, the ordinary meeple first, into @out (ML_MAX_FIGURES
 * long); returns how many. */
guint  ml_figure_choice_enabled (guint expansions, guint *out);
/* Lists @n figures @figures in @list by name (the entry chosen before kept when it is still
 * listed, else the first) and shows @list only when there is more than one to choose. */
void   ml_figure_choice_fill    (GtkDropDown *list, const guint *figures, guint n);
/* The figure chosen in @list as filled by ml_figure_choice_fill(), or the ordinary meeple. */
guint  ml_figure_choice_chosen  (GtkDropDown *list);
/* Figure @figure's translated name with a capital, "Claustral prior", for a list entry. */
char  *ml_figure_choice_name    (guint figure);
/* "Large meeples: 1", one line per figure of its own (per_player) that @game's
 * expansions give @player, with how many @player has left; "" with none. */
char  *ml_figure_choice_left    (const MlGame *game, int player);

G_END_DECLS
