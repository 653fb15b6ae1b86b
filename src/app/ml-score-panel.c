/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include <math.h>
#include "ml-score-panel.h"
#include "ml-app-expansions.h"
#include "ml-figure-choice.h"
#include "ml-expansion-modules.h"
#include "ml-painter.h"
#include "ml-problem-row.h"
#include "ml-score-item-row.h"
#include "ml-score-part.h"
#include "ml-score-row.h"
#include "ml-list-rows.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

struct _MlScorePanel {
  GtkWidget parent_instance;

  GtkWidget *scroller;
  GtkWidget *sections;     /* the box of the sections, the modules' among them */
  GtkListBox *players;
  GPtrArray *parts;        /* MlScorePart: the modules' sections, after the scores */
  GtkListBox *items;
  GtkWidget *no_items;
  GArray *shown_items;     /* MlScoreItem: a copy of the items the rows show, */
  GArray *shown_texts;     /* MlScoreItemText: their texts, */
  char *shown_names;       /* and the names they were worded with: an item that did not change
                            * is not worded again */
  GtkWidget *readings_box; /* what other answers to the rule readings would give */
  GtkListBox *readings;
  guint readings_idle;     /* the readings' refresh, due after the edit's frame */
  GtkListBox *problems;
  GtkWidget *no_problems;
  GtkListView *log;        /* over @log_lines: rows are made for the lines in sight only, */
  GtkStringList *log_lines; /* so a thousand-move record lays out a few lines, not all */
  guint log_tick;          /* the scroll to the newest line, due at the next frame */
  gboolean log_stale;      /* the lines changed since the list was last laid out */
  GtkWidget *log_scroller;
  GtkWidget *no_log;
  GPtrArray *shown_log;    /* the document's turn log the rows show (a reference), or NULL */
  guint n_log_rows;

  MlDocument *document;
  GSignalGroup *document_signals;

  gboolean veiled;         /* a lesson's question waits for its answer: scores hidden */
  GtkWidget *veil;         /* says so */
  GtkWidget *players_heading, *items_heading, *items_help;

  int selected_feat;       /* what "item-selected" last said */
  int selected_item;       /* the index of the selected item, or -1 */
  gboolean muted;          /* @items changes selection itself: not the user's doing */
  gboolean fresh;          /* the selected item row was selected by the click that activates it */
};

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_SELECTED_FEATURE,
  N_PROPS
};

enum {
  ITEM_SELECTED,
  PROBLEM_SELECTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MlScorePanel, ml_score_panel, GTK_TYPE_WIDGET)

static void
clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;
  while ((row = gtk_list_box_get_row_at_index (list, 0)))
    gtk_list_box_remove (list, GTK_WIDGET (row));
}


/* ---- players ------------------------------------------------------------------------ */

static void
refresh_players (MlScorePanel *self, const char *const *names)
{
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  MlGame *game = ml_document_get_game (self->document);
  guint n = MIN (scenario->players->len, ML_MAX_PLAYERS);
  guint turn = game ? game->turn : scenario->turn;

  for (guint i = 0; i < n; i++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (scenario->players, i);
      MlColor color;
      ml_color_for_player (player->color, i, &color);
      int track = game ? game->scores[i] : (int) player->score;
      guint left = game ? ml_game_supply_left (game, (int) i) : G_MAXUINT;
      /* The meeples that still wait for the player's pieces of a module to come. */
      guint waiting = game ? ml_app_expansions_waiting_meeples (game, i) : 0;
      g_autofree char *figures = game ? ml_figure_choice_left (game, (int) i) : NULL;
      /* What the player holds of the modules' own (goods tokens), whatever it is. */
      MlHolding held[ML_MAX_HOLDINGS];
      guint n_held = game ? ml_expansion_modules_holdings (game, (int) i, held) : 0;
      GtkWidget *row = ml_list_rows_nth (self->players, i, ml_score_row_new);
      ml_score_row_update (ML_SCORE_ROW (row), &color, names[i], i == turn, track,
                           ml_document_get_final (self->document, i), left, waiting, figures, held, n_held);
    }
  ml_list_rows_trim (self->players, n);
}

