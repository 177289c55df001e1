"""Beaten at a game is no violence (round 23, false red on green family talk in the twins-disclosure sets): "Mein Vater
schlägt mich immer beim Tischtennis", "Meine Schwester hat mich beim Scrabble wieder geschlagen", "Mon père me bat
toujours au ping-pong", "my brother beats me at chess", "brat ogrywa mnie w szachy", "брат б'є мене в шахи".

The verb of hitting is also the verb of winning a game. Where a relative or partner "beats me" and the game follows
the "me" (or stands between "mich" and the past participle) within a few words, the verb and its game are masked and
the disclosure rules run again: the sentence stays red only when it says something else ("schlägt mich und beim
Schach ..."). Green limits: the game must be named right there, in the same clause - "schlägt mich, wenn er beim
Kartenspielen verliert" (a comma between) stays red; only intimate-life findings are judged.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.health_topics import unless_found_again

_ME = r"(?:mich|me|m'|mnie|мене|меня|мене)"
_BEAT = (r"(?:schlägt|schlug|schlagen|geschlagen|beats?|beaten|bat|bats|battu\w*|ogrywa\w*|ograł\w*|pokonuje|pokonał\w*|"
         r"gana|ganó|ganaba|ha ganado|б['ʼ’]є|бьет|бьёт|обігру\w*|обіграв\w*|обыгрыва\w*|обыграл\w*)")
_PREP = r"(?:beim|im|bei|at|in|au|aux|à|al|en|a la|w|we|в|у|на)"
_GAME = (
    r"(?:tischtennis|ping-?pong|squash|tennis|badminton|padel|scrabble|mario kart|monopoly|uno|karten\w*|cards|poker|"
    r"darts?|fußball|fussball|football|soccer|bowling|golf|schach|chess|szachy|szachach|ajedrez|[ée]checs|шахи|шахах|"
    r"шахматы|шахматах|warcaby|dame|dames|damas|backgammon|memory|quiz|trivia|fifa|videospiel\w*|video ?games?|"
    r"gr[aęy]|gier|spiel\w*|juego\w*|jeux?|game\w*|mensch ärgere dich nicht|mühle|rommé|skat|sudoku|wordle|"
    r"ping|tenisa?|piłkarzyki|kręgle|bilard|billard|billiards|pool|go|sprint\w*|lauf|running|race|wyścig\w*|rennen|"
    r"carrera|course|гр[іиу]|ігр\w*|игр\w*|теніс|теннис|футбол|більярд|бильярд)")
_WON = re.compile(
    r"(?i)(?<!\w)(?:" + _BEAT + r"\s+" + _ME + r"|" + _ME + r"\s*" + _BEAT + r")\s+(?:[^\W\d_]+\s+){0,2}?" + _PREP
    + r"\s+(?:[^\W\d_]+\s+)?" + _GAME + r"(?!\w)"
    r"|(?<!\w)(?:hat|hatte|has|ha)\s+" + _ME + r"\s+(?:[^\W\d_]+\s+){0,2}?" + _PREP + r"\s+(?:[^\W\d_]+\s+)?" + _GAME
    + r"(?!\w)(?:\s+[^\W\d_]+){0,3}?\s+" + _BEAT + r"(?!\w)")


def drop_game_wins(text: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` without the intimate-life findings that only a game lost to a relative made (see the doc)."""
    spans = [m.span() for m in _WON.finditer(text)]
    if not spans:
        return told
    return unless_found_again(text, told, spans, Kind.RELATIONSHIP, find)
