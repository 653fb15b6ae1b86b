#include "config.h"
#include "ml-score-panel.h"
#include "ml-painter.h"
#include "ml-wonders.h"

#include <glib/gi18n.h>

#define DOT_SIZE 16

struct _MlScorePanel {
  GtkWidget parent_instance;

  GtkWidget *scroller;
  GtkWidget *players;      /* GtkListBox */
  GtkWidget *wonders_box;  /* the Wonders section, shown with the expansion */
  GtkWidget *wonders;      /* GtkListBox */
  GtkWidget *pairs;        /* where the pairs wait, the wonders left */
  GtkWidget *items;        /* GtkListBox */
  GtkWidget *no_items;
  GtkWidget *problems;     /* GtkListBox */
  GtkWidget *no_problems;
  GtkWidget *log;          /* GtkListBox */
  GtkWidget *no_log;

  MlDocument *document;
  gulong changed_id;

  GArray *item_feats;      /* guint: the feature root of each row of @items */
  int selected_feat;       /* what "item-selected" last said */
  gboolean muted;          /* @items changes selection itself: not the user's doing */
  gboolean fresh;          /* the selected item row was selected by the click that activates it */
};

enum {
  ITEM_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MlScorePanel, ml_score_panel, GTK_TYPE_WIDGET)

/* ---- building blocks ---------------------------------------------------------------- */

static GtkWidget *
new_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
new_wrapped_label (const char *text, const char *css_class)
{
  GtkWidget *label = new_label (text, css_class);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  return label;
}

static GtkWidget *
new_list (GtkSelectionMode mode, GtkWidget *heading)
{
  GtkWidget *list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), mode);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_relation (GTK_ACCESSIBLE (list),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, heading, NULL,
                                  -1);
  return list;
}

/* A row holding @child with the margins of a boxed list row. */
static GtkWidget *
new_row (GtkWidget *child, gboolean activatable)
{
  GtkWidget *row = gtk_list_box_row_new ();
  gtk_widget_set_margin_top (child, 8);
  gtk_widget_set_margin_bottom (child, 8);
  gtk_widget_set_margin_start (child, 12);
  gtk_widget_set_margin_end (child, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), child);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), activatable);
  return row;
}

static void
clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;
  while ((row = gtk_list_box_get_row_at_index (list, 0)))
    gtk_list_box_remove (list, GTK_WIDGET (row));
}

/* A section: its heading, then whatever follows it. Returns the heading. */
static GtkWidget *
add_heading (GtkBox *box, const char *title)
{
  GtkWidget *heading = new_label (title, "heading");
  gtk_box_append (box, heading);
  return heading;
}

/* ---- players ------------------------------------------------------------------------ */

static void
draw_dot (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  const MlColor *color = data;
  GdkRGBA outline;

  /* A thin outline in the text colour keeps black and white dots visible on any style. */
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &outline);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, color->r, color->g, color->b);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, outline.red, outline.green, outline.blue, 0.4);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
new_dot (const char *color_text, guint player, const char *name)
{
  MlColor *color = g_new (MlColor, 1);
  ml_color_for_player (color_text, player, color);

  GtkWidget *dot = g_object_new (GTK_TYPE_DRAWING_AREA,
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                 "content-width", DOT_SIZE,
                                 "content-height", DOT_SIZE,
                                 "valign", GTK_ALIGN_CENTER,
                                 NULL);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (dot), draw_dot, color, g_free);

  /* Translators: the accessible name of a player's colour dot: "Colour of Red" */
  g_autofree char *label = g_strdup_printf (_("Colour of %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dot), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return dot;
}

/* A number over a caption, right aligned. */
static GtkWidget *
new_figure (int value, const char *caption, const char *tooltip, gboolean bold)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autofree char *text = g_strdup_printf ("%d", value);
  GtkWidget *number = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_widget_add_css_class (number, "numeric");
  if (bold)
    gtk_widget_add_css_class (number, "heading");
  gtk_box_append (GTK_BOX (box), number);

  GtkWidget *under = gtk_label_new (caption);
  gtk_label_set_xalign (GTK_LABEL (under), 1);
  gtk_widget_add_css_class (under, "caption");
  gtk_widget_add_css_class (under, "dim-label");
  gtk_box_append (GTK_BOX (box), under);

  gtk_widget_set_tooltip_text (box, tooltip);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  return box;
}

