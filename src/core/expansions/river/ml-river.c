/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The River (docs/rules.md §3): the spring first, the river's tiles before any other, the
 * lake last, each river tile continuing the river's open end without turning the same way
 * twice. The rules of placement (ml-rules.c) ask it through ml_river_hooks. */
#include "config.h"
#include "ml-catalogue.h"
#include "ml-river.h"
#include "ml-river-readings.h"
#include "ml-rules.h"
#include "ml-river-flags.h"

#include <glib/gi18n-lib.h>

/* Sets @error, building the message only when there is an error to fill: the searches try
 * many places without one. */
#define set_error(error, code, ...) \
  G_STMT_START { if (error) g_set_error (error, ML_RULES_ERROR, code, __VA_ARGS__); } G_STMT_END

static gboolean
tile_has (const MlTileDef *tile, gboolean spring, gboolean lake)
{
  for (guint f = 0; f < tile->n_features; f++)
    if ((spring && ml_feature_has (&tile->features[f], ML_RIVER_FLAG_SPRING))
        || (lake && ml_feature_has (&tile->features[f], ML_RIVER_FLAG_LAKE)))
      return TRUE;
  return FALSE;
}

typedef struct {
  guint river_tiles;    /* river pieces on the board */
  gboolean spring, lake;
} RiverState;

static void
river_state (const MlBoard *board, RiverState *state)
{
  *state = (RiverState) { 0 };
  for (guint i = 0; i < ml_board_n_pieces (board); i++)
    {
      const MlTileDef *tile = ml_board_piece (board, i)->tile;
      if (!tile->has_water)
        continue;
      state->river_tiles++;
      state->spring |= tile_has (tile, TRUE, FALSE);
      state->lake |= tile_has (tile, FALSE, TRUE);
    }
}

/* The river sides of a single-cell river piece at a rotation, as a 4-bit set. */
static guint
river_sides (const MlTileDef *tile, int rot)
{
  guint sides = 0;
  for (int s = 0; s < 4; s++)
    if (((tile->rotated[rot][0].edge_code >> (4 * s)) & 0xf) == ML_EDGE_WATER)
      sides |= 1u << s;
  return sides;
}

/* -1, 0 or +1: how water entering by side @in and leaving by side @out turns. */
static int
river_turn (int in, int out)
{
  int heading = (in + 2) % 4;
  return out == heading ? 0 : out == (heading + 1) % 4 ? 1 : -1;
}

static int
other_side (guint sides, int side)
{
  for (int s = 0; s < 4; s++)
    if (s != side && (sides >> s) & 1)
      return s;
  return -1;
}

/* How the river piece at (x, y) turns when its water leaves by side @out, and the side it
 * comes in by; FALSE unless a one-square river piece lies there with river on @out. */
static gboolean
piece_turn (const MlBoard *board, int x, int y, int out, int *turn, int *in)
{
  int at = ml_board_piece_at (board, x, y, NULL);
  if (at == ML_NO_PIECE)
    return FALSE;
  const MlPiece *p = ml_board_piece (board, (guint) at);
  if (p->tile->n_cells != 1 || !p->tile->has_water)
    return FALSE;
  guint sides = river_sides (p->tile, p->rot);
  int from = other_side (sides, out);
  if (!((sides >> out) & 1) || from < 0)
    return FALSE;
  *turn = river_turn (from, out);
  if (in)
    *in = from;
  return TRUE;
}

/* Whether straights between two curves let them turn the same way: under the reading
 * "curves-alternate" they do not (the river can then never come back on itself), under
 * "no-two-in-row" only two curves side by side are compared. */
static gboolean
curves_alternate (const MlGame *game)
{
  return game->readings.answer[ML_READING_RIVER_TURNS] == ML_RIVER_CURVES_ALTERNATE;
}

/* The turn of the curve the water meets last before leaving the square (x, y) by side
 * @out: that piece's own, or under curves-alternate the first curve back through
 * straights. 0 when there is none. Sets @where to the curve's square. */
static int
last_curve (const MlGame *game, int x, int y, int out, int *where_x, int *where_y)
{
  gboolean through = curves_alternate (game);
  /* A free layout may close the river into a ring: no walk is longer than the board. */
  for (guint steps = ml_board_n_pieces (game->board); steps > 0; steps--)
    {
      int turn, in;
      if (!piece_turn (game->board, x, y, out, &turn, &in))
        return 0;
      if (turn != 0 || !through)
        {
          *where_x = x;
          *where_y = y;
          return turn;
        }
      x += ml_side_dx[in];
      y += ml_side_dy[in];
      out = ml_side_opposite ((MlSide) in);
    }
  return 0;
}

