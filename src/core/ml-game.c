#include "config.h"
#include "ml-game.h"
#include "ml-rules.h"

#include <glib/gi18n-lib.h>

static const char *const expansion_ids[] = { "farmers", "river", "abbeys", "wonders" };

const char *
ml_expansion_id (MlExpansions expansion)
{
  for (guint i = 0; i < G_N_ELEMENTS (expansion_ids); i++)
    if (expansion == 1u << i)
      return expansion_ids[i];
  return "?";
}

gboolean
ml_expansion_parse (const char *id, MlExpansions *expansion)
{
  for (guint i = 0; i < G_N_ELEMENTS (expansion_ids); i++)
    if (g_strcmp0 (id, expansion_ids[i]) == 0)
      {
        *expansion = (MlExpansions) (1u << i);
        return TRUE;
      }
  return FALSE;
}

MlGame *
ml_game_new (guint n_players, guint expansions)
{
  MlGame *self = g_new0 (MlGame, 1);
  self->board = ml_board_new ();
  ml_game_reset (self, n_players, expansions);
  return self;
}

void
ml_game_reset (MlGame *self, guint n_players, guint expansions)
{
  g_return_if_fail (n_players >= 1 && n_players <= ML_MAX_PLAYERS);
  ml_board_clear (self->board);
  self->n_players = n_players;
  self->expansions = expansions;
  self->turn = 0;
  self->supply = ML_SUPPLY;
  self->river_left = -1;
  for (int p = 0; p < ML_MAX_PLAYERS; p++)
    self->scores[p] = 0;
}

void
ml_game_free (MlGame *self)
{
  if (self == NULL)
    return;
  ml_board_free (self->board);
  g_free (self);
}

guint
ml_game_supply_left (const MlGame *self, int player)
{
  guint used = ml_board_meeples_of (self->board, player);
  return used >= self->supply ? 0 : self->supply - used;
}

/* ---- the third step of a turn --------------------------------------------------------- */

/* Scores a completed feature already valued in @item, and sends its meeples home. */
static void
score_and_return (MlGame *self, const MlScoreItem *scored, GArray *events)
{
  MlScoreItem item = *scored;
  guint root = item.feat;
  if (item.winners == 0)
    return;
  for (guint p = 0; p < self->n_players; p++)
    if ((item.winners >> p) & 1)
      self->scores[p] += item.points;
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_SCORE, .player = (int) self->turn, .item = item };
      g_array_append_val (events, ev);
    }

  guint returned[ML_MAX_PLAYERS] = { 0 };
  for (guint i = ml_board_n_meeples (self->board); i-- > 0;)
    {
      const MlMeeple *m = ml_board_meeple (self->board, i);
      if (m->prior || ml_board_find (self->board, ml_board_meeple_feature (self->board, i)) != root)
        continue;
      returned[m->player]++;
      ml_board_remove_meeple (self->board, i);
    }
  if (events)
    for (guint p = 0; p < self->n_players; p++)
      if (returned[p])
        {
          MlEvent ev = { .kind = ML_EVENT_RETURN, .player = (int) p, .count = returned[p] };
          g_array_append_val (events, ev);
        }
}

/* A monastery on (x, y) that the new piece may have completed: only monks make it score
 * on completion; priors wait for the end. */
static gboolean
score_monastery_at (MlGame *self, int x, int y, GArray *events)
{
  guint cell;
  int at = ml_board_piece_at (self->board, x, y, &cell);
  if (at == ML_NO_PIECE)
    return FALSE;
  const MlPiece *piece = ml_board_piece (self->board, (guint) at);
  guint8 f = piece->tile->monastery[cell];
  if (f == ML_NO_FEATURE || ml_board_feature_meeples (self->board, piece->feat_base + f) == 0
      || ml_board_neighbours (self->board, x, y) != 8)
    return FALSE;
  MlScoreItem item;
  ml_score_feature (self->board, piece->feat_base + f, &item);
  if (item.winners == 0)
    return FALSE;
  score_and_return (self, &item, events);
  return TRUE;
}

