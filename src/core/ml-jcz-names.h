/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What an expansion's module tells the JCloisterZone importer (ml-jcz.c): the set of
 * JCloisterZone's that is the expansion, the setup's elements that must (or may) come with
 * it, its tile ids and the kinds of meeple id that are the module's figures. The importer
 * reads these tables and names no expansion's piece; ml-jcz-modules.c lists them. */
#pragma once

#include <glib.h>
#include "ml-expansions.h"
#include "ml-record.h"

G_BEGIN_DECLS

typedef struct {
  const char *jcz;          /* JCloisterZone's tile id, "IC/RFr.i" */
  const char *ours;         /* our tile id */
  int turn;                 /* quarter turns clockwise from our face to theirs */
  gboolean noted;           /* laying it says the table's note (once a game) */
} MlJczTileName;

typedef struct {
  const char *name;         /* "big-follower", "inn" */
  gint64 count;             /* the count it must have; 0: a flag, true or false (JCloisterZone's
                             * engine plays the element whenever it is listed) */
  gboolean optional;        /* it may be left out: it changes nothing in the games we play
                             * (a rule of pieces that the set's tiles do not have) */
} MlJczElement;

typedef struct {
  const char *kind;         /* the KIND of a meepleId PLAYER.KIND.N, "big" */
  const char *figure;       /* our figure's id (ml-figures.h) */
} MlJczKind;

typedef struct {
  MlExpansions expansion;   /* the expansion the set is */
  const char *set;          /* "inns-and-cathedrals:1", which must be listed once */
  const MlJczElement *elements;   /* every one must be listed with the set, and none without */
  guint n_elements;
  const MlJczTileName *tiles;
  guint n_tiles;
  const MlJczKind *kinds;   /* the meeple kinds that are our figures */
  guint n_kinds;
  const char *const *set_aliases;   /* other names JCloisterZone gives the set (NULL-terminated), or NULL */
  /* The table lists every copy of each tile: the n-th laying of an id is its n-th row, and
   * a laying beyond the rows is refused. Otherwise an id has one row and is laid any number
   * of times. */
  gboolean copies_listed;
  /* The readings the imported game is played under, id and value by pairs (NULL-terminated),
   * or NULL. */
  const char *const *readings;
  /* What the user is told, once, when a tile of a row marked noted is laid, in the user's
   * language (newly allocated); or NULL. */
  char *(*note) (void);
  /* Once the record is read and its start set: mends what JCloisterZone did without writing
   * it into the save, replaying @record over @scenario (named @name) to find it, and adds a
   * sentence for the user to @notes for each thing mended. NULL: nothing to mend. */
  void (*mend_record) (const MlScenario *scenario, MlRecord *record, const char *name, GPtrArray *notes);
} MlJczNames;

/* The modules' tables, @n of them. */
const MlJczNames *const *ml_jcz_modules (guint *n);

/* The row naming JCloisterZone tile @jcz_id, its table's number in *@module; NULL when no
 * module names it. */
const MlJczTileName *ml_jcz_module_tile (const char *jcz_id, guint *module);
/* The element @name of a module's table, its table's number in *@module and its own in
 * *@index; NULL when no module names it. */
const MlJczElement  *ml_jcz_module_element (const char *name, guint *module, guint *index);
/* The @copy-th (from 0) row of @names for JCloisterZone tile @jcz_id, or NULL. */
const MlJczTileName *ml_jcz_names_tile_copy (const MlJczNames *names, const char *jcz_id, guint copy);
/* The number of the table whose set is @set (or one of its aliases), or -1. */
int                  ml_jcz_module_of_set  (const char *set);
/* Our figure for JCloisterZone's meeple kind @kind (of a meepleId PLAYER.KIND.N), a kind
 * of one of the tables in @on (a bit each); FALSE when none has it. */
gboolean             ml_jcz_module_figure  (guint on, const char *kind, guint *figure);
/* The tables' sets, quoted and joined ("\"inns-and-cathedrals:1\""), and their meeple kinds
 * each with its set ("big (\"inns-and-cathedrals:1\")", "builder, pig (...)"), for a
 * message; newly allocated. */
char                *ml_jcz_modules_sets   (void);
char                *ml_jcz_modules_kinds  (void);

/* The ids of JCloisterZone's rules of expansions, NULL-terminated, which a save may list
 * (in src/core/expansions/ml-expansions-list.c). */
extern const char *const ml_jcz_other_rules[];

/* At most this many tables and elements a table, so that a bit set holds them. */
#define ML_JCZ_MAX_MODULES 32

G_END_DECLS
