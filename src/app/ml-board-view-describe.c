/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board view in words: the square and the feature under the pointer or the keyboard
 * cursor, for the status line and screen readers. */
#include "config.h"
#include "ml-board-view-private.h"
#include "ml-valuation.h"

#include <glib/gi18n.h>

static char *
describe_feature (MlBoardView *self, guint feat)
{
  MlGame *game = game_of (self);
  MlBoard *board = game->board;
  MlFeatureInfo info;
  ml_board_feature_info (board, feat, &info);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);

  GString *out = g_string_new (NULL);
  switch (info.kind)
    {
    case ML_FEATURE_ROAD:
    case ML_FEATURE_CITY:
    case ML_FEATURE_MONASTERY:
      {
        MlScoreItem item;
        ml_valuation_feature (game, feat, &item);
        g_autofree char *what = ml_score_item_describe (&item);
        g_string_append (out, what);
        if (info.kind != ML_FEATURE_MONASTERY && !info.complete)
          g_string_append_printf (out, ngettext (" — %u open end", " — %u open ends", info.open), info.open);
        break;
      }
    case ML_FEATURE_FIELD:
      {
        MlScoreItem item;
        ml_valuation_field (game, feat, &item);
        g_autofree char *what = NULL;
        if (game->readings.answer[ML_READING_FARMERS] == ML_FARMERS_FIRST_EDITION)
          /* Translators: a field under the 1st-edition reading of farmers */
          what = g_strdup_printf (ngettext ("Field (borders %u completed city), 1st edition: its farmers count toward the 4 of that city",
                                            "Field (borders %u completed cities), 1st edition: its farmers count toward the 4 of each city",
                                            item.cities),
                                  item.cities);
        else
          what = ml_score_item_describe (&item);
        g_string_append_printf (out, ngettext ("%s — %u tile", "%s — %u tiles", info.tiles), what, info.tiles);
        break;
      }
    case ML_FEATURE_RIVER:
    case ML_N_FEATURE_KINDS:
    default:
      g_string_append (out, _("The river: nothing stands on it and it never scores."));
      return g_string_free (out, FALSE);
    }
  guint present = 0;
  for (guint p = 0; p < game->n_players; p++)
    present |= (info.meeples[p] || info.apart[p]) ? 1u << p : 0;
  if (present == 0)
    g_string_append (out, _(" — no meeple"));
  else
    {
      g_autofree char *who = ml_names_join (present, game->n_players, names);
      g_string_append_printf (out, _(" — meeples of %s"), who);
    }
  return g_string_free (out, FALSE);
}

/* Says square (x, y) and the feature @feat there (G_MAXUINT: none). */
void
_ml_board_view_say_square (MlBoardView *self, int x, int y, guint feat)
{
  g_autofree char *what = feat != G_MAXUINT ? describe_feature (self, feat) : NULL;
  g_autofree char *status = what ? g_strdup_printf ("(%d, %d)  %s", x, y, what) : g_strdup_printf ("(%d, %d)", x, y);
  _ml_board_view_say (self, status);
}

void
_ml_board_view_say_pending (MlBoardView *self, int x, int y, guint feat)
{
  MlBoard *preview = ml_turn_get_preview (self->turn);
  guint piece = G_MAXUINT;
  const MlFeatureDef *def = preview ? ml_board_feature_def (preview, feat, &piece) : NULL;
  /* Only the new tile takes a meeple: another tile's feature is only lit. */
  if (piece != ml_turn_get_pending_piece (self->turn))
    def = NULL;
  const char *what = NULL;
  switch (def ? def->kind : ML_FEATURE_RIVER)
    {
    case ML_FEATURE_ROAD: what = _("the road of the new tile: Enter puts a meeple there"); break;
    case ML_FEATURE_CITY: what = _("the city of the new tile: Enter puts a meeple there"); break;
    case ML_FEATURE_FIELD: what = _("the field of the new tile: Enter puts a meeple there"); break;
    case ML_FEATURE_MONASTERY: what = _("the monastery of the new tile: Enter puts a meeple there"); break;
    case ML_FEATURE_RIVER:
    case ML_N_FEATURE_KINDS:
    default: break;
    }
  g_autofree char *status = what ? g_strdup_printf ("(%d, %d)  %s", x, y, what) : g_strdup_printf ("(%d, %d)", x, y);
  _ml_board_view_say_step (self, status);
}

void
_ml_board_view_update_hover (MlBoardView *self)
{
  MlGame *game = game_of (self);
  int x, y;
  guint feat;
  int before = self->hover_feature;
  self->hover_feature = -1;
  /* The meeple step: the features of the board as the turn would leave it, the new tile's
   * among them, light up under the pointer; the status line keeps the step's instruction. */
  MlBoard *preview = pending (self) ? ml_turn_get_preview (self->turn) : NULL;
  if (preview)
    {
      if (self->has_pointer
          && ml_painter_hit (self->painter, preview, &self->viewport, self->pointer_x, self->pointer_y, &x, &y, &feat))
        self->hover_feature = (int) ml_board_find (preview, feat);
    }
  else if (game && self->has_pointer
      && ml_painter_hit (self->painter, game->board, &self->viewport, self->pointer_x, self->pointer_y, &x, &y, &feat))
    {
      self->hover_feature = (int) ml_board_find (game->board, feat);
      /* Every motion event lands here: describe the feature only when the pointer moved to
       * another square or feature, or the board changed. */
      if (self->hover_known && before == self->hover_feature && x == self->hover_x && y == self->hover_y)
        return;
      self->hover_known = TRUE;
      self->hover_x = x, self->hover_y = y;
      _ml_board_view_say_square (self, x, y, feat);
    }
  else if (game && self->has_pointer)
    {
      _ml_board_view_square_at (self, self->pointer_x, self->pointer_y, &x, &y);
      self->hover_known = FALSE;
      _ml_board_view_say_square (self, x, y, G_MAXUINT);
    }
  else
    {
      self->hover_known = FALSE;
      _ml_board_view_say (self, "");
    }
  if (before != self->hover_feature)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}