static gboolean
check_river_piece (const MlGame *game, const MlTileDef *tile, int x, int y, int rot, GError **error)
{
  guint sides = river_sides (tile, rot);
  int in = -1;
  for (int s = 0; s < 4 && in < 0; s++)
    if ((sides >> s) & 1 && ml_board_edge_at (game->board, x + ml_side_dx[s], y + ml_side_dy[s],
                                              ml_side_opposite ((MlSide) s)) == ML_EDGE_WATER)
      in = s;
  if (in < 0)
    {
      set_error (error, ML_RULES_ERROR_ORDER,
                   _("A river tile must continue the river: none of its river edges meets the river's open end."));
      return FALSE;
    }
  int out = other_side (sides, in), cx, cy;
  if (out < 0)
    return TRUE;
  int turn = river_turn (in, out), ux = x + ml_side_dx[in], uy = y + ml_side_dy[in];
  if (turn != 0 && last_curve (game, ux, uy, ml_side_opposite ((MlSide) in), &cx, &cy) == turn)
    {
      if (cx == ux && cy == uy)
        set_error (error, ML_RULES_ERROR_ORDER,
                     _("The river may not turn the same way twice in a row (no U-turn)."));
      else
        set_error (error, ML_RULES_ERROR_ORDER,
                     _("The river's curves alternate: its last curve, at (%d, %d), already turns this way (straight tiles between change nothing)."),
                     cx, cy);
      return FALSE;
    }
  return TRUE;
}

/* River tiles set aside: they are out of the bag as surely as those on the board. */
static guint
river_set_aside (const MlGame *game)
{
  guint n = 0;
  for (guint i = 0; i < game->n_set_aside; i++)
    n += game->set_aside[i]->has_water;
  return n;
}

/* The order of the river: spring first, lake last, every river tile before the others. */
static gboolean
check_river_order (const MlGame *game, const MlTileDef *tile, GError **error)
{
  /* A game that knows its bag and has no river tile left in it lets the land come without
   * looking at the board: every land tile of a random game after the river. */
  if (!tile->has_water && game->water_left == 0)
    return TRUE;
  RiverState state;
  river_state (game->board, &state);
  gboolean spring = tile_has (tile, TRUE, FALSE), lake = tile_has (tile, FALSE, TRUE);
  if (spring && !ml_board_is_empty (game->board))
    {
      set_error (error, ML_RULES_ERROR_ORDER, _("The spring starts the river: it is the first tile laid."));
      return FALSE;
    }
  if (tile->has_water && !spring && !state.spring)
    {
      set_error (error, ML_RULES_ERROR_ORDER, _("The river starts at the spring, which is not on the board."));
      return FALSE;
    }
  int left = game->water_left;
  if (left < 0)
    {
      /* The box's river tiles: the faces of count 0 (another edition's spring and lake)
       * stand in for ours and add none. */
      const MlTileSet *set = ml_catalogue_find_set (ml_catalogue_get_default (), "river");
      int in_box = 0;
      for (guint i = 0; set && i < set->tiles->len; i++)
        in_box += ((const MlTileDef *) g_ptr_array_index (set->tiles, i))->count;
      left = MAX (in_box - (int) state.river_tiles - (int) river_set_aside (game), 0);
    }
  /* The lake waits until it is the only river tile left. */
  if (lake && left > 1)
    {
      set_error (error, ML_RULES_ERROR_ORDER,
                   _("The lake ends the river: it comes after all the other river tiles."));
      return FALSE;
    }
  if (!tile->has_water && state.spring && !state.lake && left > 0)
    {
      set_error (error, ML_RULES_ERROR_ORDER,
                   _("The river is not finished: all river tiles are laid before any other tile."));
      return FALSE;
    }
  return TRUE;
}

/* ---- a layout's river ------------------------------------------------------------ */