/* ---- the modules' sections ----------------------------------------------------------- */

static void
refresh_parts (MlScorePanel *self, const char *const *names)
{
  for (guint i = 0; i < self->parts->len; i++)
    ml_score_part_update (g_ptr_array_index (self->parts, i), self->document, names);
}

/* ---- score items -------------------------------------------------------------------- */

/* Two items may share a feature (a city and a wonder's bonus on it), and an end-of-game
 * item has none: the selection is the item, and "item-selected" follows it. */
static void
select_item (MlScorePanel *self, int item, int feat)
{
  if (feat == self->selected_feat && item == self->selected_item)
    return;
  self->selected_feat = feat;
  self->selected_item = item;
  g_signal_emit (self, signals[ITEM_SELECTED], 0, feat);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_FEATURE]);
}

static gconstpointer
item_row_shown (GtkWidget *row)
{
  return ml_score_item_row_get_text (ML_SCORE_ITEM_ROW (row));
}

static void
item_row_show (GtkWidget *row, gconstpointer text)
{
  ml_score_item_row_show (ML_SCORE_ITEM_ROW (row), text);
}

static const MlListRowsKind item_rows = {
  ml_score_item_row_new, item_row_shown, item_row_show, ml_score_item_text_hash, ml_score_item_text_equal,
};

/* Items are compared byte for byte: two that differ only in their padding are worded twice,
 * which is all that can go wrong. */
static guint
item_hash (gconstpointer data)
{
  const guchar *byte = data;
  guint hash = 5381;
  for (gsize i = 0; i < sizeof (MlScoreItem); i++)
    hash = hash * 33 + byte[i];
  return hash;
}

static gboolean
item_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (MlScoreItem)) == 0;
}

/* The texts of @items, for rows kept by what they show; those of an item also in @old_items
 * (worded as @old_texts, with the same names) are taken from @old_texts rather than worded
 * again, which on a large board is most of an edit's work here. */
static GArray *
item_texts (GArray *items, guint n_players, const char *const *names, GArray *old_items, GArray *old_texts)
{
  guint n = items ? items->len : 0;
  GArray *texts = g_array_sized_new (FALSE, TRUE, sizeof (MlScoreItemText), n);
  g_array_set_clear_func (texts, (GDestroyNotify) ml_score_item_text_clear);
  g_array_set_size (texts, n);
  g_autoptr (GHashTable) old = g_hash_table_new (item_hash, item_equal);
  for (guint i = 0; old_items && old_texts && i < old_items->len; i++)
    g_hash_table_insert (old, &g_array_index (old_items, MlScoreItem, i), &g_array_index (old_texts, MlScoreItemText, i));
  for (guint i = 0; i < n; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      MlScoreItemText *text = &g_array_index (texts, MlScoreItemText, i);
      MlScoreItemText *was = g_hash_table_lookup (old, item);
      if (was && was->points)
        {
          /* Taken: an equal item further on is worded anew. */
          *text = *was;
          memset (was, 0, sizeof *was);
        }
      else
        ml_score_item_text_init (text, item, n_players, names);
    }
  return texts;
}

/* The players' names as one string, to tell whether texts worded with them still hold. */
static char *
names_key (guint n_players, const char *const *names)
{
  g_autoptr (GString) key = g_string_new (NULL);
  for (guint p = 0; p < n_players; p++)
    g_string_append_printf (key, "%s\x1f", names[p] ? names[p] : "");
  return g_string_free (g_steal_pointer (&key), FALSE);
}

/* Keeps the selection on the same feature when it still scores. The rows of items that did
 * not change stay as they are. */
