/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals as JCloisterZone saves it: the set inns-and-cathedrals:1
 * (inns_and_cathedrals.xml; its 2nd edition, inns-and-cathedrals:2, has gardens and is not
 * ours), the elements its client adds with the expansion (expansions.js: big-follower,
 * cathedral, inn), the tile ids and the large meeple, whose meepleId is PLAYER.big.N
 * (MeepleIdProvider: the class name BigFollower without "follower"). Every face below is
 * ours unturned: each tile's sides, features and half-edges were compared with the XML
 * (tests/data/jcz-inns-cathedrals-facts.json and test-inns-cathedrals-tiles.py check it),
 * so no tile needs a turn. */
#include "config.h"
#include "ml-inns-cathedrals-jcz.h"

static const MlJczElement elements[] = {
  { "big-follower", 1 }, /* one large meeple a player, ours */
  { "cathedral", 0 },
  { "inn", 0 },
};

static const MlJczTileName tiles[] = {
  { "IC/Cccc.c", "ic-cathedral", 0 },
  { "IC/LRFR", "ic-monastery-two-roads", 0 },
  { "IC/CCCC", "ic-four-cities", 0 },
  { "IC/CCC", "ic-three-cities", 0 },
  { "IC/CRCR", "ic-two-cities-road-ends", 0 },
  { "IC/CCc+", "ic-city-corner-city-edge", 0 },
  { "IC/C!", "ic-city-edge-two-fields", 0 },
  { "IC/CFR", "ic-city-edge-road-end", 0 },
  { "IC/CcR", "ic-city-corner-road-end", 0 },
  { "IC/CRcR+", "ic-city-across-two-road-ends", 0 },
  { "IC/RCc.i", "ic-inn-city-corner-road-end", 0 },
  { "IC/RrC.i", "ic-inn-city-edge-curve", 0 },
  { "IC/CcRr+.i", "ic-inn-city-corner-curve", 0 },
  { "IC/RRR.i", "ic-inn-junction", 0 },
  { "IC/RFr.i", "ic-inn-straight", 0 },
  { "IC/Rr.i", "ic-inn-curve", 0 },
  { "IC/RrRr", "ic-two-curves", 0 },
};

static const MlJczKind kinds[] = {
  { "big", "big" },
};

const MlJczNames ml_inns_cathedrals_jcz = {
  .expansion = ML_EXPANSION_INNS_CATHEDRALS,
  .set = "inns-and-cathedrals:1",
  .elements = elements, .n_elements = G_N_ELEMENTS (elements),
  .tiles = tiles, .n_tiles = G_N_ELEMENTS (tiles),
  .kinds = kinds, .n_kinds = G_N_ELEMENTS (kinds),
};
