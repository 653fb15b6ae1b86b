/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-expansion-modules.h"
#include "ml-random.h"
#include "ml-rules.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

G_DEFINE_QUARK (ml-rules-error-quark, ml_rules_error)

/* Sets @error, building the message (translated and formatted) only when there is an error
 * to fill: the searches try many places without one. */
#define set_error(error, code, ...) \
  G_STMT_START { if (error) g_set_error (error, ML_RULES_ERROR, code, __VA_ARGS__); } G_STMT_END

static const char *
side_text (MlSide side)
{
  switch (side)
    {
    /* Translators: goes into "The %s edge of (x, y) is …": the side of a square */
    case ML_SIDE_N: return C_("edge of", "north");
    /* Translators: goes into "The %s edge of (x, y) is …": the side of a square */
    case ML_SIDE_E: return C_("edge of", "east");
    /* Translators: goes into "The %s edge of (x, y) is …": the side of a square */
    case ML_SIDE_S: return C_("edge of", "south");
    /* Translators: goes into "The %s edge of (x, y) is …": the side of a square */
    case ML_SIDE_W: return C_("edge of", "west");
    default: return "?";
    }
}

static const char *
edge_text (int kind)
{
  switch (kind)
    {
    /* Translators: goes into "… is %s but its neighbour shows %s there": what an edge shows */
    case ML_EDGE_FIELD: return C_("edge shows", "field");
    /* Translators: goes into "… is %s but its neighbour shows %s there": what an edge shows */
    case ML_EDGE_ROAD: return C_("edge shows", "road");
    /* Translators: goes into "… is %s but its neighbour shows %s there": what an edge shows */
    case ML_EDGE_CITY: return C_("edge shows", "city");
    /* The kinds an expansion brings are its module's to word. */
    default: return ml_expansion_modules_edge_words (kind);
    }
}

/* ---- laying a tile ---------------------------------------------------------------- */

static gboolean
check_first (const MlGame *game, const MlTileDef *tile, int x, int y, GError **error)
{
  if (x != 0 || y != 0)
    {
      set_error (error, ML_RULES_ERROR_START, _("The first tile lies at (0, 0)."));
      return FALSE;
    }
  for (guint k = 0; k < game->n_placers; k++)
    if (game->placers[k]->check_first && !game->placers[k]->check_first (game, tile, error))
      return FALSE;
  return TRUE;
}

/* What the modules' order says of @tile: one answer for every square. */
static gboolean
check_order (const MlGame *game, const MlTileDef *tile, GError **error)
{
  for (guint k = 0; k < game->n_placers; k++)
    if (game->placers[k]->check_order && !game->placers[k]->check_order (game, tile, error))
      return FALSE;
  return TRUE;
}

/* Whether a module checks each placement of @tile itself (check_laid). */
static gboolean
checked_each (const MlGame *game, const MlTileDef *tile)
{
  for (guint k = 0; k < game->n_placers; k++)
    if (game->placers[k]->check_each && game->placers[k]->check_each (game, tile))
      return TRUE;
  return FALSE;
}

/* The whole placement check; @order says whether to check the modules' order too, and @each
 * whether a module checks @tile square by square (checked_each): both are the same for
 * every square and so are asked once by the searches. */
static gboolean
can_place (const MlGame *game, const MlTileDef *tile, int x, int y, int rot, gboolean order, gboolean each,
           GError **error)
{
  const MlBoard *board = game->board;
  const MlRotatedCell *cells = tile->rotated[rot];
  /* What each square's neighbours ask (ml_board_square_needs): a side of the mask is set
   * where a piece lies beside, never towards another square of this piece, all free. */
  guint16 mask[ML_MAX_CELLS], need[ML_MAX_CELLS];
  for (guint c = 0; c < tile->n_cells; c++)
    if (!ml_board_square_needs (board, x + cells[c].dx, y + cells[c].dy, &mask[c], &need[c]))
      {
        set_error (error, ML_RULES_ERROR_OCCUPIED, _("The square (%d, %d) is already taken."),
                     x + cells[c].dx, y + cells[c].dy);
        return FALSE;
      }
  if (ml_board_is_empty (board))
    return check_first (game, tile, x, y, error);
  if (order && !check_order (game, tile, error))
    return FALSE;

  gboolean contact = FALSE;
  for (guint c = 0; c < tile->n_cells; c++)
    for (int s = 0; s < 4; s++)
      {
        if (((mask[c] >> (4 * s)) & 0xf) == 0)
          continue;
        int theirs = (need[c] >> (4 * s)) & 0xf, mine = (cells[c].edge_code >> (4 * s)) & 0xf;
        contact = TRUE;
        if (theirs != mine)
          {
            set_error (error, ML_RULES_ERROR_MISMATCH,
                         _("The %s edge of (%d, %d) is %s but its neighbour shows %s there: touching edges must match."),
                         side_text ((MlSide) s), x + cells[c].dx, y + cells[c].dy, edge_text (mine), edge_text (theirs));
            return FALSE;
          }
      }
  if (!contact)
    {
      set_error (error, ML_RULES_ERROR_NO_CONTACT,
                   _("A tile must touch a laid tile by at least one edge (a corner is not enough)."));
      return FALSE;
    }
  for (guint k = 0; each && k < game->n_placers; k++)
    if (game->placers[k]->check_laid && !game->placers[k]->check_laid (game, tile, x, y, rot, error))
      return FALSE;
  return TRUE;
}