static void
refresh_items (MlScorePanel *self, guint n_players, const char *const *names)
{
  GArray *items = self->document ? ml_document_get_items (self->document) : NULL;
  guint n = items ? items->len : 0;
  GtkListBoxRow *keep = NULL;
  g_autofree char *key = names_key (n_players, names);
  gboolean same_names = g_strcmp0 (key, self->shown_names) == 0;
  GArray *texts = item_texts (items, n_players, names, same_names ? self->shown_items : NULL,
                              same_names ? self->shown_texts : NULL);

  self->muted = TRUE;
  gtk_list_box_unselect_all (self->items);
  g_autofree gconstpointer *keys = g_new (gconstpointer, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    keys[i] = &g_array_index (texts, MlScoreItemText, i);
  ml_list_rows_follow (self->items, &item_rows, keys, n);
  g_clear_pointer (&self->shown_texts, g_array_unref);
  g_clear_pointer (&self->shown_items, g_array_unref);
  self->shown_texts = texts;
  self->shown_items = items ? g_array_copy (items) : NULL;
  g_free (self->shown_names);
  self->shown_names = g_steal_pointer (&key);
  for (guint i = 0; i < n && !keep; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      if (item->feat != G_MAXUINT && (int) item->feat == self->selected_feat)
        keep = gtk_list_box_get_row_at_index (self->items, (int) i);
    }
  /* The same item when it still stands at its place with the feature, else the first of the
   * feature. */
  GtkListBoxRow *same = self->selected_item >= 0 ? gtk_list_box_get_row_at_index (self->items, self->selected_item) : NULL;
  if (same && (guint) self->selected_item < n && self->selected_feat >= 0
      && g_array_index (items, MlScoreItem, self->selected_item).feat == (guint) self->selected_feat)
    keep = same;
  if (keep)
    {
      gtk_list_box_select_row (self->items, keep);
      self->selected_item = gtk_list_box_row_get_index (keep);
    }
  self->muted = FALSE;

  gtk_widget_set_visible (GTK_WIDGET (self->items), n > 0);
  gtk_widget_set_visible (self->no_items, n == 0);
  if (!keep)
    select_item (self, -1, -1);
}

static void
item_row_selected_cb (MlScorePanel *self, GtkListBoxRow *row)
{
  if (self->muted)
    return;
  self->fresh = row != NULL;
  /* An end-of-game wonder item belongs to no feature: nothing to light. */
  select_item (self, row ? gtk_list_box_row_get_index (row) : -1,
               row ? ml_score_item_row_get_feature (ML_SCORE_ITEM_ROW (row)) : -1);
}

/* Clicking (or pressing Enter on) the selected item again lets it go. */
static void
item_row_activated_cb (MlScorePanel *self, GtkListBoxRow *row)
{
  if (self->fresh)
    self->fresh = FALSE;
  else
    gtk_list_box_unselect_row (self->items, row);
}

/* ---- other rule readings ----------------------------------------------------------- */

/* "Red 31, Blue 28" */
static char *
totals_text (const int *finals, guint n_players, const char *const *names)
{
  g_autoptr (GString) text = g_string_new (NULL);
  for (guint p = 0; p < n_players; p++)
    {
      if (p > 0)
        /* Translators: between two players' totals, "Red 31, Blue 28" */
        g_string_append (text, _(", "));
      /* Translators: a player's name and total, "Red 31" */
      g_string_append_printf (text, _("%s %d"), names[p], finals[p]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Whether @items, the scores under the answer in force, hold @item as it is. */
static gboolean
item_unchanged (const MlScoreItem *item, GArray *items)
{
  for (guint i = 0; items && i < items->len; i++)
    {
      const MlScoreItem *now = &g_array_index (items, MlScoreItem, i);
      if (now->kind == item->kind && now->feat == item->feat && now->points == item->points
          && now->winners == item->winners && now->module == item->module && now->code == item->code)
        return TRUE;
    }
  return FALSE;
}

/* One line per other answer that changes the score; it opens on that answer's items, made
 * when it is opened: an answer has about as many items as the board, and a line that stays
 * closed needs none of them. */
static void
outcome_fill (AdwExpanderRow *row, MlScorePanel *self)
{
  GArray *items = g_object_get_data (G_OBJECT (row), "ml-items");
  GPtrArray *shown = g_object_get_data (G_OBJECT (row), "ml-rows");
  if (!adw_expander_row_get_expanded (row) || items == NULL || self->document == NULL)
    return;
  const char *names[ML_MAX_PLAYERS] = { NULL };
  guint n_players = MIN (ml_document_get_scenario (self->document)->players->len, ML_MAX_PLAYERS);
  ml_document_player_names (self->document, names);
  g_autoptr (GArray) texts = item_texts (items, n_players, names, NULL, NULL);
  /* The rows stay while they show the same (the board changed elsewhere). */
  gboolean same = shown && shown->len == MAX (texts->len, 1);
  for (guint i = 0; same && i < texts->len; i++)
    same = ML_IS_SCORE_ITEM_ROW (shown->pdata[i])
           && ml_score_item_text_equal (ml_score_item_row_get_text (shown->pdata[i]),
                                        &g_array_index (texts, MlScoreItemText, i));
  if (!same)
    {
      for (guint i = 0; shown && i < shown->len; i++)
        adw_expander_row_remove (row, shown->pdata[i]);
      shown = g_ptr_array_new ();
      g_object_set_data_full (G_OBJECT (row), "ml-rows", shown, (GDestroyNotify) g_ptr_array_unref);
      for (guint i = 0; i < texts->len; i++)
        {
          GtkWidget *item = ml_score_item_row_new ();
          ml_score_item_row_show (ML_SCORE_ITEM_ROW (item), &g_array_index (texts, MlScoreItemText, i));
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (item), FALSE);
          gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (item), FALSE);
          adw_expander_row_add_row (row, item);
          g_ptr_array_add (shown, item);
        }
      if (texts->len == 0)
        {
          GtkWidget *none = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (none), _("No meeple on the board would score."));
          adw_expander_row_add_row (row, none);
          g_ptr_array_add (shown, none);
        }
    }
  /* The items that differ from the scores in force are marked, the others dimmed: the
   * scores in force may have changed while the rows stayed. */
  GArray *current = ml_document_get_items (self->document);
  for (guint i = 0; i < texts->len && i < items->len; i++)
    {
      gboolean unchanged = item_unchanged (&g_array_index (items, MlScoreItem, i), current);
      gtk_widget_remove_css_class (shown->pdata[i], unchanged ? "reading-differs" : "dim-label");
      gtk_widget_add_css_class (shown->pdata[i], unchanged ? "dim-label" : "reading-differs");
    }
}

static void
outcome_expanded_cb (AdwExpanderRow *row, GParamSpec *pspec, MlScorePanel *self)
{
  outcome_fill (row, self);
}

/* Rows are kept by the reading and answer they tell of (1 + reading × answers + answer). */
static GtkWidget *
outcome_row_new (void)
{
  return adw_expander_row_new ();
}

static gconstpointer
outcome_row_shown (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "ml-reading");
}