static GtkWidget *
player_row (MlScorePanel *self, guint i, const MlScenarioPlayer *player, const char *name,
            int track, gboolean to_move)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (box), new_dot (player->color, i, name));

  GtkWidget *who = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_hexpand (who, TRUE);
  gtk_widget_set_valign (who, GTK_ALIGN_CENTER);
  GtkWidget *name_label = new_label (name, NULL);
  gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (who), name_label);
  if (to_move)
    {
      GtkWidget *caption = new_label (_("To move"), "caption");
      gtk_widget_add_css_class (caption, "accent");
      gtk_box_append (GTK_BOX (who), caption);
    }
  gtk_box_append (GTK_BOX (box), who);

  /* Translators: caption under a player's score on the score track */
  gtk_box_append (GTK_BOX (box), new_figure (track, C_("score", "Track"), _("On the score track"), FALSE));
  int final = ml_document_get_final (self->document, i);
  /* Translators: caption under a player's score if the game ended now */
  gtk_box_append (GTK_BOX (box), new_figure (final, C_("score", "Final"), _("If the game ended now"), TRUE));

  GtkWidget *row = new_row (box, FALSE);
  /* Translators: read out for a player's row: "Red, 12 on the track, 20 if the game ended now" */
  g_autofree char *summary = g_strdup_printf (_("%s, %d on the track, %d if the game ended now"),
                                              name, track, final);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, summary, -1);
  if (to_move)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("To move"),
                                    -1);
  return row;
}

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
      int track = game ? game->scores[i] : (int) player->score;
      gtk_list_box_append (GTK_LIST_BOX (self->players),
                           player_row (self, i, player, names[i], track, i == turn));
    }
}

/* ---- wonders ----------------------------------------------------------------------- */

/* The board piece of @wonder that @player owns, or NULL. */
static const MlPiece *
laid_wonder (MlGame *game, int player, const MlTileDef *wonder)
{
  int at = ml_wonders_laid (game, wonder, player);
  return at < 0 ? NULL : ml_board_piece (game->board, (guint) at);
}