/* Pieces of several cells and tiles that a module checks square by square need each
 * candidate checked in full; other tiles only need their edges matched against the
 * frontier, once the modules' order (the same for every candidate) allows them at all. */
gboolean
ml_rules_can_place (const MlGame *game, const MlTileDef *tile, int x, int y, int rot, GError **error)
{
  return can_place (game, tile, x, y, rot, TRUE, checked_each (game, tile), error);
}

static gboolean
needs_full_check (const MlGame *game, const MlTileDef *tile)
{
  return tile->n_cells > 1 || ml_board_is_empty (game->board) || checked_each (game, tile);
}

gboolean
ml_rules_order_allows (const MlGame *game, const MlTileDef *tile)
{
  return check_order (game, tile, NULL);
}

/* The four rotations of a tile are four 16-bit lanes of one word, tested against a square's
 * needs at once: a lane of the result is zero where that rotation fits. */
#define LANES_ONE G_GUINT64_CONSTANT (0x0001000100010001)
#define LANES_LOW G_GUINT64_CONSTANT (0x7fff7fff7fff7fff)
#define LANES_HIGH G_GUINT64_CONSTANT (0x8000800080008000)

static inline guint64
rotation_codes (const MlTileDef *tile)
{
  return tile->rotation_codes;
}

/* The high bit of each lane whose rotation fits the square (exact, no carry across lanes). */
static inline guint64
fitting_lanes (guint64 codes, guint64 mask, guint64 need)
{
  guint64 diff = (codes & mask) ^ need;
  return ~(((diff & LANES_LOW) + LANES_LOW) | diff) & LANES_HIGH;
}

/* The rotation of the lowest lane set in @lanes (not 0): one instruction, where
 * g_bit_nth_lsf() loops over the bits. */
static inline int
lowest_lane (guint64 lanes)
{
  return __builtin_ctzll (lanes) / 16;
}

static void
legal_from_frontier (const MlGame *game, const MlTileDef *tile, GArray *out)
{
  MlFrontierView f;
  ml_board_frontier_view (game->board, &f);
  guint64 codes = rotation_codes (tile);
  guint start = out->len, len = start;
  g_array_set_size (out, start + 4 * f.n);
  MlPlacement *p = (MlPlacement *) (gpointer) out->data;
  for (guint i = 0; i < f.n; i++)
    for (guint64 lanes = fitting_lanes (codes, f.mask[i], f.need[i]); lanes; lanes &= lanes - 1)
      p[len++] = (MlPlacement) { f.at[i].x, f.at[i].y, lowest_lane (lanes) };
  g_array_set_size (out, len);
}

/* The fitting placements of a block of squares (ML_FRONTIER_BLOCK, padded with squares no
 * tile fits) are the bits of one word: bit 8 j + 2 r + 1 is set when rotation r fits the
 * block's square j. The placements' order, square by square and rotation by rotation, is
 * the bits' order: a count is a popcount, and the k-th placement the k-th bit set. */
#define BLOCK ML_FRONTIER_BLOCK
#define PLACEMENT_BITS G_GUINT64_CONSTANT (0xaaaaaaaaaaaaaaaa)
/* Blocks whose words the search keeps on the stack; a larger frontier takes the heap. */
#define STACK_BLOCKS 64

G_STATIC_ASSERT (BLOCK == 8);

/* Block @b's word from a comparison's byte mask @bytes (both bits of each 16-bit lane set
 * where a rotation fits, one kept), with its count; returns the count. Inlined into each
 * processor's variant, and so built for it. */
