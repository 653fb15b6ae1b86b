/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Lists that follow the document keep their rows: row @i is reused, or made with @make when
 * the list is shorter, and the rows past the last one needed go. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

static inline GtkWidget *
ml_list_rows_nth (GtkListBox *list, guint i, GtkWidget *(*make) (void))
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) i);
  if (row)
    return GTK_WIDGET (row);
  GtkWidget *made = make ();
  gtk_list_box_append (list, made);
  return made;
}

static inline void
ml_list_rows_trim (GtkListBox *list, guint n)
{
  GtkListBoxRow *extra;
  while ((extra = gtk_list_box_get_row_at_index (list, (int) n)))
    gtk_list_box_remove (list, GTK_WIDGET (extra));
}

G_END_DECLS