/* "Taj Mahal laid, 2 meeples in its slots", "Great Wall of China in hand", … one a line. */
static char *
holdings (MlGame *game, int player)
{
  g_autoptr (GString) text = g_string_new (NULL);
  for (guint k = 0; k < game->wonders.n_taken[player]; k++)
    {
      const MlTileDef *wonder = game->wonders.taken[player][k];
      const MlPiece *piece = laid_wonder (game, player, wonder);
      if (text->len)
        g_string_append_c (text, '\n');
      if (piece == NULL)
        /* Translators: a wonder a player took and has not laid yet */
        g_string_append_printf (text, _("%s in hand"), ml_wonder_name (wonder));
      else if (piece->slots > 0)
        g_string_append_printf (text, ngettext ("%s laid, %u meeple in its slots", "%s laid, %u meeples in its slots",
                                                piece->slots),
                                ml_wonder_name (wonder), piece->slots);
      else if (piece->port > 0)
        g_string_append_printf (text, ngettext ("%s laid, %u meeple in its port", "%s laid, %u meeples in its port",
                                                piece->port),
                                ml_wonder_name (wonder), piece->port);
      else
        g_string_append_printf (text, _("%s laid"), ml_wonder_name (wonder));
    }
  if (game->wonders.kept[player])
    {
      if (text->len)
        g_string_append_c (text, '\n');
      /* Translators: Abu Simbel; %s is a tile id */
      g_string_append_printf (text, _("Tile %s kept face down"), game->wonders.kept[player]->id);
    }
  if (text->len == 0)
    g_string_append (text, _("No wonder yet"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
refresh_wonders (MlScorePanel *self, const char *const *names)
{
  clear_list (GTK_LIST_BOX (self->wonders));
  MlGame *game = self->document ? ml_document_get_game (self->document) : NULL;
  gboolean on = game && (game->expansions & ML_EXPANSION_WONDERS);
  gtk_widget_set_visible (self->wonders_box, on);
  if (!on)
    return;
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  for (guint i = 0; i < game->n_players && i < scenario->players->len; i++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (scenario->players, i);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      gtk_box_append (GTK_BOX (box), new_dot (player->color, i, names[i]));
      GtkWidget *who = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      gtk_widget_set_hexpand (who, TRUE);
      GtkWidget *name_label = new_label (names[i], NULL);
      gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
      gtk_box_append (GTK_BOX (who), name_label);
      g_autofree char *text = holdings (game, (int) i);
      gtk_box_append (GTK_BOX (who), new_wrapped_label (text, "caption"));
      gtk_box_append (GTK_BOX (box), who);
      GtkWidget *row = new_row (box, FALSE);
      g_autofree char *summary = g_strdup_printf ("%s: %s", names[i], text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, summary, -1);
      gtk_list_box_append (GTK_LIST_BOX (self->wonders), row);
    }
  g_autoptr (GString) pairs = g_string_new (NULL);
  g_string_printf (pairs, _("The meeples beside the score track wait at %d."), ml_wonders_pairs_at (game));
  if (game->wonders.n_available > 0)
    {
      g_autoptr (GPtrArray) left = g_ptr_array_new ();
      for (guint i = 0; i < game->wonders.n_available; i++)
        g_ptr_array_add (left, (gpointer) ml_wonder_name (game->wonders.available[i]));
      g_ptr_array_add (left, NULL);
      g_autofree char *list = g_strjoinv (", ", (char **) left->pdata);
      g_string_append_c (pairs, ' ');
      /* Translators: the wonders nobody took yet, joined by ", " */
      g_string_append_printf (pairs, _("Still to take: %s."), list);
    }
  else
    {
      g_string_append_c (pairs, ' ');
      g_string_append (pairs, _("No wonder is left to take."));
    }
  gtk_label_set_text (GTK_LABEL (self->pairs), pairs->str);
}

/* ---- score items -------------------------------------------------------------------- */

/* Sets an item row's texts; a row is built once and then only relabelled, so that an edit
 * on a large board does not rebuild a hundred rows. */
static void
set_label (GtkWidget *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
}

static void
fill_item_row (GtkWidget *row, const MlScoreItem *item, guint n_players, const char *const *names)
{
  g_autofree char *points = g_strdup_printf ("%d", item->points);
  GtkWidget *points_label = g_object_get_data (G_OBJECT (row), "points");
  set_label (points_label, points);
  g_autofree char *points_name = g_strdup_printf (ngettext ("%d point", "%d points", item->points),
                                                  item->points);
  gtk_accessible_update_property (GTK_ACCESSIBLE (points_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, points_name,
                                  -1);
  g_autofree char *winners = ml_names_join (item->winners, n_players, names);
  set_label (g_object_get_data (G_OBJECT (row), "winners"), item->winners ? winners : _("No one"));
  g_autofree char *explanation = ml_score_item_explain (item, n_players, names);
  set_label (g_object_get_data (G_OBJECT (row), "explanation"), explanation);
}

static GtkWidget *
item_row (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  GtkWidget *points_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (points_label, "title-2");
  gtk_widget_add_css_class (points_label, "numeric");
  gtk_box_append (GTK_BOX (top), points_label);

  GtkWidget *winners_label = new_wrapped_label ("", "heading");
  gtk_widget_set_hexpand (winners_label, TRUE);
  gtk_box_append (GTK_BOX (top), winners_label);
  gtk_box_append (GTK_BOX (box), top);

  GtkWidget *explanation = new_wrapped_label ("", NULL);
  gtk_box_append (GTK_BOX (box), explanation);

  GtkWidget *row = new_row (box, TRUE);
  g_object_set_data (G_OBJECT (row), "points", points_label);
  g_object_set_data (G_OBJECT (row), "winners", winners_label);
  g_object_set_data (G_OBJECT (row), "explanation", explanation);
  return row;
}

static void
select_feat (MlScorePanel *self, int feat)
{
  if (feat == self->selected_feat)
    return;
  self->selected_feat = feat;
  g_signal_emit (self, signals[ITEM_SELECTED], 0, feat);
}

/* Keeps the selection on the same feature when it still scores. */
static void
refresh_items (MlScorePanel *self, guint n_players, const char *const *names)
{
  GArray *items = self->document ? ml_document_get_items (self->document) : NULL;
  guint n = items ? items->len : 0;
  GtkListBoxRow *keep = NULL;

  self->muted = TRUE;
  gtk_list_box_unselect_all (GTK_LIST_BOX (self->items));
  /* Rows beyond the new count go; the others are relabelled; new ones are added. */
  GtkListBoxRow *extra;
  while ((extra = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->items), (int) n)))
    gtk_list_box_remove (GTK_LIST_BOX (self->items), GTK_WIDGET (extra));
  g_array_set_size (self->item_feats, 0);
  for (guint i = 0; i < n; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->items), (int) i));
      if (row == NULL)
        {
          row = item_row ();
          gtk_list_box_append (GTK_LIST_BOX (self->items), row);
        }
      fill_item_row (row, item, n_players, names);
      g_array_append_val (self->item_feats, item->feat);
      if (!keep && item->feat != G_MAXUINT && (int) item->feat == self->selected_feat)
        keep = GTK_LIST_BOX_ROW (row);
    }
  if (keep)
    gtk_list_box_select_row (GTK_LIST_BOX (self->items), keep);
  self->muted = FALSE;

  gtk_widget_set_visible (self->items, n > 0);
  gtk_widget_set_visible (self->no_items, n == 0);
  if (!keep)
    select_feat (self, -1);
}