static inline G_ALWAYS_INLINE guint
keep_word (guint64 bytes, guint b, guint8 *counts, guint64 *words)
{
  guint64 w = bytes & PLACEMENT_BITS;
  words[b] = w;
  return counts[b] = (guint8) __builtin_popcountll (w);
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>
#define HAVE_FIT_WORDS_AVX2 1

/* The blocks' counts and words, four squares a step: a rotation fits where its 16-bit lane
 * of the edges asked equals the need. */
__attribute__ ((target ("avx2,popcnt")))
static guint
fit_words_avx2 (guint64 codes, const MlFrontierView *f, guint n_blocks, guint8 *counts, guint64 *words)
{
  __m256i c = _mm256_set1_epi64x ((long long) codes);
  /* In locals: the stores below could be the view's pointers for all the compiler knows. */
  const guint64 *mask = f->mask, *need = f->need;
  guint total = 0;
  for (guint b = 0; b < n_blocks; b++)
    {
      const __m256i *m = (const __m256i *) (gconstpointer) (mask + b * BLOCK);
      const __m256i *n = (const __m256i *) (gconstpointer) (need + b * BLOCK);
      __m256i lo = _mm256_cmpeq_epi16 (_mm256_and_si256 (_mm256_loadu_si256 (m), c), _mm256_loadu_si256 (n));
      __m256i hi = _mm256_cmpeq_epi16 (_mm256_and_si256 (_mm256_loadu_si256 (m + 1), c), _mm256_loadu_si256 (n + 1));
      total += keep_word ((guint64) (guint32) _mm256_movemask_epi8 (hi) << 32 | (guint32) _mm256_movemask_epi8 (lo),
                          b, counts, words);
    }
  return total;
}
#endif

#ifdef __SSE2__
#include <emmintrin.h>

/* fit_words_avx2() two squares a step, with what every x86-64 processor has (and what clang
 * builds, which have no AVX2 variant, use). */
static G_NO_INLINE guint
fit_words_sse2 (guint64 codes, const MlFrontierView *f, guint n_blocks, guint8 *counts, guint64 *words)
{
  __m128i c = _mm_set1_epi64x ((long long) codes);
  const guint64 *mask = f->mask, *need = f->need;
  guint total = 0;
  for (guint b = 0; b < n_blocks; b++)
    {
      const __m128i *m = (const __m128i *) (gconstpointer) (mask + b * BLOCK);
      const __m128i *n = (const __m128i *) (gconstpointer) (need + b * BLOCK);
      guint64 w = 0;
      for (guint q = 0; q < 4; q++)
        {
          __m128i eq = _mm_cmpeq_epi16 (_mm_and_si128 (_mm_loadu_si128 (m + q), c), _mm_loadu_si128 (n + q));
          w |= (guint64) (guint16) _mm_movemask_epi8 (eq) << (16 * q);
        }
      total += keep_word (w, b, counts, words);
    }
  return total;
}
#endif

#ifndef __SSE2__
/* Without x86-64's vectors: the counts alone, and the bit of the chosen placement found
 * square by square in the one block the walk stops in. */

/* Four squares' words side by side, loaded from any 8-byte boundary. */
typedef guint64 Lanes4 __attribute__ ((vector_size (32), aligned (8), may_alias));

/* Counts the fitting placements of the first @n_blocks blocks into @counts, returning their
 * sum: each block written out as two vectors of four squares, the lanes' high bits summed
 * lane by lane (at most BLOCK in each, no carry), then across the lanes by one
 * multiplication. The words are left out: block_bit() looks into the one block the walk
 * stops in. Not inlined, so that the walk that calls it stays small. */
static G_NO_INLINE guint
fit_counts_plain (guint64 codes, const MlFrontierView *f, guint n_blocks, guint8 *counts)
{
  Lanes4 c = { codes, codes, codes, codes };
  /* In locals: a store into @counts could be the view's pointers for all the compiler knows. */
  const guint64 *mask = f->mask, *need = f->need;
  guint total = 0;
  for (guint b = 0; b < n_blocks; b++)
    {
      const Lanes4 *m = (const Lanes4 *) (gconstpointer) (mask + b * BLOCK);
      const Lanes4 *n = (const Lanes4 *) (gconstpointer) (need + b * BLOCK);
      Lanes4 d0 = (m[0] & c) ^ n[0], d1 = (m[1] & c) ^ n[1];
      Lanes4 sum = ((~(((d0 & LANES_LOW) + LANES_LOW) | d0)) >> 15 & LANES_ONE)
                   + ((~(((d1 & LANES_LOW) + LANES_LOW) | d1)) >> 15 & LANES_ONE);
      guint64 acc = sum[0] + sum[1] + sum[2] + sum[3];
      total += counts[b] = (guint8) ((acc * LANES_ONE) >> 48);
    }
  return total;
}

/* The bit of the @k-th fitting placement of block @b in the block's word, found square by
 * square where the processor gave no words (fit_counts). Not inlined, as fit_counts_plain(). */
static G_NO_INLINE guint
block_bit (guint64 codes, const MlFrontierView *f, guint b, guint k)
{
  for (guint j = 0;; j++)
    {
      guint64 lanes = fitting_lanes (codes, f->mask[b * BLOCK + j], f->need[b * BLOCK + j]);
      guint here = (guint) (((lanes >> 15) * LANES_ONE) >> 48);
      if (k >= here)
        {
          k -= here;
          continue;
        }
      while (k-- > 0)
        lanes &= lanes - 1;
      return 8 * j + 2 * (guint) lowest_lane (lanes) + 1;
    }
}
#endif

/* The one loop of the search that sees every square: the blocks' counts, and on x86-64
 * their words. */
static inline guint
fit_counts (guint64 codes, const MlFrontierView *f, guint n_blocks, guint8 *counts, guint64 *words)
{
#ifdef HAVE_FIT_WORDS_AVX2
  if (__builtin_cpu_supports ("avx2"))
    return fit_words_avx2 (codes, f, n_blocks, counts, words);
#endif
#ifdef __SSE2__
  return fit_words_sse2 (codes, f, n_blocks, counts, words);
#else
  (void) words;
  return fit_counts_plain (codes, f, n_blocks, counts);
#endif
}

/* The place of the @k-th bit set in @w, from the lowest. */
static inline guint
nth_bit (guint64 w, guint k)
{
  while (k-- > 0)
    w &= w - 1;
  return (guint) __builtin_ctzll (w);
}

/* Counts the fitting placements of the @n_blocks blocks, then walks to the chosen one, block
 * by block and then bit by bit, with @counts and @words as room for each block's. */
static gboolean
pick_fitting (guint64 codes, const MlFrontierView *f, guint n_blocks, guint8 *counts, guint64 *words,
              MlRand *rand, MlPlacement *out)
{
  guint total = fit_counts (codes, f, n_blocks, counts, words);
  if (total == 0)
    return FALSE;
  guint k = ml_random_below (rand, total), b = 0;
  for (; k >= counts[b]; b++)
    k -= counts[b];
#ifdef __SSE2__
  guint bit = nth_bit (words[b], k);
#else
  guint bit = block_bit (codes, f, b, k);
#endif
  guint i = b * BLOCK + bit / 8;
  *out = (MlPlacement) { f->at[i].x, f->at[i].y, (int) (bit / 2) % 4 };
  return TRUE;
}

/* The same set and order as legal_from_frontier, without writing it out. The blocks' counts
 * and words are kept on the stack, or on the heap for a frontier too large (no g_autofree:
 * freeing nothing on every turn would cost two calls). */
static gboolean
random_from_frontier (const MlGame *game, const MlTileDef *tile, MlRand *rand, MlPlacement *out)
{
  MlFrontierView f;
  ml_board_frontier_view (game->board, &f);
  guint n_blocks = (f.n + BLOCK - 1) / BLOCK;
  guint64 stack_words[STACK_BLOCKS];
  guint8 stack_counts[STACK_BLOCKS];
  if (G_LIKELY (n_blocks <= STACK_BLOCKS))
    return pick_fitting (rotation_codes (tile), &f, n_blocks, stack_counts, stack_words, rand, out);
  guint64 *words = g_new (guint64, n_blocks);
  guint8 *counts = g_new (guint8, n_blocks);
  gboolean found = pick_fitting (rotation_codes (tile), &f, n_blocks, counts, words, rand, out);
  g_free (words);
  g_free (counts);
  return found;
}

static gint
compare_placements (gconstpointer a, gconstpointer b)
{
  const MlPlacement *pa = a, *pb = b;
  if (pa->y != pb->y)
    return pa->y < pb->y ? -1 : 1;
  if (pa->x != pb->x)
    return pa->x < pb->x ? -1 : 1;
  return pa->rot - pb->rot;
}

/* The edge kind a frontier square must show on some side for @tile to reach it, as the
 * modules say (their reach_edge hooks), or -1 when any square will do. */
static int
reach_edge (const MlGame *game, const MlTileDef *tile)
{
  for (guint k = 0; k < game->n_placers; k++)
    {
      int edge = game->placers[k]->reach_edge ? game->placers[k]->reach_edge (game, tile) : -1;
      if (edge >= 0)
        return edge;
    }
  return -1;
}

/* Whether a neighbour of the frontier square with @mask and @need shows edge kind @edge. */
static inline gboolean
shows_edge (guint16 mask, guint16 need, int edge)
{
  for (int s = 0; s < 4; s++)
    if (((mask >> (4 * s)) & 0xf) && ((need >> (4 * s)) & 0xf) == edge)
      return TRUE;
  return FALSE;
}

/* Leaves each placement of @tried once, in the order of compare_placements(). Over a small
 * span they are marks in a grid, read row by row: a sort calling its comparison cost more
 * than the rest of the search. Over a large span (far-apart pieces of a free layout), a
 * sort. */
static void
order_tried (GArray *tried)
{
  MlPlacement *p = (MlPlacement *) (gpointer) tried->data;
  guint n = tried->len;
  if (n == 0)
    return;
  int x0 = p[0].x, y0 = p[0].y, x1 = p[0].x, y1 = p[0].y;
  for (guint i = 1; i < n; i++)
    {
      x0 = MIN (x0, p[i].x), x1 = MAX (x1, p[i].x);
      y0 = MIN (y0, p[i].y), y1 = MAX (y1, p[i].y);
    }
  guint64 w = (guint64) ((gint64) x1 - x0 + 1), h = (guint64) ((gint64) y1 - y0 + 1);
  if (w * h > MAX (4096, 8 * (guint64) n))
    {
      g_array_sort (tried, compare_placements);
      guint kept = 1;
      for (guint i = 1; i < n; i++)
        if (compare_placements (&p[i], &p[kept - 1]) != 0)
          p[kept++] = p[i];
      g_array_set_size (tried, kept);
      return;
    }
  /* Bit r of a square's mark: that square as the anchor with r quarter turns. */
  g_autofree guint8 *marks = g_new0 (guint8, w * h);
  for (guint i = 0; i < n; i++)
    marks[(guint64) (p[i].y - y0) * w + (guint64) (p[i].x - x0)] |= (guint8) (1u << p[i].rot);
  guint kept = 0;
  for (guint64 row = 0; row < h; row++)
    for (guint64 col = 0; col < w; col++)
      for (guint m = marks[row * w + col]; m; m &= m - 1)
        p[kept++] = (MlPlacement) { x0 + (int) col, y0 + (int) row, __builtin_ctz (m) };
  g_array_set_size (tried, kept);
}

/* Every anchor that puts some cell of the piece on a frontier square, each tried once. */
static void
legal_by_search (const MlGame *game, const MlTileDef *tile, GArray *out)
{
  const MlBoard *board = game->board;
  if (!ml_board_is_empty (board) && !ml_rules_order_allows (game, tile))
    return;
  gboolean each = checked_each (game, tile);
  int edge = each ? reach_edge (game, tile) : -1;
  /* Written in place, the most there can be made room for at once: an append a placement
   * was a call each. */
  guint n_frontier = ml_board_n_frontier (board), room = 4 * MAX (n_frontier * tile->n_cells, 1), n = 0;
  g_autoptr (GArray) tried = g_array_sized_new (FALSE, FALSE, sizeof (MlPlacement), room);
  g_array_set_size (tried, room);
  MlPlacement *at = (MlPlacement *) (gpointer) tried->data;
  if (ml_board_is_empty (board))
    for (int r = 0; r < 4; r++)
      at[n++] = (MlPlacement) { 0, 0, r };
  for (guint i = 0; i < n_frontier; i++)
    {
      int x, y;
      guint16 mask, need;
      ml_board_frontier (board, i, &x, &y, &mask, &need);
      /* Squares a module keeps @tile from need not be tried (its check_laid would refuse
       * them all). */
      if (edge >= 0 && !shows_edge (mask, need, edge))
        continue;
      for (int r = 0; r < 4; r++)
        for (guint c = 0; c < tile->n_cells; c++)
          at[n++] = (MlPlacement) { x - tile->rotated[r][c].dx, y - tile->rotated[r][c].dy, r };
    }
  g_array_set_size (tried, n);
  order_tried (tried);
  for (guint i = 0; i < tried->len; i++)
    {
      const MlPlacement *p = &g_array_index (tried, MlPlacement, i);
      if (can_place (game, tile, p->x, p->y, p->rot, FALSE, each, NULL))
        g_array_append_vals (out, p, 1);
    }
}

void
ml_rules_legal_placements (const MlGame *game, const MlTileDef *tile, GArray *out)
{
  if (needs_full_check (game, tile))
    legal_by_search (game, tile, out);
  else if (ml_rules_order_allows (game, tile))
    legal_from_frontier (game, tile, out);
}

/* ml_rules_random_placement() where a module may have its say. Not inlined: the common case
 * then needs no room for the modules' loops. */
static G_NO_INLINE gboolean
random_asking (const MlGame *game, const MlTileDef *tile, MlRand *rand, GArray *scratch, MlPlacement *out)
{
  if (!needs_full_check (game, tile))
    return ml_rules_order_allows (game, tile) && random_from_frontier (game, tile, rand, out);
  g_array_set_size (scratch, 0);
  ml_rules_legal_placements (game, tile, scratch);
  if (scratch->len == 0)
    return FALSE;
  *out = g_array_index (scratch, MlPlacement, ml_random_below (rand, scratch->len));
  return TRUE;
}

gboolean
ml_rules_random_placement (const MlGame *game, const MlTileDef *tile, MlRand *rand, GArray *scratch, MlPlacement *out)
{
  /* With no module to ask, a one-square tile on a started board fits where the frontier
   * says (needs_full_check). */
  if (game->n_placers == 0 && tile->n_cells == 1 && !ml_board_is_empty (game->board))
    return random_from_frontier (game, tile, rand, out);
  return random_asking (game, tile, rand, scratch, out);
}

/* ---- where a piece fits once another lies -------------------------------------------- */

/* The square of @laid lying at @at that is (x, y), or -1. */
static int
laid_cell (const MlTileDef *laid, const MlPlacement *at, int x, int y)
{
  for (guint c = 0; c < laid->n_cells; c++)
    if (at->x + laid->rotated[at->rot][c].dx == x && at->y + laid->rotated[at->rot][c].dy == y)
      return (int) c;
  return -1;
}

/* can_place() on a board that is not empty, for a piece that is not a river tile, with
 * @laid lying at @at besides the board's pieces; FALSE unless the piece touches @laid. */
static gboolean
fits_beside (const MlBoard *board, const MlTileDef *laid, const MlPlacement *at, const MlTileDef *tile,
             const MlPlacement *p)
{
  const MlRotatedCell *cells = tile->rotated[p->rot];
  for (guint c = 0; c < tile->n_cells; c++)
    {
      int cx = p->x + cells[c].dx, cy = p->y + cells[c].dy;
      if (laid_cell (laid, at, cx, cy) >= 0 || ml_board_piece_at (board, cx, cy, NULL) != ML_NO_PIECE)
        return FALSE;
    }
  gboolean touches = FALSE;
  for (guint c = 0; c < tile->n_cells; c++)
    for (int s = 0; s < 4; s++)
      {
        if (((cells[c].outer_mask >> (4 * s)) & 0xf) == 0)
          continue;
        int nx = p->x + cells[c].dx + ml_side_dx[s], ny = p->y + cells[c].dy + ml_side_dy[s];
        MlSide facing = ml_side_opposite ((MlSide) s);
        int l = laid_cell (laid, at, nx, ny);
        int theirs = l >= 0 ? (laid->rotated[at->rot][l].edge_code >> (4 * facing)) & 0xf
                            : ml_board_edge_at (board, nx, ny, facing);
        if (theirs >= 0 && theirs != ((cells[c].edge_code >> (4 * s)) & 0xf))
          return FALSE;
        touches |= l >= 0;
      }
  return touches;
}

guint
ml_rules_count_beside (const MlGame *game, const MlTileDef *laid, const MlPlacement *at, const MlTileDef *tile)
{
  if (ml_board_is_empty (game->board) || checked_each (game, laid) || checked_each (game, tile))
    {
      g_autoptr (MlGame) trial = ml_game_copy (game);
      g_autoptr (GArray) out = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
      ml_board_place (trial->board, laid, at->x, at->y, at->rot, -1);
      ml_rules_legal_placements (trial, tile, out);
      return out->len;
    }
  if (!ml_rules_order_allows (game, tile))
    return 0;
  /* Every anchor that puts a square of @tile on a free square next to @laid, each once. */
  MlPlacement tried[ML_MAX_CELLS * 4 * ML_MAX_CELLS * 4];
  guint n_tried = 0;
  for (guint l = 0; l < laid->n_cells; l++)
    for (int s = 0; s < 4; s++)
      {
        int x = at->x + laid->rotated[at->rot][l].dx + ml_side_dx[s];
        int y = at->y + laid->rotated[at->rot][l].dy + ml_side_dy[s];
        if (laid_cell (laid, at, x, y) >= 0 || ml_board_piece_at (game->board, x, y, NULL) != ML_NO_PIECE)
          continue;
        for (int r = 0; r < 4; r++)
          for (guint c = 0; c < tile->n_cells; c++)
            tried[n_tried++] = (MlPlacement) { x - tile->rotated[r][c].dx, y - tile->rotated[r][c].dy, r };
      }
  qsort (tried, n_tried, sizeof *tried, compare_placements);
  guint count = 0;
  for (guint i = 0; i < n_tried; i++)
    if ((i == 0 || compare_placements (&tried[i], &tried[i - 1]) != 0)
        && fits_beside (game->board, laid, at, tile, &tried[i]))
      count++;
  return count;
}

/* ---- meeples ------------------------------------------------------------------------- */

const char *
ml_rules_no_standing (const MlFeatureDef *def)
{
  g_return_val_if_fail (def != NULL, NULL);
  /* The kinds no meeple takes are an expansion's (the river), its module's to word. */
  return ml_feature_kind_takes_meeples (def->kind) ? NULL : ml_expansion_modules_no_meeple (def);
}

/* @has_supply: the caller knows that @player has a meeple left (asking once for many). */
static gboolean
meeple_refusal (MlGame *game, int player, const MlPiece *p, guint feature, guint figure, gboolean has_supply,
                const char **why)
{
  const MlFeatureDef *def = &p->tile->features[feature];
  const MlFigureDef *fig = figure == ML_FIGURE_MEEPLE ? NULL : ml_figure (figure);
  if ((*why = ml_rules_no_standing (def)) != NULL)
    {
      /* Nothing stands there. */
    }
  else if (def->kind == ML_FEATURE_FIELD && !(game->expansions & ML_EXPANSION_FARMERS) && !(fig && fig->joins))
    *why = _("Farmers are not in use in this game.");
  else if (fig && (*why = ml_expansion_modules_check_role (game, player, def, (int) (p->feat_base + feature), figure)) != NULL)
    {
      /* A module's figure: its module said why not. */
    }
  else if (fig && fig->per_player)
    {
      if (ml_expansion_modules_figures_left (game, player, figure) == 0)
        *why = _(fig->used_up);
      else if (!fig->joins && ml_board_feature_meeples (game->board, p->feat_base + feature) > 0)
        *why = _("That feature already holds a meeple (the whole connected feature counts, however far).");
      else
        return FALSE;
    }
  else if (!has_supply && ml_game_supply_left (game, player) == 0)
    *why = _("The player has no meeple left in supply.");
  else
    {
      if (!(fig && fig->joins) && ml_board_feature_meeples (game->board, p->feat_base + feature) > 0)
        *why = _("That feature already holds a meeple (the whole connected feature counts, however far).");
      else
        return FALSE;
    }
  return TRUE;
}

/* meeple_refusal() for an ordinary meeple of a supply known not to be empty, on the hot path
 * of the choices: whether it may stand on @feature of @p. */
static inline gboolean
meeple_fits (const MlGame *game, const MlPiece *p, guint feature)
{
  MlFeatureKind kind = p->tile->features[feature].kind;
  return ml_feature_kind_takes_meeples (kind) && (kind != ML_FEATURE_FIELD || (game->expansions & ML_EXPANSION_FARMERS))
         && ml_board_feature_meeples (game->board, p->feat_base + feature) == 0;
}

gboolean
ml_rules_can_put_meeple (MlGame *game, int player, guint piece, guint feature, guint figure, GError **error)
{
  const char *why = NULL;
  if (!meeple_refusal (game, player, ml_board_piece (game->board, piece), feature, figure, FALSE, &why))
    return TRUE;
  g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE, why);
  return FALSE;
}

