/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hints panel: the advisor run off the main thread on the tile in hand, its best moves
 * said in words (a click lays one), and every move's worth tinted on the board. */
#include "config.h"
#include "ml-hints-panel.h"
#include "ml-advise.h"
#include "ml-hint-words.h"
#include "ml-app-expansions.h"
#include "ml-bag.h"
#include <glib/gi18n.h>

#define HINT_PLAYOUTS 400   /* continuations for a move that stays to the end of the race */
#define HINT_ROWS 3
#define HINT_SETTLE 4       /* leading moves still level get up to four times as many */
#define REPORT_EVERY_US 100000   /* at most ten reports a second reach the main loop */

struct _MlHintsPanel {
  GtkWidget parent_instance;

  GtkProgressBar *progress;
  GtkLabel *status;
  GtkLabel *mover;             /* whose move the hints rank */
  GtkLabel *tie;               /* the leading moves that are worth the same, when done */
  GtkListBox *list;

  MlBoardView *view;
  MlTurn *turn;
  GSignalGroup *turn_signals;       /* a new hand, document, mode or turn played restarts */
  GSignalGroup *document_signals;   /* the view's document: "changed" restarts */
  gboolean active;
  GCancellable *cancellable;   /* of the analysis running, or NULL */
  GTask *task;                 /* the analysis running, until its worker has returned */
  guint generation;            /* bumped at each start and stop: older reports are stale */
  MlAdvice *advice;            /* the latest estimates, ranked best first */
  double now_margin;           /* the mover's margin as the board stands: doing nothing */
  guint restart_idle;
};

G_DEFINE_FINAL_TYPE (MlHintsPanel, ml_hints_panel, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_BOARD_VIEW, PROP_TURN, PROP_ACTIVE, PROP_RUNNING, N_PROPS };
static GParamSpec *props[N_PROPS];

/* What the worker needs, all its own: the game is a copy. */
typedef struct {
  MlGame *game;
  const MlTileDef *tile;
  GPtrArray *bag;              /* the scenario's bag, or NULL: the box less the board */
  MlHintsPanel *panel;         /* a reference, for the reports */
  guint generation;
  gint report_pending;         /* a report waits for the main loop: skip the next ones */
  gint64 last_report;          /* when the last report left the worker (monotonic µs) */
} Job;

static void
job_free (Job *job)
{
  ml_game_free (job->game);
  g_clear_pointer (&job->bag, g_ptr_array_unref);
  g_object_unref (job->panel);
  g_free (job);
}

/* A progress report, copied off the worker for the main loop. */
typedef struct {
  MlHintsPanel *panel;
  Job *job;                    /* kept alive by the task the panel holds, or freed: see the generation */
  guint generation;
  MlAdvice *advice;
  double fraction;
} Report;

static int
compare_moves (gconstpointer a, gconstpointer b)
{
  const MlAdviseMove *ma = a, *mb = b;
  /* A move still without continuations has no estimate yet: after the others. */
  if ((ma->playouts == 0) != (mb->playouts == 0))
    return ma->playouts == 0 ? 1 : -1;
  return (ma->mean < mb->mean) - (ma->mean > mb->mean);
}

static MlAdvice *
advice_copy (const MlAdvice *advice)
{
  MlAdvice *copy = g_new (MlAdvice, 1);
  *copy = *advice;
  copy->moves = g_memdup2 (advice->moves, sizeof (MlAdviseMove) * advice->n_moves);
  return copy;
}

static const char *
role_text (const MlAdviseMeeple *d)
{
  if (d->choice.figure != ML_FIGURE_MEEPLE)
    return _(ml_figure (d->choice.figure)->with_words);
  switch (d->role)
    {
    case ML_ROLE_THIEF: return _("with a thief");
    case ML_ROLE_KNIGHT: return _("with a knight");
    case ML_ROLE_MONK: return _("with a monk");
    case ML_ROLE_FARMER: return _("with a farmer");
    case ML_ROLE_NONE:
    default: return _("with a meeple");
    }
}

