/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Buttons with a mnemonic named once for screen readers: their label without the underline
 * as the name, and no "labelled by" the label inside them, which would repeat it. */
#include "config.h"
#include "ml-mnemonic-names.h"

#include <string.h>

/* @label without its mnemonic underlines: "_Meeples" → "Meeples", "a__b" → "a_b". */
static char *
without_mnemonic (const char *label)
{
  GString *out = g_string_sized_new (strlen (label));
  for (const char *c = label; *c; c++)
    {
      if (*c == '_')
        {
          if (c[1] != '_')
            continue;
          c++;
        }
      g_string_append_c (out, *c);
    }
  return g_string_free (out, FALSE);
}

static void
name_button (GtkButton *button)
{
  const char *label = gtk_button_get_label (button);
  if (label == NULL || !gtk_button_get_use_underline (button))
    return;
  g_autofree char *name = without_mnemonic (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
ml_mnemonic_names_fix (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_BUTTON (root))
    name_button (GTK_BUTTON (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    ml_mnemonic_names_fix (child);
}