guint
ml_rules_alternative_figure (const MlGame *game, int player, const MlFeatureDef *def)
{
  for (guint f = 1; f < ml_figures_count (); f++)
    {
      guint kinds = ml_figure (f)->kinds;
      if (ml_feature_kind_takes_meeples (def->kind) && (kinds == 0 || (kinds >> def->kind) & 1)
          && ml_expansion_modules_check_role (game, player, def, -1, f) == NULL)
        return f;
    }
  return ML_FIGURE_MEEPLE;
}

gboolean
ml_rules_features_apart (MlGame *game, guint piece, guint a, guint b)
{
  MlBoard *board = game->board;
  return ml_board_find (board, ml_board_feature_id (board, piece, a))
         != ml_board_find (board, ml_board_feature_id (board, piece, b));
}

guint
ml_rules_insert_choice (MlMeepleChoice *out, guint n, MlMeepleChoice choice)
{
  int after = -1;
  guint before = n;
  for (guint i = 0; i < n; i++)
    if (out[i].feature == choice.feature)
      after = (int) i;
    else if (out[i].feature > choice.feature && before == n)
      before = i;
  guint at = after >= 0 ? (guint) after + 1 : before;
  g_return_val_if_fail (n < ML_MAX_MEEPLE_CHOICES, n);
  memmove (&out[at + 1], &out[at], (n - at) * sizeof *out);
  out[at] = choice;
  return n + 1;
}

