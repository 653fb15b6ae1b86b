/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Image export: the whole board drawn once into a PNG, SVG or PDF held in memory, then
 * written over the file in one atomic step. */
#include "config.h"
#include "ml-export.h"
#include "ml-painter-private.h"
#include "ml-file.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <gio/gio.h>
#include <math.h>
#include <string.h>

/* Cairo's image surfaces stop at 32767 pixels a side. */
#define MAX_SIDE 32767

void
ml_export_options_init (MlExportOptions *options)
{
  g_return_if_fail (options != NULL);
  options->tile_size = ML_EXPORT_TILE_SIZE;
  options->editing_marks = FALSE;
}

static const char *const endings[] = { ".png", ".svg", ".pdf" };
G_STATIC_ASSERT (G_N_ELEMENTS (endings) == ML_EXPORT_PDF + 1);

char *
ml_export_default_path (const char *scenario_path, MlExportFormat format)
{
  g_return_val_if_fail (scenario_path != NULL && format <= ML_EXPORT_PDF, NULL);
  g_autofree char *dir = g_path_get_dirname (scenario_path);
  g_autofree char *base = g_path_get_basename (scenario_path);
  /* Only the last ending goes: "a.b.json" becomes "a.b.png". */
  char *dot = strrchr (base, '.');
  if (dot && dot != base)
    *dot = '\0';
  g_autofree char *name = g_strconcat (base, endings[format], NULL);
  /* A bare name stays bare: the caller's folder is the scenario's. */
  if (g_strcmp0 (dir, ".") == 0 && !g_str_has_prefix (scenario_path, "./"))
    return g_steal_pointer (&name);
  return g_build_filename (dir, name, NULL);
}

gboolean
ml_export_format_for_path (const char *path, MlExportFormat *format)
{
  g_return_val_if_fail (path != NULL, FALSE);
  gsize len = strlen (path);
  for (guint i = 0; i < G_N_ELEMENTS (endings); i++)
    if (len > 4 && g_ascii_strcasecmp (path + len - 4, endings[i]) == 0)
      {
        if (format)
          *format = (MlExportFormat) i;
        return TRUE;
      }
  return FALSE;
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
draw (cairo_surface_t *surface, MlBoard *board, const MlPaintOptions *options,
      const MlViewport *viewport)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  ml_painter_set_vector (painter, TRUE);
  cairo_t *cr = cairo_create (surface);
  ml_painter_draw_board (painter, cr, board, viewport, options);
  cairo_destroy (cr);
}

gboolean
ml_export_board (MlBoard *board, const MlPaintOptions *paint, MlExportFormat format,
                 const MlExportOptions *export_options, const char *path, GError **error)
{
  g_return_val_if_fail (board != NULL && path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  MlExportOptions defaults;
  if (export_options == NULL)
    {
      ml_export_options_init (&defaults);
      export_options = &defaults;
    }
  MlPaintOptions plain;
  if (paint)
    plain = *paint;
  else
    ml_paint_options_init (&plain);
  if (!export_options->editing_marks)
    {
      plain.open_edges = plain.problems = plain.grid = FALSE;
      plain.legal = NULL;
      plain.n_legal = 0;
      plain.ghost = NULL;
    }
  const MlPaintOptions *options = &plain;
  double scale = export_options->tile_size;
  if (!(scale > 0))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "Cannot export at a scale of %g", scale);
      return FALSE;
    }
  int x0, y0, x1, y1;
  ml_board_bounds (board, &x0, &y0, &x1, &y1);
  if (x1 < x0)
    x0 = y0 = x1 = y1 = 0;
  /* Half a square of margin all round. */
  double width = (x1 - x0 + 2) * scale, height = (y1 - y0 + 2) * scale;
  int pw = (int) ceil (width), ph = (int) ceil (height);
  MlViewport viewport = {
    scale, (0.5 - x0) * scale, (0.5 - y0) * scale, pw, ph,
  };

  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  switch (format)
    {
    case ML_EXPORT_PNG:
      if (pw > MAX_SIDE || ph > MAX_SIDE)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "The image would be %d × %d pixels, larger than PNG export allows; choose a smaller scale",
                       pw, ph);
          return FALSE;
        }
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
      draw (surface, board, options, &viewport);
      status = cairo_surface_write_to_png_stream (surface, append_bytes, bytes);
      break;
    case ML_EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (append_bytes, bytes, width, height);
      draw (surface, board, options, &viewport);
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
      break;
    case ML_EXPORT_PDF:
      surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes, width, height);
      draw (surface, board, options, &viewport);
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
      break;
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "Unknown image format %d", format);
      return FALSE;
    }
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Cannot draw the image: %s",
                   cairo_status_to_string (status));
      return FALSE;
    }
  return ml_file_replace (path, (const char *) bytes->data, bytes->len, error);
}
