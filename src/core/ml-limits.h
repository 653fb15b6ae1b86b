/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The limits of a scenario: what a file may hold, what the editor and the command line
 * accept, and what a save must stay within so that the file loads again. One table, read by
 * the loader, the writer, the document and the command line. */
#pragma once

/* A scenario file: its size, and the nesting of its JSON. */
#define ML_MAX_FILE_SIZE (16 * 1024 * 1024)
#define ML_MAX_DEPTH 32
/* JSON values in one file (every object, array, string, number, true, false and null), and
 * of those the arrays and objects: a little more than a board at ML_MAX_PIECES pieces and
 * ML_MAX_MEEPLES meeples needs. They bound the memory the parsed text takes whatever the
 * file holds (the loader also bounds them by the file's length). */
#define ML_MAX_JSON_VALUES 1600000
#define ML_MAX_JSON_CONTAINERS 250000
/* Digits before the point of a number: more would not fit 64 bits. */
#define ML_MAX_INT_DIGITS 18

/* A square's coordinates run from -ML_MAX_COORD to ML_MAX_COORD. */
#define ML_MAX_COORD 100000
/* Points on the score track, per player. */
#define ML_MAX_SCORE 1000000
/* Pieces on the board, and meeples. */
#define ML_MAX_PIECES 100000
#define ML_MAX_MEEPLES 100000
/* Meeples waiting in a wonder's port (the Cothon). */
#define ML_MAX_PORT 99
/* Characters of a name or id read from a file that a message repeats; the rest is cut. */
#define ML_MAX_SHOWN_CHARS 40
