/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The whole board as an image file: PNG, SVG or PDF, drawn by the painter. */
#pragma once

#include "ml-painter.h"

G_BEGIN_DECLS

typedef enum {
  ML_EXPORT_PNG,
  ML_EXPORT_SVG,
  ML_EXPORT_PDF,
} MlExportFormat;

/* Pixels a square in a PNG (points in SVG and PDF) unless told otherwise. */
#define ML_EXPORT_TILE_SIZE 256

typedef struct {
  double tile_size;            /* pixels a square for PNG, points for SVG and PDF */
  gboolean editing_marks;      /* keep the open-end tabs, mismatch bars, grid, legal spots and
                                * the tile in hand, which an image for others leaves out */
} MlExportOptions;

/* The defaults: ML_EXPORT_TILE_SIZE a square, no editing marks. */
void ml_export_options_init (MlExportOptions *options);

/* The format named by a file name's ending (.png, .svg, .pdf), FALSE for another ending. */
gboolean ml_export_format_for_path (const char *path, MlExportFormat *format);

/* The image file a scenario at @scenario_path is exported to by default: beside it, named
 * after it, with the ending of @format ("lessons/trap.json" → "lessons/trap.png"). */
char *ml_export_default_path (const char *scenario_path, MlExportFormat format);

/* Writes the whole board (a margin of half a square around it) to @path, replacing it
 * atomically, drawn with @paint (the overlay, highlight, dark style and players' colours
 * of the view; NULL for the painter's defaults) and @export_options (NULL for the
 * defaults). */
gboolean ml_export_board (MlBoard *board, const MlPaintOptions *paint, MlExportFormat format,
                          const MlExportOptions *export_options, const char *path, GError **error);

G_END_DECLS
