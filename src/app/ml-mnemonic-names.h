/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Buttons with a mnemonic named once for screen readers. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives every button under @root (itself included) whose label has a mnemonic ("_Meeples")
 * the label without it as its accessible name, and drops the relation to its own label.
 * GTK 4.8 names such a button by both, the raw label and the label widget's text, so that
 * Orca reads "_Meeples Meeples". Call it once the widgets are built (after the template). */
void ml_mnemonic_names_fix (GtkWidget *root);

G_END_DECLS