/* The ordinary meeple on each feature of @p it fits, in the features' order. */
static inline guint
supply_choices (const MlGame *game, const MlPiece *p, MlMeepleChoice *out)
{
  guint n = 0;
  for (guint f = 0; f < p->tile->n_features; f++)
    if (meeple_fits (game, p, f))
      out[n++] = (MlMeepleChoice) { TRUE, p->tile->features[f].locs[0].cell, (guint8) f, ML_FIGURE_MEEPLE };
  return n;
}

/* ml_rules_meeple_choices() the long way: in a game with modules, which may keep meeples
 * from the supply or add choices of their own, or asked of a piece or player that is not
 * there. */
static G_NO_INLINE guint
choices_with_modules (MlGame *game, int player, guint piece, MlMeepleChoice *out)
{
  g_return_val_if_fail (piece < ml_board_n_pieces (game->board), 0);
  const MlPiece *p = ml_board_piece (game->board, piece);
  /* With the supply empty, only the modules' figures held apart may remain. */
  guint n = ml_game_supply_left (game, player) > 0 ? supply_choices (game, p, out) : 0;
  for (guint k = 0; k < game->n_choosers; k++)
    n = game->choosers[k]->meeple_choices (game, player, p, out, n);
  return n;
}

guint
ml_rules_meeple_choices (MlGame *game, int player, guint piece, MlMeepleChoice *out)
{
  guint n_pieces;
  const MlPiece *pieces = ml_board_pieces (game->board, &n_pieces);
  /* Most games have no module: the supply is then the board's count and nothing is called,
   * so that this asked every turn stays a leaf. */
  if (game->n_modules > 0 || game->n_choosers > 0 || piece >= n_pieces || (guint) player >= ML_MAX_PLAYERS)
    return choices_with_modules (game, player, piece, out);
  return ml_game_supply_left (game, player) > 0 ? supply_choices (game, &pieces[piece], out) : 0;
}

