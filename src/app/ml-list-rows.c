/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rows kept by what they show (ml-list-rows.h). */
#include "config.h"
#include "ml-list-rows.h"

/* The rows whose keys are still wanted stay, as many of each key as are wanted, in their
 * order; the others go. The wanted keys are then walked in their order: one that a kept row
 * shows takes the next kept row (shown anew in the rare case that rows of equal keys swapped
 * places), one that none shows gets a new row at its place. An edit that adds, removes or
 * changes an item so touches that item's row only: labels that are not set again keep their
 * measured sizes, and a frame lays out only what changed. */
void
ml_list_rows_follow (GtkListBox *list, const MlListRowsKind *kind, const gconstpointer *keys, guint n)
{
  /* For each distinct key wanted: how many of it no kept row shows yet (left), and how many
   * kept rows show it and wait for their place (kept). */
  g_autoptr (GHashTable) slots = g_hash_table_new (kind->hash, kind->equal);
  g_autofree guint *left = g_new0 (guint, MAX (n, 1));
  g_autofree guint *kept = g_new0 (guint, MAX (n, 1));
  g_autofree guint *slot_of = g_new (guint, MAX (n, 1));
  guint n_slots = 0;
  for (guint j = 0; j < n; j++)
    {
      gconstpointer key = keys[j];
      gpointer slot;
      if (!g_hash_table_lookup_extended (slots, key, NULL, &slot))
        {
          slot = GUINT_TO_POINTER (n_slots++);
          g_hash_table_insert (slots, (gpointer) key, slot);
        }
      slot_of[j] = GPOINTER_TO_UINT (slot);
      left[slot_of[j]]++;
    }

  GtkListBoxRow *row;
  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i));)
    {
      gconstpointer shown = kind->shown (GTK_WIDGET (row));
      gpointer slot;
      if (shown && g_hash_table_lookup_extended (slots, shown, NULL, &slot) && left[GPOINTER_TO_UINT (slot)] > 0)
        {
          left[GPOINTER_TO_UINT (slot)]--;
          kept[GPOINTER_TO_UINT (slot)]++;
          i++;
        }
      else
        gtk_list_box_remove (list, GTK_WIDGET (row));
    }

  /* Rows 0 to j - 1 show keys 0 to j - 1; the rows from j on are the kept ones still to
   * place, as many as the wanted keys from j on that kept rows show. */
  for (guint j = 0; j < n; j++)
    {
      gconstpointer key = keys[j];
      if (kept[slot_of[j]] > 0)
        {
          kept[slot_of[j]]--;
          GtkWidget *at = GTK_WIDGET (gtk_list_box_get_row_at_index (list, (int) j));
          if (!kind->equal (kind->shown (at), key))
            kind->show (at, key);
        }
      else
        {
          GtkWidget *made = kind->make ();
          kind->show (made, key);
          gtk_list_box_insert (list, made, (int) j);
        }
    }
}
