/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the painter shares with the exporter only. */
#pragma once

#include "ml-painter.h"

G_BEGIN_DECLS

/* Draws every face with vector paths instead of cached images: for image export, where one
 * frame is drawn once at a scale of its own and should be as sharp as can be. Vector
 * targets (PDF, SVG, PostScript) are always drawn so. */
void ml_painter_set_vector (MlPainter *self, gboolean vector);

G_END_DECLS
