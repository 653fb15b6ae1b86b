/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders as JCloisterZone saves it: the set traders-and-builders:1
 * (traders_and_builders.xml; traders-and-builders:2 has two faces with an Abbot's garden,
 * TB/CcRR.wG and TB/CcR.cG, and is not ours), the elements its client adds with the
 * expansion (expansions.js: builder, pig, traders; pig-herd is offered with it, and may be
 * listed, but no tile of the sets we play has a pig herd, so it changes nothing), the tile
 * ids, and the builder and the pig, whose meepleIds are PLAYER.builder.N and PLAYER.pig.N
 * (MeepleIdProvider: the class names Builder and Pig in lower case). JCloisterZone keeps no
 * record of a builder's extra turn: the save holds two moves of the same player in a row,
 * each its own PLACE_TILE ... COMMIT (BuilderCapability, CleanUpTurnPartPhase), which the
 * turn engine replays as our rules give the turn. Every face below is ours unturned: each
 * tile's sides, features, goods and half-edges were compared with the XML
 * (test-jcz-traders-builders.py holds them side by side). */
#include "config.h"
#include "ml-traders-builders-jcz.h"

static const MlJczElement elements[] = {
  { "builder", 1 },         /* one builder a player, ours */
  { "pig", 1 },             /* one pig a player */
  { "traders", 0 },         /* the goods (TradeGoodsCapability) */
  { "pig-herd", 0, TRUE },  /* PigHerdCapability: only GQ/F, a tile of another set, has a herd */
};

static const MlJczTileName tiles[] = {
  { "TB/Cc.g", "tb-city-corner-grain", 0 },
  { "TB/Cc.w", "tb-city-corner-wine", 0 },
  { "TB/CCc.c", "tb-city-across-city-edge-cloth", 0 },
  { "TB/CCc.w", "tb-city-across-city-edge-wine", 0 },
  { "TB/Ccc.g", "tb-city-three-edges-grain", 0 },
  { "TB/CcCC.c", "tb-city-corner-two-city-edges-cloth", 0 },
  { "TB/CcRR!.c", "tb-city-corner-two-road-ends-four-fields-cloth", 0 },
  { "TB/CcRR.w", "tb-city-corner-two-road-ends-wine", 0 },
  { "TB/CcRC.c", "tb-city-corner-city-edge-road-end-cloth", 0 },
  { "TB/CcRC.g", "tb-city-corner-city-edge-road-end-grain", 0 },
  { "TB/CcR.c", "tb-city-corner-road-end-cloth", 0 },
  { "TB/CcR!.w", "tb-city-corner-road-end-three-fields-wine", 0 },
  { "TB/CccR.w", "tb-city-three-edges-road-end-wine", 0 },
  { "TB/CcCc.w", "tb-two-city-corners-wine", 0 },
  { "TB/CFc.w", "tb-city-across-wine", 0 },
  { "TB/CR", "tb-city-edge-road-end", 0 },
  { "TB/CRc.g", "tb-city-across-road-end-grain", 0 },
  { "TB/CRc.w", "tb-city-across-road-end-wine", 0 },
  { "TB/CRcR.w", "tb-city-across-two-road-ends-wine", 0 },
  { "TB/LRRR", "tb-monastery-three-road-ends", 0 },
  { "TB/RCc.g", "tb-city-corner-road-end-grain", 0 },
  { "TB/RCc!.g", "tb-city-corner-road-end-three-fields-grain", 0 },
  { "TB/RRC", "tb-city-edge-two-road-ends", 0 },
  { "TB/RRrr", "tb-road-crossing", 0 },
};

static const MlJczKind kinds[] = {
  { "builder", "builder" },
  { "pig", "pig" },
};

const MlJczNames ml_traders_builders_jcz = {
  .expansion = ML_EXPANSION_TRADERS_BUILDERS,
  .set = "traders-and-builders:1",
  .elements = elements, .n_elements = G_N_ELEMENTS (elements),
  .tiles = tiles, .n_tiles = G_N_ELEMENTS (tiles),
  .kinds = kinds, .n_kinds = G_N_ELEMENTS (kinds),
};