static void
outcome_row_show (GtkWidget *row, gconstpointer id)
{
  g_object_set_data (G_OBJECT (row), "ml-reading", (gpointer) id);
}

static gboolean
outcome_id_equal (gconstpointer a, gconstpointer b)
{
  return a == b;
}

static const MlListRowsKind outcome_rows = {
  outcome_row_new, outcome_row_shown, outcome_row_show, g_direct_hash, outcome_id_equal,
};

/* Tells @row of @outcome: its totals, and its items for when it is open. */
static void
outcome_update (MlScorePanel *self, AdwExpanderRow *row, const MlReadingOutcome *outcome, guint n_players,
                const char *const *names)
{
  const MlReadingDef *def = ml_reading_def (outcome->reading);
  const MlReadingAnswer *answer = &def->answers[outcome->answer];
  g_autofree char *totals = totals_text (outcome->finals, n_players, names);
  g_autofree char *title = NULL;
  if (def->n_answers == 2)
    /* Translators: "Under the other reading of “How fields score”: Red 31, Blue 28" */
    title = g_strdup_printf (_("Under the other reading of “%s”: %s"), _(def->title), totals);
  else
    /* Translators: "Under “1st edition” for “How fields score”: Red 31, Blue 28" */
    title = g_strdup_printf (_("Under “%s” for “%s”: %s"), _(answer->label), _(def->title), totals);
  /* Translators: an answer to a rule reading and what it says, "1st edition: Each completed city…" */
  g_autofree char *subtitle = g_strdup_printf (_("%s: %s"), _(answer->label), _(answer->explanation));

  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (g_strcmp0 (adw_expander_row_get_subtitle (row), subtitle) != 0)
    adw_expander_row_set_subtitle (row, subtitle);
  if (g_object_get_data (G_OBJECT (row), "ml-items") == NULL)
    g_signal_connect_object (row, "notify::expanded", G_CALLBACK (outcome_expanded_cb), self, 0);
  g_object_set_data_full (G_OBJECT (row), "ml-items", g_array_ref (outcome->items), (GDestroyNotify) g_array_unref);
  outcome_fill (row, self);
}

