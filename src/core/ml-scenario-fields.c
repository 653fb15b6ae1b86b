/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-scenario-fields.h"
#include "ml-scenario.h"
#include "ml-json.h"
#include "ml-limits.h"
#include "ml-location.h"

#include <glib/gi18n-lib.h>

gboolean
ml_field_invalid (MlFieldCtx *ctx, const char *path, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (ctx->error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID, "%s: %s: %s", ctx->name, path, msg);
  return FALSE;
}

gboolean
ml_field_string (MlFieldCtx *ctx, JsonObject *obj, const char *key, const char *path, gboolean required, char **out)
{
  JsonNode *node = ml_json_member (obj, key);
  if (node == NULL)
    return required ? ml_field_invalid (ctx, path, _("\"%s\" is missing"), key) : TRUE;
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return ml_field_invalid (ctx, where, _("must be a string"));
  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

gboolean
ml_field_bool (MlFieldCtx *ctx, JsonObject *obj, const char *key, const char *path, gboolean *out)
{
  JsonNode *node = ml_json_member (obj, key);
  if (node == NULL)
    return TRUE;
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return ml_field_invalid (ctx, where, _("must be true or false"));
  *out = json_node_get_boolean (node);
  return TRUE;
}

gboolean
ml_field_int (MlFieldCtx *ctx, JsonObject *obj, const char *key, const char *path, gboolean required,
         gint64 min, gint64 max, gint64 *out)
{
  JsonNode *node = ml_json_member (obj, key);
  if (node == NULL)
    return required ? ml_field_invalid (ctx, path, _("\"%s\" is missing"), key) : TRUE;
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE)
        return ml_field_invalid (ctx, where, _("must be a whole number from %lld to %lld"), (long long) min, (long long) max);
      return ml_field_invalid (ctx, where, _("must be a number"));
    }
  gint64 v = json_node_get_int (node);
  if (v < min || v > max)
    return ml_field_invalid (ctx, where, _("%lld is out of range (%lld to %lld)"),
                    (long long) v, (long long) min, (long long) max);
  *out = v;
  return TRUE;
}

gboolean
ml_field_rotation (MlFieldCtx *ctx, JsonObject *obj, const char *path, int *quarters)
{
  JsonNode *node = ml_json_member (obj, "rotation");
  *quarters = 0;
  if (node == NULL)
    return TRUE;
  g_autofree char *where = g_strdup_printf ("%s.rotation", path);
  /* 9e1 or 90.0 is a number, but not as a rotation is written. */
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return ml_field_invalid (ctx, where, _("must be 0, 90, 180 or 270, written as a whole number"));
  gint64 degrees = json_node_get_int (node);
  if (!ml_rotation_from_degrees (degrees, quarters))
    return ml_field_invalid (ctx, where, _("%lld is not a rotation: use 0, 90, 180 or 270"), (long long) degrees);
  return TRUE;
}

gboolean
ml_field_only_known (MlFieldCtx *ctx, JsonObject *obj, const char *path, const char *const *known)
{
  g_autoptr (GList) keys = ml_json_members (obj);
  for (GList *k = keys; k; k = k->next)
    if (!g_strv_contains (known, k->data))
      {
        g_autofree char *shown = ml_json_printable (k->data, ML_MAX_SHOWN_CHARS);
        return ml_field_invalid (ctx, path, _("unknown member \"%s\""), shown);
      }
  return TRUE;
}