static void
item_row_selected (GtkListBox *list G_GNUC_UNUSED, GtkListBoxRow *row, MlScorePanel *self)
{
  if (self->muted)
    return;
  self->fresh = row != NULL;
  /* An end-of-game wonder item belongs to no feature: nothing to light. */
  guint feat = row ? g_array_index (self->item_feats, guint, gtk_list_box_row_get_index (row)) : G_MAXUINT;
  select_feat (self, feat == G_MAXUINT ? -1 : (int) feat);
}

/* Clicking (or pressing Enter on) the selected item again lets it go. */
static void
item_row_activated (GtkListBox *list, GtkListBoxRow *row, MlScorePanel *self)
{
  if (self->fresh)
    self->fresh = FALSE;
  else
    gtk_list_box_unselect_row (list, row);
}

/* ---- rules and log ------------------------------------------------------------------ */

static GtkWidget *
problem_row (const MlProblem *problem)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *icon = g_object_new (GTK_TYPE_IMAGE,
                                  "icon-name", "dialog-warning-symbolic",
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                  "valign", GTK_ALIGN_START,
                                  NULL);
  gtk_widget_add_css_class (icon, "warning");
  gtk_box_append (GTK_BOX (box), icon);

  /* Translators: a rule the layout breaks, at square (x, y): "(2, -1) The road …" */
  g_autofree char *text = g_strdup_printf (_("(%d, %d) %s"), problem->x, problem->y, problem->message);
  GtkWidget *label = new_wrapped_label (text, NULL);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  return new_row (box, FALSE);
}

static void
refresh_problems (MlScorePanel *self)
{
  GArray *problems = self->document ? ml_document_get_problems (self->document) : NULL;
  guint n = problems ? problems->len : 0;

  clear_list (GTK_LIST_BOX (self->problems));
  for (guint i = 0; i < n; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->problems),
                         problem_row (&g_array_index (problems, MlProblem, i)));
  gtk_widget_set_visible (self->problems, n > 0);
  gtk_widget_set_visible (self->no_problems, n == 0);
}

static void
refresh (MlScorePanel *self)
{
  const char *names[ML_MAX_PLAYERS] = { NULL };
  guint n_players = 0;

  clear_list (GTK_LIST_BOX (self->players));
  if (self->document)
    {
      n_players = MIN (ml_document_get_scenario (self->document)->players->len, ML_MAX_PLAYERS);
      ml_document_player_names (self->document, names);
      refresh_players (self, names);
    }
  refresh_wonders (self, names);
  gtk_widget_set_visible (self->players, n_players > 0);
  refresh_items (self, n_players, names);
  refresh_problems (self);
}

/* ---- the widget --------------------------------------------------------------------- */

static void
drop_document (MlScorePanel *self)
{
  if (self->document)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
}

static void
ml_score_panel_dispose (GObject *object)
{
  MlScorePanel *self = ML_SCORE_PANEL (object);

  drop_document (self);
  /* Rows leaving with the list are no unselection to report. */
  self->muted = TRUE;
  g_clear_pointer (&self->scroller, gtk_widget_unparent);

  G_OBJECT_CLASS (ml_score_panel_parent_class)->dispose (object);
}