void
ml_rules_meeple_options (MlGame *game, int player, guint piece, GArray *out)
{
  MlMeepleChoice choices[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, player, piece, choices);
  if (n > 0)
    g_array_append_vals (out, choices, n);
}

/* ---- a whole layout ------------------------------------------------------------------ */

void
ml_problem_clear (gpointer data)
{
  MlProblem *problem = data;
  g_clear_pointer (&problem->message, g_free);
}

void
ml_problem_add (GArray *out, int x, int y, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  MlProblem p = { x, y, g_strdup_vprintf (format, args) };
  va_end (args);
  g_array_append_val (out, p);
}

static void
check_edges (MlGame *game, GArray *out)
{
  MlBoard *board = game->board;
  for (guint i = 0; i < ml_board_n_pieces (board); i++)
    {
      const MlPiece *p = ml_board_piece (board, i);
      for (guint c = 0; c < p->tile->n_cells; c++)
        {
          const MlRotatedCell *cell = &p->tile->rotated[p->rot][c];
          int x = p->x + cell->dx, y = p->y + cell->dy;
          for (int s = ML_SIDE_E; s <= ML_SIDE_S; s++)
            {
              if (((cell->outer_mask >> (4 * s)) & 0xf) == 0)
                continue;
              int theirs = ml_board_edge_at (board, x + ml_side_dx[s], y + ml_side_dy[s], ml_side_opposite ((MlSide) s));
              int mine = (cell->edge_code >> (4 * s)) & 0xf;
              if (theirs >= 0 && theirs != mine)
                ml_problem_add (out, x, y, _("The %s edge of (%d, %d) is %s but (%d, %d) shows %s there."),
                         side_text ((MlSide) s), x, y, edge_text (mine), x + ml_side_dx[s], y + ml_side_dy[s],
                         edge_text (theirs));
            }
        }
    }
}