/* The move in words, with its margin and the strongest other player's. */
static char *
describe (MlHintsPanel *self, const MlAdviseMove *move, const MlAdvice *advice)
{
  const char *with;
  /* A module's action in its own words. */
  g_autofree char *module_words = ml_app_expansions_advice_words (move);
  if (module_words)
    with = module_words;
  else if (move->n_meeples == 2)
    with = _("with two meeples");
  else if (move->n_meeples == 1)
    with = role_text (&move->meeples[0]);
  else if (move->slots)
    with = _("with no meeple on it");
  else
    with = _("with no meeple");
  g_autofree char *xs = ml_hint_number (move->at.x, 0, FALSE), *ys = ml_hint_number (move->at.y, 0, FALSE);
  /* TRANSLATORS: a suggested move: square, rotation in degrees, the meeple ("with a farmer") */
  GString *text = g_string_new (NULL);
  g_string_printf (text, _("Lay it at (%s, %s), turned %d°, %s"), xs, ys, move->at.rot * 90, with);
  if (move->slots)
    /* TRANSLATORS: appended to a suggested move laying the Taj Mahal */
    g_string_append_printf (text, ngettext (", %u meeple into its slots", ", %u meeples into its slots", move->slots),
                            move->slots);
  if (move->keep)
    /* TRANSLATORS: appended to a suggested move: Abu Simbel, the tile laid (id) and the one kept
     * face down (id) */
    g_string_append_printf (text, _(", laying %s and keeping %s face down"), move->tile->id, move->keep->id);
  if (move->to_port)
    /* TRANSLATORS: appended to a suggested move: the meeples coming home go to the Cothon's port */
    g_string_append (text, _(", meeples coming home to the port"));
  /* Until its first continuations are in, a move's worth is not known: no "+0.0 ± 0.0". */
  if (move->playouts == 0)
    {
      /* TRANSLATORS: appended to a suggested move whose worth is still being estimated */
      g_string_append (text, _(": …"));
      return g_string_free (text, FALSE);
    }
  const char *names[ML_MAX_PLAYERS] = { NULL };
  if (self->view)
    ml_document_player_names (ml_board_view_get_document (self->view), names);
  const char *mover = advice->player >= 0 && advice->player < ML_MAX_PLAYERS ? names[advice->player] : NULL;
  g_autofree char *outcome = ml_hint_outcome (mover ? mover : "?", move->mean, move->half);
  /* TRANSLATORS: a suggested move, then what it is worth ("Blue would end about 1.6 points
   * ahead (±1.1)") */
  g_string_append_printf (text, _(": %s"), outcome);
  /* With more than two players, the strongest other too: that player's best margin. */
  int best = -1;
  double best_margin = 0;
  for (guint p = 0; advice->n_players > 2 && p < advice->n_players; p++)
    {
      if ((int) p == advice->player)
        continue;
      double others = -G_MAXDOUBLE;
      for (guint q = 0; q < advice->n_players; q++)
        if (q != p)
          others = MAX (others, move->scores[q]);
      double margin = move->scores[p] - others;
      if (best < 0 || margin > best_margin)
        best = (int) p, best_margin = margin;
    }
  if (best >= 0)
    {
      g_autofree char *other = ml_hint_other (names[best] ? names[best] : "?", best_margin);
      g_string_append (text, other);
    }
  return g_string_free (text, FALSE);
}

