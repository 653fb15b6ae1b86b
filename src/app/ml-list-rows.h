/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Lists that follow the document keep their rows. By place: row @i is reused, or made with
 * @make when the list is shorter, and the rows past the last one needed go. By what they
 * show: ml_list_rows_follow() keeps the rows whose key is still wanted where they are, and
 * makes, drops or shows anew only the others, so that an edit which changes one item of a
 * hundred lays out one row, not the fifty that come after it. */
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

/* What a list's rows show, and how to compare it: a key is what a row shows in full (its
 * texts, say), so that two rows of equal keys look the same. */
typedef struct {
  GtkWidget *(*make) (void);
  /* The key @row shows, or NULL for a row that shows none yet. */
  gconstpointer (*shown) (GtkWidget *row);
  /* Makes @row show @key (a copy of it: @key lives only for the call). */
  void (*show) (GtkWidget *row, gconstpointer key);
  GHashFunc hash;
  GEqualFunc equal;
} MlListRowsKind;

/* Makes @list show the @n keys of @keys, in their order. */
void ml_list_rows_follow (GtkListBox *list, const MlListRowsKind *kind, const gconstpointer *keys, guint n);

G_END_DECLS
