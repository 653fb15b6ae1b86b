/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-number.h"

#include <glib/gi18n-lib.h>
#include <string.h>

char *
ml_number_format (double value, guint decimals)
{
  /* Translators: the separator between groups of three digits, as in 28,400 (fr, sk: no-break space). */
  const char *group = C_("number", ",");
  /* Translators: the decimal mark, as in 0.705 (French and Slovak: a comma). */
  const char *mark = C_("number", ".");

  /* Written with '.' whatever the C library's locale, then split into its parts. */
  char plain[G_ASCII_DTOSTR_BUF_SIZE + 32];
  char format[16];
  g_snprintf (format, sizeof format, "%%.%uf", MIN (decimals, 9u));
  g_ascii_formatd (plain, sizeof plain, format, value);

  GString *out = g_string_new (NULL);
  const char *digits = plain;
  if (*digits == '-')
    g_string_append_c (out, *digits++);
  const char *point = strchr (digits, '.');
  size_t n_int = point ? (size_t) (point - digits) : strlen (digits);
  for (size_t i = 0; i < n_int; i++)
    {
      if (i > 0 && n_int >= 4 && (n_int - i) % 3 == 0)
        g_string_append (out, group);
      g_string_append_c (out, digits[i]);
    }
  if (point)
    {
      g_string_append (out, mark);
      g_string_append (out, point + 1);
    }
  return g_string_free (out, FALSE);
}