static void
show_advice (MlHintsPanel *self)
{
  GtkWidget *child;
  if (self->advice == NULL)
    {
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))))
        gtk_list_box_remove (self->list, child);
      ml_board_view_set_hints (self->view, NULL, 0);
      return;
    }
  g_autofree MlHintSpot *spots = g_new (MlHintSpot, self->advice->n_moves);
  /* The rows there are keep their labels, only the text changes: no widgets made or
   * dropped while estimates arrive. */
  guint rows = MIN (self->advice->n_moves, HINT_ROWS), have = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->list)); c; c = gtk_widget_get_next_sibling (c))
    have++;
  if (have != rows)
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))))
      gtk_list_box_remove (self->list, child);
  for (guint i = 0; i < self->advice->n_moves; i++)
    {
      const MlAdviseMove *move = &self->advice->moves[i];
      /* The rows describe the first moves: their squares carry the values they say. */
      spots[i] = (MlHintSpot) { move->at.x, move->at.y, move->at.rot, move->mean, move->mean - self->now_margin,
                                move->playouts > 0, i < rows ? i + 1 : 0 };
    }
  ml_board_view_set_hints (self->view, spots, self->advice->n_moves);
  if (have == rows)
    {
      guint i = 0;
      for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->list)); c && i < rows;
           c = gtk_widget_get_next_sibling (c), i++)
        {
          g_autofree char *text = describe (self, &self->advice->moves[i], self->advice);
          GtkLabel *label = GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (c)));
          if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
            gtk_label_set_text (label, text);
        }
      return;
    }
  for (guint i = 0; i < rows; i++)
    {
      g_autofree char *text = describe (self, &self->advice->moves[i], self->advice);
      GtkWidget *label = gtk_label_new (text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_list_box_append (self->list, label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_last_child (GTK_WIDGET (self->list))), TRUE);
    }
}

/* A near-tie said honestly, once the analysis is done: which leading moves are level. */
static void
show_tie (MlHintsPanel *self)
{
  g_autofree char *text = self->advice && self->advice->n_tied >= 2
                          ? ml_hint_tie (self->advice->n_tied, self->advice->tie_within) : NULL;
  gtk_label_set_text (self->tie, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->tie), text != NULL);
}

static gboolean
report_in_main (gpointer data)
{
  Report *report = data;
  MlHintsPanel *self = report->panel;
  /* A report still queued when the analysis has ended (the task's completion comes first)
   * is older than the result shown: it would put partial estimates back. */
  if (report->generation == self->generation && self->task && g_task_get_task_data (self->task) == report->job)
    {
      g_atomic_int_set (&report->job->report_pending, 0);
      qsort (report->advice->moves, report->advice->n_moves, sizeof (MlAdviseMove), compare_moves);
      g_clear_pointer (&self->advice, ml_advice_free);
      self->advice = g_steal_pointer (&report->advice);
      gtk_progress_bar_set_fraction (self->progress, report->fraction);
      show_advice (self);
    }
  g_clear_pointer (&report->advice, ml_advice_free);
  g_object_unref (report->panel);
  g_free (report);
  return G_SOURCE_REMOVE;
}

/* On the worker: a copy of the estimates goes to the main loop. */
static void
progress_on_worker (const MlAdvice *partial, guint64 done, guint64 total, gpointer data)
{
  Job *job = data;
  /* The main loop takes one report at a time, and a few a second: each redraws the tints
   * and the rows, and the frames come first. The last report (all done) always goes. */
  gint64 now = g_get_monotonic_time ();
  if (done < total && now - job->last_report < REPORT_EVERY_US)
    return;
  if (!g_atomic_int_compare_and_exchange (&job->report_pending, 0, 1))
    return;
  job->last_report = now;
  Report *report = g_new0 (Report, 1);
  report->job = job;
  report->panel = g_object_ref (job->panel);
  report->generation = job->generation;
  report->advice = advice_copy (partial);
  report->fraction = total ? (double) done / (double) total : 0;
  /* Below the redraw's priority: a frame due is drawn before the report is shown. */
  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT_IDLE, report_in_main, report, NULL);
}

