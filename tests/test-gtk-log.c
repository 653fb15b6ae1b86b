/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "test-gtk-log.h"

#include <glib.h>
#include <string.h>

static unsigned tolerated;

static const char *
field (const GLogField *fields, gsize n_fields, const char *key)
{
  for (gsize i = 0; i < n_fields; i++)
    if (strcmp (fields[i].key, key) == 0 && fields[i].length < 0)
      return fields[i].value;
  return NULL;
}

static gboolean
is_layout_race (GLogLevelFlags level, const GLogField *fields, gsize n_fields)
{
  if ((level & G_LOG_LEVEL_MASK) != G_LOG_LEVEL_WARNING)
    return FALSE;
  const char *domain = field (fields, n_fields, "GLIB_DOMAIN");
  const char *message = field (fields, n_fields, "MESSAGE");
  return g_strcmp0 (domain, "Gtk") == 0 && message != NULL && g_str_has_prefix (message, "Trying to snapshot ")
         && strstr (message, " without a current allocation") != NULL;
}

static GLogWriterOutput
write_log (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer user_data)
{
  if (is_layout_race (level, fields, n_fields))
    {
      tolerated++;
      /* Said as a message, which nothing makes fatal. */
      return g_log_writer_standard_streams (G_LOG_LEVEL_MESSAGE, fields, n_fields, user_data);
    }
  return g_log_writer_default (level, fields, n_fields, user_data);
}

void
tu_gtk_log_init (void)
{
  g_log_set_writer_func (write_log, NULL, NULL);
}

unsigned
tu_gtk_log_tolerated (void)
{
  return tolerated;
}