/* The outcomes are worked out by the document once per change; a line stays (open, when it
 * was) while its reading still differs. */
static void
refresh_readings (MlScorePanel *self, guint n_players, const char *const *names)
{
  GPtrArray *outcomes = self->document ? ml_document_get_reading_outcomes (self->document) : NULL;
  guint n = outcomes ? outcomes->len : 0;
  g_autofree gconstpointer *ids = g_new (gconstpointer, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      const MlReadingOutcome *outcome = g_ptr_array_index (outcomes, i);
      ids[i] = GUINT_TO_POINTER (outcome->reading * ML_READING_MAX_ANSWERS + outcome->answer + 1);
    }
  ml_list_rows_follow (self->readings, &outcome_rows, ids, n);
  for (guint i = 0; i < n; i++)
    outcome_update (self, ADW_EXPANDER_ROW (gtk_list_box_get_row_at_index (self->readings, (int) i)),
                    g_ptr_array_index (outcomes, i), n_players, names);
  gtk_widget_set_visible (self->readings_box, n > 0);
}

/* ---- rules and log ------------------------------------------------------------------ */

static void
problem_activated (MlScorePanel *self, GtkListBoxRow *row)
{
  GArray *problems = self->document ? ml_document_get_problems (self->document) : NULL;
  int index = gtk_list_box_row_get_index (row);
  if (problems == NULL || index < 0 || (guint) index >= problems->len)
    return;
  const MlProblem *problem = &g_array_index (problems, MlProblem, index);
  g_signal_emit (self, signals[PROBLEM_SELECTED], 0, problem->x, problem->y);
}

static gconstpointer
problem_row_shown (GtkWidget *row)
{
  return ml_problem_row_get_text (ML_PROBLEM_ROW (row));
}

static void
problem_row_show (GtkWidget *row, gconstpointer text)
{
  ml_problem_row_show (ML_PROBLEM_ROW (row), text);
}

static const MlListRowsKind problem_rows = {
  ml_problem_row_new, problem_row_shown, problem_row_show, g_str_hash, g_str_equal,
};

/* A board full of problems keeps the rows of those that remain. */
static void
refresh_problems (MlScorePanel *self)
{
  GArray *problems = self->document ? ml_document_get_problems (self->document) : NULL;
  guint n = problems ? problems->len : 0;

  g_autoptr (GPtrArray) texts = g_ptr_array_new_full (n, g_free);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (texts, ml_problem_row_text (&g_array_index (problems, MlProblem, i)));
  ml_list_rows_follow (self->problems, &problem_rows, (const gconstpointer *) texts->pdata, n);
  gtk_widget_set_visible (GTK_WIDGET (self->problems), n > 0);
  gtk_widget_set_visible (self->no_problems, n == 0);
}

/* A line of the turn log: a label made once per row in sight, given each line it shows. */
static void
log_row_setup (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item, gpointer data G_GNUC_UNUSED)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "xalign", 0.0f,
                                   "wrap", TRUE,
                                   "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                   "margin-top", 8,
                                   "margin-bottom", 8,
                                   "margin-start", 12,
                                   "margin-end", 12,
                                   NULL);
  gtk_list_item_set_child (item, label);
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_selectable (item, FALSE);
}

static void
log_row_bind (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item, gpointer data G_GNUC_UNUSED)
{
  GtkStringObject *line = gtk_list_item_get_item (item);
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (line));
}

/* The log's box is as tall as its lines, up to LOG_MAX_HEIGHT, and then scrolls. Its
 * scrolled window takes the list's natural height, measured as if no line wrapped; the
 * box grows here to what its lines take at the width they have. A line is at least
 * LOG_LINE_MIN_HEIGHT high (a line of text and the row's margins), so that many lines fill
 * the box whatever they say. */
