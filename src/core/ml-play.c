#include "config.h"
#include "ml-random.h"
#include "ml-play.h"
#include "ml-rules.h"

struct _MlPlayout {
  guint expansions;
  GPtrArray *bag;            /* the box, without the first piece */
  const MlTileDef *start;
  GPtrArray *pile;           /* this game's draw order */
  GArray *placements;
  GArray *meeples;
  GArray *events;
  guint discarded;
};

static gboolean
replaced (const MlCatalogue *catalogue, guint expansions, const MlTileDef *tile)
{
  if (!(expansions & ML_EXPANSION_ABBEYS))
    return FALSE;
  const MlTileSet *abbeys = ml_catalogue_find_set (catalogue, "abbeys");
  return abbeys && abbeys->replaces && g_strv_contains ((const char *const *) abbeys->replaces, tile->id);
}

static void
add_set (const MlCatalogue *catalogue, const char *id, const char *group, guint expansions,
         GPtrArray *bag, const MlTileDef **start)
{
  const MlTileSet *set = ml_catalogue_find_set (catalogue, id);
  g_return_if_fail (set != NULL);
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (set->tiles, i);
      if ((group && g_strcmp0 (tile->group, group) != 0) || replaced (catalogue, expansions, tile))
        continue;
      guint count = tile->count;
      if (tile->start && *start == NULL)
        {
          *start = tile;
          count--;
        }
      for (guint k = 0; k < count; k++)
        g_ptr_array_add (bag, (gpointer) tile);
    }
}

void
ml_play_bag (guint expansions, GPtrArray *bag, const MlTileDef **start)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  *start = NULL;
  /* The spring replaces the start tile, so the river comes first. */
  if (expansions & ML_EXPANSION_RIVER)
    add_set (catalogue, "river", NULL, expansions, bag, start);
  add_set (catalogue, "base", NULL, expansions, bag, start);
  if (expansions & ML_EXPANSION_ABBEYS)
    add_set (catalogue, "abbeys", "german", expansions, bag, start);
}

MlPlayout *
ml_playout_new (guint expansions)
{
  MlPlayout *self = g_new0 (MlPlayout, 1);
  self->expansions = expansions;
  self->bag = g_ptr_array_new ();
  self->pile = g_ptr_array_new ();
  self->placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  self->meeples = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  self->events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  ml_play_bag (expansions, self->bag, &self->start);
  return self;
}

void
ml_playout_free (MlPlayout *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->bag);
  g_ptr_array_unref (self->pile);
  g_array_unref (self->placements);
  g_array_unref (self->meeples);
  g_array_unref (self->events);
  g_free (self);
}

guint
ml_playout_discarded (const MlPlayout *self)
{
  return self->discarded;
}

static void
shuffle (GPtrArray *pile, guint from, guint to, GRand *rand)
{
  for (guint i = to; i > from + 1; i--)
    {
      guint j = from + ml_random_below (rand, i - from);
      gpointer t = pile->pdata[i - 1];
      pile->pdata[i - 1] = pile->pdata[j];
      pile->pdata[j] = t;
    }
}

/* The draw order: river tiles first with the lake last among them, then the rest. */
static void
deal (MlPlayout *self, GRand *rand)
{
  GPtrArray *pile = self->pile;
  g_ptr_array_set_size (pile, 0);
  const MlTileDef *lake = NULL;
  for (guint i = 0; i < self->bag->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (self->bag, i);
      if (!tile->is_river)
        continue;
      gboolean is_lake = FALSE;
      for (guint f = 0; f < tile->n_features; f++)
        is_lake |= tile->features[f].lake;
      if (is_lake)
        lake = tile;
      else
        g_ptr_array_add (pile, (gpointer) tile);
    }
  shuffle (pile, 0, pile->len, rand);
  if (lake)
    g_ptr_array_add (pile, (gpointer) lake);
  guint river_end = pile->len;
  for (guint i = 0; i < self->bag->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (self->bag, i);
      if (!tile->is_river)
        g_ptr_array_add (pile, (gpointer) tile);
    }
  shuffle (pile, river_end, pile->len, rand);
}

static void
play_turn (MlPlayout *self, MlGame *game, const MlTileDef *tile, GRand *rand, MlTurnFunc func, gpointer data)
{
  MlPlacement chosen;
  if (!ml_rules_random_placement (game, tile, rand, self->placements, &chosen))
    {
      self->discarded++;
      return;
    }
  const MlPlacement *at = &chosen;
  int player = (int) game->turn;
  guint piece = (guint) ml_board_place (game->board, tile, at->x, at->y, at->rot, -1);
  GArray *events = func ? self->events : NULL;
  if (events)
    {
      g_array_set_size (events, 0);
      MlEvent ev = { .kind = ML_EVENT_TILE, .player = player, .tile = tile, .x = at->x, .y = at->y, .rot = at->rot };
      g_array_append_val (events, ev);
    }

  g_array_set_size (self->meeples, 0);
  ml_rules_meeple_options (game, player, piece, self->meeples);
  /* Each option, or none, alike. */
  guint pick = ml_random_below (rand, self->meeples->len + 1);
  if (pick < self->meeples->len)
    {
      const MlMeepleChoice *m = &g_array_index (self->meeples, MlMeepleChoice, pick);
      ml_board_add_meeple (game->board, player, piece, m->cell, m->feature, m->prior);
      if (events)
        {
          MlEvent ev = { .kind = ML_EVENT_MEEPLE, .player = player, .tile = tile, .x = at->x, .y = at->y,
                         .rot = at->rot,
                         .role = ml_meeple_role (game->board, ml_board_meeple (game->board, ml_board_n_meeples (game->board) - 1)) };
          g_array_append_val (events, ev);
        }
    }
  ml_game_score_completed (game, piece, events);
  game->turn = (game->turn + 1) % game->n_players;
  if (func)
    func (game, events, data);
}

void
ml_playout_run (MlPlayout *self, MlGame *game, guint n_players, GRand *rand, MlTurnFunc func, gpointer data)
{
  ml_game_reset (game, n_players, self->expansions);
  self->discarded = 0;
  deal (self, rand);
  ml_board_place (game->board, self->start, 0, 0, 0, -1);
  game->river_left = 0;
  for (guint i = 0; i < self->pile->len; i++)
    game->river_left += ((const MlTileDef *) g_ptr_array_index (self->pile, i))->is_river;
  for (guint i = 0; i < self->pile->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (self->pile, i);
      play_turn (self, game, tile, rand, func, data);
      /* Laid or set aside, a river tile drawn is no longer in the bag. */
      game->river_left -= tile->is_river;
    }
}