static void
analyse (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  MlAdviseOptions options = {
    .playouts = HINT_PLAYOUTS,
    .settle = HINT_SETTLE,
    .seed = 1,
    /* One core stays free for the interface. */
    .threads = (guint) MAX (g_get_num_processors () - 1, 1),
    .bag = job->bag,
    /* A module may give the player a second tile in hand (kept face down last turn). */
    .other = ml_app_expansions_other_in_hand (job->game, job->tile),
    .progress = progress_on_worker,
    .progress_data = job,
  };
  GError *error = NULL;
  MlAdvice *advice = ml_advise (job->game, job->tile, &options, cancellable, &error);
  if (advice)
    g_task_return_pointer (task, advice, (GDestroyNotify) ml_advice_free);
  else
    g_task_return_error (task, error);
}

static void
analysed (GObject *source, GAsyncResult *result, gpointer data)
{
  MlHintsPanel *self = ML_HINTS_PANEL (source);
  GTask *task = G_TASK (result);
  Job *job = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  MlAdvice *advice = g_task_propagate_pointer (task, &error);
  if (self->task == task)
    {
      g_clear_object (&self->task);
      g_clear_object (&self->cancellable);
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);
    }
  if (job->generation != self->generation)
    {
      g_clear_pointer (&advice, ml_advice_free);
      return;
    }
  if (advice)
    {
      g_clear_pointer (&self->advice, ml_advice_free);
      self->advice = advice;
      gtk_progress_bar_set_fraction (self->progress, 1);
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, advice->playouts);
      g_autofree char *line = g_strdup_printf (ngettext ("%u move, %s random continuations played",
                                                         "%u moves, %s random continuations played",
                                                         advice->n_moves),
                                               advice->n_moves, count);
      gtk_label_set_text (self->status, line);
      show_tie (self);
      show_advice (self);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    gtk_label_set_text (self->status, error->message);
}

static void
stop (MlHintsPanel *self)
{
  self->generation++;
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_pointer (&self->advice, ml_advice_free);
  if (self->view)
    show_advice (self);
  show_tie (self);
  gtk_progress_bar_set_fraction (self->progress, 0);
}

/* Whose move the hints rank, said without declining the name (a label, not a sentence), and
 * the margin doing nothing would leave the mover: the tints' zero. */
static void
follow_mover (MlHintsPanel *self, const MlGame *game, int mover)
{
  const char *names[ML_MAX_PLAYERS] = { NULL };
  if (self->view)
    ml_document_player_names (ml_board_view_get_document (self->view), names);
  const char *name = mover >= 0 && mover < ML_MAX_PLAYERS && names[mover] ? names[mover] : "?";
  g_autofree char *whose = g_strdup_printf (_("To play: %s"), name);
  gtk_label_set_text (self->mover, whose);
  int others = G_MININT;
  for (guint p = 0; p < game->n_players; p++)
    if ((int) p != mover)
      others = MAX (others, game->scores[p]);
  self->now_margin = mover < 0 || mover >= ML_MAX_PLAYERS ? 0
                     : game->n_players > 1 ? game->scores[mover] - others : game->scores[mover];
}

static void
start (MlHintsPanel *self)
{
  stop (self);
  const MlTileDef *tile = self->turn ? ml_turn_get_hand_tile (self->turn) : NULL;
  MlDocument *document = self->view ? ml_board_view_get_document (self->view) : NULL;
  if (!self->active || tile == NULL || document == NULL)
    {
      gtk_label_set_text (self->status, self->active ? _("Take a tile in hand to see what each move is worth.") : "");
      gtk_label_set_text (self->mover, "");
      return;
    }
  Job *job = g_new0 (Job, 1);
  job->game = ml_game_copy (ml_document_get_game (document));
  /* In free layout the pieces are laid for the player chosen in the toolbar. */
  if (!ml_board_view_get_turn_mode (self->view))
    job->game->turn = ml_board_view_get_player (self->view) % MAX (job->game->n_players, 1);
  job->tile = tile;
  /* The continuations draw from the scenario's bag when it lists one (a bag the file gets
   * wrong is left aside: the box less the board then). */
  const char *bad_id;
  if (ml_bag_from_scenario (ml_document_get_scenario (document), &job->bag, &bad_id) != ML_BAG_OK)
    job->bag = NULL;
  job->panel = g_object_ref (self);
  job->generation = self->generation;
  follow_mover (self, job->game, (int) job->game->turn);
  gtk_label_set_text (self->status, _("Playing random continuations of the game…"));
  self->cancellable = g_cancellable_new ();
  self->task = g_task_new (self, self->cancellable, analysed, NULL);
  g_task_set_task_data (self->task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (self->task, analyse);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);
}