#define LOG_MAX_HEIGHT 240
#define LOG_LINE_MIN_HEIGHT 36

static void
fit_log_height (MlScorePanel *self)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (self->log_scroller);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  double upper = gtk_adjustment_get_upper (adjustment);
  if (upper > gtk_adjustment_get_page_size (adjustment) + 1)
    gtk_scrolled_window_set_min_content_height (scroller, (int) MIN (ceil (upper), LOG_MAX_HEIGHT));
}

/* The log's own box keeps its newest line in sight: whenever its content grows or the box
 * is laid out again (the adjustment changes then), it scrolls to its end at the next frame,
 * and its height follows its lines. Not at once: the adjustment changes while the list view
 * is laid out, and a scroll or a resize then would leave the rows it made where they were.
 * Nor before the list is laid out with its lines: it cannot scroll to a place it has not
 * measured (GTK warns), so after a change of the lines the scroll waits one frame more. */
static gboolean
show_newest_line (GtkWidget *log G_GNUC_UNUSED, GdkFrameClock *clock G_GNUC_UNUSED, gpointer data)
{
  MlScorePanel *self = data;
  if (self->log_stale)
    {
      self->log_stale = FALSE;
      return G_SOURCE_CONTINUE;
    }
  self->log_tick = 0;
  /* A hidden log has no place to scroll to. */
  if (self->n_log_rows == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self->log)))
    return G_SOURCE_REMOVE;
  fit_log_height (self);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->log_scroller));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

static void
follow_log (MlScorePanel *self)
{
  if (self->log_tick == 0)
    self->log_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->log), show_newest_line, self, NULL);
}

/* Due when the box is not at its end, or shows less than its lines while it could grow. */
static void
log_adjustment_changed (GtkAdjustment *adjustment, MlScorePanel *self)
{
  double upper = gtk_adjustment_get_upper (adjustment), page = gtk_adjustment_get_page_size (adjustment);
  if (gtk_adjustment_get_value (adjustment) != upper - page || page + 1 < MIN (upper, LOG_MAX_HEIGHT))
    follow_log (self);
}

/* The turn log as the document tells it: the lines it shares from its start with those shown
 * stay, the lines after go and the new ones are added (and scrolled to), in one change of
 * the list. A move of the timeline back so drops a line and forward adds one; and the view
 * lays out only the rows in sight, whatever the length of the game. */
static void
refresh_log (MlScorePanel *self)
{
  GPtrArray *log = self->document ? ml_document_get_log (self->document) : NULL;
  if (log == self->shown_log)
    return;
  guint keep = 0;
  if (log && self->shown_log)
    {
      guint n = MIN (self->shown_log->len, log->len);
      while (keep < n && g_str_equal (g_ptr_array_index (self->shown_log, keep), g_ptr_array_index (log, keep)))
        keep++;
    }
  guint n_new = log ? log->len - keep : 0;
  g_autofree const char **added = g_new0 (const char *, n_new + 1);
  for (guint i = 0; i < n_new; i++)
    added[i] = g_ptr_array_index (log, keep + i);
  gtk_string_list_splice (self->log_lines, keep, self->n_log_rows - keep, added);
  self->n_log_rows = log ? log->len : 0;
  g_clear_pointer (&self->shown_log, g_ptr_array_unref);
  self->shown_log = log ? g_ptr_array_ref (log) : NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->log), self->n_log_rows > 0);
  gtk_widget_set_visible (self->no_log, self->n_log_rows == 0);
  /* Fewer lines may need less height: the box starts again from the list's own measure,
   * and grows to its lines at the next frame. */
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (self->log_scroller);
  int least = self->n_log_rows * LOG_LINE_MIN_HEIGHT >= LOG_MAX_HEIGHT ? LOG_MAX_HEIGHT : -1;
  if (gtk_scrolled_window_get_min_content_height (scroller) != least)
    gtk_scrolled_window_set_min_content_height (scroller, least);
  self->log_stale = TRUE;
  if (self->n_log_rows > 0)
    follow_log (self);
}

