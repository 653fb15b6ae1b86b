/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Checked readers of one member of a JSON object, shared by the scenario reader and the
 * game record's: each either stores the value or sets an ML_SCENARIO_ERROR that names the
 * file and the member's JSON path. Absent optional members leave *out alone. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

typedef struct _MlFieldCtx MlFieldCtx;
struct _MlFieldCtx {
  const char *name;   /* the file, as messages show it */
  GError **error;
};

/* Sets "NAME: PATH: message"; returns FALSE so a check can end with it. */
gboolean ml_field_invalid (MlFieldCtx *ctx, const char *path, const char *format, ...) G_GNUC_PRINTF (3, 4);

gboolean ml_field_string (MlFieldCtx *ctx, JsonObject *obj, const char *key, const char *path,
                          gboolean required, char **out);
gboolean ml_field_bool (MlFieldCtx *ctx, JsonObject *obj, const char *key, const char *path,
                        gboolean *out);
gboolean ml_field_int (MlFieldCtx *ctx, JsonObject *obj, const char *key, const char *path,
                       gboolean required, gint64 min, gint64 max, gint64 *out);
/* @obj's "rotation" (0, 90, 180 or 270 degrees; absent is 0) in quarter turns. */
gboolean ml_field_rotation (MlFieldCtx *ctx, JsonObject *obj, const char *path, int *quarters);
/* Refuses a member of @obj that @known (NULL-terminated) does not list. */
gboolean ml_field_only_known (MlFieldCtx *ctx, JsonObject *obj, const char *path,
                              const char *const *known);