static gboolean
restart_now (gpointer data)
{
  MlHintsPanel *self = data;
  self->restart_idle = 0;
  start (self);
  return G_SOURCE_REMOVE;
}

/* Changes come in bursts (a turn played changes the document, the hand and the player):
 * one restart for them all. */
static void
restart (MlHintsPanel *self)
{
  if (!self->active)
    return;
  stop (self);
  if (self->restart_idle == 0)
    self->restart_idle = g_idle_add (restart_now, self);
}

static void
follow_document (MlHintsPanel *self)
{
  g_signal_group_set_target (self->document_signals, self->view ? ml_board_view_get_document (self->view) : NULL);
  restart (self);
}

/* Lays @move as the player would: through the turn in turn mode, as edits in free layout. */
static gboolean
lay_move (MlHintsPanel *self, const MlAdviseMove *move, const MlTileDef *tile, int mover)
{
  MlDocument *document = ml_board_view_get_document (self->view);
  g_autoptr (GError) error = NULL;
  gboolean done;
  if (ml_board_view_get_turn_mode (self->view))
    {
      /* The wonder the estimate took at the pairs is the one taken. */
      /* Abu Simbel: the tile the move lays, which may be the other one in hand. */
      if (move->keep && move->tile != ml_turn_get_hand_tile (self->turn)
          && !ml_turn_set_hand (self->turn, move->tile->id, &error))
        {
          gtk_label_set_text (self->status, error->message);
          return FALSE;
        }
      /* And the modules' choices are the estimate's (the meeples coming home go to the port
       * if, and only if, it sent them). */
      ml_turn_apply_advice (self->turn, move, mover);
      ml_turn_set_rotation (self->turn, move->at.rot);
      done = ml_turn_lay (self->turn, move->at.x, move->at.y, &error);
      /* The modules' choices of the meeple step (laying the Taj Mahal: its meeples into the
       * slots), and a module's action instead of meeples on the tile with its target. */
      if (done)
        done = ml_turn_follow_advice (self->turn, move, &error);
      for (guint i = 0; done && !(move->action & ML_ACTION_MODULE) && i < move->n_meeples
                        && ml_turn_get_pending (self->turn, NULL, NULL, NULL); i++)
        {
          /* The turn names features as the preview board numbers them. */
          guint feat = ml_board_feature_id (ml_turn_get_preview (self->turn), ml_turn_get_pending_piece (self->turn),
                                            move->meeples[i].choice.feature);
          done = ml_turn_choose (self->turn, move->meeples[i].x, move->meeples[i].y, feat, move->meeples[i].choice.figure,
                                 &error);
        }
      if (done && ml_turn_get_pending (self->turn, NULL, NULL, NULL))
        done = ml_turn_finish (self->turn, &error);
      if (!done)
        ml_turn_take_back (self->turn);
    }
  else
    {
      int player = (int) ml_board_view_get_player (self->view);
      /* The piece and its meeples: one undo step, or nothing if a part is refused. */
      ml_document_begin_step (document);
      done = ml_document_place_piece_for (document, move->tile ? move->tile->id : tile->id, move->at.x, move->at.y,
                                          move->at.rot, player, &error);
      /* The board's pieces only: a module's action (a port's meeple), slots and the port stay
       * as they are. */
      for (guint i = 0; done && !(move->action & ML_ACTION_MODULE) && i < move->n_meeples; i++)
        done = ml_document_add_meeple (document, player, move->meeples[i].x, move->meeples[i].y,
                                       ml_loc_name (move->meeples[i].loc), move->meeples[i].choice.figure, &error);
      ml_document_end_step (document, done);
    }
  if (!done && error)
    gtk_label_set_text (self->status, error->message);
  return done;
}