/* While veiled, what the scores would tell (the totals, the items, the modules' sections and
 * the other readings' outcomes) is hidden; the problems and the turn log stay. Unveiled,
 * the refreshes' own visibility stands. */
static void
apply_veil (MlScorePanel *self)
{
  gtk_widget_set_visible (self->veil, self->veiled);
  if (!self->veiled)
    return;
  GtkWidget *hidden[] = { self->players_heading, GTK_WIDGET (self->players), self->items_heading, self->items_help,
                          GTK_WIDGET (self->items), self->no_items, self->readings_box };
  for (guint i = 0; i < G_N_ELEMENTS (hidden); i++)
    gtk_widget_set_visible (hidden[i], FALSE);
  for (guint i = 0; i < self->parts->len; i++)
    gtk_widget_set_visible (g_ptr_array_index (self->parts, i), FALSE);
}

static gboolean
readings_idle_cb (gpointer data)
{
  MlScorePanel *self = data;
  const char *names[ML_MAX_PLAYERS] = { NULL };
  guint n_players = 0;

  self->readings_idle = 0;
  if (self->document)
    {
      n_players = MIN (ml_document_get_scenario (self->document)->players->len, ML_MAX_PLAYERS);
      ml_document_player_names (self->document, names);
    }
  refresh_readings (self, n_players, names);
  apply_veil (self);
  return G_SOURCE_REMOVE;
}

static void
refresh (MlScorePanel *self)
{
  const char *names[ML_MAX_PLAYERS] = { NULL };
  guint n_players = 0;

  if (self->document)
    {
      n_players = MIN (ml_document_get_scenario (self->document)->players->len, ML_MAX_PLAYERS);
      ml_document_player_names (self->document, names);
      refresh_players (self, names);
    }
  else
    clear_list (self->players);
  refresh_parts (self, names);
  gtk_widget_set_visible (GTK_WIDGET (self->players), n_players > 0);
  refresh_items (self, n_players, names);
  /* What the other rule readings would give is worked out by settling the board again under
   * each: on a large board that is a good part of an edit, and its lines lie below the items.
   * It comes after the edit's frame is drawn (the frame's work runs at a higher priority),
   * once for any number of changes before it. */
  if (!self->readings_idle)
    self->readings_idle = g_idle_add_full (G_PRIORITY_LOW, readings_idle_cb, self, NULL);
  refresh_problems (self);
  refresh_log (self);
  apply_veil (self);
}

/* ---- the widget --------------------------------------------------------------------- */

static void
ml_score_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlScorePanel *self = ML_SCORE_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_SELECTED_FEATURE:
      g_value_set_int (value, self->selected_feat);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_score_panel_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlScorePanel *self = ML_SCORE_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      ml_score_panel_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_score_panel_dispose (GObject *object)
{
  MlScorePanel *self = ML_SCORE_PANEL (object);

  g_signal_group_set_target (self->document_signals, NULL);
  g_clear_handle_id (&self->readings_idle, g_source_remove);
  g_clear_object (&self->document);
  g_clear_pointer (&self->shown_log, g_ptr_array_unref);
  if (self->log_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->log), self->log_tick);
  self->log_tick = 0;
  /* Rows leaving with the list are no unselection to report. */
  self->muted = TRUE;
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_SCORE_PANEL);

  G_OBJECT_CLASS (ml_score_panel_parent_class)->dispose (object);
}

static void
ml_score_panel_finalize (GObject *object)
{
  MlScorePanel *self = ML_SCORE_PANEL (object);

  g_object_unref (self->document_signals);
  g_ptr_array_unref (self->parts);
  g_clear_pointer (&self->shown_items, g_array_unref);
  g_clear_pointer (&self->shown_texts, g_array_unref);
  g_free (self->shown_names);
  g_clear_object (&self->log_lines);

  G_OBJECT_CLASS (ml_score_panel_parent_class)->finalize (object);
}

