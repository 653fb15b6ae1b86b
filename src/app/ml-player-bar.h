/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player bar: one button per player of the document, the chosen one being the player
 * whose meeples go down; the figure they lay; a popover to rename, recolour and rescore the chosen player; and
 * buttons to add and remove players (the window's win.add-player and win.remove-player). */
#pragma once

#include <gtk/gtk.h>
#include "ml-document.h"

G_BEGIN_DECLS

#define ML_TYPE_PLAYER_BAR (ml_player_bar_get_type ())
G_DECLARE_FINAL_TYPE (MlPlayerBar, ml_player_bar, ML, PLAYER_BAR, GtkWidget)

MlPlayerBar *ml_player_bar_new          (void);
/* Follows @document: the buttons are made again when players come, go or are renamed.
 * NULL for none (no buttons). */
void         ml_player_bar_set_document (MlPlayerBar *self, MlDocument *document);
MlDocument  *ml_player_bar_get_document (MlPlayerBar *self);
/* The chosen player, from 0; it stays below the number of players as they go: a larger
 * value is taken as the last player. */
guint        ml_player_bar_get_player   (MlPlayerBar *self);
void         ml_player_bar_set_player   (MlPlayerBar *self, guint player);
/* The figure (ml-figures.h) a click lays: the ordinary meeple or one the document's
 * expansions bring, chosen in a list shown only when there are several. Setting one the
 * list does not offer chooses the meeple and returns FALSE. */
guint        ml_player_bar_get_figure   (MlPlayerBar *self);
gboolean     ml_player_bar_set_figure   (MlPlayerBar *self, guint figure);

/* Properties: "document", "player" (the chosen player; notified only on change), "figure".
 * Signals: "refused" (const char *message): an edit of the chosen player was refused, and why. */

G_END_DECLS