gboolean
ml_hints_panel_lay (MlHintsPanel *self, guint row)
{
  g_return_val_if_fail (ML_IS_HINTS_PANEL (self), FALSE);
  if (self->advice == NULL || self->view == NULL || self->turn == NULL || row >= MIN (self->advice->n_moves, HINT_ROWS))
    return FALSE;
  /* The lay changes the document, which drops the estimates: work on copies. */
  MlAdviseMove move = self->advice->moves[row];
  const MlTileDef *tile = self->advice->tile;
  return lay_move (self, &move, tile, self->advice->player);
}

static void
row_activated (MlHintsPanel *self, GtkListBoxRow *row)
{
  ml_hints_panel_lay (self, (guint) gtk_list_box_row_get_index (row));
}

guint
ml_hints_panel_get_n_rows (MlHintsPanel *self)
{
  g_return_val_if_fail (ML_IS_HINTS_PANEL (self), 0);
  guint n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->list)); c; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

guint
ml_hints_panel_get_n_moves (MlHintsPanel *self)
{
  g_return_val_if_fail (ML_IS_HINTS_PANEL (self), 0);
  return self->advice ? self->advice->n_moves : 0;
}

void
ml_hints_panel_show_advice (MlHintsPanel *self, const MlAdvice *advice)
{
  g_return_if_fail (ML_IS_HINTS_PANEL (self) && advice != NULL);
  g_clear_pointer (&self->advice, ml_advice_free);
  self->advice = advice_copy (advice);
  qsort (self->advice->moves, self->advice->n_moves, sizeof (MlAdviseMove), compare_moves);
  show_tie (self);
  if (self->view)
    follow_mover (self, ml_document_get_game (ml_board_view_get_document (self->view)), advice->player);
  show_advice (self);
}

const char *
ml_hints_panel_get_row_text (MlHintsPanel *self, guint row)
{
  g_return_val_if_fail (ML_IS_HINTS_PANEL (self), NULL);
  GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->list));
  for (guint i = 0; c && i < row; i++)
    c = gtk_widget_get_next_sibling (c);
  return c ? gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (c)))) : NULL;
}

const char *
ml_hints_panel_get_tie_text (MlHintsPanel *self)
{
  g_return_val_if_fail (ML_IS_HINTS_PANEL (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->tie)) ? gtk_label_get_text (self->tie) : NULL;
}

const char *
ml_hints_panel_get_mover_text (MlHintsPanel *self)
{
  g_return_val_if_fail (ML_IS_HINTS_PANEL (self), NULL);
  return gtk_label_get_text (self->mover);
}

gboolean
ml_hints_panel_get_running (MlHintsPanel *self)
{
  g_return_val_if_fail (ML_IS_HINTS_PANEL (self), FALSE);
  return self->task != NULL;
}

void
ml_hints_panel_set_active (MlHintsPanel *self, gboolean active)
{
  g_return_if_fail (ML_IS_HINTS_PANEL (self));
  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  if (active)
    start (self);
  else
    {
      g_clear_handle_id (&self->restart_idle, g_source_remove);
      stop (self);
      gtk_label_set_text (self->status, "");
      gtk_label_set_text (self->mover, "");
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ACTIVE]);
}

gboolean
ml_hints_panel_get_active (MlHintsPanel *self)
{
  g_return_val_if_fail (ML_IS_HINTS_PANEL (self), FALSE);
  return self->active;
}