/* Pieces that cannot be reached from the first piece (the one on (0, 0) if any) by edges. */
static void
check_contact (MlGame *game, GArray *out)
{
  MlBoard *board = game->board;
  guint n = ml_board_n_pieces (board);
  if (n < 2)
    return;
  g_autofree gboolean *reached = g_new0 (gboolean, n);
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));
  int start = ml_board_piece_at (board, 0, 0, NULL);
  guint first = start == ML_NO_PIECE ? 0 : (guint) start;
  reached[first] = TRUE;
  g_array_append_val (stack, first);
  while (stack->len > 0)
    {
      guint i = g_array_index (stack, guint, stack->len - 1);
      g_array_set_size (stack, stack->len - 1);
      const MlPiece *p = ml_board_piece (board, i);
      for (guint c = 0; c < p->tile->n_cells; c++)
        for (int s = 0; s < 4; s++)
          {
            const MlRotatedCell *cell = &p->tile->rotated[p->rot][c];
            int next = ml_board_piece_at (board, p->x + cell->dx + ml_side_dx[s], p->y + cell->dy + ml_side_dy[s], NULL);
            if (next != ML_NO_PIECE && !reached[next])
              {
                reached[next] = TRUE;
                guint u = (guint) next;
                g_array_append_val (stack, u);
              }
          }
    }
  for (guint i = 0; i < n; i++)
    if (!reached[i])
      {
        const MlPiece *p = ml_board_piece (board, i);
        ml_problem_add (out, p->x, p->y, _("Tile %s at (%d, %d) is not connected to the rest of the board by an edge."),
                 p->tile->id, p->x, p->y);
      }
}

