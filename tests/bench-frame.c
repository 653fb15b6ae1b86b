/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How much work the main thread does to put an edit on the screen, in the real application
 * window under a display (xvfb-run): from just before the edit to the end of the window's
 * next painted frame (its frame clock's "after-paint"), in CPU time of the main thread, so
 * that waiting for the display's next frame and other processes on a shared machine do not
 * count. Measured: laying a tile on boards of 500 and 5,000 random legal tiles, stepping
 * the timeline of a 1,000-move game record, and the memory the undo history grows by an
 * edit on the 5,000-tile board. Prints lines, or with --json one JSON object (--verbose:
 * each measure on standard error too). Run it from a release build. One frame at 60 Hz is
 * 16.7 ms. */
#include "config.h"

#include <glib/gstdio.h>
#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "ml-application.h"
#include "ml-window.h"
#include "ml-timeline.h"
#include "ml-record.h"
#include "test-util.h"
#include "test-ui-util.h"

#define EDITS_500 30
#define EDITS_5000 6    /* each over 2 s before issue 24: CI stays about a minute */
#define RECORD_MOVES ML_RECORD_MAX_MOVES
#define STEPS 12      /* half back from the last move, half forward again (--steps N) */

/* The main thread's CPU time, in ms. */
static double
thread_cpu_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec * 1e3 + (double) ts.tv_nsec / 1e6;
}

static double
wall_ms (void)
{
  return (double) g_get_monotonic_time () / 1e3;
}

static gboolean verbose;
static gboolean timeline_only;
static guint steps = STEPS;

/* ---- frames ---------------------------------------------------------------------------- */

typedef struct {
  GdkFrameClock *clock;
  gboolean armed;        /* a measure waits for the next painted frame */
  double cpu_end, wall_end;
  double last_paint;     /* wall ms of the last frame painted, measured or not */
} Frames;

static void
after_paint (GdkFrameClock *clock, gpointer data)
{
  Frames *f = data;
  (void) clock;
  f->last_paint = wall_ms ();
  if (f->armed)
    {
      f->cpu_end = thread_cpu_ms ();
      f->wall_end = f->last_paint;
      f->armed = FALSE;
    }
}