static void
ml_score_panel_finalize (GObject *object)
{
  MlScorePanel *self = ML_SCORE_PANEL (object);

  g_array_unref (self->item_feats);

  G_OBJECT_CLASS (ml_score_panel_parent_class)->finalize (object);
}

static void
ml_score_panel_class_init (MlScorePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ml_score_panel_dispose;
  object_class->finalize = ml_score_panel_finalize;

  signals[ITEM_SELECTED] = g_signal_new ("item-selected",
                                         G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mlscorepanel");
}

/* Each section is a heading, then a boxed list, or a dim line when the list is empty. */
static void
build (MlScorePanel *self, GtkBox *box)
{
  GtkWidget *heading = add_heading (box, _("Scores"));
  self->players = new_list (GTK_SELECTION_NONE, heading);
  gtk_box_append (box, self->players);

  self->wonders_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  heading = add_heading (GTK_BOX (self->wonders_box), _("Wonders"));
  gtk_widget_set_margin_top (heading, 12);
  self->wonders = new_list (GTK_SELECTION_NONE, heading);
  gtk_box_append (GTK_BOX (self->wonders_box), self->wonders);
  self->pairs = new_wrapped_label ("", "dim-label");
  gtk_box_append (GTK_BOX (self->wonders_box), self->pairs);
  gtk_box_append (box, self->wonders_box);

  heading = add_heading (box, _("If the game ended now"));
  gtk_widget_set_margin_top (heading, 12);
  self->items = new_list (GTK_SELECTION_SINGLE, heading);
  g_signal_connect (self->items, "row-selected", G_CALLBACK (item_row_selected), self);
  g_signal_connect (self->items, "row-activated", G_CALLBACK (item_row_activated), self);
  gtk_box_append (box, new_wrapped_label (_("Select an item to see its feature on the board."),
                                          "dim-label"));
  gtk_box_append (box, self->items);
  self->no_items = new_wrapped_label (_("No meeple on the board would score."), "dim-label");
  gtk_box_append (box, self->no_items);

  heading = add_heading (box, _("Rules"));
  gtk_widget_set_margin_top (heading, 12);
  self->problems = new_list (GTK_SELECTION_NONE, heading);
  gtk_box_append (box, self->problems);
  self->no_problems = new_wrapped_label (_("The layout keeps the rules."), "dim-label");
  gtk_box_append (box, self->no_problems);

  heading = add_heading (box, _("Turn log"));
  gtk_widget_set_margin_top (heading, 12);
  self->log = new_list (GTK_SELECTION_NONE, heading);
  gtk_widget_set_visible (self->log, FALSE);
  gtk_box_append (box, self->log);
  self->no_log = new_wrapped_label (_("No turn played yet."), "dim-label");
  gtk_box_append (box, self->no_log);
}

static void
ml_score_panel_init (MlScorePanel *self)
{
  self->item_feats = g_array_new (FALSE, FALSE, sizeof (guint));
  self->selected_feat = -1;

  GtkWidget *box = g_object_new (GTK_TYPE_BOX,
                                 "orientation", GTK_ORIENTATION_VERTICAL,
                                 "spacing", 6,
                                 "margin-top", 12,
                                 "margin-bottom", 12,
                                 "margin-start", 12,
                                 "margin-end", 12,
                                 NULL);
  build (self, GTK_BOX (box));

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), box);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

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

  if (self->document == document)
    return;

  drop_document (self);
  if (document)
    {
      self->document = g_object_ref (document);
      self->changed_id = g_signal_connect_swapped (document, "changed", G_CALLBACK (refresh), self);
    }
  refresh (self);
}

void
ml_score_panel_log (MlScorePanel *self, const char *line)
{
  g_return_if_fail (ML_IS_SCORE_PANEL (self));
  g_return_if_fail (line != NULL);

  gtk_list_box_append (GTK_LIST_BOX (self->log), new_row (new_wrapped_label (line, NULL), FALSE));
  gtk_widget_set_visible (self->log, TRUE);
  gtk_widget_set_visible (self->no_log, FALSE);
}

void
ml_score_panel_clear_log (MlScorePanel *self)
{
  g_return_if_fail (ML_IS_SCORE_PANEL (self));

  clear_list (GTK_LIST_BOX (self->log));
  gtk_widget_set_visible (self->log, FALSE);
  gtk_widget_set_visible (self->no_log, TRUE);
}