static void
check_meeples (MlGame *game, GArray *out)
{
  MlBoard *board = game->board;
  guint count[ML_MAX_PLAYERS] = { 0 };
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      const MlPiece *p = ml_board_piece (board, m->piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
      int x = p->x + cell->dx, y = p->y + cell->dy;
      const MlFeatureDef *def = &p->tile->features[m->feature];
      count[m->player]++;
      if (!ml_feature_kind_takes_meeples (def->kind))
        ml_expansion_modules_meeple_problem (def, x, y, out);
      /* A module's figure is its module's to check (check_layout). */
      else if (def->kind == ML_FEATURE_FIELD && m->figure == ML_FIGURE_MEEPLE && !(game->expansions & ML_EXPANSION_FARMERS))
        ml_problem_add (out, x, y, _("A farmer at (%d, %d), but farmers are not in use."), x, y);
    }
  for (guint p = 0; p < game->n_players; p++)
    {
      guint used = ml_game_meeples_used (game, (int) p), supply = ml_game_supply (game, (int) p);
      if (used > supply)
        ml_problem_add (out, 0, 0, ngettext ("Player %u has %u meeple in use; the supply holds %u.",
                                      "Player %u has %u meeples in use; the supply holds %u.", used),
                 p + 1, used, supply);
    }
  ml_rules_check_holdings (game, out);
}

void
ml_rules_check_holdings (const MlGame *game, GArray *out)
{
  for (guint p = 0; p < game->n_players; p++)
    for (guint k = 0; k < game->n_modules; k++)
      {
        char *why = game->modules[k]->check_holding ? game->modules[k]->check_holding (game, (int) p) : NULL;
        if (why)
          {
            MlProblem row = { 0, 0, why };
            g_array_append_val (out, row);
          }
      }
}

void
ml_rules_check_layout (MlGame *game, GArray *out)
{
  check_edges (game, out);
  check_contact (game, out);
  ml_expansion_modules_check_layout (game, out);
  check_meeples (game, out);
  ml_expansion_modules_check_layout_last (game, out);
}
