#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The rule pages of the seeds, sentence by sentence, against meeple-lab-cli.

Every case quotes the sentence (or FAQ case) it checks, with the seed file it comes from;
the scenario is built from that sentence and the expected figures are worked out by hand in
the comment beside it. The shared examples (known results) run here too.

Usage: test-seeds.py PATH-OF-meeple-lab-cli
Environment: SHARED_EXAMPLES (the copies of the shared example scenarios in tests/data).
Nothing is read from the seed pages themselves: the sentences are quoted here.
"""

import importlib.util
import json
import os
import sys

_spec = importlib.util.spec_from_file_location(
    "cli_cases", os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-cli.py"))
cli = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cli)
# Only the cases of this file run (plus the shared examples, added again below).
cli.CASES.clear()

case, check, run, write = cli.case, cli.check, cli.run, cli.write
expect_rc, expect_ok_json, load_json = cli.expect_rc, cli.expect_ok_json, cli.load_json

BASE = "base-game-c3.fr.txt"
ABBEYS = "german-abbeys-japanese-buildings.fr.txt"
WONDERS = "wonders-of-humanity.en.txt"


def piece(tile, x, y, rotation=0, **extra):
    p = {"tile": tile, "x": x, "y": y, "rotation": rotation}
    p.update(extra)
    return p


def meeple(player, x, y, at, **extra):
    m = {"player": player, "x": x, "y": y, "at": at}
    m.update(extra)
    return m


def scenario(pieces, meeples=(), scores=(0, 0), expansions=("farmers",), turn=0, players=None, **extra):
    if players is None:
        names = ["Red", "Blue", "Green", "Yellow", "Black"]
        players = [{"name": names[i], "score": s} for i, s in enumerate(scores)]
    value = {"format": "meeple-lab-scenario", "version": 1, "expansions": list(expansions),
             "players": players, "turn": turn, "pieces": list(pieces), "meeples": list(meeples)}
    value.update(extra)
    return value


_counter = [0]


def save(value):
    _counter[0] += 1
    return write("seed-%03d.json" % _counter[0], json.dumps(value))


def finals(value, *readings):
    args = ["score", save(value), "--json"]
    for r in readings:
        args += ["--reading", r]
    result = expect_ok_json(run(*args))
    return [p["final"] for p in result["players"]]


def expect_finals(value, expected, *readings):
    got = finals(value, *readings)
    check(got == list(expected), "finals %r, expected %r" % (got, list(expected)))


def move(value, tile, x, y, rotation, *more, out=None):
    args = ["move", save(value), "--tile", tile, "--x", x, "--y", y, "--rotation", rotation, "--json"]
    args += list(more)
    if out:
        args += ["-o", out]
    return run(*args)


def gains(result):
    """Points each player got from the events of a move."""
    value = expect_ok_json(result)
    check(value.get("legal") is True, "move not legal: " + result.describe())
    totals = {}
    for e in value["events"]:
        for p in e.get("players", []):
            totals[p] = totals.get(p, 0) + (e.get("points") or 0)
    return value, {p: n for p, n in totals.items() if n}


def refused(result, edges=False):
    """Exit 1 with legal false; @edges says whether the rule broken is the edges' matching
    (so that a meeple refused is not in fact a tile refused)."""
    expect_rc(result, 1)
    value = result.json()
    check(value.get("legal") is False, "legal is not false: " + result.describe())
    blames_edges = "edges must match" in value.get("message", "")
    check(blames_edges == edges, "refused for another reason: " + result.describe())
    return value


# ==== base-game-c3.fr.txt ======================================================================

# Tile faces used below (docs/rules.md §2.1, at rotation 0): E city N; F city E-W with a shield;
# D city N, road W-E; U road N-S; V road W-S; A monastery with a road S; B monastery.
# At rotation 90 the north edge faces east.

@case(BASE + ": a closed city scores 2 per tile")
def _():
    # "Une ville est terminée quand sa muraille ne laisse aucune ouverture [...] : elle
    # rapporte deux points par tuile et deux par blason."
    # E (city N) under E turned 180 (city S): a city of 2 tiles, no shield = 2 x 2 = 4.
    expect_finals(scenario([piece("E", 0, 0), piece("E", 0, -1, 180)], [meeple(0, 0, 0, "N")]), [4, 0])


@case(BASE + ": an open city at the end scores 1 per tile and 1 per shield")
def _():
    # "Une ville inachevée vaut un point par tuile et un point par blason, au lieu de deux."
    # F (city E-W, shield) closed east by E turned 270 (city W), open to the west:
    # 2 tiles + 1 shield = 3 (closed it would be 2 x 2 + 2 = 6).
    expect_finals(scenario([piece("F", 0, 0), piece("E", 1, 0, 270)], [meeple(0, 0, 0, "W")]), [3, 0])


@case(BASE + ": a road closed at both ends scores 1 per tile")
def _():
    # "Une route finit à ses extrémités [...] Elle rapporte un point par tuile qui la compose."
    # A (road S ends at its monastery), U (road N-S), A turned 180 (road N ends at its
    # monastery): 3 tiles = 3. The two monasteries are empty.
    pieces = [piece("A", 0, 0), piece("U", 0, 1), piece("A", 0, 2, 180)]
    expect_finals(scenario(pieces, [meeple(0, 0, 1, "N")]), [3, 0])
    # "Une route vaut toujours un point par tuile." Without the last A the road is open:
    # 2 tiles = 2 at the end, the same 1 per tile.
    expect_finals(scenario(pieces[:2], [meeple(0, 0, 1, "N")]), [2, 0])


# Four V in a square: a road that closes on itself.
LOOP = [piece("V", 0, 0, 270), piece("V", 1, 0, 0), piece("V", 0, 1, 180), piece("V", 1, 1, 90)]


@case(BASE + ": a road that loops is complete")
def _():
    # "Une route finit [...] ou se ferme en boucle. Elle rapporte un point par tuile."
    # V at 270 links E-S, at 0 W-S, at 180 N-E, at 90 N-W: a loop of 4 tiles = 4.
    expect_finals(scenario(LOOP, [meeple(0, 0, 0, "E")]), [4, 0])
    # Played as the last tile of the loop, the road scores 4 at once.
    value, got = gains(move(scenario(LOOP[:3], [meeple(0, 0, 0, "E")]), "V", 1, 1, 90))
    check(got.get(0) == 4, "the loop gave %r" % got)


def ring(skip=()):
    """A monastery B at (0, 0) with its 8 neighbours, each an E whose city faces outward."""
    cells = {(-1, -1): 0, (0, -1): 0, (1, -1): 0, (1, 0): 90,
             (1, 1): 180, (0, 1): 180, (-1, 1): 180, (-1, 0): 270}
    return [piece("B", 0, 0)] + [piece("E", x, y, r) for (x, y), r in cells.items() if (x, y) not in skip]


@case(BASE + ": a monastery surrounded by 8 tiles scores 9, also completed from another tile")
def _():
    # "Un monastère est terminé lorsqu'il est entouré de huit tuiles : les quatre côtés et les
    # quatre diagonales. Il rapporte neuf points en comptant sa propre tuile."
    expect_finals(scenario(ring(), [meeple(0, 0, 0, "C")]), [9, 0])
    # "Une seule nouvelle tuile peut achever plusieurs territoires, y compris un monastère
    # situé sur une autre tuile." Blue lays the last diagonal; Red's monk scores 9.
    value, got = gains(move(scenario(ring(skip=[(1, 1)]), [meeple(0, 0, 0, "C")], turn=1), "E", 1, 1, 180))
    check(got.get(0) == 9 and not got.get(1), "the corner tile gave %r" % got)


@case(BASE + ": one tile completes a city and a road at once")
def _():
    # "Vérifie toutes les conséquences de la nouvelle tuile. [...] Une seule nouvelle tuile peut
    # achever plusieurs territoires". Around the empty (0,0): E turned 180 (city S) above with
    # Red's knight, A turned 270 (road E) to the west with Blue's thief, A turned 180 (road N)
    # below; two B join them. Red lays K (city N, road W-S): the city closes at 2 tiles (4 for
    # Red) and the road A-K-A at 3 tiles (3 for Blue).
    pieces = [piece("E", 0, -1, 180), piece("B", -1, -1), piece("A", -1, 0, 270), piece("B", -1, 1),
              piece("A", 0, 1, 180)]
    board = scenario(pieces, [meeple(0, 0, -1, "S"), meeple(1, -1, 0, "E")])
    result, got = gains(move(board, "K", 0, 0, 0))
    check(got == {0: 4, 1: 3}, "the K gave %r" % got)
    kinds = sorted(e["kind"] for e in result["events"] if e.get("points"))
    check(kinds == ["city", "road"], "scorings %r" % kinds)


@case(BASE + ": an open monastery scores 1 + 1 per neighbour, diagonals included")
def _():
    # "Un monastère inachevé vaut un point pour lui-même et un pour chaque tuile voisine déjà
    # posée, diagonales comprises." Neighbours (-1,-1) (0,-1) (1,-1) (1,0): 1 + 4 = 5.
    skip = [(1, 1), (0, 1), (-1, 1), (-1, 0)]
    expect_finals(scenario(ring(skip), [meeple(0, 0, 0, "C")]), [5, 0])


# E (city E) + F + F + E (city W) in a row: a city of 4 tiles and 2 shields.
ROW_CITY = [piece("E", -1, 0, 90), piece("F", 0, 0), piece("F", 1, 0), piece("E", 2, 0, 270)]


@case(BASE + ": the majority in a city scores it all")
def _():
    # "celui qui possède le plus de meeples de sa couleur marque l'ensemble des points" and
    # "Si Bob avait réussi à joindre une autre portion portant un deuxième meeple bleu, lui
    # seul aurait marqué douze points." 4 x 2 + 2 x 2 = 12 for Blue alone (2 against 1).
    meeples = [meeple(0, -1, 0, "E"), meeple(1, 1, 0, "E"), meeple(1, 2, 0, "W")]
    expect_finals(scenario(ROW_CITY, meeples), [0, 12])
    # "Appliquez les majorités aux territoires inachevés comme pendant la partie."
    # Open at the west (no first E): 3 tiles + 2 shields = 5 for Blue alone.
    expect_finals(scenario(ROW_CITY[1:], [meeple(0, 0, 0, "W"), meeple(1, 1, 0, "E"), meeple(1, 2, 0, "W")]), [0, 5])


@case(BASE + ": two cities joined by a tile: legal, a tie scores 12 each, every knight returns")
def _():
    # "Alice avait un chevalier dans une petite ville ; Bob en avait un dans une autre portion
    # encore séparée. Une tuile les relie [...] Ce n'est pas une pose interdite [...] Sa valeur
    # est 4 × 2 + 2 × 2 = 12 points. Rouge et bleu sont à égalité avec un meeple chacun : tous
    # deux gagnent douze points et récupèrent leur chevalier."
    before = scenario([ROW_CITY[0], ROW_CITY[1], ROW_CITY[3]], [meeple(0, -1, 0, "E"), meeple(1, 2, 0, "W")])
    out = cli.tmp_path("seed-joined.json")
    value, got = gains(move(before, "F", 1, 0, 0, out=out))
    check(got.get(0) == 12 and got.get(1) == 12, "the joining tile gave %r" % got)
    check([p["score"] for p in value["players"]] == [12, 12], "players %r" % value["players"])
    check(load_json(out)["meeples"] == [], "knights left on the closed city: %r" % load_json(out)["meeples"])


@case(BASE + ": every meeple of a closed city returns, also the outnumbered one")
def _():
    # "Tous les meeples du territoire terminé reviennent ensuite à leur propriétaire, même ceux
    # des joueurs qui n'ont pas marqué." Red 1, Blue 2: Blue 12, Red 0, all three return.
    before = scenario([ROW_CITY[0], ROW_CITY[1], ROW_CITY[3]],
                      [meeple(0, -1, 0, "E"), meeple(1, 0, 0, "W"), meeple(1, 2, 0, "W")])
    out = cli.tmp_path("seed-outnumbered.json")
    value, got = gains(move(before, "F", 1, 0, 0, out=out))
    check(got.get(1) == 12 and not got.get(0), "the closing tile gave %r" % got)
    check(load_json(out)["meeples"] == [], "meeples left: %r" % load_json(out)["meeples"])


@case(BASE + ": no meeple into an occupied feature, even one's own far away")
def _():
    # "Le territoire complet choisi ne doit contenir aucun meeple déjà installé, même le tien
    # et même très loin sur la carte." Red's knight on the E at the west end; Red lays an F
    # that extends the same (still open) city two tiles away.
    before = scenario([ROW_CITY[0], ROW_CITY[1]], [meeple(0, -1, 0, "E")])
    refused(move(before, "F", 1, 0, 0, "--meeple", "E"))
    # The field of the same tile is free: that meeple is fine.
    gains(move(before, "F", 1, 0, 0, "--meeple", "NNW"))


@case(BASE + ": a freed meeple cannot be used again on the same turn")
def _():
    # "Cette récupération intervient après le placement facultatif : on ne peut pas réutiliser
    # immédiatement le meeple libéré pour l'installer sur la nouvelle tuile."
    # Red has all 7 meeples out: 6 farmers south of an E, 1 knight in its city. Red closes the
    # city with E turned 180 and asks for a meeple on its field: none is in the supply yet.
    farmers = [meeple(0, 0, 0, at) for at in ("SSW", "SSE", "WSW", "ESE", "WNW", "ENE")]
    before = scenario([piece("E", 0, 0)], farmers + [meeple(0, 0, 0, "N")])
    refused(move(before, "E", 0, -1, 180, "--meeple", "NNW"))
    # Without the meeple the move is legal and the knight scores 4.
    value, got = gains(move(before, "E", 0, -1, 180))
    check(got.get(0) == 4, "the city gave %r" % got)


@case(BASE + ": a tie for the majority gives each the whole score")
def _():
    # "À égalité pour cette majorité, chaque joueur concerné marque le total entier ; on ne le
    # partage pas." Open row city of 3 tiles + 2 shields = 5 for each of 1 against 1.
    expect_finals(scenario(ROW_CITY[1:], [meeple(0, 0, 0, "W"), meeple(1, 2, 0, "W")]), [5, 5])


@case(BASE + ": corner contact alone does not allow a placement")
def _():
    # "Un contact par un coin seul ne permet pas la pose." D alone: B (all fields) fits only
    # south of it (city north, roads east and west); the diagonal squares are not offered.
    # B looks alike at every rotation, and each is listed.
    got = sorted(cli.placements(run("legal", save(scenario([piece("D", 0, 0)])), "--tile", "B", "--json")))
    check(got == [(0, 1, r) for r in (0, 90, 180, 270)], "placements %r" % got)


@case(BASE + ": one matching edge is not enough if another does not match")
def _():
    # "Tous les côtés en contact doivent correspondre [...] Une seule correspondance correcte
    # ne suffit pas si un autre côté est incohérent."
    # D (0,0), U turned 90 (road W-E, fields N and S) at (1,0), B at (0,1). The square (1,1)
    # touches U's field (north) and B's field (west).
    board = scenario([piece("D", 0, 0), piece("U", 1, 0, 90), piece("B", 0, 1)])
    refused(move(board, "E", 1, 1, 270), edges=True)   # city west against B's field; north matches
    refused(move(board, "E", 1, 1, 0), edges=True)     # city north against U's field; west matches
    gains(move(board, "E", 1, 1, 180))     # city south, open: both edges fields
    # The same mismatch in a layout is reported by check.
    bad = scenario([piece("D", 0, 0), piece("U", 1, 0, 90), piece("B", 0, 1), piece("E", 1, 1, 270)])
    result = run("check", save(bad), "--json")
    expect_rc(result, 1)
    check(result.json()["legal"] is False, result.describe())


# A field that touches one closed city (E, F, E in a row) on both sides: monasteries B above
# and below the row join the north and south fields around the ends.
FIELD_AROUND = [piece("E", -1, 0, 90), piece("F", 0, 0), piece("E", 1, 0, 270),
                piece("B", -1, -1), piece("B", 0, -1), piece("B", 1, -1),
                piece("B", -1, 1), piece("B", 0, 1), piece("B", 1, 1)]


@case(BASE + ": a city counts once for a field that touches it twice")
def _():
    # "Une ville ne compte qu'une fois pour ce champ, même s'il la touche à plusieurs endroits."
    # The field runs above, around both ends and below the closed city of 3 tiles: it borders
    # one city = 3. Red has 2 farmers (north and south), Blue 1 (north): one field, Red's
    # majority, so 3 for Red and 0 for Blue (were north and south two fields, Blue would tie
    # the north one).
    meeples = [meeple(0, 0, -1, "NNW"), meeple(0, 0, 1, "SSW"), meeple(1, 1, -1, "NNE")]
    expect_finals(scenario(FIELD_AROUND, meeples), [3, 0])


@case(BASE + ": farmers score only at the end and never return")
def _():
    # "Il n'y a aucun score de champ lorsqu'une ville se ferme." and "Compter les paysans
    # pendant la partie ou les récupérer après le score d'une ville" (a common mistake).
    before = scenario([piece("E", 0, 0)], [meeple(0, 0, 0, "SSW")])
    out = cli.tmp_path("seed-farmer.json")
    value, got = gains(move(before, "E", 0, -1, 180, out=out))
    check(not got.get(0), "a field scored during the game: %r" % value["events"])
    check(load_json(out)["meeples"] == [meeple(0, 0, 0, "SSW")] or
          [(m["player"], m["x"], m["y"]) for m in load_json(out)["meeples"]] == [(0, 0, 0)],
          "the farmer did not stay: %r" % load_json(out)["meeples"])
    # At the end the field borders the closed city: 3.
    expect_finals(load_json(out), [3, 0])


@case(BASE + ": farmers tied in a field each score it all")
def _():
    # "Chaque ville rapporte trois points au joueur majoritaire en paysans ; à égalité de
    # majorité, chacun reçoit le total." One farmer each in the field around the city: 3 each.
    expect_finals(scenario(FIELD_AROUND, [meeple(0, 0, -1, "NNW"), meeple(1, 0, 1, "SSW")]), [3, 3])


@case(BASE + ": an open city gives farmers nothing")
def _():
    # "Une ville inachevée ne rapporte rien aux paysans." Without the east E the row city is
    # open: the field around it gives 0.
    pieces = [p for p in FIELD_AROUND if (p["x"], p["y"]) != (1, 0)]
    expect_finals(scenario(pieces, [meeple(0, 0, -1, "NNW")]), [0, 0])


@case(BASE + ": points past fifty are kept")
def _():
    # "revenir sur zéro ne fait pas perdre les cinquante points déjà gagnés." 55 on the track
    # plus a closed city of 2 tiles (4) = 59.
    expect_finals(scenario([piece("E", 0, 0), piece("E", 0, -1, 180)], [meeple(0, 0, 0, "N")], scores=(55, 0)), [59, 0])


@case(BASE + ": a road ends at a crossroads or at a city")
def _():
    # "Une route finit à ses extrémités selon le dessin du plateau, par exemple aux carrefours
    # ou aux villes". X (crossroads), U turned 90, X: a closed road of 3 tiles = 3.
    expect_finals(scenario([piece("X", 0, 0), piece("U", 1, 0, 90), piece("X", 2, 0)], [meeple(0, 1, 0, "W")]), [3, 0])
    # S (road S from the city gate), U, X: closed from the city to the crossroads, 3 tiles = 3
    # (the city of S is open and empty).
    expect_finals(scenario([piece("S", 0, 0), piece("U", 0, 1), piece("X", 0, 2)], [meeple(0, 0, 1, "N")]), [3, 0])


@case(BASE + ": a meeple goes on the tile just placed, never on an older one")
def _():
    # "tu peux placer un seul meeple de ta réserve sur la tuile que tu viens de poser" and
    # "Poser un meeple sur une ancienne tuile [...]" (a common mistake).
    board = scenario([piece("B", 0, 0)])
    refused(move(board, "B", 1, 0, 0, "--meeple", "0,0,C"))
    gains(move(board, "B", 1, 0, 0, "--meeple", "C"))


@case(BASE + ": a tile that fits nowhere has no legal placement")
def _():
    # "S'il n'existe réellement aucune place légale, retire la tuile et pioche-en une autre."
    # Beside a lone B (fields all round) the all-city C fits nowhere: the list is empty.
    got = cli.placements(run("legal", save(scenario([piece("B", 0, 0)])), "--tile", "C", "--json"))
    check(got == [], "placements %r" % got)


@case(BASE + ": roads and cities split the fields")
def _():
    # "Les routes et les villes séparent les terres selon leurs dessins." U (road N-S) with a
    # closed city of 2 tiles east of it (E turned 90, E turned 270): the east field borders
    # it (3 for Blue's farmer), the west field across the road does not (0 for Red's).
    pieces = [piece("U", 0, 0), piece("E", 1, 0, 90), piece("E", 2, 0, 270)]
    expect_finals(scenario(pieces, [meeple(0, 0, 0, "WSW"), meeple(1, 0, 0, "ENE")]), [0, 3])


@case(BASE + ": no second farmer into a field already occupied, however far")
def _():
    # "Il se place dans un champ libre de tout autre paysan déjà relié." Blue's farmer in the
    # field of E at (0,0), which holds its whole south edge; Red lays U turned 90 (road W-E)
    # below it: U's north field meets that edge, so it is Blue's field and a farmer there is
    # refused; U's south field and its road are free.
    board = scenario([piece("E", 0, 0)], [meeple(1, 0, 0, "SSW")])
    gains(move(board, "U", 0, 1, 90))
    refused(move(board, "U", 0, 1, 90, "--meeple", "NNE"))
    refused(move(board, "U", 0, 1, 90, "--meeple", "WNW"))
    gains(move(board, "U", 0, 1, 90, "--meeple", "SSW"))
    gains(move(board, "U", 0, 1, 90, "--meeple", "W"))


@case(BASE + ": a city counts for each field that borders it (farmers reading: both answers)")
def _():
    # "À la fin seulement, compte les villes achevées qui bordent chaque champ. Une ville ne
    # compte qu'une fois pour ce champ" (per field) and "Chaque ville rapporte trois points au
    # joueur majoritaire en paysans". The row city E, F, E (closed, 3 tiles) has four fields
    # apart around it: F's north, F's south, and the fields wrapping each end E.
    # Red: farmers on F's north field and the west E's field; Blue: F's south field.
    pieces = [piece("E", -1, 0, 90), piece("F", 0, 0), piece("E", 1, 0, 270)]
    meeples = [meeple(0, 0, 0, "NNW"), meeple(0, -1, 0, "WSW"), meeple(1, 0, 0, "SSW")]
    # Third edition (the seed's): each field 3 to its farmers: Red 3 + 3, Blue 3.
    expect_finals(scenario(pieces, meeples), [6, 3])
    expect_finals(scenario(pieces, meeples), [6, 3], "farmers=third-edition")
    # First edition (the other reading): the city scores 4 once, to the most farmers in all
    # its fields together: Red 2 against 1.
    expect_finals(scenario(pieces, meeples), [4, 0], "farmers=first-edition")
    # The field that touches the city twice (FIELD_AROUND): 3 under the third edition, 4 under
    # the first; Red's majority either way.
    around = [meeple(0, 0, -1, "NNW"), meeple(0, 0, 1, "SSW"), meeple(1, 1, -1, "NNE")]
    expect_finals(scenario(FIELD_AROUND, around), [4, 0], "farmers=first-edition")


@case(BASE + ": check: a tile touching by a corner only is not connected")
def _():
    # "Un contact par un coin seul ne permet pas la pose." D at (0,0) and B at (1,1) touch at
    # a corner only: check reports B as not connected, at (1,1).
    result = run("check", save(scenario([piece("D", 0, 0), piece("B", 1, 1)])), "--json")
    expect_rc(result, 1)
    value = result.json()
    check(value["legal"] is False, result.describe())
    check([(p["x"], p["y"]) for p in value["problems"]] == [(1, 1)], "problems %r" % value["problems"])
    # Moved to (0,1), under D's field edge, it is legal.
    result = run("check", save(scenario([piece("D", 0, 0), piece("B", 0, 1)])), "--json")
    expect_rc(result, 0)
    check(result.json()["legal"] is True and result.json()["problems"] == [], result.describe())


# ==== german-abbeys-japanese-buildings.fr.txt ===================================================

ABBEY_SET = ("farmers", "abbeys")


def abbey_ring(skip=()):
    """ring() with the Eberbach abbey (no road, like B) in the middle."""
    return [piece("abbey-eberbach", 0, 0)] + ring(skip)[1:]


@case(ABBEYS + ": a prior scores 1 for the abbey + the lines of tiles, and only at the end")
def _():
    # "Votre abbé/prieur claustral vous rapporte autant de points que le nombre de tuiles qui
    # s'étendent orthogonalement [...] de part et d'autre de l'abbaye. La tuile de l'abbaye vous
    # rapporte également 1 point." The abbey fully surrounded: one tile in each of the four
    # lines = 1 + 1 + 1 + 1 + 1 = 5 (the diagonals are in no line), not a monastery's 9.
    prior = meeple(0, 0, 0, "C", role="prior")
    expect_finals(scenario(abbey_ring(), [prior], expansions=ABBEY_SET), [5, 0])
    # "elle ne sera pas considérée comme complétée pour les meeples posés en tant qu'abbé/prieur
    # claustral même si elle est entourée de tuiles." Blue lays the eighth neighbour: nothing
    # scores and the prior stays.
    out = cli.tmp_path("seed-prior-ring.json")
    value, got = gains(move(scenario(abbey_ring(skip=[(1, 1)]), [prior], expansions=ABBEY_SET, turn=1),
                            "E", 1, 1, 180, out=out))
    check(not got, "a prior-only abbey scored during the game: %r" % value["events"])
    left = load_json(out)["meeples"]
    check(len(left) == 1 and left[0].get("role") == "prior", "the prior did not stay: %r" % left)


@case(ABBEYS + ": the Japanese Buildings take priors the same way")
def _():
    # "Lorsque les règles ci-dessous se réfèrent aux nouvelles tuiles Abbayes, présumez
    # qu'elles se réfèrent aux Monuments japonais et aux Abbayes d'Allemagne, car ces
    # extensions partagent le même comportement." The shared prior example (1 + 4 + 2 + 1 + 2
    # = 10) with Kinkaku-ji (a road to the south, like Andechs) in place of Andechs.
    path = os.path.join(cli.EXAMPLES, "prior-lines.json")
    check(os.path.exists(path), "no shared example %s" % path)
    value = load_json(path)
    for p in value["pieces"]:
        if p["tile"] == "abbey-andechs":
            p["tile"] = "abbey-kinkaku-ji"
    expect_finals(value, [10, 0])


@case(ABBEYS + ": a monk on an abbey follows the usual rules")
def _():
    # "Un meeple placé dans une nouvelle tuile Abbaye en tant que moine suit les règles
    # d'évaluation habituelles du jeu Carcassonne." Completed by the eighth tile: 9.
    before = scenario(abbey_ring(skip=[(1, 1)]), [meeple(0, 0, 0, "C")], expansions=ABBEY_SET, turn=1)
    value, got = gains(move(before, "E", 1, 1, 180))
    check(got.get(0) == 9, "the monk's abbey gave %r" % got)
    # Open at the end: 1 + 7 neighbours = 8.
    expect_finals(before, [8, 0])


@case(ABBEYS + ": an empty square ends a line of tiles")
def _():
    # "Un espace vide dans une rangée de tuiles interrompt le nombre de tuiles comptées pour
    # l'évaluation." North of the abbey: (0,-1) and (0,-2), then (0,-3) is empty although
    # (0,-4) holds a tile (reached through the column x = 1). East (1,0), south and west are
    # empty. 1 + 2 = 3.
    pieces = [piece("abbey-eberbach", 0, 0), piece("B", 0, -1), piece("B", 0, -2), piece("B", 1, -2),
              piece("B", 1, -3), piece("B", 1, -4), piece("B", 0, -4)]
    expect_finals(scenario(pieces, [meeple(0, 0, 0, "C", role="prior")], expansions=ABBEY_SET), [3, 0])


@case(ABBEYS + ": on an abbey tile a meeple goes on the abbey as monk or prior, or on another feature")
def _():
    # "vous pouvez poser un meeple sur n'importe quelle zone présente sur la tuile selon les
    # règles habituelles. Si vous posez votre meeple sur l'abbaye, vous avez le choix [...]
    # moine [...] ou [...] prieur claustral". Andechs has a road to the south edge.
    board = scenario([piece("U", 0, 0)], expansions=ABBEY_SET)
    for more in (("--meeple", "C"), ("--meeple", "C", "--role", "prior"), ("--meeple", "S"), ("--meeple", "NNW")):
        out = cli.tmp_path("seed-andechs.json")
        value, got = gains(move(board, "abbey-andechs", 0, -1, 0, *more, out=out))
        placed = load_json(out)["meeples"]
        check(len(placed) == 1, "%r: meeples %r" % (more, placed))
        check((placed[0].get("role") == "prior") == ("prior" in more), "%r: role %r" % (more, placed[0]))
    # A prior on a monastery of the base game is not a thing: refused.
    refused(move(scenario([piece("U", 0, 0)], expansions=ABBEY_SET), "A", 0, -1, 0, "--meeple", "C", "--role", "prior"))


@case(ABBEYS + ": monk and prior on one abbey are scored each their own way")
def _():
    # "Nouvelle tuile Abbaye occupée par au moins un meeple posé en tant que moine et un nombre
    # quelconque de meeples posés en tant qu'abbé/prieur claustral : La zone sera évaluée comme
    # une abbaye normale en tenant compte de tous les meeples posés en tant que moine [...] Tout
    # meeple placé en tant qu'abbé/prieur claustral sur la zone sera évalué comme indiqué dans
    # le scénario suivant." Surrounded abbey: Red's monk 9, Blue's prior 1 + 4 = 5.
    meeples = [meeple(0, 0, 0, "C"), meeple(1, 0, 0, "C", role="prior")]
    expect_finals(scenario(abbey_ring(), meeples, expansions=ABBEY_SET), [9, 5])


# ==== wonders-of-humanity.en.txt ===============================================================

WONDER_SET = ("farmers", "wonders")


def wonder_cells(wonder, x, y, rotation):
    """The squares of @wonder laid with its anchor at (x, y), turned @rotation clockwise."""
    tiles = {t["id"]: t for t in expect_ok_json(run("tiles", "--json"))["tiles"]}
    out = []
    for c in tiles[wonder]["cells"]:
        cx, cy = c["x"], c["y"]
        for _ in range(rotation // 90):
            cx, cy = -cy, cx
        out.append((x + cx, y + cy))
    return out


def laid(pieces, wonder, keep, owner=0, n_players=2):
    """@pieces with @wonder laid by @owner at the first legal spot whose squares all satisfy
    @keep, its effect already in force (the owner's next turn has come)."""
    names = ["Red", "Blue", "Green", "Yellow", "Black"]
    players = [{"name": names[i], "score": 0} for i in range(n_players)]
    players[owner]["wonders"] = [wonder]
    board = scenario(pieces, expansions=WONDER_SET, players=players, turn=owner)
    spots = cli.placements(run("legal", save(board), "--tile", wonder, "--json"))
    spots = [s for s in spots if all(keep(cx, cy) for cx, cy in wonder_cells(wonder, *s))]
    check(spots, "no legal spot for %s that keeps clear" % wonder)
    out = cli.tmp_path("seed-laid-%s.json" % wonder)
    expect_ok_json(run("move", save(board), "--tile", wonder, "--x", spots[0][0], "--y", spots[0][1],
                       "--rotation", spots[0][2], "--json", "-o", out))
    value = load_json(out)
    for p in value["pieces"]:
        if p["tile"] == wonder:
            p.pop("active", None)
    value["meeples"] = [m for m in value["meeples"] if m.get("x") is not None]
    return value


@case(WONDERS + ": Alhambra: 5 per farmer of the owner, 6 with 120 tiles, scoring or not")
def _():
    # "At the end of the game, you score 5 points for each of your farmers, regardless of
    # whether they score any other points. If you play with at least 120 tiles you get 6 points."
    # Two farmers of Red in D's southern field, which borders no city (0 from the field).
    value = laid([piece("D", 0, 0)], "alhambra", lambda x, y: y < 0)
    value["meeples"] += [meeple(0, 0, 0, "SSW"), meeple(0, 0, 0, "SSE")]
    expect_finals(value, [10, 0])
    value.setdefault("options", {})["tiles_in_game"] = 120
    expect_finals(value, [12, 0])
    value["options"]["tiles_in_game"] = 119
    expect_finals(value, [10, 0])
    # A farmer of Blue gives Red nothing: only the owner's farmers count.
    value["options"].pop("tiles_in_game")
    value["meeples"] += [meeple(1, 0, 0, "ESE")]
    # Red still 2 x 5 = 10; Blue's farmer earns 0 (the field borders no city).
    expect_finals(value, [10, 0])


@case(WONDERS + ": end-of-game wonders are scored before the normal final scoring")
def _():
    # "At the end of the game, you first score the wonders that score at the end of the game.
    # After that, you continue with the normal final scoring."
    value = laid([piece("D", 0, 0)], "alhambra", lambda x, y: y < 0)
    value["meeples"] += [meeple(0, 0, 0, "SSW"), meeple(1, 0, 0, "E")]
    result = expect_ok_json(run("score", save(value), "--json"))
    kinds = [i["kind"] for i in result["items"]]
    check(len(kinds) >= 2, "items %r" % result["items"])
    wonder_at = [n for n, i in enumerate(result["items"]) if i["players"] == [0] and i["points"] == 5]
    road_at = [n for n, i in enumerate(result["items"]) if i["players"] == [1]]
    check(wonder_at and road_at and wonder_at[0] < road_at[0], "order of the items %r" % result["items"])


@case(WONDERS + ": Notre-Dame: +3 for a meeple placed next to a monastery, once however many")
def _():
    # "if you place a meeple on one of the 8 tiles surrounding a monastery, you immediately
    # score 3 points. It is irrelevant whether there is a monk on this monastery or not. Even
    # if several monasteries are adjacent to the tile where the meeple is placed, you will
    # 'only' receive 3 points."
    # Empty monasteries B at (0,1) and (1,1); the square (1,2) touches both (one diagonally).
    value = laid([piece("D", 0, 0), piece("B", 0, 1), piece("B", 1, 1)], "notre-dame", lambda x, y: y < 0)
    value["turn"] = 0
    result, got = gains(move(value, "E", 1, 2, 180, "--meeple", "NNW"))
    check(got == {0: 3}, "a meeple beside two monasteries gave %r" % got)
    # No meeple placed, no bonus.
    result, got = gains(move(value, "E", 1, 2, 180))
    check(got == {}, "a tile without meeple gave %r" % got)
    # Only the owner: Blue's meeple there gives nobody anything.
    value["turn"] = 1
    result, got = gains(move(value, "E", 1, 2, 180, "--meeple", "NNW"))
    check(got == {}, "Blue's meeple gave %r" % got)


@case(WONDERS + ": Stonehenge: +3 per occupied road completed on the owner's turn, also another's")
def _():
    # "If you complete one or more occupied roads during your turn (not when playing the
    # Stonehenge wonder tile itself), you immediately score 3 points for each road you complete
    # (even if you don't have a meeple on the road yourself). After that, you score the road as
    # usual." A turned 270 (road E to its monastery) west of D: Red lays A turned 90 east of
    # D and closes a road of 3 tiles that holds Blue's thief: Blue 3, Red 3 from Stonehenge.
    pieces = [piece("D", 0, 0), piece("A", -1, 0, 270)]
    value = laid(pieces, "stonehenge", lambda x, y: y < 0)
    value["turn"] = 0
    value["meeples"] += [meeple(1, 0, 0, "E")]
    result, got = gains(move(value, "A", 1, 0, 90))
    check(got == {0: 3, 1: 3}, "closing Blue's road gave %r" % got)
    # An unoccupied road completed gives no bonus...
    value["meeples"] = [m for m in value["meeples"] if m["player"] == 0]
    result, got = gains(move(value, "A", 1, 0, 90))
    check(got == {}, "closing an empty road gave %r" % got)
    # "Do you get the Stonehenge bonus if you complete an unoccupied road and then you add a
    # meeple to it on the tile just placed? Yes it is possible." 3 + the road's 3 = 6.
    result, got = gains(move(value, "A", 1, 0, 90, "--meeple", "W"))
    check(got == {0: 6}, "closing a road with one's own new thief gave %r" % got)


FR_WONDERS = "wonders-of-humanity.fr.txt"


@case(WONDERS + ": the Alhambra's field between its roads touches only the wonder, no city")
def _():
    # "A farmer placed in a field only bordering a wonder but not the city adjacent to the
    # wonder will not score points for this city. [...] The field between the roads on the
    # Alhambra wonder tile (center right)" and "The field only touches the wonder."
    # The Alhambra (rotation 0: city along the north of its top row and west of its first
    # square) closed by three E turned 180 above and an E turned 90 to the west: a closed city
    # of 3 + 4 = 7 tiles. Blue's farmer in the field west of the roads, which borders the city:
    # 3. Red's farmer in the field between the roads: 0 from the field; Red owns the Alhambra:
    # 5 for that farmer.
    pieces = [piece("alhambra", 0, 0, owner=0), piece("E", 0, -1, 180), piece("E", 1, -1, 180),
              piece("E", 2, -1, 180), piece("E", -1, 0, 90)]
    players = [{"name": "Red", "score": 0, "wonders": ["alhambra"]}, {"name": "Blue", "score": 0}]
    value = scenario(pieces, [meeple(0, 2, 0, "SSE"), meeple(1, 0, 0, "SSW")], expansions=WONDER_SET, players=players)
    result = run("check", save(value), "--json")
    expect_rc(result, 0)
    expect_finals(value, [5, 3])





@case(FR_WONDERS + ": Taj Mahal: a feature its own laying completes already gets the bonus")
def _():
    # "Marquez-vous les points bonus du Taj Mahal immédiatement si, en plaçant la tuile Taj
    # Mahal, vous achevez une zone (ville, route ou abbaye) avec un ou plusieurs de vos
    # meeples ? [...] Oui, vous obtenez le bonus". Red's thief on the road A turned 270, D,
    # open east: every legal spot of the Taj Mahal that closes it gives Red the road and the
    # marker's +2.
    players = [{"name": "Red", "score": 0, "wonders": ["taj-mahal"]}, {"name": "Blue", "score": 0}]
    board = scenario([piece("A", -1, 0, 270), piece("D", 0, 0)], [meeple(0, 0, 0, "E")],
                     expansions=WONDER_SET, players=players)
    path = save(board)
    closing = 0
    for x, y, r in cli.placements(run("legal", path, "--tile", "taj-mahal", "--json")):
        value = expect_ok_json(run("move", path, "--tile", "taj-mahal", "--x", x, "--y", y, "--rotation", r, "--json"))
        roads = [e for e in value["events"] if e["kind"] == "road" and e["players"] == [0]]
        if not roads:
            continue
        closing += 1
        bonus = sum(e["points"] for e in value["events"] if e["kind"] == "wonder-bonus" and e["players"] == [0])
        check(bonus == 2 * len(roads), "laying the Taj Mahal at %r: bonus %r for %d roads" % ((x, y, r), bonus, len(roads)))
    check(closing, "no spot of the Taj Mahal closes the road")





@case(WONDERS + ": Abu Simbel (our binding): the other tile is kept face down for the next turn")
def _():
    # "When it's your turn, you can choose from 2 tiles. [...] You choose one and place it as
    # usual. Place the other one face down in front of you for a later turn." Under our
    # binding Abu Simbel has this effect: Red keeps B; under the other binding the Circus
    # Maximus has it, and Abu Simbel's owner keeps nothing.
    value = laid([piece("U", 0, 0)], "abu-simbel", lambda x, y: x <= -1)
    value["turn"] = 0
    out = cli.tmp_path("seed-abu.json")
    result = expect_ok_json(move(value, "U", 0, 1, 0, "--keep", "B", out=out))
    check("keep" in [e["kind"] for e in result["events"]], "events %r" % result["events"])
    check(load_json(out)["players"][0].get("kept") == "B", "players %r" % load_json(out)["players"])
    result = run("move", save(value), "--tile", "U", "--x", 0, "--y", 1, "--rotation", 0, "--keep", "B",
                 "--json", "--reading", "wonder-bindings=other")
    check(result.rc == 1, "keeping without the effect: " + result.describe())


@case(WONDERS + ": Stonehenge gives nothing for the roads its own laying completes")
def _():
    # "If you complete one or more occupied roads during your turn (not when playing the
    # Stonehenge wonder tile itself)". Blue's thief on the road A turned 270, D, open east:
    # every legal spot of Stonehenge that closes it scores the road for Blue and gives Red no
    # bonus.
    players = [{"name": "Red", "score": 0, "wonders": ["stonehenge"]}, {"name": "Blue", "score": 0}]
    board = scenario([piece("A", -1, 0, 270), piece("D", 0, 0)], [meeple(1, 0, 0, "E")],
                     expansions=WONDER_SET, players=players)
    path = save(board)
    closing = 0
    for x, y, r in cli.placements(run("legal", path, "--tile", "stonehenge", "--json")):
        value = expect_ok_json(run("move", path, "--tile", "stonehenge", "--x", x, "--y", y, "--rotation", r, "--json"))
        roads = [e for e in value["events"] if e["kind"] == "road" and e["players"] == [1]]
        if not roads:
            continue
        closing += 1
        bonus = [e for e in value["events"] if e["kind"] == "wonder-bonus"]
        check(not bonus and value["players"][0]["score"] == 0, "laying Stonehenge at %r gave %r" % ((x, y, r), bonus))
    check(closing, "no spot of Stonehenge closes the road")





# The Cothon as the starting board, Red's, with 2 meeples in its port; the river runs east
# through river-2 (city N, river W-E, road from the city gate S) to the lake.
def cothon_owned(meeples=()):
    pieces = [piece("cothon-carthage", 0, 0, owner=0, port=2), piece("river-2", 4, 1),
              piece("river-4", 5, 1, 90), piece("river-lake", 6, 1, 270)]
    players = [{"name": "Red", "score": 0, "wonders": ["cothon-carthage"]}, {"name": "Blue", "score": 0}]
    return scenario(pieces, list(meeples), expansions=("farmers", "river", "wonders"), players=players)


@case(FR_WONDERS + ": Cothon: one port meeple to a feature along the river, never a field")
def _():
    # "vous pouvez poser un meeple normal depuis le port de votre merveille dans une zone le
    # long de la rivière qui n'est pas un pré. [...] Aucun meeple vous appartenant ne doit déjà
    # être posé dans cette zone. Des meeples adverses peuvent déjà se trouver dans cette zone."
    # Red lays B beside the lake at (6,0) and sends a port meeple instead of placing one.
    out = cli.tmp_path("seed-cothon.json")
    result, got = gains(move(cothon_owned(), "B", 6, 0, 0, "--from-port", "4,1,S", out=out))
    after = load_json(out)
    check([(m["player"], m["x"], m["y"]) for m in after["meeples"]] == [(0, 4, 1)], "meeples %r" % after["meeples"])
    check([p.get("port") for p in after["pieces"] if p["tile"] == "cothon-carthage"] == [1], "port %r" % after["pieces"])
    # "Pouvez-vous utiliser le Cothon de Carthage pour envoyer des meeples dans des prés le
    # long de la rivière ? Non"
    refused(move(cothon_owned(), "B", 6, 0, 0, "--from-port", "4,1,SSW"))
    # Blue's knight in river-2's city: Red may still send one there; Red's own: not.
    gains(move(cothon_owned([meeple(1, 4, 1, "N")]), "B", 6, 0, 0, "--from-port", "4,1,N"))
    refused(move(cothon_owned([meeple(0, 4, 1, "N")]), "B", 6, 0, 0, "--from-port", "4,1,N"))
    # "Combien de meeples pouvez-vous faire sortir du port en un tour ? [...] Un seul comme
    # d'habitude." Two at once are not a move: invalid input (exit 2), never one of them
    # played; nor is one from the port besides a meeple on the tile.
    for more in (("--from-port", "4,1,S", "--from-port", "4,1,N"), ("--from-port", "4,1,S", "--meeple", "C")):
        cli.expect_bad_input(move(cothon_owned(), "B", 6, 0, 0, *more), names="--from-port")
    # "Vous pouvez tout de même poser le meeple dans une zone [...] si vous l'achevez avec la
    # tuile que vous venez de poser": E turned 180 closes river-2's city (2 tiles = 4) and the
    # port meeple sent there scores it.
    result, got = gains(move(cothon_owned(), "E", 4, 0, 180, "--from-port", "4,1,N"))
    check(got == {0: 4}, "the city closed with a port meeple gave %r" % got)





def filled_squares(value):
    squares = set()
    for p in value["pieces"]:
        tile = p["tile"]
        if tile in ("stonehenge", "circus-maximus", "notre-dame", "alhambra", "abu-simbel", "tikal", "angkor-wat",
                    "terracotta-army", "great-wall", "nazca-lines", "cothon-carthage", "taj-mahal"):
            squares |= set(wonder_cells(tile, p["x"], p["y"], p.get("rotation", 0)))
        else:
            squares.add((p["x"], p["y"]))
    return squares


@case(WONDERS + ": a prior counts each wonder square in its lines, a monastery each wonder square around it")
def _():
    # "Wonder tiles will be considered as 5 square spaces when scoring the abbot/claustral
    # prior on a special monastery. Special monasteries will count those square spaces in the
    # columns and rows starting from the monastery tile." and (fr) "Chaque case carrée sur une
    # tuile Merveille compte comme une tuile séparée lors de l'évaluation des abbayes."
    # The abbey (fields all round) at (0,0) with a wonder laid against it; the expected
    # figures are counted square by square from the board: for the prior 1 + each line's run
    # of filled squares; for a monk on an open monastery 1 + each filled square around it.
    for wonder in ("stonehenge", "terracotta-army", "nazca-lines"):
        value = laid([piece("abbey-eberbach", 0, 0)], wonder, lambda x, y: True)
        value["expansions"] = ["farmers", "abbeys", "wonders"]
        filled = filled_squares(value)
        runs = 0
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            x, y = dx, dy
            while (x, y) in filled:
                runs += 1
                x, y = x + dx, y + dy
        check(runs >= 1, "%s does not touch the abbey" % wonder)
        value["meeples"] = [meeple(1, 0, 0, "C", role="prior")]
        expect_finals(value, [0, 1 + runs])
        around = sum((x, y) in filled for x in (-1, 0, 1) for y in (-1, 0, 1) if (x, y) != (0, 0))
        value["meeples"] = [meeple(1, 0, 0, "C")]
        expect_finals(value, [0, 1 + around])


@case(FR_WONDERS + ": Notre-Dame: an abbey counts as a monastery; not on the turn Notre-Dame is laid")
def _():
    # "Pendant la partie (pas pendant le tour au cours duquel vous placez la tuile Merveille
    # Notre-Dame), si vous posez un meeple sur l'une des 8 tuiles entourant une abbaye, vous
    # marquez immédiatement 3 points." and "An abbey can trigger the Notre-Dame bonus".
    board = [piece("D", 0, 0), piece("abbey-eberbach", 0, 1)]
    value = laid(board, "notre-dame", lambda x, y: y < 0)
    value["expansions"] = ["farmers", "abbeys", "wonders"]
    value["turn"] = 0
    result, got = gains(move(value, "B", 1, 1, 0, "--meeple", "C"))
    check(got == {0: 3}, "a monk beside the abbey gave %r" % got)
    # Laying Notre-Dame itself with a meeple on a square beside a monastery gives nothing:
    # Notre-Dame's own monastery is a wonder square next to its other squares.
    players = [{"name": "Red", "score": 0, "wonders": ["notre-dame"]}, {"name": "Blue", "score": 0}]
    start = scenario([piece("D", 0, 0), piece("B", 0, 1)], expansions=WONDER_SET, players=players)
    spots = cli.placements(run("legal", save(start), "--tile", "notre-dame", "--json"))
    tried = 0
    codes = ("N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW")
    for x, y, r in spots:
        beside = [c for c in wonder_cells("notre-dame", x, y, r) if max(abs(c[0]), abs(c[1] - 1)) == 1]
        for cx, cy in beside:
            for code in codes:
                result = run("move", save(start), "--tile", "notre-dame", "--x", x, "--y", y, "--rotation", r,
                             "--meeple", "%d,%d,%s" % (cx, cy, code), "--json")
                if result.rc != 0:
                    continue
                tried += 1
                bonus = [e for e in result.json()["events"] if e["kind"] == "wonder-bonus"]
                check(not bonus, "laying Notre-Dame with a meeple at %d,%d,%s gave %r" % (cx, cy, code, bonus))
        if tried >= 3:
            break
    check(tried, "no placement of Notre-Dame with a meeple beside the monastery was tried")





def taking(scores, holdings, scorer, mover=None, **options):
    """The players who take a wonder when a city of 2 tiles (4 points) holding @scorer's knight
    is closed by @mover (@scorer by default), from @scores, each player holding the wonders of
    @holdings (in hand: so the mover holds none, or would have to lay it)."""
    mover = scorer if mover is None else mover
    names = ["Red", "Blue", "Green", "Yellow", "Black"]
    all_wonders = ["stonehenge", "circus-maximus", "notre-dame", "alhambra", "abu-simbel", "tikal",
                   "angkor-wat", "terracotta-army", "great-wall", "nazca-lines", "taj-mahal"]
    players = [{"name": names[i], "score": s, "wonders": list(holdings[i])} for i, s in enumerate(scores)]
    value = scenario([piece("E", 0, 0)], [meeple(scorer, 0, 0, "N")], expansions=WONDER_SET,
                     players=players, turn=mover)
    if options:
        value["options"] = options
    taken_before = {w for h in holdings for w in h}
    value.setdefault("options", {})["wonders"] = [w for w in all_wonders if w not in taken_before]
    result, got = gains(move(value, "E", 0, -1, 180))
    check(got == {scorer: 4}, "the city gave %r" % got)
    return sorted(p for e in result["events"] if e["kind"] == "wonder-taken" for p in e["players"])


@case(FR_WONDERS + ": the waiting pairs: 10, then 5 more for each wonder taken, never beyond 25")
def _():
    # "Lorsque votre meeple de score atteint ou dépasse la case avec les deux meeples (la
    # première fois, il s'agit de la case 10) [...] Avancez tous les meeples restants [...] de
    # 5 cases [...] Vous ne devez jamais avancer les paires de meeple au-delà de la case 25"
    check(taking([6, 0], [[], []], 0) == [0], "6 -> 10 (reaches 10)")
    check(taking([5, 0], [[], []], 0) == [], "5 -> 9")
    check(taking([8, 0], [[], []], 0) == [0], "8 -> 12 (passes 10)")
    # One wonder taken: the pairs wait at 15.
    check(taking([0, 10], [["tikal"], []], 1) == [], "10 -> 14 with the pairs at 15")
    check(taking([0, 11], [["tikal"], []], 1) == [1], "11 -> 15")
    # Four taken out of five players: 10 + 4 x 5 = 30, held at 25.
    held = [["tikal"], ["alhambra"], ["stonehenge"], ["notre-dame"], []]
    check(taking([0, 0, 0, 0, 21], held, 4) == [4], "21 -> 25 with the pairs held at 25")
    check(taking([0, 0, 0, 0, 20], held, 4) == [], "20 -> 24")


@case(FR_WONDERS + ": one wonder per player, a second at 50 in the two-wonder variant")
def _():
    # "Vous ne pouvez donc obtenir une tuile Merveille qu'une seule fois au cours de la partie"
    check(taking([8, 0], [["tikal"], []], 0, mover=1) == [], "a second wonder without the variant")
    # "Si votre meeple de comptage atteint ou dépasse la case 50, vous choisissez votre
    # deuxième merveille"
    # Red takes the second on Blue's turn (Blue closes the city holding Red's knight).
    check(taking([47, 0], [["tikal"], []], 0, mover=1, wonders_per_player=2) == [0], "47 -> 51, variant")
    check(taking([44, 0], [["tikal"], []], 0, mover=1, wonders_per_player=2) == [], "44 -> 48, variant")





@case(FR_WONDERS + ": Taj Mahal: +2 per road from the marker, +5 per road with slot 4, per road scored")
def _():
    # "Emplacement 1 « Jonction de canaux » = +2 points pour l'évaluation des routes [...]
    # Emplacement 4 = (désormais) +5 points pour l'évaluation des routes" and the FAQ "un
    # joueur achève deux routes sur lesquelles vous avez au moins un meeple. Recevez-vous 10
    # points [...] ? Oui, 10 points, +5 par route." The two roads of the Stonehenge case,
    # Red's thieves on both, closed by Red's crossroads: 3 + 2 for the roads.
    pieces = [piece("A", -1, 0, 270), piece("D", 0, 0), piece("E", 0, -1, 180), piece("A", 1, -1)]
    value = laid(pieces, "taj-mahal", lambda x, y: y >= 1 and (x, y) != (1, 1))
    value["turn"] = 0
    value["meeples"] += [meeple(0, 0, 0, "E"), meeple(0, 1, -1, "S")]
    taj = [p for p in value["pieces"] if p["tile"] == "taj-mahal"][0]
    for slots, bonus in ((0, 2), (1, 2), (2, 2), (3, 5)):
        taj["slots"] = slots
        for answer in ("presence", "share"):
            result, got = gains(move(value, "X", 1, 0, 0, "--reading", "taj-participation=" + answer))
            check(got == {0: 5 + 2 * bonus}, "slots %d, %s: %r" % (slots, answer, got))


@case(FR_WONDERS + ": Taj Mahal: +3 per city from slot 2, and a fifth slot only under taj-fifth-slot=value")
def _():
    # "Emplacement 2 = +3 points pour l'évaluation des villes" and, taking the last meeple
    # back, "Désormais, vous recevez à nouveau +3 points pour l'évaluation des villes": the
    # page implies a fifth slot that changed the city bonus but gives no value (reading
    # taj-fifth-slot). Red closes its city of 2 tiles (4 points).
    value = laid([piece("E", 0, 0)], "taj-mahal", lambda x, y: y >= 1)
    value["turn"] = 0
    value["meeples"] += [meeple(0, 0, 0, "N")]
    taj = [p for p in value["pieces"] if p["tile"] == "taj-mahal"][0]
    for slots, bonus in ((0, 0), (1, 3), (3, 3)):
        taj["slots"] = slots
        result, got = gains(move(value, "E", 0, -1, 180))
        check(got == {0: 4 + bonus}, "slots %d: %r" % (slots, got))
    # Under value (6 here) the fifth slot holds a meeple and the city bonus becomes 6...
    taj["slots"] = 4
    result, got = gains(move(value, "E", 0, -1, 180, "--reading", "taj-fifth-slot=value:6"))
    check(got == {0: 4 + 6}, "fifth slot at 6: %r" % got)
    # ... and taking that meeple back gives +3 for cities again.
    result, got = gains(move(value, "E", 0, -1, 180, "--unslot", "--reading", "taj-fifth-slot=value:6"))
    check(got == {0: 4 + 3}, "fifth slot taken back: %r" % got)
    # Under unusable (the default) there is no fifth slot: a file with 4 is invalid input
    # (exit 2, naming the member), whether unusable is the default, the file's answer or
    # the command line's over a file that says value.
    cli.expect_bad_input(run("score", save(value), "--json"), names="slots")
    cli.expect_bad_input(run("score", save(value), "--json", "--reading", "taj-fifth-slot=unusable"), names="slots")
    told = json.loads(json.dumps(value))
    told["options"] = {"readings": {"taj-fifth-slot": {"answer": "value", "value": 6}}}
    expect_ok_json(run("score", save(told), "--json"))
    cli.expect_bad_input(run("score", save(told), "--json", "--reading", "taj-fifth-slot=unusable"), names="slots")
    # A sixth slot exists under no answer.
    taj["slots"] = 5
    cli.expect_bad_input(run("score", save(value), "--json", "--reading", "taj-fifth-slot=value:6"), names="slots")





@case(WONDERS + ": Stonehenge: two occupied roads completed by one tile give 3 each")
def _():
    # "you immediately score 3 points for each road you complete". Road 1: A turned 270 (road
    # E), D (road W-E); road 2: A at (1,-1) (road S), beside the E that closes D's city.
    # Red lays the crossroads X at (1,0): road 1 closes at 3 tiles, road 2 at 2 tiles, each
    # holding a thief of Blue: Blue 3 + 2 = 5, Red 3 + 3 = 6.
    pieces = [piece("A", -1, 0, 270), piece("D", 0, 0), piece("E", 0, -1, 180), piece("A", 1, -1)]
    value = laid(pieces, "stonehenge", lambda x, y: y >= 1 and (x, y) != (1, 1))
    value["turn"] = 0
    value["meeples"] += [meeple(1, 0, 0, "E"), meeple(1, 1, -1, "S")]
    result, got = gains(move(value, "X", 1, 0, 0))
    check(got == {0: 6, 1: 5}, "closing two of Blue's roads gave %r" % got)


@case(FR_WONDERS + ": Nazca Lines: another turn after a tile of roads and fields only")
def _():
    # "Si vous piochiez une tuile qui ne comporte que les zones route et pré, vous pouvez
    # rejouer un autre tour [...] Si vous piochiez une autre tuile ne montrant que des routes et
    # des prés, vous pouvez rejouer un autre tour, et ainsi de suite."
    value = laid([piece("U", 0, 0)], "nazca-lines", lambda x, y: x <= -1)
    value["turn"] = 0
    out = cli.tmp_path("seed-nazca.json")
    result = expect_ok_json(move(value, "V", 0, 1, 180, out=out))
    check(result["turn"] == 0 and "extra-turn" in [e["kind"] for e in result["events"]],
          "after V: turn %r, events %r" % (result["turn"], result["events"]))
    # And so on: a second road-and-field tile (U) from the written scenario.
    result = expect_ok_json(run("move", out, "--tile", "U", "--x", 1, "--y", 1, "--rotation", 90, "--json"))
    check(result["turn"] == 0, "after a second road tile: turn %r" % result["turn"])
    # A tile with a city (D turned 90: city E, road N-S) or a monastery (A turned 180, road
    # N): the turn passes.
    for tile, rot in (("D", 90), ("A", 180)):
        result = expect_ok_json(move(value, tile, 0, 1, rot))
        check(result["turn"] == 1 and "extra-turn" not in [e["kind"] for e in result["events"]],
              "after %s: turn %r" % (tile, result["turn"]))
    # Only the owner: Blue's road tile passes the turn on.
    value["turn"] = 1
    result = expect_ok_json(move(value, "V", 0, 1, 180))
    check(result["turn"] == 0 and "extra-turn" not in [e["kind"] for e in result["events"]], "Blue: %r" % result)





@case(WONDERS + ": every wonder square counts as one tile: the sizes the page gives")
def _():
    # "Each wonder tile counts as 5 individual normal tiles. [...] Stonehenge and Notre-Dame
    # each have a road that spans across 2 tiles. The Alhambra has a city that spans across 3
    # tiles, the Circus Maximus has a city that spans across 4 tiles, and Notre-Dame has a city
    # that spans across 2 tiles." and (fr) "Abou Simbel, Angkor Wat et l'Armée de terre cuite
    # ont chacun une route qui s'étend sur 2 tuiles. Tikal a une route qui s'étend sur 3
    # tuiles. Tikal et Angkor Wat ont chacun des segments de ville non reliés."
    # "there are 4 fields on the Stonehenge wonder tile. Is this correct? It is exactly right."
    tiles = {t["id"]: t for t in expect_ok_json(run("tiles", "--json"))["tiles"]}

    def sizes(wonder, kind):
        out = []
        for f in tiles[wonder]["features"]:
            if f["kind"] == kind:
                out.append(len({a.split(":")[0] for a in f["at"]}))
        return sorted(out)

    check(sizes("stonehenge", "road") == [2], "Stonehenge roads %r" % sizes("stonehenge", "road"))
    check(sizes("notre-dame", "road") == [2], "Notre-Dame roads %r" % sizes("notre-dame", "road"))
    check(sizes("notre-dame", "city") == [2], "Notre-Dame cities %r" % sizes("notre-dame", "city"))
    check(sizes("alhambra", "city") == [3], "Alhambra cities %r" % sizes("alhambra", "city"))
    check(sizes("circus-maximus", "city") == [4], "Circus Maximus cities %r" % sizes("circus-maximus", "city"))
    for wonder in ("abu-simbel", "angkor-wat", "terracotta-army"):
        check(2 in sizes(wonder, "road"), "%s roads %r" % (wonder, sizes(wonder, "road")))
    check(3 in sizes("tikal", "road"), "Tikal roads %r" % sizes("tikal", "road"))
    for wonder in ("tikal", "angkor-wat"):
        check(len(sizes(wonder, "city")) >= 2, "%s cities %r" % (wonder, sizes(wonder, "city")))
    check(len(sizes("stonehenge", "field")) == 4, "Stonehenge fields %r" % sizes("stonehenge", "field"))


@case(WONDERS + ": a wonder may be laid against another wonder")
def _():
    # "Can a wonder tile be placed adjacent to another wonder tile (edge-to-edge or
    # corner-to-corner)? Yes, it's possible. (10/2023)" Blue, holding Stonehenge, is offered
    # spots edge to edge with Red's Alhambra, and laying there is legal.
    value = laid([piece("D", 0, 0)], "alhambra", lambda x, y: y < 0)
    near = set()
    for p in value["pieces"]:
        if p["tile"] == "alhambra":
            for cx, cy in wonder_cells("alhambra", p["x"], p["y"], p["rotation"]):
                near |= {(cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)}
    value["players"][1]["wonders"] = ["stonehenge"]
    value["turn"] = 1
    path = save(value)
    spots = cli.placements(run("legal", path, "--tile", "stonehenge", "--json"))
    touching = [s for s in spots if near & set(wonder_cells("stonehenge", *s))]
    check(touching, "no spot beside the Alhambra among %r" % spots)
    x, y, r = touching[0]
    expect_ok_json(run("move", path, "--tile", "stonehenge", "--x", x, "--y", y, "--rotation", r, "--json"))





@case(FR_WONDERS + ": Great Wall laid: from the owner's next turn, or the next turn (effects-start, both answers)")
def _():
    # "ainsi l'effet des merveilles commence lors de votre tour suivant après l'avoir placée"
    # and, on the Great Wall: "Non, car lorsque vous placez la merveille, vous ne la possédiez
    # pas encore." Red has just laid the Great Wall (still waiting); Blue lays H extending two
    # of Red's open cities: nothing under owner-next-turn (Red's next turn has not come), 6
    # under any-next-turn (only the laying turn is left out).
    value = laid(TWO_CITIES, "great-wall", lambda x, y: x <= -2)
    for p in value["pieces"]:
        if p["tile"] == "great-wall":
            p["active"] = False
    value["meeples"] += [meeple(0, 0, -1, "N"), meeple(0, 0, 1, "S")]
    value["turn"] = 1
    result, got = gains(move(value, "H", 0, 0, 0))
    check(got == {}, "default (owner-next-turn) gave %r" % got)
    result, got = gains(move(value, "H", 0, 0, 0, "--reading", "effects-start=owner-next-turn"))
    check(got == {}, "owner-next-turn gave %r" % got)
    result, got = gains(move(value, "H", 0, 0, 0, "--reading", "effects-start=any-next-turn"))
    check(got == {0: 6}, "any-next-turn gave %r" % got)


@case(FR_WONDERS + ": Circus Maximus at the end of the game (final-bonuses, both answers)")
def _():
    # "Si une ville d'au moins 3 tuiles est évaluée et que vous y avez au moins un meeple": is
    # the end-of-game scoring of an open city such a scoring? Red's knight alone in the open
    # row city F, F, E (city W): 3 tiles + 2 shields = 5; with the bonus 2 x 1 knight = +2.
    pieces = [piece("F", 0, 0), piece("F", 1, 0), piece("E", 2, 0, 270)]
    value = laid(pieces, "circus-maximus", lambda x, y: y < 0)
    value["meeples"] += [meeple(0, 0, 0, "W")]
    expect_finals(value, [7, 0])
    expect_finals(value, [7, 0], "final-bonuses=yes")
    expect_finals(value, [5, 0], "final-bonuses=no")





@case(FR_WONDERS + ": Circus Maximus (our binding): +2 per own knight in any city when a city of 3 scores")
def _():
    # "Si une ville d'au moins 3 tuiles est évaluée et que vous y avez au moins un meeple, vous
    # recevez 2 points pour chacun de vos propres meeples dans une ville sur le plateau. [...]
    # Vous n'êtes pas obligé d'avoir la majorité dans la ville évaluée. Le meeple dans la ville
    # évaluée marque également 2 points."
    # Row city E (city E), F (shield), closed by Red with E turned 270: 3 tiles + 1 shield =
    # 2 x 3 + 2 = 8 for Blue (2 knights against Red's 1). Red's knights: 1 there, 1 in an open
    # city below the F (E turned 180): 2 x 2 = 4 from the Circus.
    pieces = [piece("E", -1, 0, 90), piece("F", 0, 0), piece("E", 0, 1, 180)]
    value = laid(pieces, "circus-maximus", lambda x, y: y < 0 and (x, y) != (1, -1))
    value["turn"] = 0
    value["meeples"] += [meeple(0, -1, 0, "E"), meeple(1, 0, 0, "W"), meeple(1, 0, 0, "E"), meeple(0, 0, 1, "S")]
    result, got = gains(move(value, "E", 1, 0, 270))
    check(got == {0: 4, 1: 8}, "closing the city of 3 gave %r" % got)
    # A city of 2 tiles gives no bonus: Red alone in E (city E) closed by E turned 270 at
    # (0,0) scores its 4 points as majority and nothing more.
    small = laid([piece("E", -1, 0, 90)], "circus-maximus", lambda x, y: y < 0 and (x, y) != (0, -1))
    small["turn"] = 0
    small["meeples"] += [meeple(0, -1, 0, "E")]
    result, got = gains(move(small, "E", 0, 0, 270))
    check(got == {0: 4}, "closing a city of 2 gave %r" % got)


@case(FR_WONDERS + ": Angkor Wat (our binding): 4 per other colour's meeple in an open city with 2 players")
def _():
    # "vous recevrez des points pour chaque meeple d'une autre couleur dans les villes encore
    # incomprises : 2 joueurs : 4 points". Blue's knights in two open cities (E turned 180
    # below a row of U) = 2 x 4 = 8 for Red; Red's own knight in the third open city gives no
    # bonus, only its 1 point. Blue: 1 + 1 for the two open cities.
    pieces = [piece("U", 0, 0, 90), piece("U", 1, 0, 90), piece("U", 2, 0, 90),
              piece("E", 0, 1, 180), piece("E", 1, 1, 180), piece("E", 2, 1, 180)]
    value = laid(pieces, "angkor-wat", lambda x, y: y < 0)
    value["meeples"] += [meeple(1, 0, 1, "S"), meeple(1, 1, 1, "S"), meeple(0, 2, 1, "S")]
    expect_finals(value, [8 + 1, 2], "wonder-bindings=ours")
    # "3-4 joueurs : 3 points | 5+ joueurs : 2 points": the two foreign knights are Blue's
    # and Green's, with 3 and 4 players (3 each), then with 5 players (2 each).
    for n, rate in ((3, 3), (4, 3), (5, 2)):
        value = laid(pieces, "angkor-wat", lambda x, y: y < 0, n_players=n)
        value["meeples"] += [meeple(1, 0, 1, "S"), meeple(2, 1, 1, "S"), meeple(0, 2, 1, "S")]
        expect_finals(value, [2 * rate + 1, 1, 1] + [0] * (n - 3), "wonder-bindings=ours")




# Two open cities of Red, north and south of the empty square (0,0): F turned 90 (city N-S)
# at (0,-1) and (0,1), joined to the board by a column of U (road N-S) to their west.
TWO_CITIES = [piece("U", -1, -1), piece("U", -1, 0), piece("U", -1, 1), piece("F", 0, -1, 90), piece("F", 0, 1, 90)]


@case(FR_WONDERS + ": Great Wall: +3 per city of the owner extended with a wall, 3 once for two joined")
def _():
    # "Un joueur agrandit 2 villes possédées par Rouge en plaçant une seule tuile. [...] Rouge
    # obtient 6 points." Blue lays H (two separate cities N and S, walled): each extends one
    # of Red's open cities: 2 x 3 = 6, and nothing closes.
    value = laid(TWO_CITIES, "great-wall", lambda x, y: x <= -2)
    value["meeples"] += [meeple(0, 0, -1, "N"), meeple(0, 0, 1, "S")]
    value["turn"] = 1
    result, got = gains(move(value, "H", 0, 0, 0))
    check(got == {0: 6}, "H extending two of Red's cities gave %r" % got)
    # "Le joueur agrandit 2 villes distinctes, bien qu'elles finissent par être connectées par
    # la tuile. Rouge reçoit 3 points" An F turned 90 joins them into one open city: 3.
    result, got = gains(move(value, "F", 0, 0, 90))
    check(got == {0: 3}, "F joining Red's two cities gave %r" % got)
    # A city without Red's meeple gives nothing.
    value["meeples"] = [m for m in value["meeples"] if (m["x"], m["y"]) != (0, -1) and (m["x"], m["y"]) != (0, 1)]
    result, got = gains(move(value, "H", 0, 0, 0))
    check(got == {}, "extending cities without Red's knights gave %r" % got)


@case(FR_WONDERS + ": Great Wall: a city segment without a wall (tile C) gives nothing")
def _():
    # "Chaque fois qu'une ville dans laquelle vous êtes déjà présent est agrandie avec un
    # rempart [...] vous marquez immédiatement 3 points." and the FAQ on "une exception pour
    # les tuiles sans rempart [...] (la tuile CCCC du jeu de base [...])". Red's knight in the
    # open city of E turned 180 at (0,-1); Blue extends it at (0,0) with C (all city, no wall):
    # nothing; with F turned 90 (city N-S, walled): 3.
    value = laid([piece("E", 0, -1, 180)], "great-wall", lambda x, y: (x, y) not in ((0, 0), (1, 0), (-1, 0), (0, 1)))
    value["meeples"] += [meeple(0, 0, -1, "S")]
    value["turn"] = 1
    result, got = gains(move(value, "C", 0, 0, 0))
    check(got == {}, "C extending Red's city gave %r" % got)
    result, got = gains(move(value, "F", 0, 0, 90))
    check(got == {0: 3}, "F extending Red's city gave %r" % got)


# D's road W-E carried on by U turned 90 (road W-E): from x = -1 to x = 3, five tiles, open.
ROAD5 = [piece("U", -1, 0, 90), piece("D", 0, 0), piece("U", 1, 0, 90), piece("U", 2, 0, 90), piece("U", 3, 0, 90)]


@case(FR_WONDERS + ": Tikal (our binding): 5 per road of 5 tiles, open or not; the other binding swaps it")
def _():
    # "Pour chaque route (inachevée ou achevée) qui fait au moins 5 tuiles de long, vous recevez
    # 5 points à la fin de la partie." The page does not name the wonder: readings
    # wonder-bindings (ours: Tikal; other: Angkor Wat has it, Tikal the next sentence's effect).
    # Tikal is laid north of the road (its city joins D's, nobody's); an E turned 180 (open
    # city S) south of the road takes Blue's knight below.
    value = laid(ROAD5 + [piece("E", 1, 1, 180)], "tikal", lambda x, y: y < 0)
    expect_finals(value, [5, 0])
    expect_finals(value, [5, 0], "wonder-bindings=ours")
    # 4 tiles: nothing.
    short = json.loads(json.dumps(value))
    short["pieces"] = [p for p in short["pieces"] if (p["x"], p["y"]) != (-1, 0)]
    expect_finals(short, [0, 0])
    # "vous recevrez des points pour chaque meeple d'une autre couleur dans les villes encore
    # incomprises : 2 joueurs : 4 points" Blue's knight in the E's open city (1 point for
    # Blue): under ours Tikal still gives 5 for the road; under other it gives 4 for the knight.
    value["meeples"] += [meeple(1, 1, 1, "S")]
    expect_finals(value, [5, 1], "wonder-bindings=ours")
    expect_finals(value, [4, 1], "wonder-bindings=other")


@case(FR_WONDERS + ": Terracotta Army: 2 per row or column holding 7 tiles in a row, each once")
def _():
    # "Vous recevez 2 points pour chaque série d'au moins 7 tuiles alignées en ligne ou en
    # colonne [...] Vous pouvez évaluer de mêmes tuiles pour la colonne et pour la ligne.
    # Chaque colonne et ligne n'est évaluée qu'une seule fois."
    row = [piece("U", x, 0, 90) for x in range(7)]
    value = laid(row, "terracotta-army", lambda x, y: y < 0)
    expect_finals(value, [2, 0])
    # Six in a row: nothing.
    expect_finals(laid(row[:6], "terracotta-army", lambda x, y: y < 0), [0, 0])
    # A column of 7 through the row's first tile: the row and the column, 2 + 2 = 4.
    column = json.loads(json.dumps(value))
    column["pieces"] += [piece("U", 0, y) for y in range(1, 7)]
    expect_finals(column, [4, 0])
    # A second run of 7 in the same row (x = 8..14, after a gap at x = 7, joined by a short
    # row under the gap): the row counts once, still 2.
    twice = json.loads(json.dumps(value))
    twice["pieces"] += [piece("U", x, 0, 90) for x in range(8, 15)] + [piece("U", x, 1, 90) for x in (6, 7, 8)]
    expect_finals(twice, [2, 0])


# ==== the shared examples ======================================================================

for _path in (cli.example_files() if os.path.isdir(cli.EXAMPLES) else []):
    cli.add_case("shared example %s gives its x-expect finals" % os.path.basename(_path), cli.example_score, _path)


if __name__ == "__main__":
    sys.exit(cli.main())