static gboolean
wake (gpointer data)
{
  (void) data;
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until nothing is left to do and no frame was painted for 50 ms (three
 * frames at 60 Hz), so that a measure starts with no frame or idle work of an earlier one
 * pending; two seconds at most, in case something keeps animating. */
static void
settle (Frames *f)
{
  guint timer = g_timeout_add (5, wake, NULL);
  double start = wall_ms ();
  for (;;)
    {
      double now = wall_ms ();
      if ((now - MAX (f->last_paint, start) > 50 && !g_main_context_pending (NULL)) || now - start > 2000)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (timer);
}

typedef gboolean (*EditFunc) (gpointer data, guint round);

typedef struct {
  GArray *cpu, *wall;    /* double, ms: one per measure, to the frame painted */
  GArray *call;          /* double, ms: the CPU time of the edit's call alone (the document
                          * and what its "changed" does at once), a part of cpu */
} Times;

/* One measure: @edit, then the main loop until the window's next painted frame. */
static void
measure (Frames *f, Times *t, EditFunc edit, gpointer data, guint round)
{
  settle (f);
  f->armed = TRUE;
  double cpu = thread_cpu_ms (), wall = wall_ms ();
  if (!edit (data, round))
    g_error ("edit %u was refused", round);
  double call = thread_cpu_ms () - cpu;
  double deadline = wall + 10000;
  while (f->armed && wall_ms () < deadline)
    g_main_context_iteration (NULL, TRUE);
  if (f->armed)
    g_error ("no frame was painted within 10 s of edit %u", round);
  double c = f->cpu_end - cpu, w = f->wall_end - wall;
  if (verbose)
    fprintf (stderr, "edit %u: %.2f ms CPU (%.2f in the call), %.2f ms wall\n", round, c, call, w);
  g_array_append_val (t->cpu, c);
  g_array_append_val (t->wall, w);
  g_array_append_val (t->call, call);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

typedef struct {
  double median, p90, max;
} Summary;

/* The median, 90th percentile (nearest rank) and maximum of @values. */
static Summary
summarize (GArray *values)
{
  g_autoptr (GArray) v = g_array_copy (values);
  g_array_sort (v, compare_doubles);
  guint n = v->len;
  double *d = (double *) v->data;
  Summary s = { 0 };
  if (n == 0)
    return s;
  s.median = n % 2 ? d[n / 2] : (d[n / 2 - 1] + d[n / 2]) / 2;
  guint rank = (guint) ((9 * n + 9) / 10);   /* ceil (0.9 n) */
  s.p90 = d[MIN (MAX (rank, 1), n) - 1];
  s.max = d[n - 1];
  return s;
}

/* ---- the window ------------------------------------------------------------------------ */

static gboolean
is_loading (MlWindow *window)
{
  gboolean loading;
  g_object_get (window, "loading", &loading, NULL);
  return loading;
}

/* Opens @scenario in @window as the user does, through a file read off the main thread, and
 * waits for it: the window then shows it as after File → Open. */
static void
open_scenario (MlWindow *window, Frames *f, const MlScenario *scenario, const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  if (!ml_scenario_save_file (scenario, path, &error))
    g_error ("%s", error->message);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  ml_window_open_file (window, file);
  double deadline = wall_ms () + 60000;
  while (is_loading (window) && wall_ms () < deadline)
    g_main_context_iteration (NULL, TRUE);
  if (is_loading (window))
    g_error ("%s did not load within a minute", name);
  g_unlink (path);
  settle (f);
}

/* ---- the edits ------------------------------------------------------------------------- */

/* Lays a monastery on a square of the frontier, a different one each round, as bench-edit
 * does: through the document the window shows, as the palette's drop does. */
static gboolean
lay_tile (gpointer data, guint round)
{
  MlDocument *doc = data;
  MlFrontierView frontier;
  ml_board_frontier_view (ml_document_get_game (doc)->board, &frontier);
  if (frontier.n == 0)
    return FALSE;
  guint i = (round * 7919u) % frontier.n;
  return ml_document_place_piece (doc, "B", frontier.at[i].x, frontier.at[i].y, 0, NULL);
}

/* The timeline's buttons: a move back for the first half of the steps, then forward again. */
static gboolean
step_timeline (gpointer data, guint round)
{
  return ml_timeline_step (ML_TIMELINE (data), round < steps / 2 ? -1 : 1);
}

/* ---- a long game record ---------------------------------------------------------------- */


/* ---- the figures ----------------------------------------------------------------------- */

typedef struct {
  const char *key;       /* the JSON member of the median */
  const char *wall_key;  /* the JSON member of the wall time's median */
  const char *label;
  Summary cpu, wall, call;
  guint n;
} Figure;

static Figure
figure_of (const char *key, const char *wall_key, const char *label, const Times *t)
{
  return (Figure) { key, wall_key, label, summarize (t->cpu), summarize (t->wall), summarize (t->call),
                    t->cpu->len };
}

static void
times_init (Times *t)
{
  t->cpu = g_array_new (FALSE, FALSE, sizeof (double));
  t->wall = g_array_new (FALSE, FALSE, sizeof (double));
  t->call = g_array_new (FALSE, FALSE, sizeof (double));
}

static void
times_append (Times *t, const Times *more)
{
  g_array_append_vals (t->cpu, more->cpu->data, more->cpu->len);
  g_array_append_vals (t->wall, more->wall->data, more->wall->len);
  g_array_append_vals (t->call, more->call->data, more->call->len);
}

static void
times_clear (Times *t)
{
  g_array_unref (t->cpu);
  g_array_unref (t->wall);
  g_array_unref (t->call);
}

/* Lays @n tiles on @doc in @window, each measured to its frame, from round @first on. */
static void
measure_edits (Frames *f, MlDocument *doc, guint n, guint first, Times *t)
{
  for (guint i = 0; i < n; i++)
    measure (f, t, lay_tile, doc, first + i);
}

/* The machine's load averages over 1, 5 and 15 minutes (/proc/loadavg), or -1 where there
 * are none: the other helpers of a shared machine slow the display server down. */
static void
read_load (double load[3])
{
  g_autofree char *text = NULL;
  load[0] = load[1] = load[2] = -1;
  if (g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    sscanf (text, "%lf %lf %lf", &load[0], &load[1], &load[2]);
}

/* Removes @path and, for a folder, what it holds. */
static void
remove_tree (const char *path)
{
  GDir *d = g_file_test (path, G_FILE_TEST_IS_DIR) ? g_dir_open (path, 0, NULL) : NULL;
  if (d)
    {
      const char *name;
      while ((name = g_dir_read_name (d)))
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
      g_dir_close (d);
    }
  g_remove (path);
}

int
main (int argc, char **argv)
{
  gboolean json = FALSE;
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--json"))
      json = TRUE;
    else if (g_str_equal (argv[i], "--verbose"))
      verbose = TRUE;
    else if (g_str_equal (argv[i], "--timeline-only"))
      timeline_only = TRUE;   /* for a profiler: the timeline's steps alone */
    else if (g_str_equal (argv[i], "--steps") && i + 1 < argc)
      {
        guint64 n = g_ascii_strtoull (argv[++i], NULL, 10);   /* CLAMP reads it more than once */
        steps = (guint) CLAMP (n, 2, 2 * RECORD_MOVES) & ~1u;
      }
    else if (g_str_equal (argv[i], "--save-record") && i + 1 < argc)
      {
        /* The 1,000-move record alone, for timing its replay with the command line
         * (`meeple-lab-cli replay`) under callgrind. */
        g_autoptr (MlScenario) scenario = tu_record_scenario (RECORD_MOVES, 11, NULL);
        g_autoptr (GError) error = NULL;
        if (!ml_scenario_save_file (scenario, argv[i + 1], &error))
          g_error ("%s", error->message);
        return 0;
      }
    else
      {
        fprintf (stderr, "Usage: bench-frame [--json] [--verbose] [--timeline-only] [--steps N] [--save-record FILE]\n");
        return 2;
      }
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bench-frame-XXXXXX", &error);
  if (dir == NULL)
    g_error ("%s", error->message);
  /* The files opened go to the recent files of a data folder of our own, not the user's. */
  g_autofree char *data_home = g_build_filename (dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_set_prgname ("bench-frame");
  /* As the window tests run: GTK's cairo renderer, so that the frame is drawn on this thread
   * (GL under Xvfb is a software renderer with threads of its own), no accessibility bus, no
   * settings written. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GTK_A11Y", "none", FALSE);
  g_setenv ("NO_AT_BRIDGE", "1", FALSE);
  g_setenv ("GSETTINGS_BACKEND", "memory", FALSE);
  if (!gtk_init_check ())
    {
      fprintf (stderr, "bench-frame: no display (run it under xvfb-run -a)\n");
      return 1;
    }
  adw_init ();
  g_autoptr (MlApplication) app = ml_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);

  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  Frames f = { 0 };
  f.clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_assert (f.clock != NULL);
  g_signal_connect (f.clock, "after-paint", G_CALLBACK (after_paint), &f);
  settle (&f);
  MlDocument *doc = ml_window_get_document (window);
  int width = gtk_widget_get_width (GTK_WIDGET (window)), height = gtk_widget_get_height (GTK_WIDGET (window));

  /* 500 tiles. */
  Times t500;
  times_init (&t500);
  if (!timeline_only)
    {
      g_autoptr (MlScenario) scenario = tu_random_scenario (500, 7);
      open_scenario (window, &f, scenario, dir, "board-500.json");
      measure_edits (&f, doc, EDITS_500, 0, &t500);
    }
  Figure edit500 = figure_of ("edit_to_frame_cpu_ms_500", "edit_to_frame_wall_ms_500", "lay a tile, 500 tiles", &t500);

  /* 5,000 tiles, then what the undo history keeps of each edit there. */
  Times t5000;
  times_init (&t5000);
  double undo_kib = 0, undo_heap_kib = 0, undo_json_kib = 0;
  if (!timeline_only)
    {
      g_autoptr (MlScenario) scenario = tu_random_scenario (5000, 7);
      open_scenario (window, &f, scenario, dir, "board-5000.json");
      /* One edit first, untimed, for what only a first edit makes (caches filled, arrays
       * grown); the undo history's growth is then that of the timed ones. */
      Times warm_up;
      times_init (&warm_up);
      measure_edits (&f, doc, 1, 0, &warm_up);
      times_clear (&warm_up);
      settle (&f);
      struct mallinfo2 before = mallinfo2 ();
      gsize history_before = ml_document_get_history_bytes (doc);
      measure_edits (&f, doc, EDITS_5000, 1, &t5000);
      settle (&f);
      struct mallinfo2 after = mallinfo2 ();
      /* What the history's steps hold, as the document counts it for its cap; and the heap's
       * growth over the same edits, which the window's caches blur (it may even shrink). */
      undo_kib = (double) (ml_document_get_history_bytes (doc) - history_before) / EDITS_5000 / 1024.0;
      undo_heap_kib = ((double) after.uordblks - (double) before.uordblks) / EDITS_5000 / 1024.0;
      /* What a step of the history held before it kept changes: the scenario as JSON. */
      g_autofree char *text = ml_scenario_to_json (ml_document_get_scenario (doc));
      undo_json_kib = (double) strlen (text) / 1024.0;
    }
  Figure edit5000 = figure_of ("edit_to_frame_cpu_ms_5000", "edit_to_frame_wall_ms_5000", "lay a tile, 5,000 tiles", &t5000);

  /* A game record of 1,000 moves, the timeline stepped back and forward. */
  Times tback, tforward;
  times_init (&tback);
  times_init (&tforward);
  double built_ms;
  {
    double start = wall_ms ();
    g_autoptr (MlScenario) scenario = tu_record_scenario (RECORD_MOVES, 11, NULL);
    built_ms = wall_ms () - start;
    open_scenario (window, &f, scenario, dir, "record-1000.json");
    guint at = 0, n = 0;
    if (!ml_document_get_record (doc, &at, &n) || n != RECORD_MOVES || at != RECORD_MOVES
        || ml_document_record_edited (doc))
      g_error ("the record did not load at its last move (%u of %u)", at, n);
    GtkWidget *timeline = tu_find_type (GTK_WIDGET (window), ML_TYPE_TIMELINE);
    g_assert (timeline != NULL);
    for (guint i = 0; i < steps; i++)
      measure (&f, i < steps / 2 ? &tback : &tforward, step_timeline, timeline, i);
    if (!ml_document_get_record (doc, &at, &n) || at != RECORD_MOVES)
      g_error ("the timeline did not come back to the last move (%u)", at);
  }
  /* The two ways cost differently (a step back shows the turn log again, a step forward adds
   * a line to it): a step is the mean of both ways' medians, which a median of steps
   * taken both ways, half and half, would not be; p90 and max are those of all steps. */
  Figure back = figure_of ("timeline_back_cpu_ms_1000", "timeline_back_wall_ms_1000", "timeline step back", &tback);
  Figure forward = figure_of ("timeline_forward_cpu_ms_1000", "timeline_forward_wall_ms_1000", "timeline step forward",
                              &tforward);
  Times tsteps;
  times_init (&tsteps);
  times_append (&tsteps, &tback);
  times_append (&tsteps, &tforward);
  Figure step1000 = figure_of ("timeline_step_cpu_ms_1000", "timeline_step_wall_ms_1000", "timeline step, 1,000 moves",
                               &tsteps);
  step1000.cpu.median = (back.cpu.median + forward.cpu.median) / 2;
  step1000.wall.median = (back.wall.median + forward.wall.median) / 2;
  step1000.call.median = (back.call.median + forward.call.median) / 2;

  double load[3];
  read_load (load);
  const Figure *figures[] = { &edit500, &edit5000, &step1000, &back, &forward };
  if (json)
    {
      printf ("{\n");
      for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
        {
          const Figure *x = figures[i];
          printf ("  \"%s\" : %.2f,\n", x->key, x->cpu.median);
          printf ("  \"%s_p90\" : %.2f,\n  \"%s_max\" : %.2f,\n", x->key, x->cpu.p90, x->key, x->cpu.max);
          printf ("  \"%s\" : %.2f,\n", x->wall_key, x->wall.median);
          printf ("  \"%s_call\" : %.2f,\n", x->key, x->call.median);
          printf ("  \"%s_n\" : %u,\n", x->key, x->n);
        }
      printf ("  \"undo_kib_per_edit_5000\" : %.1f,\n", undo_kib);
      printf ("  \"undo_heap_kib_per_edit_5000\" : %.1f,\n", undo_heap_kib);
      printf ("  \"undo_json_kib_5000\" : %.1f,\n", undo_json_kib);
      printf ("  \"window\" : \"%dx%d\",\n", width, height);
      printf ("  \"load\" : [%.2f, %.2f, %.2f]\n}\n", load[0], load[1], load[2]);
    }
  else
    {
      printf ("Edits to the next painted frame in the application window (%d×%d), main-thread CPU ms:\n",
              width, height);
      for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
        {
          const Figure *x = figures[i];
          printf ("  %-28s median %7.2f  p90 %7.2f  max %7.2f   (%7.2f in the call; wall %7.2f; %u measures)\n",
                  x->label, x->cpu.median, x->cpu.p90, x->cpu.max, x->call.median, x->wall.median, x->n);
        }
      printf ("  (a timeline step: the mean of the medians back and forward; the 1,000-move record was\n"
              "  played by the turn engine in %.0f ms)\n", built_ms);
      printf ("Undo history on the 5,000-tile board: %.2f KiB an edit (the heap grew %.1f KiB an edit;"
              " the scenario's JSON: %.1f KiB)\n", undo_kib, undo_heap_kib, undo_json_kib);
      printf ("Load average: %.2f %.2f %.2f\n", load[0], load[1], load[2]);
    }

  times_clear (&t500);
  times_clear (&t5000);
  times_clear (&tsteps);
  times_clear (&tback);
  times_clear (&tforward);
  /* Destroyed, not closed: no question about the unsaved edits. */
  gtk_window_destroy (GTK_WINDOW (window));
  remove_tree (dir);
  return 0;
}