static void
hook_check_layout (MlGame *game, GArray *out)
{
  MlBoard *board = game->board;
  RiverState state;
  river_state (board, &state);
  if (state.river_tiles == 0)
    return;
  if (!(game->expansions & ML_EXPANSION_RIVER))
    ml_problem_add (out, 0, 0, _("River tiles are on the board but the River is not among the expansions."));
  for (guint i = 0; i < ml_board_n_pieces (board); i++)
    {
      const MlPiece *p = ml_board_piece (board, i);
      if (!p->tile->has_water || p->tile->n_cells != 1)
        continue;
      guint sides = river_sides (p->tile, p->rot);
      guint joined = 0;
      for (int s = 0; s < 4; s++)
        if ((sides >> s) & 1
            && ml_board_edge_at (board, p->x + ml_side_dx[s], p->y + ml_side_dy[s], ml_side_opposite ((MlSide) s))
               == ML_EDGE_WATER)
          joined |= 1u << s;
      if (state.river_tiles > 1 && joined == 0)
        ml_problem_add (out, p->x, p->y, _("River tile %s at (%d, %d) does not continue the river."), p->tile->id, p->x, p->y);
      /* Two curves that turn the same way, side by side (or, under curves-alternate, with
       * only straights between them). The walk goes on with the water leaving this piece
       * by @s, so both turns are taken in the same direction of flow; each pair is found
       * from both its ends and reported from the one laid first. */
      for (int s = 0; s < 4; s++)
        {
          int other = other_side (sides, s);
          int mine = other < 0 ? 0 : river_turn (other, s);
          if (!((joined >> s) & 1) || mine == 0)
            continue;
          int theirs = 0, cx = 0, cy = 0;
          int nx = p->x + ml_side_dx[s], ny = p->y + ml_side_dy[s], in = ml_side_opposite ((MlSide) s);
          for (guint steps = ml_board_n_pieces (board); steps > 0 && theirs == 0; steps--)
            {
              int at = ml_board_piece_at (board, nx, ny, NULL);
              if (at == ML_NO_PIECE)
                break;
              const MlPiece *n = ml_board_piece (board, (guint) at);
              int leaves;
              if (n->tile->n_cells != 1 || !n->tile->has_water
                  || !((river_sides (n->tile, n->rot) >> in) & 1)
                  || (leaves = other_side (river_sides (n->tile, n->rot), in)) < 0)
                break;
              theirs = river_turn (in, leaves);
              cx = nx;
              cy = ny;
              if (theirs == 0 && !curves_alternate (game))
                break;
              nx += ml_side_dx[leaves];
              ny += ml_side_dy[leaves];
              in = ml_side_opposite ((MlSide) leaves);
            }
          int j = ml_board_piece_at (board, cx, cy, NULL);
          if (theirs != mine || j == ML_NO_PIECE || (guint) j < i)
            continue;
          if (cx == p->x + ml_side_dx[s] && cy == p->y + ml_side_dy[s])
            ml_problem_add (out, cx, cy, _("The river turns the same way twice in a row at (%d, %d) and (%d, %d)."),
                                p->x, p->y, cx, cy);
          else
            ml_problem_add (out, cx, cy, _("The river's curves at (%d, %d) and (%d, %d) turn the same way with only straight tiles between: curves alternate."),
                                p->x, p->y, cx, cy);
        }
    }
}

/* ---- the hooks ------------------------------------------------------------------- */

static gboolean
hook_check_first (const MlGame *game, const MlTileDef *tile, GError **error)
{
  if (tile_has (tile, TRUE, FALSE))
    return TRUE;
  set_error (error, ML_RULES_ERROR_START, _("With the River, the spring is the first tile."));
  return FALSE;
}

static gboolean
hook_check_each (const MlGame *game, const MlTileDef *tile)
{
  return tile->has_water;
}

/* A river tile of one square continues the river: only the frontier squares with a river
 * edge beside them can take it. */
static int
hook_reach_edge (const MlGame *game, const MlTileDef *tile)
{
  return tile->has_water && tile->n_cells == 1 ? ML_EDGE_WATER : -1;
}

static gboolean
hook_check_laid (const MlGame *game, const MlTileDef *tile, int x, int y, int rot, GError **error)
{
  return !tile->has_water || tile->n_cells != 1 || check_river_piece (game, tile, x, y, rot, error);
}

/* ---- the rules' words for the river ---- */

static const char *
hook_edge_words (int kind)
{
  /* Translators: goes into "… is %s but its neighbour shows %s there": what an edge shows */
  return kind == ML_EDGE_WATER ? C_("edge shows", "river") : NULL;
}

static const char *
hook_no_meeple (const MlFeatureDef *def)
{
  return def->kind == ML_FEATURE_WATER ? _("No meeple can stand on the river.") : NULL;
}

static gboolean
hook_meeple_problem (const MlFeatureDef *def, int x, int y, GArray *out)
{
  if (def->kind != ML_FEATURE_WATER)
    return FALSE;
  ml_problem_add (out, x, y, _("A meeple stands on the river at (%d, %d)."), x, y);
  return TRUE;
}

const MlExpansionHooks ml_river_hooks = {
  .expansion = ML_EXPANSION_RIVER,
  .check_first = hook_check_first,
  .check_order = check_river_order,
  .check_each = hook_check_each,
  .reach_edge = hook_reach_edge,
  .check_laid = hook_check_laid,
  .check_layout = hook_check_layout,
  .deal = _ml_river_deal,
  .stand_in = _ml_river_stand_in,
  .edge_words = hook_edge_words,
  .no_meeple = hook_no_meeple,
  .meeple_problem = hook_meeple_problem,
};