void
ml_hints_panel_set_board_view (MlHintsPanel *self, MlBoardView *view)
{
  g_return_if_fail (ML_IS_HINTS_PANEL (self));
  if (self->view == view)
    return;
  stop (self);
  if (self->view)
    {
      ml_board_view_set_hints (self->view, NULL, 0);
      g_signal_handlers_disconnect_by_data (self->view, self);
    }
  g_set_object (&self->view, view);
  if (view)
    {
      g_signal_connect_swapped (view, "notify::player", G_CALLBACK (restart), self);
      g_signal_connect_swapped (view, "notify::document", G_CALLBACK (follow_document), self);
    }
  follow_document (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_BOARD_VIEW]);
}

void
ml_hints_panel_set_turn (MlHintsPanel *self, MlTurn *turn)
{
  g_return_if_fail (ML_IS_HINTS_PANEL (self));
  if (!g_set_object (&self->turn, turn))
    return;
  g_signal_group_set_target (self->turn_signals, turn);
  restart (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TURN]);
}

static void
ml_hints_panel_dispose (GObject *object)
{
  MlHintsPanel *self = ML_HINTS_PANEL (object);
  g_clear_handle_id (&self->restart_idle, g_source_remove);
  self->generation++;
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  if (self->view)
    g_signal_handlers_disconnect_by_data (self->view, self);
  if (self->turn_signals)
    g_signal_group_set_target (self->turn_signals, NULL);
  g_clear_object (&self->turn_signals);
  if (self->document_signals)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->turn);
  g_clear_object (&self->view);
  g_clear_pointer (&self->advice, ml_advice_free);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ml_hints_panel_parent_class)->dispose (object);
}

static void
ml_hints_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlHintsPanel *self = ML_HINTS_PANEL (object);
  switch (prop_id)
    {
    case PROP_BOARD_VIEW: g_value_set_object (value, self->view); break;
    case PROP_TURN: g_value_set_object (value, self->turn); break;
    case PROP_ACTIVE: g_value_set_boolean (value, self->active); break;
    case PROP_RUNNING: g_value_set_boolean (value, self->task != NULL); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_hints_panel_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlHintsPanel *self = ML_HINTS_PANEL (object);
  switch (prop_id)
    {
    case PROP_BOARD_VIEW: ml_hints_panel_set_board_view (self, g_value_get_object (value)); break;
    case PROP_TURN: ml_hints_panel_set_turn (self, g_value_get_object (value)); break;
    case PROP_ACTIVE: ml_hints_panel_set_active (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_hints_panel_class_init (MlHintsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = ml_hints_panel_dispose;
  object_class->get_property = ml_hints_panel_get_property;
  object_class->set_property = ml_hints_panel_set_property;
  props[PROP_BOARD_VIEW] = g_param_spec_object ("board-view", NULL, NULL, ML_TYPE_BOARD_VIEW,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_TURN] = g_param_spec_object ("turn", NULL, NULL, ML_TYPE_TURN,
                                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-hints-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MlHintsPanel, progress);
  gtk_widget_class_bind_template_child (widget_class, MlHintsPanel, status);
  gtk_widget_class_bind_template_child (widget_class, MlHintsPanel, mover);
  gtk_widget_class_bind_template_child (widget_class, MlHintsPanel, tie);
  gtk_widget_class_bind_template_child (widget_class, MlHintsPanel, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ml_hints_panel_init (MlHintsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (restart), self);
  /* Every rotation is analysed at once, so a turn of the tile needs no new analysis. */
  self->turn_signals = g_signal_group_new (ML_TYPE_TURN);
  g_signal_group_connect_swapped (self->turn_signals, "notify::hand", G_CALLBACK (restart), self);
  g_signal_group_connect_swapped (self->turn_signals, "notify::document", G_CALLBACK (restart), self);
  g_signal_group_connect_swapped (self->turn_signals, "notify::rules", G_CALLBACK (restart), self);
  g_signal_group_connect_swapped (self->turn_signals, "played", G_CALLBACK (restart), self);
}

MlHintsPanel *
ml_hints_panel_new (void)
{
  return g_object_new (ML_TYPE_HINTS_PANEL, NULL);
}
