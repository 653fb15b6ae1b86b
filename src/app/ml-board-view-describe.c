/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board view in words: the square and the feature under the pointer or the keyboard
 * cursor, for the status line and screen readers. */
#include "config.h"
#include "ml-board-view-private.h"
#include "ml-valuation.h"
#include "ml-expansion-modules.h"

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
  /* A feature that scores is worded by the valuation; any other kind by the module whose
   * it is, and it holds no meeple. */
  if (info.kind == ML_FEATURE_ROAD || info.kind == ML_FEATURE_CITY || info.kind == ML_FEATURE_MONASTERY)
    {
      MlScoreItem item;
      ml_valuation_feature (game, feat, &item);
      g_autofree char *what = ml_score_item_describe (&item);
      g_string_append (out, what);
      if (info.kind != ML_FEATURE_MONASTERY && !info.complete)
        g_string_append_printf (out, ngettext (" — %u open end", " — %u open ends", info.open), info.open);
    }
  else if (info.kind == ML_FEATURE_FIELD)
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
    }
  else
    {
      const char *words = ml_app_expansions_feature_words (info.kind);
      g_string_append (out, words ? words : "");
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

/* The piece on square (x, y) in words: its tile, as players know it (a base tile by its
 * letter, any other by its name, a module's piece by the name its module gives it), and how it
 * is turned; NULL on an empty square. */
static char *
describe_piece (MlBoardView *self, int x, int y)
{
  MlGame *game = game_of (self);
  int at = game ? ml_board_piece_at (game->board, x, y, NULL) : ML_NO_PIECE;
  if (at == ML_NO_PIECE)
    return NULL;
  const MlPiece *p = ml_board_piece (game->board, (guint) at);
  g_autofree char *module_name = ml_expansion_modules_tile_words (p->tile);
  const char *name = !ml_tile_goes_by_name (p->tile) ? p->tile->id : module_name ? module_name : p->tile->name;
  /* Translators: the tile on a square of the board, by its letter or name, and its rotation
   * (0, 90, 180 or 270 degrees clockwise): "tile D, turned 90°" */
  return g_strdup_printf (_("tile %s, turned %d°"), name, (p->rot & 3) * 90);
}

/* Says square (x, y): the tile there and its rotation, and the feature @feat there
 * (G_MAXUINT: none); or that it is empty. A screen reader hears all of it as the board's
 * description, so a move of the keyboard cursor is worded in full. */
void
_ml_board_view_say_square (MlBoardView *self, int x, int y, guint feat)
{
  g_autofree char *piece = describe_piece (self, x, y);
  g_autofree char *what = piece && feat != G_MAXUINT ? describe_feature (self, feat) : NULL;
  g_autofree char *status = NULL;
  if (piece == NULL)
    /* Translators: a square of the board with no tile on it */
    status = g_strdup_printf (_("(%d, %d)  empty square"), x, y);
  else if (what)
    /* Translators: a square, the tile on it and the feature described there */
    status = g_strdup_printf (_("(%d, %d)  %s: %s"), x, y, piece, what);
  else
    status = g_strdup_printf ("(%d, %d)  %s", x, y, piece);
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
  /* The kinds that take a meeple; the others are only lit. */
  static const char *const takes[ML_N_FEATURE_KINDS] = {
    [ML_FEATURE_ROAD] = N_("the road of the new tile: Enter puts a meeple there"),
    [ML_FEATURE_CITY] = N_("the city of the new tile: Enter puts a meeple there"),
    [ML_FEATURE_FIELD] = N_("the field of the new tile: Enter puts a meeple there"),
    [ML_FEATURE_MONASTERY] = N_("the monastery of the new tile: Enter puts a meeple there"),
  };
  const char *what = def && def->kind < ML_N_FEATURE_KINDS && takes[def->kind] ? _(takes[def->kind]) : NULL;
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
