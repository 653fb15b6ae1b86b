/* The whole board as an image file: PNG, SVG or PDF, drawn by the painter. */
#pragma once

#include "ml-painter.h"

G_BEGIN_DECLS

typedef enum {
  ML_EXPORT_PNG,
  ML_EXPORT_SVG,
  ML_EXPORT_PDF,
} MlExportFormat;

/* The format named by a file name's ending (.png, .svg, .pdf), FALSE for another ending. */
gboolean ml_export_format_for_path (const char *path, MlExportFormat *format);

/* Writes the whole board with @scale device units per square (a margin of half a square
 * around it) to @path, replacing it atomically. */
gboolean ml_export_board (MlBoard *board, const MlPaintOptions *options, MlExportFormat format,
                          double scale, const char *path, GError **error);

G_END_DECLS