void
ml_game_score_completed (MlGame *self, guint index, GArray *events)
{
  MlBoard *board = self->board;
  const MlPiece *piece = ml_board_piece (board, index);
  const MlTileDef *tile = piece->tile;
  guint roots[64];
  guint n_roots = 0;

  for (guint f = 0; f < tile->n_features && n_roots < G_N_ELEMENTS (roots); f++)
    {
      MlFeatureKind kind = tile->features[f].kind;
      if (kind != ML_FEATURE_ROAD && kind != ML_FEATURE_CITY)
        continue;
      guint root = ml_board_find (board, piece->feat_base + f);
      if (ml_board_feature_open (board, root) != 0 || ml_board_feature_meeples (board, root) == 0)
        continue;
      gboolean seen = FALSE;
      for (guint k = 0; k < n_roots; k++)
        seen |= roots[k] == root;
      if (!seen)
        roots[n_roots++] = root;
    }
  for (guint k = 0; k < n_roots; k++)
    {
      MlScoreItem item;
      ml_score_feature (board, roots[k], &item);
      score_and_return (self, &item, events);
    }

  /* Monasteries the piece may have completed: those with a monk next to or under one of
   * its squares. Looking from the monks keeps this to a few comparisons a turn. */
  guint n_meeples, n_pieces;
  const MlMeeple *meeples = ml_board_meeples (board, &n_meeples);
  const MlPiece *pieces = ml_board_pieces (board, &n_pieces);
  for (guint i = 0; i < n_meeples && ml_board_n_monks (board) > 0; i++)
    {
      const MlMeeple *m = &meeples[i];
      const MlPiece *home = &pieces[m->piece];
      if (m->prior || home->tile->features[m->feature].kind != ML_FEATURE_MONASTERY)
        continue;
      const MlRotatedCell *cell = &home->tile->rotated[home->rot][m->cell];
      int mx = home->x + cell->dx, my = home->y + cell->dy;
      gboolean near = FALSE;
      for (guint c = 0; c < tile->n_cells && !near; c++)
        near = ABS (mx - (piece->x + tile->rotated[piece->rot][c].dx)) <= 1
               && ABS (my - (piece->y + tile->rotated[piece->rot][c].dy)) <= 1;
      if (near && score_monastery_at (self, mx, my, events))
        {
          /* The monks went home: the list changed, look again from the start. */
          meeples = ml_board_meeples (board, &n_meeples);
          i = (guint) -1;
        }
    }
}

gboolean
ml_game_move (MlGame *self, const MlTileDef *tile, int x, int y, int rot,
              const MlMeepleChoice *meeple, GArray *events, GError **error)
{
  if (!ml_rules_can_place (self, tile, x, y, rot, error))
    return FALSE;
  int piece = ml_board_place (self->board, tile, x, y, rot, -1);
  g_assert (piece != ML_NO_PIECE);
  int player = (int) self->turn;

  if (meeple && meeple->wanted)
    {
      if (!ml_rules_can_put_meeple (self, player, (guint) piece, meeple->feature, meeple->prior, error))
        {
          ml_board_remove_piece (self->board, (guint) piece);
          return FALSE;
        }
      ml_board_add_meeple (self->board, player, (guint) piece, meeple->cell, meeple->feature, meeple->prior);
    }

  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_TILE, .player = player, .tile = tile, .x = x, .y = y, .rot = rot };
      g_array_append_val (events, ev);
      if (meeple && meeple->wanted)
        {
          const MlMeeple *m = ml_board_meeple (self->board, ml_board_n_meeples (self->board) - 1);
          ev.kind = ML_EVENT_MEEPLE;
          ev.role = ml_meeple_role (self->board, m);
          g_array_append_val (events, ev);
        }
    }
  ml_game_score_completed (self, (guint) piece, events);
  self->turn = (self->turn + 1) % self->n_players;
  return TRUE;
}

void
ml_game_finish (MlGame *self, GArray *items)
{
  g_autoptr (GArray) settled = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle (self->board, settled);
  for (guint i = 0; i < settled->len; i++)
    {
      const MlScoreItem *item = &g_array_index (settled, MlScoreItem, i);
      for (guint p = 0; p < self->n_players; p++)
        if ((item->winners >> p) & 1)
          self->scores[p] += item->points;
    }
  if (items)
    g_array_append_vals (items, settled->data, settled->len);
}

/* ---- events in words ----------------------------------------------------------------- */

const char *
ml_event_kind_id (const MlEvent *event)
{
  switch (event->kind)
    {
    case ML_EVENT_TILE: return "tile";
    case ML_EVENT_MEEPLE: return "meeple";
    case ML_EVENT_SCORE: return ml_score_kind_id (event->item.kind);
    case ML_EVENT_RETURN: return "return";
    default: return "?";
    }
}

/* Translators: each goes into "%s puts %s." after the player's name: "Red puts a knight in
 * the city." */
static const char *
role_text (MlRole role)
{
  switch (role)
    {
    case ML_ROLE_THIEF: return _("a thief on the road");
    case ML_ROLE_KNIGHT: return _("a knight in the city");
    case ML_ROLE_MONK: return _("a monk in the monastery");
    case ML_ROLE_FARMER: return _("a farmer in the field");
    case ML_ROLE_PRIOR: return _("a claustral prior on the abbey");
    case ML_ROLE_NONE:
    default: return "?";
    }
}

char *
ml_event_explain (const MlEvent *event, guint n_players, const char *const *names)
{
  const char *who = event->player >= 0 && (guint) event->player < n_players ? names[event->player] : "?";
  switch (event->kind)
    {
    case ML_EVENT_TILE:
      /* Translators: "Red lays tile D at (1, 0), turned 90°." */
      return g_strdup_printf (_("%s lays tile %s at (%d, %d), turned %d°."), who, event->tile->id,
                              event->x, event->y, event->rot * 90);
    case ML_EVENT_MEEPLE:
      /* Translators: "Red puts a knight in the city." */
      return g_strdup_printf (_("%s puts %s."), who, role_text (event->role));
    case ML_EVENT_SCORE:
      return ml_score_item_explain (&event->item, n_players, names);
    case ML_EVENT_RETURN:
      return g_strdup_printf (ngettext ("%u meeple goes back to %s.", "%u meeples go back to %s.", event->count),
                              event->count, who);
    default:
      g_return_val_if_reached (g_strdup ("?"));
    }
}
