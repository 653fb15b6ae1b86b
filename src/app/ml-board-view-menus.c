/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board view's popovers in free layout: a module's editor of a laid piece of its own (a
 * wonder's owner, slots and port), from the app's registry of expansions, and the menu of a
 * plain piece (turn right, turn left, delete), whose actions act on the selection. */
#include "config.h"
#include "ml-board-view-private.h"

#include <glib/gi18n.h>

/* Opens its module's editor on the piece at square (x, y), pointing at (px, py), when a
 * module edits it. */
static gboolean
edit_piece_at (MlBoardView *self, int x, int y, double px, double py)
{
  MlGame *game = game_of (self);
  int at = game ? ml_board_piece_at (game->board, x, y, NULL) : ML_NO_PIECE;
  const MlAppExpansion *row = at == ML_NO_PIECE || self->turn_mode ? NULL
                              : ml_app_expansions_editor_for (ml_board_piece (game->board, (guint) at)->tile);
  if (row == NULL)
    return FALSE;
  if (self->editor && self->editor_of != row)
    g_clear_pointer (&self->editor, gtk_widget_unparent);
  if (self->editor == NULL)
    {
      self->editor = row->new_editor ();
      self->editor_of = row;
      gtk_widget_set_parent (self->editor, GTK_WIDGET (self));
    }
  row->edit (self->editor, self->document, (guint) at);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->editor), &(GdkRectangle) { (int) px, (int) py, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->editor));
  return TRUE;
}

/* Opens the menu of the plain piece at square (x, y), selected, pointing at (px, py). */
static gboolean
piece_menu_at (MlBoardView *self, int x, int y, double px, double py)
{
  MlGame *game = game_of (self);
  if (game == NULL || self->turn_mode || ml_board_piece_at (game->board, x, y, NULL) == ML_NO_PIECE)
    return FALSE;
  _ml_board_view_select_square (self, x, y);
  if (self->piece_menu == NULL)
    {
      g_autoptr (GMenu) menu = g_menu_new ();
      g_menu_append (menu, _("Turn right"), "board.turn-piece(1)");
      g_menu_append (menu, _("Turn left"), "board.turn-piece(-1)");
      g_menu_append (menu, _("Delete"), "board.delete-piece");
      self->piece_menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (menu));
      gtk_popover_set_has_arrow (GTK_POPOVER (self->piece_menu), FALSE);
      gtk_widget_set_halign (self->piece_menu, GTK_ALIGN_START);
      gtk_widget_set_parent (self->piece_menu, GTK_WIDGET (self));
    }
  gtk_popover_set_pointing_to (GTK_POPOVER (self->piece_menu), &(GdkRectangle) { (int) px, (int) py, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->piece_menu));
  return TRUE;
}

/* A module's piece opens its editor; a plain piece its menu. */
gboolean
_ml_board_view_context_at (MlBoardView *self, int x, int y, double px, double py)
{
  return edit_piece_at (self, x, y, px, py) || piece_menu_at (self, x, y, px, py);
}

gboolean
ml_board_view_open_context (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  int x, y;
  if (!_ml_board_view_target_square (self, &x, &y))
    return FALSE;
  double s = self->viewport.scale;
  return _ml_board_view_context_at (self, x, y, self->viewport.origin_x + (x + 0.5) * s,
                                    self->viewport.origin_y + (y + 0.5) * s);
}

/* ---- the piece menu's actions: on the selection ---------------------------------- */

static void
turn_piece_action (GtkWidget *widget, const char *name, GVariant *param)
{
  MlBoardView *self = ML_BOARD_VIEW (widget);
  MlGame *game = game_of (self);
  int at = game && self->has_selection ? ml_board_piece_at (game->board, self->selection_x, self->selection_y, NULL)
                                       : ML_NO_PIECE;
  if (at == ML_NO_PIECE || self->turn_mode)
    return;
  const MlPiece *piece = ml_board_piece (game->board, (guint) at);
  int turn = ((g_variant_get_int32 (param) % 4) + 4) % 4;
  g_autoptr (GError) error = NULL;
  gboolean done = ml_document_move_piece (self->document, (guint) at, piece->x, piece->y, (piece->rot + turn) % 4, &error);
  _ml_board_view_refuse_error (self, done, &error);
}

static void
delete_piece_action (GtkWidget *widget, const char *name, GVariant *param)
{
  ml_board_view_delete_selected (ML_BOARD_VIEW (widget));
}

void
_ml_board_view_class_menus_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.turn-piece", "i", turn_piece_action);
  gtk_widget_class_install_action (widget_class, "board.delete-piece", NULL, delete_piece_action);
}
