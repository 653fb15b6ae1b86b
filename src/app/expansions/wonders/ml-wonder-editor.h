/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A laid wonder's own state in the free layout: its owner, the meeples in the Taj Mahal's
 * slots and in the Cothon's port, as a popover on the board; each change is one edit of the
 * document. Also the one-sentence summary of what each wonder does. */
#pragma once

#include <gtk/gtk.h>
#include "ml-document.h"

G_BEGIN_DECLS

#define ML_TYPE_WONDER_EDITOR (ml_wonder_editor_get_type ())
G_DECLARE_FINAL_TYPE (MlWonderEditor, ml_wonder_editor, ML, WONDER_EDITOR, GtkPopover)

MlWonderEditor *ml_wonder_editor_new  (void);
/* Shows board piece @piece of @document (a wonder) and edits it from then on. */
void            ml_wonder_editor_edit (MlWonderEditor *self, MlDocument *document, guint piece);

G_END_DECLS
