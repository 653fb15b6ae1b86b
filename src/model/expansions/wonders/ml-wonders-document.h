/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The document's edits of a wonder laid on the board (ml-wonders-document.c). */
#pragma once

#include "ml-document.h"

G_BEGIN_DECLS

/* A laid wonder's owner (a player or -1), the meeples in its slots besides the marker's
 * (Taj Mahal: each slot up to @slots must be usable) and in its port (the Cothon, 0 to 99).
 * Without an owner there are no slots and no port meeples. The wonder leaves the old owner's
 * wonders and the ones still to take, and joins the new owner's; refused when that player
 * already holds two others. */
gboolean ml_document_set_wonder    (MlDocument *self, guint piece, int owner, guint slots, guint port, GError **error);

G_END_DECLS