static void
ml_score_panel_class_init (MlScorePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ml_score_panel_get_property;
  object_class->set_property = ml_score_panel_set_property;
  object_class->dispose = ml_score_panel_dispose;
  object_class->finalize = ml_score_panel_finalize;

  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_FEATURE] = g_param_spec_int ("selected-feature", NULL, NULL, -1, G_MAXINT, -1,
                                                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[ITEM_SELECTED] = g_signal_new ("item-selected",
                                         G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT);
  /* A rule problem was clicked: its square (x, y). */
  signals[PROBLEM_SELECTED] = g_signal_new ("problem-selected",
                                            G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-score-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, scroller);
  gtk_widget_class_bind_template_callback (widget_class, problem_activated);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, sections);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, players);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, items);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, no_items);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, veil);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, players_heading);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, items_heading);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, items_help);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, readings_box);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, readings);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, problems);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, no_problems);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, log);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, MlScorePanel, no_log);
  gtk_widget_class_bind_template_callback (widget_class, item_row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, item_row_activated_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mlscorepanel");
}

static void
ml_score_panel_init (MlScorePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each module's section after the scores, in the list's order; the box holds them. */
  self->parts = g_ptr_array_new ();
  GtkWidget *after = GTK_WIDGET (self->players);
  for (guint i = 0; i < ml_app_expansions_count (); i++)
    if (ml_app_expansion (i)->new_score_part)
      {
        GtkWidget *part = ml_app_expansion (i)->new_score_part ();
        gtk_box_insert_child_after (GTK_BOX (self->sections), part, after);
        g_ptr_array_add (self->parts, part);
        after = part;
      }
  self->selected_feat = -1;
  self->selected_item = -1;
  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (refresh), self);
  self->log_lines = gtk_string_list_new (NULL);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (log_row_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (log_row_bind), NULL);
  gtk_list_view_set_factory (self->log, factory);
  g_object_unref (factory);
  g_autoptr (GtkNoSelection) lines = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->log_lines)));
  gtk_list_view_set_model (self->log, GTK_SELECTION_MODEL (lines));
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->log_scroller)), "changed",
                           G_CALLBACK (log_adjustment_changed), self, 0);
  refresh (self);
}

MlScorePanel *
ml_score_panel_new (void)
{
  return g_object_new (ML_TYPE_SCORE_PANEL, NULL);
}

void
ml_score_panel_set_document (MlScorePanel *self, MlDocument *document)
{
  g_return_if_fail (ML_IS_SCORE_PANEL (self));
  g_return_if_fail (document == NULL || ML_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

MlDocument *
ml_score_panel_get_document (MlScorePanel *self)
{
  g_return_val_if_fail (ML_IS_SCORE_PANEL (self), NULL);
  return self->document;
}

int
ml_score_panel_get_selected_item (MlScorePanel *self)
{
  g_return_val_if_fail (ML_IS_SCORE_PANEL (self), -1);
  return self->selected_item;
}

int
ml_score_panel_get_selected_feature (MlScorePanel *self)
{
  g_return_val_if_fail (ML_IS_SCORE_PANEL (self), -1);
  return self->selected_feat;
}

void
ml_score_panel_scroll_to_top (MlScorePanel *self)
{
  g_return_if_fail (ML_IS_SCORE_PANEL (self));

  /* Another position starts from its scores, not where the last one was scrolled to. */
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
}

void
ml_score_panel_set_veiled (MlScorePanel *self, gboolean veiled)
{
  g_return_if_fail (ML_IS_SCORE_PANEL (self));

  veiled = !!veiled;
  if (self->veiled == veiled)
    return;
  self->veiled = veiled;
  if (veiled)
    {
      /* Nothing hidden stays selected, lit on the board. */
      gtk_list_box_unselect_all (self->items);
      select_item (self, -1, -1);
      apply_veil (self);
      return;
    }
  /* What the refreshes show, as they show it. */
  gtk_widget_set_visible (self->players_heading, TRUE);
  gtk_widget_set_visible (self->items_heading, TRUE);
  gtk_widget_set_visible (self->items_help, TRUE);
  refresh (self);
  if (self->readings_idle == 0)
    self->readings_idle = g_idle_add_full (G_PRIORITY_LOW, readings_idle_cb, self, NULL);
}

gboolean
ml_score_panel_get_veiled (MlScorePanel *self)
{
  g_return_val_if_fail (ML_IS_SCORE_PANEL (self), FALSE);
  return self->veiled;
}
