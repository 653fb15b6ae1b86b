#include "config.h"
#include "ml-board-view.h"
#include "ml-painter.h"
#include "ml-wonder-editor.h"
#include "ml-wonders.h"

#include <glib/gi18n.h>
#include <math.h>

#define MIN_SCALE 12.0
#define MAX_SCALE 320.0

struct _MlBoardView {
  GtkWidget parent_instance;

  MlDocument *document;
  gulong changed_id;
  MlPainter *painter;
  MlViewport viewport;
  gboolean fitted;           /* fit the board on the first layout */

  MlBoardMode mode;
  guint player;
  gboolean overlay, show_legal, turn_mode;
  int highlight;             /* chosen from outside (a score item), or -1 */
  int hover_feature;         /* under the pointer, or -1 */
  int hover_x, hover_y;      /* the square the status line describes */
  gboolean hover_known;      /* FALSE after a change: describe it again */

  const MlTileDef *hand;
  int rot;
  GArray *legal;             /* MlPlacement of the tile in hand */

  gboolean has_pointer;
  double pointer_x, pointer_y;
  int cursor_x, cursor_y;    /* keyboard cursor square */
  gboolean cursor_shown;
  guint cursor_feature;      /* meeples mode: which feature of the cursor square Space chose */

  /* A drag: panning, or moving the piece it started on. */
  double drag_origin_x, drag_origin_y;
  int drag_piece;            /* -1: panning */

  /* Turn mode: the tile laid provisionally, waiting for the meeple step, with the choices
   * made so far (meeples on a wonder, Taj Mahal slots) and those set from outside. */
  gboolean pending;
  int pending_x, pending_y, pending_rot;
  MlTurnOptions turn;
  gboolean port_pick;        /* the next click chooses where a port meeple goes */
  MlBoard *preview;          /* the board with the pending piece and its meeples, or NULL */

  MlWonderEditor *editor;    /* a laid wonder's owner, slots and port */

  double zoom_start_scale;
};

G_DEFINE_FINAL_TYPE (MlBoardView, ml_board_view, GTK_TYPE_WIDGET)

enum { SIGNAL_STATUS, SIGNAL_REFUSED, SIGNAL_TURN_PLAYED, SIGNAL_HAND_CHANGED, SIGNAL_PENDING_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static MlGame *
game_of (MlBoardView *self)
{
  return self->document ? ml_document_get_game (self->document) : NULL;
}

static void
refuse (MlBoardView *self, const char *message)
{
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, message);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/* ---- coordinates ----------------------------------------------------------------- */

static void
square_at (MlBoardView *self, double px, double py, int *x, int *y)
{
  *x = (int) floor ((px - self->viewport.origin_x) / self->viewport.scale);
  *y = (int) floor ((py - self->viewport.origin_y) / self->viewport.scale);
}

/* The square the keyboard or the pointer points at. */
static gboolean
target_square (MlBoardView *self, int *x, int *y)
{
  if (self->cursor_shown)
    {
      *x = self->cursor_x;
      *y = self->cursor_y;
      return TRUE;
    }
  if (!self->has_pointer)
    return FALSE;
  square_at (self, self->pointer_x, self->pointer_y, x, y);
  return TRUE;
}

static void
zoom_around (MlBoardView *self, double factor, double px, double py)
{
  double scale = CLAMP (self->viewport.scale * factor, MIN_SCALE, MAX_SCALE);
  factor = scale / self->viewport.scale;
  self->viewport.origin_x = px - (px - self->viewport.origin_x) * factor;
  self->viewport.origin_y = py - (py - self->viewport.origin_y) * factor;
  self->viewport.scale = scale;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ml_board_view_zoom (MlBoardView *self, double factor)
{
  zoom_around (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
               gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
ml_board_view_fit (MlBoardView *self)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  MlGame *game = game_of (self);
  if (game == NULL || w <= 0 || h <= 0)
    {
      self->fitted = FALSE;
      return;
    }
  ml_painter_fit (game->board, w, h, MIN_SCALE, 128.0, &self->viewport);
  self->fitted = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- derived state ----------------------------------------------------------------- */

static void
update_legal (MlBoardView *self)
{
  g_array_set_size (self->legal, 0);
  MlGame *game = game_of (self);
  if (game && self->hand && self->turn_mode)
    ml_game_turn_placements (game, self->hand, self->legal);
  else if (game && self->hand && self->show_legal)
    ml_rules_legal_placements (game, self->hand, self->legal);
}

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
        ml_score_feature (board, feat, &item);
        g_autofree char *what = ml_score_item_describe (&item);
        g_string_append (out, what);
        if (info.kind != ML_FEATURE_MONASTERY && !info.complete)
          g_string_append_printf (out, ngettext (" — %u open end", " — %u open ends", info.open), info.open);
        break;
      }
    case ML_FEATURE_FIELD:
      {
        MlScoreItem item;
        ml_score_field (board, feat, &item);
        g_autofree char *what = ml_score_item_describe (&item);
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
    present |= (info.meeples[p] || info.priors[p]) ? 1u << p : 0;
  if (present == 0)
    g_string_append (out, _(" — no meeple"));
  else
    {
      g_autofree char *who = ml_names_join (present, game->n_players, names);
      g_string_append_printf (out, _(" — meeples of %s"), who);
    }
  return g_string_free (out, FALSE);
}

static void
update_hover (MlBoardView *self)
{
  MlGame *game = game_of (self);
  int x, y;
  guint feat;
  int before = self->hover_feature;
  g_autofree char *status = NULL;
  self->hover_feature = -1;
  if (game && self->has_pointer
      && ml_painter_hit (self->painter, game->board, &self->viewport, self->pointer_x, self->pointer_y, &x, &y, &feat))
    {
      self->hover_feature = (int) ml_board_find (game->board, feat);
      /* Every motion event lands here: describe the feature only when the pointer moved to
       * another square or feature, or the board changed. */
      if (self->hover_known && before == self->hover_feature && x == self->hover_x && y == self->hover_y)
        return;
      self->hover_known = TRUE;
      self->hover_x = x, self->hover_y = y;
      g_autofree char *what = describe_feature (self, feat);
      status = g_strdup_printf ("(%d, %d)  %s", x, y, what);
    }
  else if (game && self->has_pointer)
    {
      square_at (self, self->pointer_x, self->pointer_y, &x, &y);
      status = g_strdup_printf ("(%d, %d)", x, y);
      self->hover_known = FALSE;
    }
  else
    self->hover_known = FALSE;
  if (before != self->hover_feature)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_STATUS], 0, status ? status : "");
}

static void
document_changed (MlBoardView *self)
{
  self->hover_known = FALSE;
  update_legal (self);
  update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- drawing ---------------------------------------------------------------------- */

static void
fill_options (MlBoardView *self, MlPaintOptions *options)
{
  ml_board_view_export_options (self, options);
  options->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  options->grid = TRUE;
  options->highlight = self->highlight >= 0 ? self->highlight : self->hover_feature;
  if (self->hand && (self->show_legal || self->turn_mode) && !self->pending)
    {
      options->legal = (const MlPlacement *) (gpointer) self->legal->data;
      options->n_legal = self->legal->len;
    }
  int x, y;
  if (self->pending && self->preview == NULL)
    {
      options->ghost = self->hand;
      options->ghost_x = self->pending_x, options->ghost_y = self->pending_y, options->ghost_rot = self->pending_rot;
      options->ghost_ok = TRUE;
    }
  else if (self->pending)
    ;
  else if (self->hand && self->mode == ML_BOARD_MODE_TILES && target_square (self, &x, &y))
    {
      options->ghost = self->hand;
      options->ghost_x = x, options->ghost_y = y, options->ghost_rot = self->rot;
      options->ghost_ok = ml_rules_can_place (game_of (self), self->hand, x, y, self->rot, NULL);
    }
}

static void
ml_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  MlBoardView *self = ML_BOARD_VIEW (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  MlGame *game = game_of (self);
  if (game == NULL || w <= 0 || h <= 0)
    return;
  if (!self->fitted)
    ml_board_view_fit (self);
  self->viewport.width = w;
  self->viewport.height = h;
  MlPaintOptions options;
  fill_options (self, &options);

  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  ml_painter_draw_board (self->painter, cr, self->preview ? self->preview : game->board, &self->viewport, &options);
  if (self->cursor_shown && gtk_widget_has_focus (widget))
    {
      double s = self->viewport.scale;
      cairo_rectangle (cr, self->viewport.origin_x + self->cursor_x * s + 1.5,
                       self->viewport.origin_y + self->cursor_y * s + 1.5, s - 3, s - 3);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

/* ---- edits -------------------------------------------------------------------------- */

/* The board as the turn in progress would leave it before scoring: the pending piece (a
 * wonder with the player's marker and slots) and the meeples chosen for it. */
static void
update_preview (MlBoardView *self)
{
  g_clear_pointer (&self->preview, ml_board_free);
  MlGame *game = game_of (self);
  if (self->pending && game)
    {
      self->preview = ml_board_copy (game->board);
      gboolean wonder = ml_tile_is_wonder (self->hand);
      int owner = wonder ? (int) game->turn : -1;
      int piece = ml_board_place (self->preview, self->hand, self->pending_x, self->pending_y, self->pending_rot, owner);
      if (piece < 0)
        {
          g_clear_pointer (&self->preview, ml_board_free);
          return;
        }
      if (wonder)
        ml_board_set_wonder (self->preview, (guint) piece, owner, self->turn.slots, 0);
      for (guint i = 0; i < self->turn.n_meeples; i++)
        ml_board_add_meeple (self->preview, owner >= 0 ? owner : (int) game->turn, (guint) piece,
                             self->turn.meeples[i].cell, self->turn.meeples[i].feature, self->turn.meeples[i].prior);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_PENDING_CHANGED], 0);
}

/* Ends the meeple step: the choices made for the pending piece go. */
static void
clear_pending (MlBoardView *self)
{
  self->pending = FALSE;
  self->port_pick = FALSE;
  self->turn.action = ML_ACTION_NONE;
  self->turn.n_meeples = 0;
  self->turn.slots = 0;
  update_preview (self);
}

static void
drop_hand (MlBoardView *self)
{
  self->hand = NULL;
  clear_pending (self);
  update_legal (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_HAND_CHANGED], 0);
}

/* Plays the pending turn with the choices made; a refusal keeps the tile laid and lets go of
 * the meeples chosen, so that the player chooses again. */
static void
play_pending (MlBoardView *self)
{
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (GError) error = NULL;
  if (self->turn.action == ML_ACTION_NONE && self->turn.n_meeples > 0)
    self->turn.action = ML_ACTION_MEEPLES;
  if (!ml_document_play_turn_with (self->document, self->hand->id, self->pending_x, self->pending_y, self->pending_rot,
                                   &self->turn, events, &error))
    {
      self->turn.action = ML_ACTION_NONE;
      self->turn.n_meeples = 0;
      self->turn.slots = 0;
      self->port_pick = FALSE;
      update_preview (self);
      refuse (self, error->message);
      return;
    }
  self->pending = FALSE;
  g_signal_emit (self, signals[SIGNAL_TURN_PLAYED], 0, events);
  drop_hand (self);
}

/* The meeples a piece takes: up to two on a wonder, the Taj Mahal's slots included. */
static guint
meeples_allowed (MlBoardView *self)
{
  return ml_tile_is_wonder (self->hand) ? 2 : 1;
}

/* A port meeple: a click on a feature along the river, on any piece. */
static void
choose_port_target (MlBoardView *self, double px, double py)
{
  int x, y;
  guint feat, piece, cell;
  if (!ml_painter_hit (self->painter, self->preview ? self->preview : game_of (self)->board, &self->viewport,
                       px, py, &x, &y, &feat))
    return;
  MlBoard *board = self->preview ? self->preview : game_of (self)->board;
  const MlFeatureDef *def = ml_board_feature_def (board, feat, &piece);
  ml_board_piece_at (board, x, y, &cell);
  self->turn.action = ML_ACTION_FROM_PORT;
  self->turn.n_meeples = 0;
  self->turn.port_piece = piece;
  self->turn.meeples[0] = (MlMeepleChoice) { TRUE, cell, (guint8) (def - ml_board_piece (board, piece)->tile->features), FALSE };
  play_pending (self);
}

/* Turn mode, meeple step: a click on a feature of the tile just laid. A plain tile takes
 * one meeple and the turn is played; a wonder waits for a second one or Enter. */
static void
choose_meeple (MlBoardView *self, double px, double py, gboolean prior)
{
  if (self->port_pick)
    {
      choose_port_target (self, px, py);
      return;
    }
  MlGame *game = game_of (self);
  g_autoptr (MlBoard) board = ml_board_copy (game->board);
  int piece = ml_board_place (board, self->hand, self->pending_x, self->pending_y, self->pending_rot, -1);
  int x, y;
  guint feat, at_piece;
  if (piece < 0 || !ml_painter_hit (self->painter, board, &self->viewport, px, py, &x, &y, &feat))
    return;
  const MlFeatureDef *def = ml_board_feature_def (board, feat, &at_piece);
  if ((int) at_piece != piece)
    {
      refuse (self, _("The meeple goes on the tile just laid."));
      return;
    }
  guint cell;
  ml_board_piece_at (board, x, y, &cell);
  MlMeepleChoice choice = { TRUE, cell, (guint8) (def - self->hand->features), prior };
  for (guint i = 0; i < self->turn.n_meeples; i++)
    if (self->turn.meeples[i].feature == choice.feature)
      {
        refuse (self, _("The two meeples on a wonder go on different features."));
        return;
      }
  self->turn.meeples[self->turn.n_meeples++] = choice;
  self->turn.action = ML_ACTION_MEEPLES;
  if (self->turn.n_meeples + self->turn.slots >= meeples_allowed (self))
    {
      play_pending (self);
      return;
    }
  update_preview (self);
  g_signal_emit (self, signals[SIGNAL_STATUS], 0,
                 _("Click a second feature of the wonder for another meeple, or press Enter to end the turn."));
}

static void
lay_hand (MlBoardView *self, int x, int y)
{
  if (self->turn_mode)
    {
      /* The whole turn without a meeple tells whether the tile may go there and be played
       * now (a wonder only by its holder, a tile only when the wonder in hand fits nowhere). */
      g_autoptr (GError) error = NULL;
      MlTurnOptions bare = self->turn;
      bare.action = ML_ACTION_NONE;
      bare.n_meeples = 0;
      bare.slots = 0;
      if (!ml_document_check_turn (self->document, self->hand->id, x, y, self->rot, &bare, &error))
        {
          refuse (self, error->message);
          return;
        }
      self->pending = TRUE;
      self->pending_x = x, self->pending_y = y, self->pending_rot = self->rot;
      update_preview (self);
      g_signal_emit (self, signals[SIGNAL_STATUS], 0,
                     ml_tile_is_wonder (self->hand)
                     ? _("Click up to two features of the wonder to put meeples there, or press Enter for none.")
                     : _("Click a feature of the new tile to put a meeple there, or press Enter for none."));
      return;
    }
  if (!ml_document_place_piece_for (self->document, self->hand->id, x, y, self->rot, (int) self->player, NULL))
    refuse (self, _("That square is already taken."));
}

/* The features of the piece that touch the cursor square, in catalogue order. */
static guint
cursor_features (MlBoardView *self, guint *piece, guint *cell, guint8 *features)
{
  MlGame *game = game_of (self);
  int at = game ? ml_board_piece_at (game->board, self->cursor_x, self->cursor_y, cell) : ML_NO_PIECE;
  if (at == ML_NO_PIECE)
    return 0;
  *piece = (guint) at;
  const MlTileDef *tile = ml_board_piece (game->board, *piece)->tile;
  guint n = 0;
  for (guint f = 0; f < tile->n_features && n < 32; f++)
    if (ml_tile_feature_on_cell (tile, f, *cell) && tile->features[f].kind != ML_FEATURE_RIVER)
      features[n++] = (guint8) f;
  return n;
}

/* Meeples mode from the keyboard: Space steps through the cursor square's features, lit on
 * the board and named in the status line. */
static void
next_cursor_feature (MlBoardView *self)
{
  guint piece, cell;
  guint8 features[32];
  guint n = cursor_features (self, &piece, &cell, features);
  if (n == 0)
    return;
  self->cursor_feature = (self->cursor_feature + 1) % n;
  self->hover_known = FALSE;
  MlBoard *board = game_of (self)->board;
  guint feat = ml_board_feature_id (board, piece, features[self->cursor_feature]);
  self->hover_feature = (int) ml_board_find (board, feat);
  g_autofree char *what = describe_feature (self, feat);
  g_autofree char *status = g_strdup_printf ("(%d, %d)  %s", self->cursor_x, self->cursor_y, what);
  g_signal_emit (self, signals[SIGNAL_STATUS], 0, status);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A meeple of any player on this feature at this square, or -1. */
static int
meeple_on (MlBoardView *self, int x, int y, guint feat)
{
  MlBoard *board = game_of (self)->board;
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      const MlPiece *p = ml_board_piece (board, m->piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
      if (p->x + cell->dx == x && p->y + cell->dy == y && ml_board_meeple_feature (board, i) == feat)
        return (int) i;
    }
  return -1;
}

static void
toggle_meeple (MlBoardView *self, double px, double py, gboolean prior)
{
  MlGame *game = game_of (self);
  int x, y;
  guint feat, piece;
  if (!ml_painter_hit (self->painter, game->board, &self->viewport, px, py, &x, &y, &feat))
    return;
  int existing = meeple_on (self, x, y, feat);
  if (existing >= 0)
    {
      ml_document_remove_meeple (self->document, (guint) existing, NULL);
      return;
    }
  const MlFeatureDef *def = ml_board_feature_def (game->board, feat, &piece);
  if (def->kind == ML_FEATURE_RIVER)
    {
      refuse (self, _("No meeple can stand on the river."));
      return;
    }
  if (!ml_document_add_meeple (self->document, (int) self->player, x, y, def->name, prior && def->abbey, NULL))
    refuse (self, _("A meeple cannot go there."));
}

static void
click_pressed (GtkGestureClick *gesture, int n_press, double px, double py, MlBoardView *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->cursor_shown = FALSE;
  if (game_of (self) == NULL)
    return;
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  gboolean shift = (mods & GDK_SHIFT_MASK) != 0;
  int x, y;
  square_at (self, px, py, &x, &y);
  if (self->pending)
    choose_meeple (self, px, py, shift);
  else if (self->mode == ML_BOARD_MODE_MEEPLES)
    toggle_meeple (self, px, py, shift);
  else if (self->hand)
    lay_hand (self, x, y);
}

/* ---- a laid wonder's owner, slots and port ------------------------------------------------ */

/* Opens the editor on the wonder at square (x, y), pointing at (px, py). */
static gboolean
edit_wonder_at (MlBoardView *self, int x, int y, double px, double py)
{
  MlGame *game = game_of (self);
  int at = game ? ml_board_piece_at (game->board, x, y, NULL) : ML_NO_PIECE;
  if (at == ML_NO_PIECE || self->turn_mode || !ml_tile_is_wonder (ml_board_piece (game->board, (guint) at)->tile))
    return FALSE;
  if (self->editor == NULL)
    {
      self->editor = ml_wonder_editor_new ();
      gtk_widget_set_parent (GTK_WIDGET (self->editor), GTK_WIDGET (self));
    }
  ml_wonder_editor_edit (self->editor, self->document, (guint) at);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->editor), &(GdkRectangle) { (int) px, (int) py, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->editor));
  return TRUE;
}

static void
secondary_pressed (GtkGestureClick *gesture, int n_press, double px, double py, MlBoardView *self)
{
  int x, y;
  square_at (self, px, py, &x, &y);
  if (edit_wonder_at (self, x, y, px, py))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

gboolean
ml_board_view_edit_wonder (MlBoardView *self)
{
  int x, y;
  if (!target_square (self, &x, &y))
    return FALSE;
  double s = self->viewport.scale;
  return edit_wonder_at (self, x, y, self->viewport.origin_x + (x + 0.5) * s, self->viewport.origin_y + (y + 0.5) * s);
}

static void
ml_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  MlBoardView *self = ML_BOARD_VIEW (widget);
  if (self->editor)
    gtk_popover_present (GTK_POPOVER (self->editor));
}

/* ---- dragging: pan, or move the piece the drag started on -------------------------------- */

static void
drag_begin (GtkGestureDrag *gesture, double px, double py, MlBoardView *self)
{
  MlGame *game = game_of (self);
  int x, y;
  square_at (self, px, py, &x, &y);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  self->drag_piece = -1;
  if (game && button == GDK_BUTTON_PRIMARY && !self->hand && self->mode == ML_BOARD_MODE_TILES && !self->turn_mode)
    self->drag_piece = ml_board_piece_at (game->board, x, y, NULL);
  self->drag_origin_x = self->viewport.origin_x;
  self->drag_origin_y = self->viewport.origin_y;
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, MlBoardView *self)
{
  if (self->drag_piece >= 0)
    return;
  self->viewport.origin_x = self->drag_origin_x + dx;
  self->viewport.origin_y = self->drag_origin_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, MlBoardView *self)
{
  if (self->drag_piece < 0 || (fabs (dx) < 4 && fabs (dy) < 4))
    return;
  double sx, sy;
  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  int x0, y0, x1, y1;
  square_at (self, sx, sy, &x0, &y0);
  square_at (self, sx + dx, sy + dy, &x1, &y1);
  const MlPiece *piece = ml_board_piece (game_of (self)->board, (guint) self->drag_piece);
  if (!ml_document_move_piece (self->document, (guint) self->drag_piece, piece->x + x1 - x0, piece->y + y1 - y0, piece->rot, NULL))
    refuse (self, _("The piece does not fit there: a square is taken."));
  self->drag_piece = -1;
}

/* ---- a tile dragged from the palette ------------------------------------------------------ */

static GdkDragAction
drop_motion (GtkDropTarget *target, double px, double py, MlBoardView *self)
{
  const GValue *value = gtk_drop_target_get_value (target);
  if (value && G_VALUE_HOLDS_STRING (value) && (!self->hand || g_strcmp0 (self->hand->id, g_value_get_string (value))))
    ml_board_view_set_hand (self, g_value_get_string (value));
  self->has_pointer = TRUE;
  self->cursor_shown = FALSE;
  self->pointer_x = px, self->pointer_y = py;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return GDK_ACTION_COPY;
}

static gboolean
drop_done (GtkDropTarget *target, const GValue *value, double px, double py, MlBoardView *self)
{
  if (!G_VALUE_HOLDS_STRING (value) || game_of (self) == NULL)
    return FALSE;
  ml_board_view_set_hand (self, g_value_get_string (value));
  if (self->hand == NULL)
    return FALSE;
  int x, y;
  square_at (self, px, py, &x, &y);
  lay_hand (self, x, y);
  return TRUE;
}

/* ---- pointer, wheel, pinch ------------------------------------------------------------ */

static void
motion (GtkEventControllerMotion *controller, double px, double py, MlBoardView *self)
{
  self->has_pointer = TRUE;
  self->cursor_shown = FALSE;
  self->pointer_x = px;
  self->pointer_y = py;
  update_hover (self);
  if (self->hand)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave (GtkEventControllerMotion *controller, MlBoardView *self)
{
  self->has_pointer = FALSE;
  update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
scroll (GtkEventControllerScroll *controller, double dx, double dy, MlBoardView *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  if (mods & (GDK_CONTROL_MASK | GDK_SHIFT_MASK))
    {
      ml_board_view_rotate (self, dy > 0 ? 1 : -1);
      return TRUE;
    }
  double px = self->has_pointer ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double py = self->has_pointer ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
  zoom_around (self, pow (1.15, -dy), px, py);
  return TRUE;
}

static void
pinch_begin (GtkGesture *gesture, GdkEventSequence *sequence, MlBoardView *self)
{
  self->zoom_start_scale = self->viewport.scale;
}

static void
pinch_changed (GtkGestureZoom *gesture, double scale, MlBoardView *self)
{
  double cx, cy;
  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy);
  zoom_around (self, self->zoom_start_scale * scale / self->viewport.scale, cx, cy);
}

/* ---- keyboard ---------------------------------------------------------------------- */

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, MlBoardView *self)
{
  int dx = 0, dy = 0;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = 1; break;
    case GDK_KEY_space:
      if (self->mode == ML_BOARD_MODE_MEEPLES && self->cursor_shown)
        next_cursor_feature (self);
      else
        ml_board_view_activate (self);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      ml_board_view_activate (self);
      return TRUE;
    case GDK_KEY_Menu:
      return ml_board_view_edit_wonder (self);
    case GDK_KEY_F10:
      return (state & GDK_SHIFT_MASK) && ml_board_view_edit_wonder (self);
    default:
      return FALSE;
    }
  if (!self->cursor_shown)
    {
      self->cursor_shown = TRUE;
      if (self->has_pointer)
        square_at (self, self->pointer_x, self->pointer_y, &self->cursor_x, &self->cursor_y);
      else
        self->cursor_x = self->cursor_y = 0;
    }
  else
    {
      self->cursor_x += dx;
      self->cursor_y += dy;
    }
  self->cursor_feature = 0;
  self->hover_known = FALSE;
  /* Keep the cursor in sight. */
  double s = self->viewport.scale, w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double cx = self->viewport.origin_x + self->cursor_x * s, cy = self->viewport.origin_y + self->cursor_y * s;
  if (cx < 0) self->viewport.origin_x -= cx;
  if (cy < 0) self->viewport.origin_y -= cy;
  if (cx + s > w) self->viewport.origin_x -= cx + s - w;
  if (cy + s > h) self->viewport.origin_y -= cy + s - h;
  MlGame *game = game_of (self);
  guint feat;
  int x, y;
  if (game && ml_painter_hit (self->painter, game->board, &self->viewport, cx + s / 2, cy + s / 2, &x, &y, &feat))
    {
      g_autofree char *what = describe_feature (self, feat);
      g_autofree char *status = g_strdup_printf ("(%d, %d)  %s", self->cursor_x, self->cursor_y, what);
      g_signal_emit (self, signals[SIGNAL_STATUS], 0, status);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* ---- public ------------------------------------------------------------------------- */

void
ml_board_view_export_options (MlBoardView *self, MlPaintOptions *options)
{
  ml_paint_options_init (options);
  options->overlay = self->overlay;
  options->grid = FALSE;
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  for (guint p = 0; p < scenario->players->len && p < ML_MAX_PLAYERS; p++)
    ml_color_for_player (((const MlScenarioPlayer *) g_ptr_array_index (scenario->players, p))->color, p,
                         &options->players[p]);
}

void
ml_board_view_activate (MlBoardView *self)
{
  if (self->pending)
    {
      play_pending (self);
      return;
    }
  int x, y;
  if (!target_square (self, &x, &y))
    return;
  if (self->mode == ML_BOARD_MODE_MEEPLES && self->cursor_shown)
    {
      guint piece, cell;
      guint8 features[32];
      guint n = cursor_features (self, &piece, &cell, features);
      if (n == 0)
        return;
      MlBoard *board = game_of (self)->board;
      guint f = features[self->cursor_feature % n];
      guint feat = ml_board_feature_id (board, piece, f);
      int existing = meeple_on (self, x, y, feat);
      if (existing >= 0)
        ml_document_remove_meeple (self->document, (guint) existing, NULL);
      else if (!ml_document_add_meeple (self->document, (int) self->player, x, y,
                                        ml_board_piece (board, piece)->tile->features[f].name, FALSE, NULL))
        refuse (self, _("A meeple cannot go there."));
    }
  else if (self->mode == ML_BOARD_MODE_MEEPLES)
    {
      double s = self->viewport.scale;
      toggle_meeple (self, self->viewport.origin_x + (x + 0.5) * s, self->viewport.origin_y + (y + 0.5) * s, FALSE);
    }
  else if (self->hand)
    lay_hand (self, x, y);
}

void
ml_board_view_cancel (MlBoardView *self)
{
  self->cursor_shown = FALSE;
  if (self->hand || self->pending)
    drop_hand (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ml_board_view_rotate (MlBoardView *self, int quarter_turns)
{
  int turn = ((quarter_turns % 4) + 4) % 4;
  if (self->hand && !self->pending)
    {
      self->rot = (self->rot + turn) % 4;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  MlGame *game = game_of (self);
  int x, y;
  if (game == NULL || self->pending || self->turn_mode || !target_square (self, &x, &y))
    return;
  int at = ml_board_piece_at (game->board, x, y, NULL);
  if (at == ML_NO_PIECE)
    return;
  const MlPiece *piece = ml_board_piece (game->board, (guint) at);
  if (!ml_document_move_piece (self->document, (guint) at, piece->x, piece->y, (piece->rot + turn) % 4, NULL))
    refuse (self, _("The piece cannot turn there: a square is taken."));
}

gboolean
ml_board_view_delete (MlBoardView *self)
{
  MlGame *game = game_of (self);
  int x, y;
  if (game == NULL || self->turn_mode || !target_square (self, &x, &y))
    return FALSE;
  /* A meeple under the pointer goes first, then the piece. */
  guint feat;
  double px = self->pointer_x, py = self->pointer_y;
  if (self->cursor_shown)
    px = self->viewport.origin_x + (x + 0.5) * self->viewport.scale, py = self->viewport.origin_y + (y + 0.5) * self->viewport.scale;
  int hx, hy;
  if (ml_painter_hit (self->painter, game->board, &self->viewport, px, py, &hx, &hy, &feat))
    {
      int m = meeple_on (self, hx, hy, feat);
      if (m >= 0)
        return ml_document_remove_meeple (self->document, (guint) m, NULL);
    }
  int at = ml_board_piece_at (game->board, x, y, NULL);
  return at != ML_NO_PIECE && ml_document_remove_piece (self->document, (guint) at, NULL);
}

void
ml_board_view_set_document (MlBoardView *self, MlDocument *document)
{
  if (self->document)
    {
      g_signal_handler_disconnect (self->document, self->changed_id);
      g_clear_object (&self->document);
    }
  self->document = g_object_ref (document);
  self->changed_id = g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed), self);
  self->fitted = FALSE;
  clear_pending (self);
  document_changed (self);
}

void
ml_board_view_set_hand (MlBoardView *self, const char *tile)
{
  self->hand = tile ? ml_catalogue_lookup (ml_catalogue_get_default (), tile) : NULL;
  clear_pending (self);
  if (self->hand)
    self->mode = ML_BOARD_MODE_TILES;
  update_legal (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
ml_board_view_get_hand (MlBoardView *self)
{
  return self->hand ? self->hand->id : NULL;
}

void
ml_board_view_set_mode (MlBoardView *self, MlBoardMode mode)
{
  self->mode = mode;
  if (mode == ML_BOARD_MODE_MEEPLES && self->hand && !self->pending)
    drop_hand (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ml_board_view_set_player (MlBoardView *self, guint player)
{
  self->player = player;
}

void
ml_board_view_set_overlay (MlBoardView *self, gboolean overlay)
{
  self->overlay = overlay;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ml_board_view_set_show_legal (MlBoardView *self, gboolean show)
{
  self->show_legal = show;
  update_legal (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ml_board_view_set_turn_mode (MlBoardView *self, gboolean turn_mode)
{
  self->turn_mode = turn_mode;
  clear_pending (self);
  update_legal (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ml_board_view_set_turn_choices (MlBoardView *self, guint port_mask, guint cothon_port, const MlTileDef *choose,
                                const MlTileDef *keep)
{
  self->turn.port_mask = port_mask;
  self->turn.cothon_port = cothon_port;
  self->turn.choose = choose;
  self->turn.keep = keep;
}

gboolean
ml_board_view_turn_action (MlBoardView *self, MlActionKind action)
{
  if (!self->pending)
    {
      refuse (self, _("Lay the tile first: these choices come instead of a meeple."));
      return FALSE;
    }
  switch (action)
    {
    case ML_ACTION_SLOT:
      if (self->hand->effect == ML_EFFECT_TAJ_MAHAL)
        {
          /* Laying the Taj Mahal: one of its two meeples into the next slot. */
          if (self->turn.n_meeples + self->turn.slots >= meeples_allowed (self))
            {
              refuse (self, _("A wonder takes at most 2 meeples besides its marker."));
              return FALSE;
            }
          self->turn.slots++;
          update_preview (self);
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case ML_ACTION_UNSLOT:
      self->turn.action = action;
      self->turn.n_meeples = 0;
      play_pending (self);
      return TRUE;
    case ML_ACTION_FROM_PORT:
      self->port_pick = TRUE;
      g_signal_emit (self, signals[SIGNAL_STATUS], 0,
                     _("Click a road, city or monastery on a river square for the meeple from the port."));
      return TRUE;
    case ML_ACTION_NONE:
    case ML_ACTION_MEEPLES:
    default:
      return FALSE;
    }
}

const MlTileDef *
ml_board_view_get_pending (MlBoardView *self)
{
  return self->pending ? self->hand : NULL;
}

void
ml_board_view_set_highlight (MlBoardView *self, int feature)
{
  self->highlight = feature;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- GObject ------------------------------------------------------------------------ */

static void
style_changed (MlBoardView *self)
{
  ml_painter_clear_cache (self->painter);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ml_board_view_dispose (GObject *object)
{
  MlBoardView *self = ML_BOARD_VIEW (object);
  if (self->document)
    {
      g_signal_handler_disconnect (self->document, self->changed_id);
      g_clear_object (&self->document);
    }
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_pointer (&self->painter, ml_painter_free);
  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->preview, ml_board_free);
  if (self->editor)
    gtk_widget_unparent (GTK_WIDGET (g_steal_pointer (&self->editor)));
  G_OBJECT_CLASS (ml_board_view_parent_class)->dispose (object);
}

static void
ml_board_view_class_init (MlBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = ml_board_view_dispose;
  widget_class->snapshot = ml_board_view_snapshot;
  widget_class->size_allocate = ml_board_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  signals[SIGNAL_STATUS] = g_signal_new ("status", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_TURN_PLAYED] = g_signal_new ("turn-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                              NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_HAND_CHANGED] = g_signal_new ("hand-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                               NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_PENDING_CHANGED] = g_signal_new ("pending-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ml_board_view_init (MlBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  self->painter = ml_painter_new ();
  self->legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  self->highlight = self->hover_feature = self->drag_piece = -1;
  self->viewport.scale = 64;
  self->show_legal = TRUE;
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);

  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  GtkGesture *menu = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (menu), GDK_BUTTON_SECONDARY);
  g_signal_connect (menu, "pressed", G_CALLBACK (secondary_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (menu));

  GtkGesture *drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  GtkEventController *move = gtk_event_controller_motion_new ();
  g_signal_connect (move, "motion", G_CALLBACK (motion), self);
  g_signal_connect (move, "leave", G_CALLBACK (leave), self);
  gtk_widget_add_controller (widget, move);

  GtkEventController *wheel = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (wheel, "scroll", G_CALLBACK (scroll), self);
  gtk_widget_add_controller (widget, wheel);

  GtkGesture *pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (pinch_changed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (pinch));

  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  gtk_drop_target_set_preload (drop, TRUE);
  g_signal_connect (drop, "motion", G_CALLBACK (drop_motion), self);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_done), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drop));

  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (widget, keys);

  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (style_changed), self);
}

MlBoardView *
ml_board_view_new (void)
{
  return g_object_new (ML_TYPE_BOARD_VIEW, NULL);
}
